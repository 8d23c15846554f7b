/// Baselines for `alignItems: baseline` (Yoga's `YGBaseline` and `YGIsBaselineLayout`).
extension LayoutEngine {
    /// Distance from the node's top to its baseline: its baseline function's answer, else that
    /// of its first child on the first line (preferring a baseline-aligned one), else its height.
    ///
    /// NaN when the reference child is `display: none` (a hidden node has no measured size),
    /// exactly as in Yoga: most uses go through Yoga's NaN-ignoring max and never see it. The one
    /// place where it would reach a frame substitutes the node's height (`baselineForPlacement`).
    func baseline(of node: Int) -> Float {
        let ownHeight = layouts[node].measuredHeight
        if let function = baselineFunctions[node] {
            let answer = function(Double(layouts[node].measuredWidth), Double(ownHeight))
            return answer.isFinite ? Float(answer) : ownHeight
        }
        var reference: Int?
        for child in children(of: node) {
            if layouts[child].lineIndex > 0 { break }
            if styles[child].isAbsolute { continue }
            if alignment(of: child, in: node) == .baseline {
                reference = child
                break
            }
            if reference == nil { reference = child }
        }
        guard let reference else { return ownHeight }
        return baseline(of: reference) + layouts[reference].top
    }

    /// Knowing deviation from Yoga: where Yoga would place an item at a NaN offset because its
    /// baseline is NaN (see `baseline(of:)`), we use the item's own height as its baseline, as
    /// for a leaf without text.
    func baselineForPlacement(of node: Int) -> Float {
        let value = baseline(of: node)
        return value.isNaN ? layouts[node].measuredHeight : value
    }

    /// Whether a row aligns any in-flow child by baseline (hidden children count, as in Yoga).
    func isBaselineLayout(_ node: Int) -> Bool {
        if styles[node].mainAxis == .column { return false }
        if styles[node].alignItems == .baseline { return true }
        return children(of: node).contains { !styles[$0].isAbsolute && styles[$0].alignSelf == .baseline }
    }
}
