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
        let fingerprints = LayoutFingerprints(symbols: { instantiator.symbols(for: $0) }, references: [:])
        let cache = ExpansionCache(fingerprints: fingerprints)
        cache.beginVersion(fingerprints: fingerprints, names: 0)
        let context = ContributionContext(file: file, workspace: workspace, previews: [], family: .system, expansionCache: cache)
        return (context, cache, instantiator.symbols(for: file))
    }

    /// Places are relative to their declaration: after text is typed above the layouts, a
    /// re-expanded screen is handed its use's kept expansion itself, not a copy moved to new
    /// offsets, and its places turn into the new text's bytes.
    func testAnEditAboveHandsOutTheSameKeptExpansion() throws {
        let text = """
            layout Screen {
              vstack {
                Card(title: "one")
              }
            }

            layout Card(title: "Title") {
              vstack {
                label(title)
              }
            }
            """
        let workspace = Workspace(root: "/nonexistent-root")
        let path = "/nonexistent-root/Screen.kiss"
        var fingerprints: LayoutFingerprints?
        var cache: ExpansionCache?
        func expandScreen(_ text: String) throws -> (root: ElementInstance, places: Places) {
            let file = workspace.add(path: path, bytes: Array(text.utf8))
            let instantiator = Instantiator(workspace: workspace, primary: path)
            fingerprints = LayoutFingerprints(symbols: { instantiator.symbols(for: $0) }, references: [:])
            if cache == nil { cache = ExpansionCache(fingerprints: fingerprints!) }
            cache!.beginVersion(fingerprints: fingerprints!, names: 0)
            defer { cache!.endVersion() }
            let context = ContributionContext(file: file, workspace: workspace, previews: [], family: .system, expansionCache: cache)
            var state = ExpansionState()
            var tables: [String: [String: LayoutDeclaration]] = [:]
            let screen = try XCTUnwrap(instantiator.symbols(for: file)["Screen"])
            let root = try XCTUnwrap(context.expand(screen, state: &state, symbolTables: &tables).instance.root)
            return (root, Places(primary: file, workspace: workspace))
        }
        let first = try expandScreen(text)
        let inserted = "// a line above\n"
        let second = try expandScreen(inserted + text.replacingOccurrences(of: "\"one\"", with: "\"one\"\n"))
        let (firstUse, secondUse) = (first.root.children[0], second.root.children[0])
        XCTAssertEqual(cache!.statistics.reused, 1)
        XCTAssertTrue(firstUse.keptOrigin === secondUse.keptOrigin, "the same kept expansion, not a copy")
        XCTAssertTrue(firstUse.children[0] === secondUse.children[0])
        // Card moved by the line above and the line break added in Screen.
        let label = secondUse.children[0]
        let moved = inserted.utf8.count + 1
        XCTAssertEqual(second.places.range(label.location), first.places.range(label.location).lowerBound + moved
            ..< first.places.range(label.location).upperBound + moved)
        XCTAssertEqual(String(decoding: second.places.primary!.tree.source[second.places.range(label.location)], as: UTF8.self), "label")
    }

    /// What can no longer be asked for goes: typing in a use's argument keeps at most a few
    /// expansions of that use (one per value typed), and an edit of the used layout lets go
    /// of the expansions of its older text at the end of the version.
    func testExpansionsThatCanNoLongerBeAskedForAreLetGo() throws {
        let workspace = Workspace(root: "/nonexistent-root")
        let path = "/nonexistent-root/Screen.kiss"
        var cache: ExpansionCache?
        func expandScreen(title: String, cardLabel: String) throws {
            let text = """
                layout Screen {
                  vstack {
                    Card(title: "\(title)")
                    Other
                  }
                }

                layout Card(title: "Title") {
                  vstack {
                    label(title)
                    label("\(cardLabel)")
                  }
                }

                layout Other {
                  vstack {
                    label("x")
                    label("y")
                  }
                }
                """
            let file = workspace.add(path: path, bytes: Array(text.utf8))
            let instantiator = Instantiator(workspace: workspace, primary: path)
            let fingerprints = LayoutFingerprints(symbols: { instantiator.symbols(for: $0) }, references: [:])
            if cache == nil { cache = ExpansionCache(fingerprints: fingerprints) }
            cache!.beginVersion(fingerprints: fingerprints, names: 0)
            defer { cache!.endVersion() }
            let context = ContributionContext(file: file, workspace: workspace, previews: [], family: .system, expansionCache: cache)
            var state = ExpansionState()
            var tables: [String: [String: LayoutDeclaration]] = [:]
            let screen = try XCTUnwrap(instantiator.symbols(for: file)["Screen"])
            _ = context.expand(screen, state: &state, symbolTables: &tables)
        }
        try expandScreen(title: "", cardLabel: "b")
        XCTAssertEqual(cache!.entryCount, 2, "Card's use and Other's")
        for length in 1...9 { try expandScreen(title: String(repeating: "a", count: length), cardLabel: "b") }
        XCTAssertEqual(cache!.entryCount, ExpansionCache.entriesPerKey + 1, "the latest titles' expansions of Card, and Other's")
        // Card's text changes: the expansions of its old text go once a use of the new one was looked for.
        try expandScreen(title: "a", cardLabel: "c")
        XCTAssertEqual(cache!.entryCount, 2)
        XCTAssertEqual(cache!.statistics.reused, 1, "Other's")
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
