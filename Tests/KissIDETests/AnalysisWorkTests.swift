import Foundation
import KissAnalysis
import KissIDE
import KissTestSupport
import XCTest

/// One version of a document costs one lint, one expansion per layout and one solve per
/// layout and preview, however many of diagnostics, hover and frames ask about it.
final class AnalysisWorkTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-work")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let text = """
        preview phone(width: 390)
        preview tablet(width: 768, scale: 2)

        layout Screen {
          vstack {
            label("Title").id(title)
            Row(name: "Ada")
          }.padding(16)
        }

        layout Row(name: "x") {
          hstack {
            label(name).grow(1)
            view(.red).size(8)
          }
        }

        """

    private func offset(of needle: String) -> Int {
        text.utf8.count - text.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count - needle.utf8.count
    }

    func testDiagnosticsHoverAndFramesShareOneAnalysis() throws {
        let service = IDEService()
        let document = IDEDocument(path: folder.appendingPathComponent("Screen.kiss").path, text: Array(text.utf8))
        let before = AnalysisWork.counts
        XCTAssertEqual(service.diagnostics(for: document).diagnostics.map(\.code.rawValue), [])
        let hover = try XCTUnwrap(service.hover(in: document, at: offset(of: "label(\"Title\")")))
        XCTAssertTrue(hover.markdown.contains("**tablet**"), hover.markdown)
        let rowHover = try XCTUnwrap(service.hover(in: document, at: offset(of: "view(.red)")))
        XCTAssertTrue(rowHover.markdown.contains("**phone**"), rowHover.markdown)
        let frames = try service.frames(for: document)
        XCTAssertEqual(frames.layouts.count, 4)
        XCTAssertEqual(AnalysisWork.counts - before, AnalysisWork.Counts(lints: 1, expansions: 2, solves: 4))
    }

    func testAnswersAfterAnEditAreThoseOfAFreshAnalysis() throws {
        let path = folder.appendingPathComponent("Screen.kiss").path
        let service = IDEService()
        _ = service.diagnostics(for: IDEDocument(path: path, text: Array(text.utf8)))
        // Edits reach one layout or the other; each version is asked what a new service answers.
        let versions = [
            text.replacingOccurrences(of: "label(name).grow(1)", with: "label(name + \"!\").grow(1)"),
            text.replacingOccurrences(of: "label(\"Title\")", with: "label(\"A longer title\")"),
            text.replacingOccurrences(of: ".padding(16)", with: ".padding(24)"),
        ]
        for version in versions {
            let edited = IDEDocument(path: path, text: Array(version.utf8))
            let fresh = IDEService()
            XCTAssertEqual(service.diagnostics(for: edited).diagnostics, fresh.diagnostics(for: edited).diagnostics)
            for needle in ["label(", "view(.red)", "hstack", "vstack", "Row("] {
                let at = version.utf8.count - version.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count - needle.utf8.count
                XCTAssertEqual(service.hover(in: edited, at: at)?.markdown, fresh.hover(in: edited, at: at)?.markdown, "\(needle) in\n\(version)")
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            XCTAssertEqual(try encoder.encode(service.frames(for: edited)), try encoder.encode(fresh.frames(for: edited)))
        }
    }
}
