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
        guard let reference = baselineReference(of: node) else { return ownHeight }
        return baseline(of: reference) + layouts[reference].top
    }

    /// The child whose baseline is the node's: the first baseline-aligned child of the first
    /// line, else its first child (absolute children never count). The first line is the one
    /// the latest pass found, or with `byLaidOutLines` the one the latest layout pass found.
    private func baselineReference(of node: Int, byLaidOutLines: Bool = false) -> Int? {
        var reference: Int?
        for child in children(of: node) {
            if byLaidOutLines ? layouts[child].layoutLineIndex > 0 : layouts[child].lineIndex > 0 { break }
            if facts[child].isAbsolute { continue }
            if alignment(of: child, in: node) == .baseline { return child }
            if reference == nil { reference = child }
        }
        return reference
    }

    /// Knowing deviation from Yoga: where Yoga would place an item at a NaN offset because its
    /// baseline is NaN (see `baseline(of:)`), we use the item's own height as its baseline, as
    /// for a leaf without text.
    func baselineForPlacement(of node: Int) -> Float {
        let value = baseline(of: node)
        return value.isNaN ? layouts[node].measuredHeight : value
    }

    /// The baseline reported with each node's frame, children before parents (reverse
    /// pre-order), so that a deep tree costs one pass and no recursion: `baselineForPlacement`
    /// on the state layout passes left (laid-out sizes and line indexes), not on whatever a
    /// later measurement left (see `explainSizes`).
    func allBaselines() -> [Float] {
        var baselines = [Float](repeating: .nan, count: layouts.count)
        for node in stride(from: layouts.count - 1, through: 0, by: -1) {
            let ownHeight = layouts[node].height
            var value: Float
            if let function = baselineFunctions[node] {
                let answer = function(Double(layouts[node].width), Double(ownHeight))
                value = answer.isFinite ? Float(answer) : ownHeight
            } else if let reference = baselineReference(of: node, byLaidOutLines: true) {
                value = baselines[reference].isNaN || facts[reference].isHidden
                    ? .nan : baselines[reference] + layouts[reference].top
            } else {
                value = ownHeight
            }
            baselines[node] = value
        }
        for node in 0..<layouts.count where baselines[node].isNaN {
            baselines[node] = layouts[node].height
        }
        return baselines
    }

    /// Whether a row aligns any in-flow child by baseline (hidden children count, as in Yoga).
    @inline(__always)
    func isBaselineLayout(_ node: Int) -> Bool { facts[node].isBaselineLayout }

    /// `isBaselineLayout` from the styles, computed once per node in `init`.
    static func isBaselineLayout<Children: Sequence<EngineStyle>>(_ style: EngineStyle, children: Children) -> Bool {
        if style.mainAxis == .column { return false }
        if style.alignItems == .baseline { return true }
        return children.contains { !$0.isAbsolute && $0.alignSelf == .baseline }
    }
}
