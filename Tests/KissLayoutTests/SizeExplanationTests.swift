import KissFuzzing
import KissLayout
import XCTest

/// The explanation of each axis's size: the facts a hover text is built from. Each expectation
/// is worked out from the tree in the test.
final class SizeExplanationTests: XCTestCase {
    private func style(_ configure: (inout LayoutStyle) -> Void) -> LayoutStyle {
        var style = LayoutStyle()
        configure(&style)
        return style
    }

    private func leaf(_ width: Double, _ height: Double, _ configure: (inout LayoutStyle) -> Void = { _ in })
        -> LayoutNode
    {
        LayoutNode.fixedLeaf(width: width, height: height, style: style(configure))
    }

    func testStretchedAcrossARowOfFixedHeight() {
        // A 64-high row: the leaf's height comes from stretching, its width from its content.
        let root = LayoutNode(style: style { $0.direction = .row; $0.height = .points(64) }, children: [leaf(30, 10)])
        let result = LayoutSolver.solve(root, width: 200, height: nil, scale: 3)
        let child = result.node(at: [0])!
        XCTAssertEqual(child.frame?.height, 64)
        XCTAssertEqual(child.heightExplanation, SizeExplanation(source: .stretched))
        XCTAssertEqual(child.widthExplanation, SizeExplanation(source: .intrinsic))
        XCTAssertEqual(result.root.heightExplanation, SizeExplanation(source: .explicit(points: 64)))
        XCTAssertEqual(result.root.widthExplanation, SizeExplanation(source: .rootPreview))
    }

    func testTallestItemOfAFitContentRowIsNotStretched() {
        // Row height fits the 30-high leaf; the 10-high one is stretched to 30, the tallest is not.
        let root = LayoutNode(style: style { $0.direction = .row }, children: [leaf(10, 10), leaf(10, 30)])
        let result = LayoutSolver.solve(root, width: 100, height: nil, scale: 1)
        XCTAssertEqual(result.node(at: [0])?.heightExplanation, SizeExplanation(source: .stretched))
        XCTAssertEqual(result.node(at: [1])?.heightExplanation, SizeExplanation(source: .intrinsic))
        XCTAssertEqual(result.root.heightExplanation, SizeExplanation(source: .content))
    }

    func testGrowShareAndMaxClamp() {
        // 300 wide: 50 for the leaf, 250 free. The first box is frozen at its max 60, the second
        // takes the remaining 190.
        let root = LayoutNode(
            style: style { $0.direction = .row },
            children: [
                leaf(50, 10), LayoutNode(style: style { $0.grow = 1; $0.maxWidth = .points(60) }),
                LayoutNode(style: style { $0.grow = 1 }),
            ])
        let result = LayoutSolver.solve(root, width: 300, height: 20, scale: 1)
        XCTAssertEqual(
            result.node(at: [1])?.widthExplanation,
            SizeExplanation(source: .content, flex: .grown(by: 60), clamp: .maximum(60)))
        XCTAssertEqual(result.node(at: [2])?.widthExplanation, SizeExplanation(source: .content, flex: .grown(by: 190)))
    }

    func testShrinkAmount() {
        // Two 80-wide items in 100: 60 too much, shared by shrink × basis (equal): 30 each.
        let item = LayoutNode(style: style { $0.width = .points(80); $0.shrink = 1 })
        let result = LayoutSolver.solve(
            LayoutNode(style: style { $0.direction = .row }, children: [item, item]), width: 100, height: 10, scale: 1)
        XCTAssertEqual(
            result.node(at: [0])?.widthExplanation, SizeExplanation(source: .explicit(points: 80), flex: .shrunk(by: 30)))
    }

    func testPercentageAspectRatioAndCollapse() {
        // Width 50% of the 160-pt content box (200 − 2 × 20 padding); ratio 2 gives the height.
        // The empty vstack has nothing giving it a height: collapsed (it is stretched across).
        let root = LayoutNode(
            style: style { $0.padding = LayoutEdges(all: 20); $0.alignItems = .start },
            children: [
                LayoutNode(style: style { $0.width = .percent(50); $0.aspectRatio = 2 }),
                LayoutNode(style: style { $0.alignSelf = .stretch }),
            ])
        let result = LayoutSolver.solve(root, width: 200, height: nil, scale: 1)
        let sized = result.node(at: [0])!
        XCTAssertEqual(sized.frame, LayoutFrame(x: 20, y: 20, width: 80, height: 40))
        XCTAssertEqual(sized.widthExplanation, SizeExplanation(source: .percentage(percent: 50, of: 160)))
        XCTAssertEqual(sized.heightExplanation, SizeExplanation(source: .aspectRatio(ratio: 2)))
        XCTAssertEqual(result.node(at: [1])?.heightExplanation, SizeExplanation(source: .collapsed))
        XCTAssertEqual(result.node(at: [1])?.widthExplanation, SizeExplanation(source: .stretched))
    }

    func testAStretchedCrossSizeIsTheOriginOfARatio() {
        // The column stretches the child to 100; its ratio then gives the height, not the reverse.
        let root = LayoutNode(style: style { $0.direction = .column }, children: [LayoutNode(style: style { $0.aspectRatio = 2 })])
        let result = LayoutSolver.solve(root, width: 100, height: nil, scale: 1)
        let child = result.node(at: [0])!
        XCTAssertEqual(child.frame, LayoutFrame(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(child.widthExplanation, SizeExplanation(source: .stretched))
        XCTAssertEqual(child.heightExplanation, SizeExplanation(source: .aspectRatio(ratio: 2)))
    }

    func testMinimumClampAndAbsoluteOffsets() {
        // The overlay child spans left 10 to right 30 of the 100-wide root: 60. The leaf's
        // intrinsic 5-pt height is lifted to its min 12.
        let overlay = LayoutNode(
            style: style {
                $0.positionType = .absolute
                $0.position = LayoutOffsets(top: 0, left: 10, right: 30)
                $0.height = .points(4)
            })
        let root = LayoutNode(style: style { $0.alignItems = .start }, children: [leaf(5, 5) { $0.minHeight = .points(12) }, overlay])
        let result = LayoutSolver.solve(root, width: 100, height: 50, scale: 1)
        XCTAssertEqual(result.node(at: [0])?.heightExplanation, SizeExplanation(source: .intrinsic, clamp: .minimum(12)))
        XCTAssertEqual(result.node(at: [1])?.frame, LayoutFrame(x: 10, y: 0, width: 60, height: 4))
        XCTAssertEqual(result.node(at: [1])?.widthExplanation, SizeExplanation(source: .absoluteOffsets))
        XCTAssertEqual(result.root.heightExplanation, SizeExplanation(source: .rootPreview))
    }

    func testHiddenNodesHaveNoFrameNorExplanation() {
        let root = LayoutNode(children: [LayoutNode(style: style { $0.display = .none }, children: [leaf(5, 5)])])
        let result = LayoutSolver.solve(root, width: 100, height: nil, scale: 1)
        XCTAssertNil(result.node(at: [0])?.frame)
        XCTAssertNil(result.node(at: [0])?.widthExplanation)
        XCTAssertNil(result.node(at: [0, 0])?.frame)
    }

    func testTagsMapResultsBackToElements() {
        let root = LayoutNode(children: [LayoutNode(tag: 7), LayoutNode(tag: 9)], tag: 1)
        let result = LayoutSolver.solve(root, width: 100, height: nil, scale: 1)
        XCTAssertEqual(result.nodes.map(\.tag), [1, 7, 9])
        XCTAssertEqual(result.node(tagged: 9)?.parent, 0)
        XCTAssertEqual(result.root.children, [1, 2])
    }
}

/// Explanations and reported baselines describe the laid-out frames, not whatever a later
/// measurement left in the engine: checked on generated trees, where parents answered from
/// their layout cache leave their children as a later measurement left them.
final class LaidOutStateTests: XCTestCase {
    /// Without min / max, an item with an explicit main size that grew or shrank ends at its
    /// size plus or minus the amount the explanation gives.
    func testGrowthIsTheLaidOutSizeMinusTheExplicitSize() {
        var random = SplitMix(state: 77)
        var checked = 0
        for _ in 0..<2_000 {
            let tree = RandomTree.make(&random)
            let result = LayoutSolver.solve(tree.root, width: tree.width, height: tree.height, scale: tree.scale)
            var inputs: [LayoutStyle] = []
            var pending = [tree.root]
            while let node = pending.popLast() {
                inputs.append(node.style)
                pending.append(contentsOf: node.children.reversed())
            }
            for (node, style) in zip(result.nodes, inputs)
            where style.minWidth == .auto && style.maxWidth == .auto && style.minHeight == .auto && style.maxHeight == .auto {
                for (explanation, size) in [
                    (node.widthExplanation, node.unroundedFrame?.width), (node.heightExplanation, node.unroundedFrame?.height),
                ] {
                    guard let explanation, let size, case .explicit(let points) = explanation.source else { continue }
                    switch explanation.flex {
                    case .grown(let amount)?:
                        checked += 1
                        XCTAssertEqual(points + amount, size, accuracy: 0.01, "grown from \(points) to \(size)")
                    case .shrunk(let amount)?:
                        XCTAssertEqual(points - amount, size, accuracy: 0.01, "shrunk from \(points) to \(size)")
                    case nil:
                        break
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testABoxWithoutChildrenHasItsHeightAsBaseline() {
        var random = SplitMix(state: 78)
        for _ in 0..<2_000 {
            let tree = RandomTree.make(&random)
            let result = LayoutSolver.solve(tree.root, width: tree.width, height: tree.height, scale: tree.scale)
            for node in result.nodes where node.children.isEmpty {
                guard let frame = node.unroundedFrame, let baseline = node.baseline else { continue }
                XCTAssertEqual(baseline, frame.height, "a box's baseline is its laid-out height")
            }
        }
    }
}
