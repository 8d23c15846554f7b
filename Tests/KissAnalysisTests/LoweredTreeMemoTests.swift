import Foundation
import KissLayout
import XCTest

@testable import KissAnalysis

/// Kept expansions keep their lowered trees; whatever is reused, every frame must be the one a
/// fresh lowering gives.
final class LoweredTreeMemoTests: XCTestCase {
    static let source = """
        layout Screen {
          vstack {
            Card(title: "one")
            Card(title: "two").margin(8)
            hstack {
              Card(title: "three").grow(1)
              spacer
              Tags
            }.spacing(6)
            Tags.padding(4)
          }
        }

        layout Card(title: "Title") {
          vstack {
            label(title).lines(2).margin(top: 4)
            hstack {
              image("star").size(16)
              spacer(relative: 2)
              label("a longer caption that wraps at the narrow preview").lines(0)
            }.spacing(4)
          }.padding(8)
        }

        layout Tags {
          wrap {
            label("swift").padding(4)
            label("yoga").padding(4)
            label("uikit").padding(4)
          }.spacing(6).lineSpacing(4)
        }
        """

    private let previews = [
        Preview(name: "phone", width: 390, height: nil, scale: 3),
        Preview(name: "se", width: 320, height: nil, scale: 2),
    ]

    private func frames(_ solved: SolvedLayout) -> [String] {
        var lines: [String] = []
        solved.root.forEach { element in
            lines.append("\(element.instance.kind) \(element.instance.location) \(String(describing: element.frame))")
        }
        return lines
    }

    func testKeptTreesGiveTheFramesOfAFreshLowering() throws {
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/Screen.kiss", bytes: Array(Self.source.utf8))
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        let symbols = instantiator.symbols(for: file)
        let screen = try XCTUnwrap(symbols["Screen"])

        // Without a cache nothing is kept: the reference frames.
        var freshState = ExpansionState()
        var freshTables: [String: [String: LayoutDeclaration]] = [:]
        let plain = ContributionContext(file: file, workspace: workspace, previews: previews, family: .system)
        let fresh = plain.expand(screen, state: &freshState, symbolTables: &freshTables).instance
        let expected = try previews.map { try frames(XCTUnwrap(FrameSolver.solve(fresh, at: $0))) }
        fresh.root?.forEach { XCTAssertFalse($0.isKeptExpansionTop, "only kept expansions keep trees") }

        let fingerprints = LayoutFingerprints(symbols: { instantiator.symbols(for: $0) }, references: [:])
        let cache = ExpansionCache(fingerprints: fingerprints)
        cache.beginVersion(fingerprints: fingerprints, names: 0)
        let context = ContributionContext(file: file, workspace: workspace, previews: previews, family: .system, expansionCache: cache)
        var state = ExpansionState()
        var tables: [String: [String: LayoutDeclaration]] = [:]
        var tops: [ElementInstance] = []
        for round in 0..<3 {
            let layout = context.expand(screen, state: &state, symbolTables: &tables).instance
            for (preview, frames) in zip(previews, expected) {
                XCTAssertEqual(try self.frames(XCTUnwrap(FrameSolver.solve(layout, at: preview))), frames, "round \(round), \(preview.name)")
            }
            tops = []
            layout.root?.forEach { if $0.isKeptExpansionTop { tops.append($0) } }
        }
        XCTAssertGreaterThan(cache.statistics.reused, 0, "later rounds are handed the kept expansions")
        XCTAssertFalse(tops.isEmpty)
        XCTAssertTrue(tops.contains { $0.loweredTrees != nil }, "the tops of kept expansions hold their lowered trees")
    }

    /// One kept element lowered under different parents, scales and text sizes: each time the
    /// tree a fresh lowering gives, never one kept for another key.
    func testAKeptTreeIsReusedOnlyForItsKey() throws {
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/Screen.kiss", bytes: Array(Self.source.utf8))
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        let symbols = instantiator.symbols(for: file)
        var state = ExpansionState()
        var tables: [String: [String: LayoutDeclaration]] = [:]
        let context = ContributionContext(file: file, workspace: workspace, previews: previews, family: .system)
        let root = try XCTUnwrap(context.expand(try XCTUnwrap(symbols["Screen"]), state: &state, symbolTables: &tables).instance.root)
        let row = root.children[2]  // the hstack: a card that grows, a spacer, tags
        let vstack = root
        let kept = row.children[0]
        let reference = kept.shallowCopy()
        kept.isKeptExpansionTop = true

        func summary(_ node: LayoutNode) -> [String] {
            var lines = ["\(node.style) \(node.children.count)"]
            for child in node.children { lines += summary(child) }
            return lines
        }
        func sizes(_ node: LayoutNode) -> LayoutSize? {
            node.measure?(100, .atMost, .nan, .undefined) ?? node.children.lazy.compactMap(sizes).first
        }
        let measurements = [
            LeafMeasurement(scale: 3, measurer: .shared, family: .system),
            LeafMeasurement(scale: 2, measurer: .shared, family: .system),
            LeafMeasurement(scale: 3, measurer: .shared, family: .system, textScale: 1.5),
        ]
        for _ in 0..<2 {
            for leaves in measurements {
                for parent in [row, vstack, nil] {
                    let lowering = LayoutLowering(leaves: leaves)
                    let memoized = lowering.lower(kept, parent: parent)
                    let afresh = lowering.lower(reference, parent: parent)
                    XCTAssertEqual(summary(memoized), summary(afresh), "scale \(leaves.scale), text \(leaves.textScale), parent \(String(describing: parent?.kind))")
                    XCTAssertEqual(sizes(memoized), sizes(afresh))
                }
            }
        }
        XCTAssertNotNil(kept.loweredTrees)
    }

    /// The trees held by all memos count against one budget, and count no more once freed.
    func testHeldTreesAreCountedAndGivenBackWhenFreed() throws {
        let before = LoweredTreeMemo.heldNodeCount
        do {
            let workspace = Workspace(root: "/nonexistent-root")
            let file = workspace.add(path: "/nonexistent-root/Screen.kiss", bytes: Array(Self.source.utf8))
            let instantiator = Instantiator(workspace: workspace, primary: file.path)
            var state = ExpansionState()
            var tables: [String: [String: LayoutDeclaration]] = [:]
            let context = ContributionContext(file: file, workspace: workspace, previews: previews, family: .system)
            let layout = context.expand(try XCTUnwrap(instantiator.symbols(for: file)["Screen"]), state: &state, symbolTables: &tables).instance
            let root = try XCTUnwrap(layout.root)
            for child in root.children { child.isKeptExpansionTop = true }
            for preview in previews { _ = FrameSolver.solve(layout, at: preview) }
            XCTAssertGreaterThan(LoweredTreeMemo.heldNodeCount, before)
            XCTAssertLessThanOrEqual(LoweredTreeMemo.heldNodeCount, LoweredTreeMemo.nodeBudget)
        }
        XCTAssertEqual(LoweredTreeMemo.heldNodeCount, before, "freed with their elements")
    }
}
