import Foundation
import KissFuzzing
@testable import KissLayout
import XCTest

/// Replaying unchanged subtrees (Sources/KissLayout/SubtreeReplay.swift) must give exactly the
/// frames of a solve without it: each case solves a tree, edits it around its identified
/// subtrees (as typing edits a screen around the components it uses), solves the edited tree
/// with the first solve's recording, and compares it with a fresh solve, bit for bit.
final class SubtreeReplayTests: XCTestCase {
    /// The first 60 cases (240 solves): without replaying squeeze marks case 2 fails, without
    /// the end state case 0 (and several more of the 60 each). `KISS_LAYOUT_REPLAY_CASES=N`
    /// (and `KISS_LAYOUT_REPLAY_SEED=S`) checks the first N; `kiss-fuzz --solver-caches`
    /// sweeps 300 and more, without the inner-state check.
    func testReplayGivesTheFramesOfAFreshSolve() {
        let environment = ProcessInfo.processInfo.environment
        let caseCount = environment["KISS_LAYOUT_REPLAY_CASES"].flatMap(Int.init) ?? 60
        let seed = environment["KISS_LAYOUT_REPLAY_SEED"].flatMap(UInt64.init) ?? SolverCacheCheck.replaySeed
        let tally = SolverCacheCheck.replaySweep(seed: seed, count: caseCount, alsoCheck: Self.firstStateDifference)
        XCTAssert(tally.mismatches.isEmpty, "\(tally.mismatches.count) solves differ:\n" + tally.mismatches.prefix(10).joined(separator: "\n"))
        // The cases must replay, not only record. (Units nest: a recording counts the units
        // inside one replayed whole, and a version's replayed units only the outer one.)
        XCTAssertGreaterThan(tally.replayed, tally.units / 8, "units replayed (of \(tally.units) recorded)")
        // …and take the way out too: solves the height-insensitive rule reruns give up replay.
        XCTAssertGreaterThan(tally.ranAgain, 0, "solves run again without replay")
        print("subtree replay: \(caseCount) cases, \(tally.replayed) of \(tally.units) units replayed, \(tally.ranAgain) solves run again")
    }

    /// Beyond the frames: every node's layout state after the solve (what its parent wrote and
    /// what its own calls left, squeeze marks included) is a fresh solve's. Cache slots are
    /// left out: a replayed root's stay empty, as nothing asks it anything afterwards.
    static func firstStateDifference(
        _ root: LayoutNode, width: Double?, height: Double?, scale: Double, replaying recording: SolveRecording?
    ) -> String? {
        let ownerWidth = width.map(Float.init) ?? .nan
        let ownerHeight = height.map(Float.init) ?? .nan
        let fresh = LayoutEngine(root: root, scale: scale)
        fresh.layoutRoot(ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        let replayed = LayoutEngine(root: root, scale: scale, recording: true, previous: recording)
        replayed.layoutRoot(ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        _ = replayed.finishReplay()
        guard !fresh.needsExactRerun, fresh.layoutSteps <= fresh.exactStepBudget else { return nil }
        if replayed.layoutSteps != fresh.layoutSteps { return "steps \(replayed.layoutSteps) vs \(fresh.layoutSteps)" }
        if replayed.needsExactRerun { return "the replayed solve wants the exact rerun" }
        func bits(_ state: NodeLayoutState) -> [UInt64] {
            [state.left, state.top, state.measuredWidth, state.measuredHeight, state.width, state.height,
             state.computedFlexBasis, state.layoutFlexBasis, state.crossSizeBeforeStretch].map { UInt64($0.bitPattern) }
                + [UInt64(state.lineIndex), UInt64(state.layoutLineIndex), state.wasLaidOut ? 1 : 0,
                   state.crossSizeImposedByStretch ? 1 : 0, state.squeezeTainted ? 1 : 0, state.flexBasisComputedThisSolve ? 1 : 0]
        }
        for node in 0..<fresh.layouts.count where bits(fresh.layouts[node]) != bits(replayed.layouts[node]) {
            return "node \(node): state \(replayed.layouts[node]) vs \(fresh.layouts[node])"
        }
        return nil
    }

    /// A row of a label that wraps to two lines below 200 pt and a 30 pt leaf, with an identity:
    /// a component as a kept expansion hands it to the solver.
    private static func component() -> LayoutNode {
        var row = LayoutStyle()
        row.direction = .row
        var label = LayoutStyle()
        label.grow = 1
        var component = LayoutNode(style: row, children: [
            LayoutNode(style: label, measure: { width, mode, _, _ in
                LayoutSize(width: mode == .undefined ? 200 : min(200, width), height: mode == .undefined || width >= 200 ? 20 : 40)
            }),
            LayoutNode.fixedLeaf(width: 30, height: 30),
        ])
        component.identity = SubtreeIdentity()
        return component
    }

    /// Replay answers only the questions asked before: a subtree asked at another width is
    /// computed, and still gives the fresh frames.
    func testASubtreeAskedSomethingNewIsComputed() {
        let component = Self.component()
        var column = LayoutStyle()
        column.direction = .column
        let tree = LayoutNode(style: column, children: [component, LayoutNode.fixedLeaf(width: 10, height: 10)])
        let first = LayoutSolver.solveWithoutBaselines(tree, width: 390, height: nil, scale: 3, replaying: nil)
        XCTAssertEqual(first.recording?.unitCount, 1)
        XCTAssertEqual(first.recording?.replayedUnitCount, 0)
        let again = LayoutSolver.solveWithoutBaselines(tree, width: 390, height: nil, scale: 3, replaying: first.recording)
        XCTAssertEqual(again.recording?.replayedUnitCount, 1)
        XCTAssertNil(SolverCacheCheck.firstDifference(again.result, first.result))
        let narrower = LayoutSolver.solveWithoutBaselines(tree, width: 150, height: nil, scale: 3, replaying: again.recording)
        XCTAssertEqual(narrower.recording?.replayedUnitCount, 0)
        let fresh = LayoutSolver.solveWithoutBaselines(tree, width: 150, height: nil, scale: 3)
        XCTAssertNil(SolverCacheCheck.firstDifference(narrower.result, fresh))
        XCTAssertEqual(fresh.nodes[2].frame?.height, 40)
    }

    /// Units nest: a component inside a subtree that is new to each solve (a layout use
    /// expanded afresh around unchanged components) is replayed on its own, and a component
    /// inside a unit replayed whole keeps its recording for a later solve that needs it.
    func testAComponentInsideANewSubtreeIsReplayed() {
        let component = Self.component()
        var column = LayoutStyle()
        column.direction = .column
        column.padding = LayoutEdges(all: 8)
        // `extra`: the width of a leaf beside the component, which asks the component nothing new.
        func section(_ identity: SubtreeIdentity, extra: Double) -> LayoutNode {
            var node = LayoutNode(style: column, children: [component, LayoutNode.fixedLeaf(width: extra, height: 10)])
            node.identity = identity
            return node
        }
        func screen(_ section: LayoutNode) -> LayoutNode {
            LayoutNode(style: column, children: [section, LayoutNode.fixedLeaf(width: 10, height: 10)])
        }
        func solve(_ tree: LayoutNode, after recording: SolveRecording?) -> SolveRecording? {
            let (result, next) = LayoutSolver.solveWithoutBaselines(tree, width: 390, height: nil, scale: 3, replaying: recording)
            XCTAssertNil(SolverCacheCheck.firstDifference(result, LayoutSolver.solveWithoutBaselines(tree, width: 390, height: nil, scale: 3)))
            return next
        }
        let first = solve(screen(section(SubtreeIdentity(), extra: 10)), after: nil)
        XCTAssertEqual(first?.unitCount, 2, "the section and the component in it")
        // A new section (another identity, another leaf beside the component): the component
        // is replayed inside it.
        let kept = SubtreeIdentity()
        let second = solve(screen(section(kept, extra: 12)), after: first)
        XCTAssertEqual(second?.replayedUnitCount, 1)
        XCTAssertEqual(second?.replayedNodeCount, 3, "the component's three nodes")
        // The same section again: replayed whole, the component's recording kept inside it…
        let third = solve(screen(section(kept, extra: 12)), after: second)
        XCTAssertEqual(third?.replayedUnitCount, 1)
        XCTAssertEqual(third?.replayedNodeCount, 5, "the section's five nodes")
        XCTAssertEqual(third?.unitCount, 2)
        // …so that a new section after it still replays the component.
        let fourth = solve(screen(section(SubtreeIdentity(), extra: 14)), after: third)
        XCTAssertEqual(fourth?.replayedUnitCount, 1)
        XCTAssertEqual(fourth?.replayedNodeCount, 3)
    }

    /// An identity vouches for a subtree as it was given: changing the node forgets it.
    func testChangingANodeForgetsItsIdentity() {
        var node = LayoutNode(children: [LayoutNode(), LayoutNode()])
        node.identity = SubtreeIdentity()
        var styled = node
        styled.style.grow = 1
        XCTAssertNil(styled.identity)
        var pruned = node
        pruned.children.removeLast()
        XCTAssertNil(pruned.identity)
        var deeper = node
        deeper.children[0].style.width = .points(3)
        XCTAssertNil(deeper.identity)
        var measured = node
        measured.measure = LeafMeasurementStub.zero
        XCTAssertNil(measured.identity)
        XCTAssertNotNil(node.identity)
    }
}

private enum LeafMeasurementStub {
    static let zero: MeasureFunction = { _, _, _, _ in LayoutSize(width: 0, height: 0) }
}
