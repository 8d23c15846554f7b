import Foundation
import KissFuzzing
import KissLayout
import XCTest

/// Hostile inputs and huge trees must give finite frames, without crashing or hanging.
final class RobustnessTests: XCTestCase {
    private static let hostileNumbers: [Double] = [
        .nan, .infinity, -.infinity, -1, -1e300, 0, 1e300, 1e-300, .leastNonzeroMagnitude, 3.4e38,
        .greatestFiniteMagnitude,
    ]

    private func assertFinite(_ result: LayoutResult, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        for node in result.nodes {
            guard let frame = node.frame else { continue }
            let values = [frame.x, frame.y, frame.width, frame.height]
            XCTAssertTrue(values.allSatisfy(\.isFinite), "\(context): \(frame)", file: file, line: line)
            if let baseline = node.baseline {
                XCTAssertTrue(baseline.isFinite, "\(context): baseline \(baseline)", file: file, line: line)
            }
        }
    }

    private func hostileTree(_ value: Double) -> LayoutNode {
        var style = LayoutStyle()
        style.width = .points(value)
        style.minHeight = .percent(value)
        style.maxWidth = .points(value)
        style.grow = value
        style.shrink = value
        style.basis = .percent(value)
        style.aspectRatio = value
        style.margin = LayoutEdges(all: value)
        style.padding = LayoutEdges(top: value, left: 1, bottom: value, right: 2)
        style.spacing = value
        style.lineSpacing = value
        style.position = LayoutOffsets(top: value, left: value, bottom: nil, right: value)
        var absolute = style
        absolute.positionType = .absolute
        var row = LayoutStyle()
        row.direction = .row
        row.wraps = true
        row.alignItems = .baseline
        row.spacing = value
        let measured = LayoutNode(
            style: style,
            measure: { _, _, _, _ in LayoutSize(width: value, height: value) },
            baseline: { _, _ in value })
        return LayoutNode(
            style: row,
            children: [
                measured, LayoutNode(style: style), LayoutNode(style: absolute, children: [measured]),
                LayoutNode(style: style, children: [measured, measured]),
            ])
    }

    func testHostileNumbersGiveFiniteFrames() {
        for value in Self.hostileNumbers {
            for preview in [nil, value, 390] as [Double?] {
                for scale in [value, 0, 3] {
                    let result = LayoutSolver.solve(hostileTree(value), width: preview, height: preview, scale: scale)
                    assertFinite(result, "value \(value) preview \(String(describing: preview)) scale \(scale)")
                }
            }
        }
    }

    func testTenThousandChildren() {
        var row = LayoutStyle()
        row.direction = .row
        row.wraps = true
        var item = LayoutStyle()
        item.grow = 1
        item.shrink = 1
        item.margin = LayoutEdges(all: 1)
        let children = (0..<10_000).map { index in
            LayoutNode.fixedLeaf(width: Double(index % 37) + 0.5, height: Double(index % 11), style: item, tag: index)
        }
        let start = Date()
        let result = LayoutSolver.solve(LayoutNode(style: row, children: children), width: 390, height: nil, scale: 3)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        assertFinite(result, "10,000 children")
        XCTAssertEqual(result.nodes.count, 10_001)
    }

    /// A chain of nested stacks, alternating row and column, each with a sibling leaf and
    /// flexible items: the depth that blew up naive recursive solvers.
    private static func deepChain(depth: Int) -> LayoutNode {
        var node = LayoutNode.fixedLeaf(width: 10, height: 10)
        for level in 0..<depth {
            var style = LayoutStyle()
            style.direction = level % 2 == 0 ? .row : .column
            style.padding = LayoutEdges(all: 0.5)
            style.grow = 1
            style.shrink = 1
            style.alignItems = level % 3 == 0 ? .center : .stretch
            node = LayoutNode(style: style, children: [node, LayoutNode.fixedLeaf(width: 3.3, height: 2.2)])
        }
        return node
    }

    /// Wrapping rows make the chain height-insensitive: the reuse rule's extra frames per level
    /// must fit the stack the solver sizes from the depth, and its answers must be Yoga's.
    func testDepthTwoThousandOfWrappingRows() {
        var node = LayoutNode.fixedLeaf(width: 10, height: 10)
        for level in 0..<2_000 {
            var style = LayoutStyle()
            style.direction = level % 3 == 0 ? .column : .row
            style.wraps = level % 3 != 0
            style.padding = LayoutEdges(all: 0.5)
            style.grow = 1
            node = LayoutNode(style: style, children: [node, LayoutNode(style: {
                var leaf = LayoutStyle()
                leaf.width = .points(3.3)
                leaf.height = .points(2.2)
                return leaf
            }())])
        }
        let reused = LayoutSolver.solve(node, width: 390, height: nil, scale: 3, caching: .heightInsensitiveReuse)
        assertFinite(reused.result, "depth 2,000 of wrapping rows")
        let reference = LayoutSolver.solve(node, width: 390, height: nil, scale: 3, caching: .yogaCaching)
        XCTAssertNil(SolverCacheCheck.firstDifference(reused.result, reference.result))
    }

    func testDepthOneThousand() {
        let start = Date()
        let result = LayoutSolver.solve(Self.deepChain(depth: 1_000), width: 390, height: 844, scale: 3)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        assertFinite(result, "depth 1,000")
        XCTAssertEqual(result.nodes.count, 2_001)
    }

    func testDepthTwoThousandFromASmallStackThread() {
        // Runs the solve from a 512 KB thread: the solver must move deep work to a large stack itself.
        let finished = expectation(description: "solved")
        let box = ResultBox()
        // Kept alive here so that releasing the 2,000-level value tree happens on this thread.
        let tree = Self.deepChain(depth: 2_000)
        let thread = Thread {
            box.result = LayoutSolver.solve(tree, width: nil, height: nil, scale: 2)
            finished.fulfill()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        wait(for: [finished], timeout: 600)
        if let result = box.result { assertFinite(result, "depth 2,000") } else { XCTFail("no result") }
    }

    func testMeasuredNodeChildrenAreIgnored() {
        var leaf = LayoutNode.fixedLeaf(width: 20, height: 10)
        leaf.children = [LayoutNode.fixedLeaf(width: 5, height: 5)]
        let result = LayoutSolver.solve(LayoutNode(children: [leaf]), width: 100, height: nil, scale: 1)
        XCTAssertEqual(result.node(at: [0])?.frame, LayoutFrame(x: 0, y: 0, width: 100, height: 10))
        XCTAssertNil(result.node(at: [0, 0])?.frame)
    }
}

private final class ResultBox: @unchecked Sendable {
    var result: LayoutResult?
}
