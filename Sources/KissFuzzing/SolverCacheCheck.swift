import KissLayout

/// The solver's caches must not change its answers. Three equivalence checks over generated
/// trees (`RandomLayoutTrees.swift`), bit for bit (frames rounded and not, explanations,
/// baselines):
/// - height-insensitive reuse (with its watch and rerun) against Yoga's caching, on
///   `RandomTree`s and on `HugeLengthTree`s;
/// - a solve replaying the previous version's recording (`SubtreeReplay.swift`) against a
///   fresh solve, over the edited versions of `ReplayCase`s.
///
/// Each sweep generates every case from its seed in order, but solves only those `solving`
/// picks, so a sample and the cases that once failed (by their index) are checked at the
/// cost of solving those alone. The unit tests run a sample; `kiss-fuzz --solver-caches`
/// runs the broad sweep.
public enum SolverCacheCheck {
    public struct Tally: Sendable {
        /// Cases (trees, or replay cases) solved.
        public var solved = 0
        /// Reuse sweeps: solves the watch ran again with Yoga's caching. Replay sweeps:
        /// versions solved again without replay (no recording).
        public var ranAgain = 0
        /// Reuse sweeps: solves that strayed from Yoga without the rerun (when asked for).
        public var strayedWithoutRerun = 0
        /// Replay sweeps: units recorded, and replayed.
        public var units = 0
        public var replayed = 0
        /// One line per case that differs: its index and the first difference.
        public var mismatches: [String] = []
    }

    /// The default seeds (those of the unit tests).
    public static let reuseSeed: UInt64 = 20_261_121
    public static let hugeLengthSeed: UInt64 = 98
    public static let replaySeed: UInt64 = 20_261_127

    /// Reuse against Yoga's caching on the first `count` `RandomTree`s of `seed`, solving
    /// those `solving` picks. With `withoutRerun`, also counts the trees that stray from Yoga
    /// without the watch's rerun, and requires the watch to have seen each of them.
    public static func reuseSweep(
        seed: UInt64, count: Int, withoutRerun: Bool = false, solving: (Int) -> Bool = { _ in true }
    ) -> Tally {
        sweep(seed: seed, count: count, make: RandomTree.make, withoutRerun: withoutRerun, solving: solving)
    }

    /// Reuse against Yoga's caching on the first `count` `HugeLengthTree`s of `seed`.
    public static func hugeLengthSweep(seed: UInt64, count: Int, solving: (Int) -> Bool = { _ in true }) -> Tally {
        sweep(seed: seed, count: count, make: HugeLengthTree.make, withoutRerun: false, solving: solving)
    }

    private static func sweep(
        seed: UInt64, count: Int, make: (inout SplitMix) -> RandomTree.Tree, withoutRerun: Bool, solving: (Int) -> Bool
    ) -> Tally {
        var random = SplitMix(state: seed)
        var tally = Tally()
        for index in 0..<count {
            let tree = make(&random)
            guard solving(index) else { continue }
            tally.solved += 1
            let reused = LayoutSolver.solve(
                tree.root, width: tree.width, height: tree.height, scale: tree.scale, caching: .heightInsensitiveReuse)
            let reference = LayoutSolver.solve(
                tree.root, width: tree.width, height: tree.height, scale: tree.scale, caching: .yogaCaching)
            if reused.ranAgain { tally.ranAgain += 1 }
            if let difference = firstDifference(reused.result, reference.result) {
                tally.mismatches.append("tree \(index) (ran again: \(reused.ranAgain)): \(difference)")
            }
            guard withoutRerun else { continue }
            let alone = LayoutSolver.solve(
                tree.root, width: tree.width, height: tree.height, scale: tree.scale,
                caching: .heightInsensitiveReuseWithoutRerun)
            if firstDifference(alone.result, reference.result) != nil {
                tally.strayedWithoutRerun += 1
                if !reused.ranAgain {
                    tally.mismatches.append("tree \(index): strays from Yoga without the rerun, and the watch did not notice")
                }
            }
        }
        return tally
    }

    /// Replay against fresh solves on the first `count` `ReplayCase`s of `seed` (each over
    /// `ReplayCase.versions` versions, replaying the recording the version before made),
    /// solving those `solving` picks. `alsoCheck` (tests: the engine's inner state) is asked
    /// about each version whose frames agree; a message is a mismatch.
    public static func replaySweep(
        seed: UInt64, count: Int, solving: (Int) -> Bool = { _ in true },
        alsoCheck: ((_ root: LayoutNode, _ width: Double?, _ height: Double?, _ scale: Double, _ replaying: SolveRecording?) -> String?)? = nil
    ) -> Tally {
        var random = SplitMix(state: seed)
        var tally = Tally()
        for index in 0..<count {
            var replayCase = ReplayCase(&random)
            let solves = solving(index)
            if solves { tally.solved += 1 }
            var recording: SolveRecording?
            for version in 0..<ReplayCase.versions {
                if solves {
                    let root = replayCase.root
                    let (width, height, scale) = (replayCase.width, replayCase.height, replayCase.scale)
                    let (result, next) = LayoutSolver.solveWithoutBaselines(
                        root, width: width, height: height, scale: scale, replaying: recording)
                    let fresh = LayoutSolver.solveWithoutBaselines(root, width: width, height: height, scale: scale)
                    if let difference = firstDifference(result, fresh)
                        ?? alsoCheck?(root, width, height, scale, recording)
                    {
                        tally.mismatches.append("case \(index) version \(version): \(difference)")
                    }
                    if let next { tally.replayed += next.replayedUnitCount } else { tally.ranAgain += 1 }
                    tally.units += next?.unitCount ?? 0
                    recording = next
                }
                replayCase.edit(&random)
            }
        }
        return tally
    }

    /// The first node whose frame, unrounded frame, explanations or baseline differ.
    public static func firstDifference(_ one: LayoutResult, _ other: LayoutResult) -> String? {
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

extension SolverCacheCheck {
    /// `kiss-fuzz --solver-caches`: the three sweeps at the scale of `trees` (`trees`
    /// `RandomTree`s, 35% as many `HugeLengthTree`s, 5% as many replay cases of four versions:
    /// 6,000 gives the sizes the unit tests once ran in full), from `seed` or each sweep's
    /// default. Logs a summary line per sweep and the first mismatches; true when none.
    public static func sweepAll(trees: Int, seed: UInt64? = nil, log: (String) -> Void) -> Bool {
        var clean = true
        func report(_ name: String, _ tally: Tally, _ detail: String) {
            log("\(name): \(tally.solved) solved, \(detail), \(tally.mismatches.count) differ")
            for line in tally.mismatches.prefix(20) { log("  \(line)") }
            if !tally.mismatches.isEmpty { clean = false }
        }
        let reuse = reuseSweep(seed: seed ?? reuseSeed, count: trees, withoutRerun: true)
        report(
            "height-insensitive reuse vs Yoga's caching (seed \(seed ?? reuseSeed))", reuse,
            "\(reuse.ranAgain) ran again, \(reuse.strayedWithoutRerun) stray without the rerun")
        let hugeCount = trees * 35 / 100
        let huge = hugeLengthSweep(seed: seed ?? hugeLengthSeed, count: hugeCount)
        report("huge lengths, reuse vs Yoga's caching (seed \(seed ?? hugeLengthSeed))", huge, "\(huge.ranAgain) ran again")
        let replay = replaySweep(seed: seed ?? replaySeed, count: max(1, trees / 20))
        report(
            "subtree replay vs fresh solves (seed \(seed ?? replaySeed))", replay,
            "\(replay.replayed) of \(replay.units) units replayed, \(replay.ranAgain) of \(replay.solved * ReplayCase.versions) solves run again")
        return clean
    }
}
