import Foundation
@testable import KissAnalysis
import XCTest

/// Kept expansions are shared between trees, never within one: elements are
/// told apart by identity (`.uniformFontScale` factors, lowered styles).
final class ExpansionCacheTests: XCTestCase {
    func testAKeptSubtreeAppearsAtMostOnceInATree() throws {
        let text = """
            layout Screen {
              vstack {
                Card
                Card
                Row
              }
            }

            layout Row {
              hstack {
                Card
                Card
              }
            }

            layout Card {
              vstack {
                label("a")
                label("b")
              }
            }
            """
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/Screen.kiss", bytes: Array(text.utf8))
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        let symbols = instantiator.symbols(for: file)
        let cache = ExpansionCache(primary: file.path, fingerprints: LayoutFingerprints(symbols: { instantiator.symbols(for: $0) }, references: [:]))
        cache.beginVersion(relocation: OffsetRelocation(primary: file.path, old: [:], new: [:], oldPreviews: [], previews: []),
                           fingerprints: LayoutFingerprints(symbols: { instantiator.symbols(for: $0) }, references: [:]), names: 0)
        let context = ContributionContext(file: file, workspace: workspace, previews: [], family: .system, expansionCache: cache)
        var state = ExpansionState()
        var tables: [String: [String: LayoutDeclaration]] = [:]
        let screen = try XCTUnwrap(symbols["Screen"])
        for round in 0..<2 {
            let root = try XCTUnwrap(context.expand(screen, state: &state, symbolTables: &tables).instance.root)
            var seen = Set<ObjectIdentifier>()
            var count = 0
            root.forEach { element in
                count += 1
                seen.insert(ObjectIdentifier(element))
            }
            XCTAssertEqual(count, 1 + 2 * 3 + (1 + 2 * 3), "round \(round)")
            XCTAssertEqual(seen.count, count, "an element appears twice in one tree (round \(round))")
        }
        XCTAssertGreaterThan(cache.statistics.reused, 0, "the second expansion reuses what the first kept")
    }
}
