/// The entry point: Yoga 1.x layout as YogaKit configures it (web flex basis, LTR,
/// point scale factor = preview scale), on a `LayoutNode` tree.
public enum LayoutSolver {
    /// Lays out `root` in a preview of `width` × `height` points (`nil` = fit the content on that
    /// axis) and rounds every frame to the pixel grid of `scale` (0 = no rounding).
    ///
    /// Any input gives finite frames: NaN and infinite lengths count as unset, lengths are clamped
    /// to ±`LayoutStyle.largestLength`, and deep trees run on a thread with a large enough stack.
    public static func solve(_ root: LayoutNode, width: Double?, height: Double?, scale: Double) -> LayoutResult {
        let engine = LayoutEngine(root: root, scale: scale)
        var result: LayoutResult?
        DeepStack.run(depth: engine.maximumDepth) {
            engine.layoutRoot(
                ownerWidth: width.flatMap(InputSanitizing.finite) ?? .nan,
                ownerHeight: height.flatMap(InputSanitizing.finite) ?? .nan)
            result = engine.result(previewWidth: width, previewHeight: height)
        }
        return result!
    }
}
