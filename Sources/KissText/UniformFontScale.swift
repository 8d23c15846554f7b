/// One common font factor for texts that share a width: the row of labels
/// (name, ATK, HP) that must shrink together rather than one of them truncating.
public struct UniformFontScale: Sendable, Hashable {
    /// The largest factor in [minScale, 1] at which everything fits, found to
    /// within `precision`; `minScale` when nothing does.
    public var factor: Double
    public var fits: Bool
    /// Each text's one-line width at `factor`, rounded up to the pixel grid.
    public var widths: [Double]

    /// The factor is never more than this far below the true largest fitting one.
    public static let precision = 1e-6
}

extension TextMeasurer {
    /// Finds the largest factor f in [`minScale`, 1] such that the one-line widths
    /// of all `texts` at font size × f, each rounded up to the pixel grid, plus
    /// `fixedWidth` (spacing, padding, other children) fit in `availableWidth`.
    ///
    /// Unrounded widths are linear in f, which gives an upper bound directly;
    /// rounding only ever adds, so a bisection below that bound settles the rest.
    public func uniformFontScale(
        texts: [(text: String, font: Font)], availableWidth: Double, fixedWidth: Double = 0,
        minScale: Double, scale: Double = 1
    ) -> UniformFontScale {
        let minScale = minScale.isFinite ? min(1, max(0.01, minScale)) : 1
        // One-line widths in points at the unscaled size; widths at any factor
        // follow by multiplication, so the search never re-measures.
        let natural = texts.map { item in
            (LineBreaker(text: ShapedText(item.text, font: item.font), mode: .word).naturalWidths().max() ?? 0)
                * max(0, item.font.size)
        }
        func widths(at factor: Double) -> [Double] {
            natural.map { PixelGrid.ceil($0 * factor, scale: scale) }
        }
        func fits(_ widths: [Double]) -> Bool {
            widths.reduce(fixedWidth, +) <= availableWidth + LineBreaker.tolerance
        }

        let full = widths(at: 1)
        if fits(full) { return UniformFontScale(factor: 1, fits: true, widths: full) }
        let atMin = widths(at: minScale)
        if !fits(atMin) { return UniformFontScale(factor: minScale, fits: false, widths: atMin) }

        let exact = natural.reduce(0, +)
        var high = min(1, (availableWidth - fixedWidth) / exact)
        var low = minScale
        if high > low, fits(widths(at: high)) { low = high }
        while high - low > UniformFontScale.precision {
            let mid = (low + high) / 2
            if fits(widths(at: mid)) { low = mid } else { high = mid }
        }
        return UniformFontScale(factor: low, fits: true, widths: widths(at: low))
    }
}
