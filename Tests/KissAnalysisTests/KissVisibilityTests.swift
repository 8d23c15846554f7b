import Foundation
@testable import KissAnalysis
import KissSyntax
import KissTestSupport
import XCTest

/// Every tree a lint or an editor expands is settled before anything reads it: each element
/// knows whether Kiss lays it out, so that the solves of its previews read the answers without
/// a lock, and the answers are those worked out element by element on demand.
final class KissVisibilityTests: XCTestCase {
    private static let text = """
        preview phone(width: 390)

        layout Screen {
          vstack {
            Row(title: "shown")
            Row(title: "hidden").hidden()
            vstack {
              view(.red).hidden()
              spacer
            }
            hstack {
              label("a").visible(false)
            }.autoInvisible(.never)
            hstack {
              label("b").hidden()
              Row(title: "inner").visible(false)
            }
            label("over").overlay(alignment: .topRight) {
              vstack {
                label("x").hidden()
              }
            }
            pin {
              label("pinned").hidden().pin(top: 0, left: 0)
            }
          }
        }

        layout Row(title: "t") {
          hstack {
            label(title)
          }
        }
        """

    private static func elements(_ root: ElementInstance?) -> [ElementInstance] {
        var all: [ElementInstance] = []
        root?.forEach { all.append($0) }
        return all
    }

    /// The library's rule, read recursively: out when its own modifiers hide it; a stack under
    /// `.allInvisible` in when one of its children is; anything else in.
    private static func rule(_ element: ElementInstance) -> Bool {
        if element.isHiddenByModifier { return false }
        guard element.kind.isStack, element.autoInvisibility == .allInvisible else { return true }
        return element.children.contains(where: rule)
    }

    /// The answers of a tree expanded without settling, asked element by element (the way of a
    /// tree nobody settled).
    private static func onDemand(_ syntax: LayoutSyntax, of file: SourceFile, in workspace: Workspace) -> [Bool] {
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        guard let name = syntax.name, let declaration = instantiator.symbols(for: file)[name] else { return [] }
        let root = instantiator.instantiate(declaration, parameters: instantiator.defaults(of: declaration), use: nil, parentKind: nil)
        XCTAssertTrue(elements(root).allSatisfy { KissVisibility.answer(of: $0) == nil }, "an instantiator alone settles nothing")
        return elements(root).map(\.isInKissLayout)
    }

    func testExpandedTreesAreSettledWithTheAnswersWorkedOutOnDemand() throws {
        var inputs: [(String, URL?)] = [(Self.text, nil)]
        inputs += Fixtures.files(in: LintSessionTests.fixtures, withExtension: "kiss").map { ("", $0) }
        inputs += Fixtures.files(in: LintSessionTests.examples, withExtension: "kiss").map { ("", $0) }
        var checked = 0
        var hidden = 0
        for (text, url) in inputs {
            let root = url?.deletingLastPathComponent().path ?? "/nonexistent-root"
            let path = url?.path ?? "/nonexistent-root/Screen.kiss"
            let bytes = try url.map { try [UInt8](Data(contentsOf: $0)) } ?? Array(text.utf8)
            let workspace = Workspace(root: root)
            let file = workspace.add(path: path, bytes: bytes)
            // The lint's expansions (and the session's, which share kept subtrees between trees).
            let session = LintSession()
            let result = session.analyze(file, in: workspace, solveBudget: 0)
            for layout in result.analysis.layouts {
                XCTAssertTrue(Self.elements(layout.root).allSatisfy { KissVisibility.answer(of: $0) != nil }, "\(path): \(layout.name) is not settled")
            }
            for syntax in file.tree.sourceFile.layouts {
                // A layout declared twice is expanded as its first declaration only.
                guard let settled = Analyzer.layout(syntax, of: file, in: workspace) else { continue }
                let elements = Self.elements(settled.root)
                XCTAssertTrue(elements.allSatisfy { KissVisibility.answer(of: $0) != nil }, "\(path): \(settled.name) is not settled")
                let answers = elements.map(\.isInKissLayout)
                XCTAssertEqual(answers, Self.onDemand(syntax, of: file, in: workspace), "\(path): \(settled.name)")
                XCTAssertEqual(answers, elements.map(Self.rule), "\(path): \(settled.name) against the rule")
                checked += answers.count
                hidden += answers.filter { !$0 }.count
            }
        }
        XCTAssertGreaterThan(checked, 500)
        XCTAssertGreaterThan(hidden, 8, "hidden elements, stacks with nothing shown and their children were among them")
    }
}
