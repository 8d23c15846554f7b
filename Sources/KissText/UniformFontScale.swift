import Foundation

/// New font sizes for texts that share a width: the row of labels (name, ATK, HP)
/// that must shrink together rather than one of them truncating.
public struct UniformFontScale: Sendable, Hashable {
    /// Each text's new point size over its own: 1 when the row fits as it is.
    public var factors: [Double]
    /// Whether the texts at their new sizes fit the width.
    public var fits: Bool
    /// Each text's one-line width at its new size, rounded up to the pixel grid.
    public var widths: [Double]
}

extension TextMeasurer {
    /// The shared-shrink formula of the component `.uniformFontScale(min:)` models:
    /// when the one-line widths of `texts` (each rounded up to the pixel grid) plus
    /// `fixedWidth` (spacing, padding, other children) exceed `availableWidth`, the
    /// ratio r = (available − fixed) / Σ unrounded widths is taken once, and every
    /// text gets the point size ⌊size × r⌋ − 1 — whole points, one below the scaled
    /// size so that rounding never tips the row over — but never below
    /// size × `minScale`. The result need not fit (the minimum may be reached);
    /// `fits` says whether it does.
    public func uniformFontScale(
        texts: [(text: String, font: Font)], availableWidth: Double, fixedWidth: Double = 0,
        minScale: Double, scale: Double = 1
    ) -> UniformFontScale {
        let minScale = minScale.isFinite ? min(1, max(0.01, minScale)) : 1
        let sizes = texts.map { $0.font.size.isFinite ? max(0, $0.font.size) : 0 }
        // One-line widths in em; a width at any size follows by multiplication.
        let ems = texts.map { item in
            LineBreaker(text: ShapedText(item.text, font: item.font), mode: .word).naturalWidths().max() ?? 0
        }
        func widths(_ factors: [Double]) -> [Double] {
            zip(zip(ems, sizes), factors).map { PixelGrid.ceil($0.0 * $0.1 * $1, scale: scale) }
        }
        func fits(_ widths: [Double]) -> Bool {
            widths.reduce(fixedWidth, +) <= availableWidth + LineBreaker.tolerance
        }

        let unchanged = Array(repeating: 1.0, count: texts.count)
        let full = widths(unchanged)
        if fits(full) { return UniformFontScale(factors: unchanged, fits: true, widths: full) }

        let natural = zip(ems, sizes).reduce(0) { $0 + $1.0 * $1.1 }
        let ratio = natural > 0 ? (availableWidth - fixedWidth) / natural : 1
        let factors = sizes.map { size -> Double in
            guard size > 0 else { return 1 }
            let shrunk = (size * ratio).rounded(.down) - 1
            return min(1, max(shrunk, size * minScale) / size)
        }
        let shrunk = widths(factors)
        return UniformFontScale(factors: factors, fits: fits(shrunk), widths: shrunk)
    }
}
