import Foundation
@testable import KissAnalysis
import XCTest

/// Kept expansions are shared between trees, never within one: elements are
/// told apart by identity (`.uniformFontScale` factors, lowered styles).
final class ExpansionCacheTests: XCTestCase {
    /// `text` as a file's first version in a session: the context its layouts are expanded in,
    /// with an expansion cache, the cache, and the file's layouts by name.
    static func contextWithACache(_ text: String, file name: String)
        -> (context: ContributionContext, cache: ExpansionCache, symbols: [String: LayoutDeclaration]) {
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/" + name, bytes: Array(text.utf8))
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        let fingerprints = LayoutFingerprints(primary: file.path, symbols: { instantiator.symbols(for: $0) }, references: [:])
        let cache = ExpansionCache(fingerprints: fingerprints)
        cache.beginVersion(fingerprints: fingerprints, names: 0)
        let context = ContributionContext(file: file, workspace: workspace, previews: [], family: .system, expansionCache: cache)
        return (context, cache, instantiator.symbols(for: file))
    }

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
        let (context, cache, symbols) = Self.contextWithACache(text, file: "Screen.kiss")
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

extension ExpansionCacheTests {
    /// Each layout uses the next twice, 40 deep: the nested subtrees an entry lists are the
    /// distinct ones, no more than the elements expanded, not one per path to them (2^40).
    func testNestedKeptSubtreesAreListedOnce() throws {
        var text = ""
        for index in 0..<40 { text += "layout L\(index) { vstack { L\(index + 1)() L\(index + 1)() } }\n" }
        text += "layout L40 { label(\"x\") }\n"
        let (context, cache, symbols) = Self.contextWithACache(text, file: "Chain.kiss")
        var state = ExpansionState()
        var tables: [String: [String: LayoutDeclaration]] = [:]
        for index in stride(from: 40, through: 0, by: -1) {
            _ = context.expand(try XCTUnwrap(symbols["L\(index)"]), state: &state, symbolTables: &tables)
        }
        XCTAssertGreaterThan(cache.longestNestedList, 0, "nothing was kept, so nothing was checked")
        XCTAssertLessThanOrEqual(cache.longestNestedList, Instantiator.minimumElementBudget)
    }
}
