import XCTest

import KissFuzzing
@testable import KissLayout

/// `LayoutSolver.solveWithoutBaselines` (what the analysis solves with: it never reads a node's
/// reported baseline) gives the same frames and explanations as `solve`, and no baselines.
final class FramesOnlyTests: XCTestCase {
    func testFramesOnlyGivesTheSameFramesWithoutBaselines() {
        var random = SplitMix(state: 20_261_127)
        var reported = 0
        for index in 0..<500 {
            let tree = RandomTree.make(&random)
            let full = LayoutSolver.solve(tree.root, width: tree.width, height: tree.height, scale: tree.scale)
            let framesOnly = LayoutSolver.solveWithoutBaselines(tree.root, width: tree.width, height: tree.height, scale: tree.scale)
            XCTAssertEqual(full.nodes.count, framesOnly.nodes.count, "tree \(index)")
            for (node, (one, other)) in zip(full.nodes, framesOnly.nodes).enumerated() {
                XCTAssertEqual(one.frame, other.frame, "tree \(index), node \(node)")
                XCTAssertEqual(one.unroundedFrame, other.unroundedFrame, "tree \(index), node \(node)")
                XCTAssertEqual(one.widthExplanation, other.widthExplanation, "tree \(index), node \(node)")
                XCTAssertEqual(one.heightExplanation, other.heightExplanation, "tree \(index), node \(node)")
                XCTAssertNil(other.baseline, "tree \(index), node \(node)")
                if one.baseline != nil { reported += 1 }
            }
        }
        XCTAssertGreaterThan(reported, 1_000, "the full solve reports baselines")
    }
}
