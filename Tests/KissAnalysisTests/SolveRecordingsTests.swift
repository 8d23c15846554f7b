import Foundation
import KissLayout
import XCTest

@testable import KissAnalysis

/// A lint session replays the unchanged components of the screens it solves again
/// (`SolveRecordings`, KissLayout's `SubtreeReplay.swift`), with the linter's findings.
final class SolveRecordingsTests: XCTestCase {
    static let source = """
        preview phone(width: 390)
        preview small(width: 200, scale: 2)

        layout Screen {
          vstack {
            Header
            Card(title: "one")
            Card(title: "two").margin(8)
            Footer
          }
        }

        layout Header {
          hstack {
            label("Profile", font: 22).grow(1)
            button("Edit")
          }.padding(8)
        }

        layout Card(title: "Title") {
          vstack {
            label(title, lines: 2)
            hstack {
              image("star", 16, 16)
              label("a caption long enough to wrap at the small preview", lines: 0).shrink(1)
            }
          }.padding(8)
        }

        layout Footer {
          hstack {
            vstack {
              label("left")
              label("below")
            }
            growSpacer
            label("right")
          }.padding(4)
        }
        """

    func testTypingInAComponentReplaysTheOthers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solve-recordings-\(getpid())")
        let path = folder.appendingPathComponent("Screen.kiss").path
        let workspace = Workspace(root: folder.path, provider: LintSessionTests.EmptyProvider())
        let session = LintSession()
        _ = session.lint(workspace.add(path: path, bytes: Array(Self.source.utf8)), in: workspace)
        let previews = session.previewsOfLastLint
        XCTAssertEqual(previews.count, 2)
        // Typing into Header's label, one character after another: each keystroke's solves of
        // Screen replay the cards and the footer from the previous version's (the first from
        // the solves made when the file was opened). (A use is a unit, its root included:
        // though its root, which takes the use's own modifiers, is lowered afresh, its tree keeps
        // its identity while that root's style and its children's kept trees are the same. The
        // units are the header, the two cards and the footer, and inside them the stacks of more
        // than two nodes (each card's row, the footer's column); the header, expanded afresh at
        // every keystroke, is the one not replayed, and the units inside the others are replayed
        // with them, so they are not counted.)
        var text = Self.source
        for (index, character) in "Settings".enumerated() {
            text = text.replacingOccurrences(of: "\"Profile", with: "\"Profile\(character)")
            let file = workspace.add(path: path, bytes: Array(text.utf8))
            XCTAssertEqual(session.lint(file, in: workspace), Linter.lint(file, in: workspace).diagnostics)
            for preview in previews {
                let recording = try XCTUnwrap(session.recordings.recording(of: "Screen", at: preview))
                XCTAssertEqual(recording.unitCount, 7, "the header, the cards, the footer and three stacks inside")
                XCTAssertEqual(recording.replayedUnitCount, 3, "keystroke \(index) at \(preview.name)")
            }
        }
    }

    func testRecordingsStayWithinTheirBudgetAndExpire() {
        var style = LayoutStyle()
        style.direction = .row
        var component = LayoutNode(style: style, children: (0..<9).map { _ in LayoutNode.fixedLeaf(width: 10, height: 10) })
        component.identity = SubtreeIdentity()
        let tree = LayoutNode(children: [component])
        let recording = LayoutSolver.solveWithoutBaselines(tree, width: 100, height: nil, scale: 1, replaying: nil).recording!
        XCTAssertEqual(recording.nodeCount, 9)
        let preview = Preview(name: "p", width: 100)

        let recordings = SolveRecordings(nodeBudget: 20)
        recordings.keep(recording, of: "A", at: preview)
        recordings.endVersion()
        recordings.keep(recording, of: "B", at: preview)
        XCTAssertEqual(recordings.heldNodeCount, 18)
        // A third does not fit: the least recently solved (A) makes room.
        recordings.keep(recording, of: "C", at: preview)
        XCTAssertNil(recordings.recording(of: "A", at: preview))
        XCTAssertNotNil(recordings.recording(of: "B", at: preview))
        XCTAssertNotNil(recordings.recording(of: "C", at: preview))
        XCTAssertEqual(recordings.heldNodeCount, 18)
        // Replaced, not added; a solve that recorded nothing forgets the old recording.
        recordings.keep(recording, of: "C", at: preview)
        XCTAssertEqual(recordings.heldNodeCount, 18)
        recordings.keep(nil, of: "B", at: preview)
        XCTAssertEqual(recordings.count, 1)
        XCTAssertEqual(recordings.heldNodeCount, 9)
        // Larger than the whole budget: not kept.
        let small = SolveRecordings(nodeBudget: 5)
        small.keep(recording, of: "A", at: preview)
        XCTAssertEqual(small.count, 0)
        // A layout not solved for `keptVersions` versions is forgotten.
        for _ in 0...SolveRecordings.keptVersions { recordings.endVersion() }
        XCTAssertEqual(recordings.count, 0)
        XCTAssertEqual(recordings.heldNodeCount, 0)
    }
}
