import Foundation
@testable import KissLayout
import XCTest

/// Replaying unchanged subtrees (Sources/KissLayout/SubtreeReplay.swift) must give exactly the
/// frames of a solve without it: each case solves a tree, edits it around its identified
/// subtrees (as typing edits a screen around the components it uses), solves the edited tree
/// with the first solve's recording, and compares it with a fresh solve, bit for bit.
final class SubtreeReplayTests: XCTestCase {
    /// `KISS_LAYOUT_REPLAY_CASES=N` (and `KISS_LAYOUT_REPLAY_SEED=S`) checks more cases.
    func testReplayGivesTheFramesOfAFreshSolve() {
        let environment = ProcessInfo.processInfo.environment
        let caseCount = environment["KISS_LAYOUT_REPLAY_CASES"].flatMap(Int.init) ?? 300
        var random = SplitMix(state: environment["KISS_LAYOUT_REPLAY_SEED"].flatMap(UInt64.init) ?? 20_261_127)
        var mismatches: [String] = []
        var replayed = 0
        var units = 0
        var solvedAgain = 0
        for index in 0..<caseCount {
            let palette = (0..<(2 + random.below(5))).map { _ -> LayoutNode in
                var subtree = RandomTree.make(&random).root
                subtree.identity = SubtreeIdentity()
                return subtree
            }
            var shape = Shape.make(&random, palette: palette.count)
            var width: Double? = random.pick([320, 390, 375.5, 127.02, 40.5, 12])
            let height: Double? = random.chance(70) ? nil : random.pick([844, 600, 90.5])
            let scale = random.pick([1.0, 2, 3])
            var recording: SolveRecording?
            // A few versions in a row: each replays the recording the one before made.
            for version in 0..<4 {
                let root = shape.build(palette)
                let (result, next) = LayoutSolver.solveWithoutBaselines(
                    root, width: width, height: height, scale: scale, replaying: recording)
                let fresh = LayoutSolver.solveWithoutBaselines(root, width: width, height: height, scale: scale)
                if let difference = HeightInsensitiveReuseTests.firstDifference(result, fresh) {
                    mismatches.append("case \(index) version \(version): \(difference)")
                } else if let difference = Self.firstStateDifference(root, width: width, height: height, scale: scale, replaying: recording) {
                    mismatches.append("case \(index) version \(version): \(difference)")
                }
                if let next { replayed += next.replayedUnitCount } else { solvedAgain += 1 }
                units += next?.unitCount ?? 0
                recording = next
                shape.edit(&random, palette: palette.count)
                if random.chance(5) { width = width.map { $0 + 1 } }
            }
        }
        XCTAssert(mismatches.isEmpty, "\(mismatches.count) solves differ:\n" + mismatches.prefix(10).joined(separator: "\n"))
        // The cases must replay, not only record.
        XCTAssertGreaterThan(replayed, units / 4, "units replayed (of \(units) recorded)")
        // …and take the way out too: solves the height-insensitive rule reruns give up replay.
        XCTAssertGreaterThan(solvedAgain, 0, "solves run again without replay")
        print("subtree replay: \(caseCount) cases, \(replayed) of \(units) units replayed, \(solvedAgain) solves run again")
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

    /// Replay answers only the questions asked before: a subtree asked at another width is
    /// computed, and still gives the fresh frames.
    func testASubtreeAskedSomethingNewIsComputed() {
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
        var column = LayoutStyle()
        column.direction = .column
        let tree = LayoutNode(style: column, children: [component, LayoutNode.fixedLeaf(width: 10, height: 10)])
        let first = LayoutSolver.solveWithoutBaselines(tree, width: 390, height: nil, scale: 3, replaying: nil)
        XCTAssertEqual(first.recording?.unitCount, 1)
        XCTAssertEqual(first.recording?.replayedUnitCount, 0)
        let again = LayoutSolver.solveWithoutBaselines(tree, width: 390, height: nil, scale: 3, replaying: first.recording)
        XCTAssertEqual(again.recording?.replayedUnitCount, 1)
        XCTAssertNil(HeightInsensitiveReuseTests.firstDifference(again.result, first.result))
        let narrower = LayoutSolver.solveWithoutBaselines(tree, width: 150, height: nil, scale: 3, replaying: again.recording)
        XCTAssertEqual(narrower.recording?.replayedUnitCount, 0)
        let fresh = LayoutSolver.solveWithoutBaselines(tree, width: 150, height: nil, scale: 3)
        XCTAssertNil(HeightInsensitiveReuseTests.firstDifference(narrower.result, fresh))
        XCTAssertEqual(fresh.nodes[2].frame?.height, 40)
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

/// A tree of containers and leaves around subtrees of a palette, which versions edit only
/// around the palette's subtrees (those keep their identity).
private indirect enum Shape {
    case palette(Int)
    case leaf(LayoutStyle)
    case container(LayoutStyle, [Shape])

    static func make(_ random: inout SplitMix, palette: Int, depth: Int = 0) -> Shape {
        if depth > 0 && random.chance(45) { return .palette(random.below(palette)) }
        if depth >= 3 || (depth > 0 && random.chance(25)) { return .leaf(leafStyle(&random)) }
        var style = LayoutStyle()
        style.direction = random.chance(60) ? .column : .row
        style.wraps = style.direction == .row && random.chance(20)
        style.alignItems = random.pick([.stretch, .stretch, .start, .center, .end])
        if random.chance(4) { style.alignItems = .baseline }
        style.justifyContent = random.pick([.start, .center, .spaceBetween, .spaceAround])
        if random.chance(30) { style.padding = LayoutEdges(all: random.pick([4, 8.5, 16])) }
        if random.chance(20) { style.spacing = random.pick([6, 2.5]) }
        if random.chance(15) { style.grow = 1 }
        if random.chance(5) { style.display = .none }
        if random.chance(5) { style.shrink = 1 }
        return .container(style, (0..<(1 + random.below(5))).map { _ in make(&random, palette: palette, depth: depth + 1) })
    }

    static func leafStyle(_ random: inout SplitMix) -> LayoutStyle {
        var style = LayoutStyle()
        style.width = .points(random.pick([10, 44.5, 120, 300]))
        style.height = .points(random.pick([1, 20, 33.3]))
        if random.chance(20) { style.grow = 1 }
        if random.chance(10) { style.shrink = 1 }
        return style
    }

    func build(_ palette: [LayoutNode]) -> LayoutNode {
        switch self {
        case .palette(let index): return palette[index]
        case .leaf(let style): return LayoutNode(style: style)
        case .container(let style, let children): return LayoutNode(style: style, children: children.map { $0.build(palette) })
        }
    }

    /// Edits a few leaves and containers: sizes, paddings, a child added or taken away, a
    /// palette subtree swapped for another.
    mutating func edit(_ random: inout SplitMix, palette: Int) {
        switch self {
        case .palette:
            if random.chance(5) { self = .palette(random.below(palette)) }
        case .leaf:
            if random.chance(15) { self = .leaf(Self.leafStyle(&random)) }
        case .container(var style, var children):
            if random.chance(10) { style.padding = LayoutEdges(all: random.pick([0, 4, 8.5, 16])) }
            if random.chance(5) { style.alignItems = random.pick([.stretch, .start, .center]) }
            if random.chance(8) && !children.isEmpty { children.remove(at: random.below(children.count)) }
            if random.chance(8) { children.insert(.leaf(Self.leafStyle(&random)), at: random.below(children.count + 1)) }
            for index in children.indices { children[index].edit(&random, palette: palette) }
            self = .container(style, children)
        }
    }
}
