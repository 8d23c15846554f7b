/// The entry point: Yoga 1.x layout as YogaKit configures it (web flex basis, LTR,
/// point scale factor = preview scale), on a `LayoutNode` tree.
public enum LayoutSolver {
    /// Lays out `root` in a preview of `width` × `height` points (`nil` = fit the content on that
    /// axis) and rounds every frame to the pixel grid of `scale` (0 = no rounding).
    ///
    /// Any input gives finite frames: NaN and infinite lengths count as unset, lengths are clamped
    /// to ±`LayoutStyle.largestLength`, and deep trees run on a thread with a large enough stack.
    public static func solve(_ root: LayoutNode, width: Double?, height: Double?, scale: Double) -> LayoutResult {
        solve(root, width: width, height: height, scale: scale, caching: .heightInsensitiveReuse).result
    }

    /// `solve` without the nodes' baselines (`LayoutResult.Node.baseline` is nil): working them
    /// out is a pass over the tree that callers who only want frames need not pay for.
    public static func solveWithoutBaselines(_ root: LayoutNode, width: Double?, height: Double?, scale: Double) -> LayoutResult {
        solve(root, width: width, height: height, scale: scale, caching: .heightInsensitiveReuse, baselines: false).result
    }

    /// `solveWithoutBaselines` that records what it did in the subtrees that carry an identity
    /// (`LayoutNode.identity`) and replays `previous` (the recording of an earlier solve of
    /// this tree's earlier version, at the same size) where those subtrees are asked what they
    /// were asked then. The frames are those of `solveWithoutBaselines`, bit for bit
    /// (`SubtreeReplay.swift`); the recording is nil when the solve had to be run again.
    public static func solveWithoutBaselines(
        _ root: LayoutNode, width: Double?, height: Double?, scale: Double, replaying previous: SolveRecording?
    ) -> (result: LayoutResult, recording: SolveRecording?) {
        let engine = LayoutEngine(root: root, scale: scale, recording: true, previous: previous)
        let ownerWidth = width.flatMap(InputSanitizing.finite) ?? .nan
        let ownerHeight = height.flatMap(InputSanitizing.finite) ?? .nan
        var replayed: (LayoutResult, SolveRecording)?
        DeepStack.run(depth: engine.maximumDepth) {
            engine.layoutRoot(ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            let recording = engine.finishReplay()
            guard !engine.needsExactRerun, engine.layoutSteps <= engine.exactStepBudget else { return }
            replayed = (engine.result(previewWidth: width, previewHeight: height, baselines: false), recording)
        }
        if let (result, recording) = replayed { return (result, recording) }
        // Past the exact-step budget, or where the height-insensitive rule wants its rerun, the
        // replay's argument does not hold: solved as without it, and nothing recorded.
        return (solve(root, width: width, height: height, scale: scale, caching: .heightInsensitiveReuse, baselines: false).result, nil)
    }

    /// How a solve may reuse measurements beyond Yoga's own cache. `heightInsensitiveReuse` and
    /// `yogaCaching` give the same (Yoga's) frames and differ in speed only (tests and
    /// `kiss-bench solve --caching` compare them).
    public enum Caching: String, Sendable, CaseIterable {
        /// Height-insensitive subtrees reuse answers (`HeightInsensitiveSubtrees.swift`); a
        /// solve in which that may have strayed from Yoga (`LayoutEngine.needsExactRerun`) is
        /// run again without it.
        case heightInsensitiveReuse
        /// The same, never run again: may stray from Yoga; for tests that show what the rerun
        /// is for.
        case heightInsensitiveReuseWithoutRerun
        /// Yoga's caching everywhere except separable subtrees (`SeparableSubtrees.swift`).
        case yogaCaching
    }

    /// `solve` with a choice of caching; also says whether the solve was run again without
    /// height-insensitive reuse.
    public static func solve(
        _ root: LayoutNode, width: Double?, height: Double?, scale: Double, caching: Caching, baselines: Bool = true
    ) -> (result: LayoutResult, ranAgain: Bool) {
        var engine = LayoutEngine(root: root, scale: scale, heightInsensitiveReuse: caching != .yogaCaching)
        let ownerWidth = width.flatMap(InputSanitizing.finite) ?? .nan
        let ownerHeight = height.flatMap(InputSanitizing.finite) ?? .nan
        var result: LayoutResult?
        var ranAgain = false
        DeepStack.run(depth: engine.maximumDepth) {
            engine.layoutRoot(ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            if caching == .heightInsensitiveReuse && engine.needsExactRerun {
                ranAgain = true
                engine = LayoutEngine(root: root, scale: scale, heightInsensitiveReuse: false)
                engine.layoutRoot(ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            }
            result = engine.result(previewWidth: width, previewHeight: height, baselines: baselines)
        }
        return (result!, ranAgain)
    }
}
