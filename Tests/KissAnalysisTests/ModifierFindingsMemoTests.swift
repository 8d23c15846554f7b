import Foundation
import KissSyntax
import XCTest

@testable import KissAnalysis

/// The modifier rules keep what they report in a kept expansion; reporting it again must give
/// exactly what walking the expansion gives, in the same order.
final class ModifierFindingsMemoTests: XCTestCase {
    static let source = """
        layout Screen {
          vstack {
            Card(title: "one")
            Card(title: "two").margin(top: 8)
            hstack {
              Card(title: "three")
              spacer
              Card(title: "three")
            }.crossAlign(.start)
          }
        }

        layout Card(title: "Title") {
          vstack {
            label(title).grow(0).margin(top: 4)
            hstack {
              image("star").size(16).margin(left: 3)
              label("caption").crossAlign(self: .stretch)
              label("caption").padding(0)
            }.spacing(4).mainAlign(.start)
            vstack { }
          }.padding(8).padding(8)
        }
        """

    func testKeptReportsAreTheReportsOfAWalk() throws {
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/Screen.kiss", bytes: Array(Self.source.utf8))
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        let screen = try XCTUnwrap(instantiator.symbols(for: file)["Screen"])
        func findings(_ layout: LayoutInstance) -> [Diagnostic] {
            ModifierRules(analysis: FileAnalysis(file: file, diagnostics: [], previews: [], layouts: [layout])).findings(in: layout)
        }

        var freshState = ExpansionState()
        var freshTables: [String: [String: LayoutDeclaration]] = [:]
        let plain = ContributionContext(file: file, workspace: workspace, previews: [], family: .system)
        let expected = findings(plain.expand(screen, state: &freshState, symbolTables: &freshTables).instance)
        XCTAssertGreaterThanOrEqual(Set(expected.map(\.code)).count, 4, "the file has findings of several rules: \(expected.map(\.code))")

        let fingerprints = LayoutFingerprints(symbols: { instantiator.symbols(for: $0) }, references: [:])
        let cache = ExpansionCache(primary: file.path, fingerprints: fingerprints)
        cache.beginVersion(relocation: OffsetRelocation(primary: file.path, old: [:], new: [:], oldPreviews: [], previews: []),
                           fingerprints: fingerprints, names: 0)
        let context = ContributionContext(file: file, workspace: workspace, previews: [], family: .system, expansionCache: cache)
        var state = ExpansionState()
        var tables: [String: [String: LayoutDeclaration]] = [:]
        var kept = 0
        for round in 0..<3 {
            let layout = context.expand(screen, state: &state, symbolTables: &tables).instance
            XCTAssertEqual(findings(layout), expected, "round \(round)")
            kept = 0
            layout.root?.forEach { if $0.modifierFindings != nil { kept += 1 } }
        }
        XCTAssertGreaterThan(cache.statistics.reused, 0)
        XCTAssertGreaterThan(kept, 0, "the tops of kept expansions keep their reports")
    }
}
