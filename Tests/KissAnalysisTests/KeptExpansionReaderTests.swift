import Foundation
@testable import KissAnalysis
import KissSyntax
import XCTest

/// A layout expanded outside the lint with the session's kept expansions (hover's) is the
/// layout expanded afresh: the same elements, places, values, modifiers and uses, at every
/// version of an edited file, with no kept subtree twice in one tree.
final class KeptExpansionReaderTests: XCTestCase {
    private static let text = """
        layout Screen {
          vstack {
            Header(title: "Inbox")
            Row(title: "One", count: 1)
            Row(title: "Two", count: 2).margin(top: 4)
            Row(title: "Two", count: 2)
            Pair
            Pair
            view(.gray).height(1).hidden(true)
          }
        }

        layout Pair {
          hstack {
            Badge(text: "a").grow(1)
            Badge(text: "b")
          }.spacing(4)
        }

        layout Header(title: "Title") {
          label(title, font: 22, weight: .bold).padding(16).overlay(alignment: .topRight) {
            Badge(text: "new")
          }
        }

        layout Row(title: "Title", count: 0) {
          hstack {
            label(title, font: 17).grow(1).shrink(1)
            Badge(text: "n")
          }.padding(horizontal: 16, vertical: 8)
        }

        layout Badge(text: "x") {
          label(text, font: 12).padding(horizontal: 6, vertical: 2).background(.red).cornerRadius(8)
        }
        """

    /// Versions that keep expansions in place, move them (an edit before them) and carry
    /// them unused (an edit in the screen that uses them, then elsewhere).
    private static let versions: [String] = [
        text,
        text.replacingOccurrences(of: "\"Inbox\"", with: "\"Inbox!\""),
        text.replacingOccurrences(of: "font: 22", with: "font: 24"),
        text.replacingOccurrences(of: "label(text, font: 12)", with: "label(text, font: 13)"),
        "// a comment that moves everything\n" + text,
        text,
    ]

    func testKeptExpansionsGiveTheFreshExpansionAtEveryVersion() throws {
        let session = LintSession()
        var reused = 0
        for (number, version) in Self.versions.enumerated() {
            let workspace = Workspace(root: "/nonexistent-root")
            let file = workspace.add(path: "/nonexistent-root/Screen.kiss", bytes: Array(version.utf8))
            _ = session.lint(file, in: workspace)
            let scope = Analyzer.layoutsInScope(of: file, in: workspace)
            for syntax in file.tree.sourceFile.layouts {
                let fresh = try XCTUnwrap(Analyzer.layout(syntax, of: file, in: workspace, scope: scope))
                let kept = Analyzer.layout(syntax, of: file, in: workspace, scope: scope, keptExpansions: session.keptExpansions)
                let shared = try Self.sharedSubtrees(of: syntax, file: file, workspace: workspace, scope: scope, kept: XCTUnwrap(session.keptExpansions))
                let name = syntax.name ?? "?"
                let keptLayout = try XCTUnwrap(kept, "\(name), version \(number)")
                XCTAssertEqual(Self.describe(keptLayout.root), Self.describe(fresh.root), "\(name), version \(number)")
                var seen = Set<ObjectIdentifier>()
                var count = 0
                keptLayout.root?.forEach { element in
                    count += 1
                    seen.insert(ObjectIdentifier(element))
                }
                XCTAssertEqual(seen.count, count, "an element appears twice in \(name), version \(number)")
                reused += shared
            }
        }
        XCTAssertGreaterThan(reused, 0, "the layouts' uses shared kept subtrees")
    }

    func testNothingIsReadWithoutKeptExpansions() {
        XCTAssertNil(LintSession().keptExpansions, "a session that linted nothing keeps no expansions")
    }

    /// How many kept subtrees an expansion of `syntax` with `kept` shares.
    private static func sharedSubtrees(
        of syntax: LayoutSyntax, file: SourceFile, workspace: Workspace, scope: [String: LayoutDeclaration], kept: KeptExpansions
    ) -> Int {
        let instantiator = Instantiator(workspace: workspace, primary: file.path, symbolTables: [file.path: scope])
        let reader = KeptExpansionReader(kept, symbols: { [unowned instantiator] in instantiator.symbols(for: $0) })
        instantiator.keptExpansions = reader
        guard let name = syntax.name, let declaration = scope[name] else { return 0 }
        _ = instantiator.instantiate(declaration, parameters: instantiator.defaults(of: declaration), use: nil, parentKind: nil)
        return reader.sharedSubtreeCount
    }

    /// Everything an expansion gives an element, in preorder.
    static func describe(_ root: ElementInstance?) -> [String] {
        var lines: [String] = []
        func values(_ arguments: [String: LocatedValue]) -> String {
            arguments.keys.sorted().map { "\($0)=\(arguments[$0]!.value)@\(arguments[$0]!.place)" }.joined(separator: ",")
        }
        func visit(_ element: ElementInstance, depth: Int) {
            let modifiers = element.modifiers.map { "\($0.name)(\(values($0.arguments)))@\($0.location)\($0.fromUseSite ? "^" : "")" }
            let uses = element.layoutUses.map { "\($0.name)@\($0.location)" }
            lines.append(String(repeating: " ", count: depth) + "\(element.kind.rawValue)@\(element.location) [\(values(element.arguments))] "
                         + modifiers.joined(separator: " ") + " uses: " + uses.joined(separator: ","))
            for child in element.children { visit(child, depth: depth + 1) }
            for overlay in element.overlays {
                lines.append(String(repeating: " ", count: depth + 1) + "overlay \(overlay.alignment) \(overlay.alignmentGiven)")
                for child in overlay.elements { visit(child, depth: depth + 2) }
            }
        }
        if let root { visit(root, depth: 0) }
        return lines
    }
}
