import Foundation
import KissLayout
import XCTest

/// The height-insensitive reuse rule (Sources/KissLayout/HeightInsensitiveSubtrees.swift) must
/// give exactly what the engine gives with Yoga's own caching: frames bit for bit (rounded and
/// not), explanations and baselines. Solves where the rule may stray are run again without it;
/// these tests check both halves of that: the rule alone on many generated trees, and that the
/// cases where it does stray are the ones its watch catches.
final class HeightInsensitiveReuseTests: XCTestCase {
    /// `KISS_LAYOUT_REUSE_TREES=N` (and `KISS_LAYOUT_REUSE_SEED=S`) checks more trees.
    func testReuseGivesWhatYogaCachingGivesOnGeneratedTrees() {
        let environment = ProcessInfo.processInfo.environment
        let treeCount = environment["KISS_LAYOUT_REUSE_TREES"].flatMap(Int.init) ?? 6_000
        var random = SplitMix(state: environment["KISS_LAYOUT_REUSE_SEED"].flatMap(UInt64.init) ?? 20_261_121)
        var usedRule = 0
        var ranAgain = 0
        var mismatches: [String] = []
        for index in 0..<treeCount {
            let tree = RandomTree.make(&random)
            let reused = LayoutSolver.solve(
                tree.root, width: tree.width, height: tree.height, scale: tree.scale, caching: .heightInsensitiveReuse)
            let reference = LayoutSolver.solve(
                tree.root, width: tree.width, height: tree.height, scale: tree.scale, caching: .yogaCaching)
            if reused.ranAgain { ranAgain += 1 } else { usedRule += 1 }
            if let difference = Self.firstDifference(reused.result, reference.result) {
                mismatches.append("tree \(index) (ran again: \(reused.ranAgain)): \(difference)")
            }
        }
        XCTAssert(mismatches.isEmpty, "\(mismatches.count) trees differ:\n" + mismatches.prefix(10).joined(separator: "\n"))
        // The trees must exercise the rule, not only the rerun.
        XCTAssertGreaterThan(usedRule, treeCount * 2 / 3, "solves that kept the rule (\(ranAgain) ran again)")
        print("height-insensitive reuse: \(treeCount) trees, \(ranAgain) ran again")
    }

    /// Near the largest accepted length (10⁹ pt) Float spacing is 64 pt, too coarse for the
    /// rules' arguments; they must stay out of the way there (`largestReusedLength`).
    func testHugeLengthsGiveWhatYogaCachingGives() {
        // Two of these trees (1,939 and 2,002) differed before the rules had that limit.
        var random = SplitMix(state: 98)
        let lengths: [Double] = [0, 1e-7, 0.004, 1e9, 5, 0.0001, 127.02, 127.01999, 33.3333]
        var mismatches: [String] = []
        for index in 0..<2_100 {
            func node(_ depth: Int) -> LayoutNode {
                var style = LayoutStyle()
                style.margin = LayoutEdges(all: random.chance(20) ? random.pick(lengths) : 0)
                style.grow = random.chance(20) ? random.pick([1, 1e9, 0.0001]) : 0
                if depth > 4 || random.chance(30) {
                    style.width = .points(random.pick(lengths))
                    style.height = .points(random.pick(lengths))
                    return LayoutNode(style: style)
                }
                style.direction = random.chance(30) ? .column : .row
                style.wraps = random.chance(60)
                style.padding = LayoutEdges(all: random.chance(30) ? random.pick(lengths) : 0)
                return LayoutNode(style: style, children: (0..<(1 + random.below(6))).map { _ in node(depth + 1) })
            }
            let root = node(0)
            let width: Double? = random.chance(50) ? nil : random.pick([0, 1e-3, 390, 12.5])
            let scale = random.pick([1.0, 3.0])
            let reused = LayoutSolver.solve(root, width: width, height: nil, scale: scale, caching: .heightInsensitiveReuse)
            let reference = LayoutSolver.solve(root, width: width, height: nil, scale: scale, caching: .yogaCaching)
            if let difference = Self.firstDifference(reused.result, reference.result) {
                mismatches.append("tree \(index): \(difference)")
            }
        }
        XCTAssert(mismatches.isEmpty, "\(mismatches.count) trees differ:\n" + mismatches.prefix(5).joined(separator: "\n"))
    }

    /// The regression cases are trees where answering from remembered measurements strays
    /// from Yoga; the watch must send them to the rerun (and without it they must fail, or the
    /// cases no longer test anything).
    func testTheWatchCatchesTheCasesWhereReuseStraysFromYoga() throws {
        let directory = try XCTUnwrap(Bundle.module.resourceURL)
            .appendingPathComponent("Fixtures").appendingPathComponent("regressions")
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        var strayed = 0
        for file in files {
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let fixture = try OracleCase(json: try XCTUnwrap(json["case"] as? [String: Any]))
            let expected = try XCTUnwrap(json["expected"] as? [String: Any])
            let alone = LayoutSolver.solve(
                fixture.root, width: fixture.width, height: fixture.height, scale: fixture.scale,
                caching: .heightInsensitiveReuseWithoutRerun)
            let differences = FrameComparison.differences(
                expected: expected, result: alone.result, names: fixture.names, file: file.lastPathComponent)
            guard !differences.isEmpty else { continue }
            strayed += 1
            let guarded = LayoutSolver.solve(
                fixture.root, width: fixture.width, height: fixture.height, scale: fixture.scale,
                caching: .heightInsensitiveReuse)
            XCTAssertTrue(guarded.ranAgain, "\(file.lastPathComponent): strayed from Yoga without the watch noticing")
        }
        XCTAssertGreaterThan(strayed, 0, "no regression case strays without the rerun")
    }

    /// The first node whose frame, unrounded frame, explanations or baseline differ.
    static func firstDifference(_ one: LayoutResult, _ other: LayoutResult) -> String? {
        guard one.nodes.count == other.nodes.count else { return "node counts differ" }
        for (index, (a, b)) in zip(one.nodes, other.nodes).enumerated() {
            if a.frame != b.frame || a.unroundedFrame != b.unroundedFrame {
                return "node \(index): \(String(describing: a.unroundedFrame)) vs \(String(describing: b.unroundedFrame))"
            }
            if a.widthExplanation != b.widthExplanation || a.heightExplanation != b.heightExplanation {
                return "node \(index): explanations differ"
            }
            if a.baseline?.bitPattern != b.baseline?.bitPattern {
                return "node \(index): baseline \(String(describing: a.baseline)) vs \(String(describing: b.baseline))"
            }
        }
        return nil
    }
}

/// A deterministic pseudo-random source (SplitMix64).
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// Trees aimed at the reuse rules: nested rows, columns and wrapping rows with fractional sizes,
/// paddings, margins and gaps (so that sums come out a last bit apart), grow, every alignment
/// and justification, and now and then what takes a subtree out of the rules (a column wrap, a
/// baseline, a min size, a percentage, a measured leaf, a hidden or absolute node, shrink).
enum RandomTree {
    struct Tree {
        var root: LayoutNode
        var width: Double?
        var height: Double?
        var scale: Double
    }

    static func make(_ random: inout SplitMix) -> Tree {
        var budget = 12 + random.below(50)
        let root = node(depth: 0, budget: &budget, &random)
        // Small previews squeeze nodes (offers of 0 or less), which the rule must notice.
        let width: Double? = random.chance(40) ? nil : random.pick([320, 390, 127.02, 250.5, 180.33, 40.5, 12])
        let height: Double? = random.chance(50) ? nil : random.pick([600, 844, 200.25, 60.5, 30, 8.5])
        return Tree(root: root, width: width, height: height, scale: random.pick([1, 2, 3]))
    }

    private static func length(_ random: inout SplitMix, _ values: [Double]) -> Double {
        random.chance(50) ? random.pick(values) : Double(random.below(12000)) / 100
    }

    private static func node(depth: Int, budget: inout Int, _ random: inout SplitMix) -> LayoutNode {
        budget -= 1
        var style = LayoutStyle()
        style.margin = random.chance(35)
            ? LayoutEdges(
                top: length(&random, [0, 2, 0.31]) / 10, left: length(&random, [0, 1.5, 4]) / 10,
                bottom: length(&random, [0, 1.39, 2]) / 10, right: length(&random, [0, 8, 7.68]) / 10)
            : .zero
        style.grow = random.chance(25) ? random.pick([0.5, 1, 2, 3]) : 0
        if random.chance(3) { style.shrink = 1 }
        if random.chance(15) { style.alignSelf = random.pick([.start, .center, .end, .stretch]) }
        if random.chance(2) { style.alignSelf = .baseline }
        if random.chance(2) { style.minWidth = .points(length(&random, [10, 33.3])) }
        if random.chance(2) { style.display = .none }
        let leafChance = depth >= 6 ? 100 : 25 + depth * 12
        if budget <= 0 || random.chance(leafChance) {
            if random.chance(4) {
                let size = LayoutSize(width: length(&random, [40, 57.29]), height: 20)
                return LayoutNode(style: style, measure: { _, _, _, _ in size })
            }
            if random.chance(85) {
                style.width = random.chance(3) ? .percent(50) : .points(length(&random, [18, 26.5, 57, 86, 111]))
                style.height = .points(length(&random, [4, 24, 44.97, 50.35]))
            } else {
                style.padding = LayoutEdges(all: length(&random, [0, 4.5, 5.05]) / 10)
            }
            return LayoutNode(style: style)
        }
        let kind = random.below(10)
        style.direction = kind < 3 ? .column : .row
        style.wraps = kind >= 6 || (kind == 0 && random.chance(10))
        style.padding = random.chance(40)
            ? LayoutEdges(
                top: length(&random, [0, 2.69, 6]) / 10, left: length(&random, [0, 1.24, 8]) / 10,
                bottom: length(&random, [0, 7.0, 1.05]) / 10, right: length(&random, [0, 6.43, 0.5]) / 10)
            : .zero
        style.justifyContent = random.pick([.start, .start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly])
        style.alignItems = random.pick([.stretch, .stretch, .start, .center, .end])
        if random.chance(3) { style.alignItems = .baseline }
        style.alignContent = random.pick([.start, .center, .end, .stretch, .spaceBetween, .spaceAround])
        if random.chance(15) { style.spacing = random.pick([4, 2.5, 7.3]) }
        if random.chance(10) { style.lineSpacing = random.pick([3, 1.25]) }
        var children: [LayoutNode] = []
        for _ in 0..<(1 + random.below(5)) where budget > 0 {
            children.append(node(depth: depth + 1, budget: &budget, &random))
        }
        if random.chance(3) {
            var overlay = LayoutStyle()
            overlay.positionType = .absolute
            overlay.position = LayoutOffsets(top: 3, left: 4.5, bottom: nil, right: nil)
            overlay.width = .points(20)
            overlay.height = .points(10)
            children.append(LayoutNode(style: overlay))
        }
        return LayoutNode(style: style, children: children)
    }
}
