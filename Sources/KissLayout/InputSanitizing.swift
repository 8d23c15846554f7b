/// Turns caller numbers into values the Float engine can carry without NaN or overflow.
///
/// Yoga itself maps NaN and infinities to "undefined" (`CompactValue::ofMaybe`); we do the same
/// and additionally clamp magnitudes to `LayoutStyle.largestLength`, since 10,000 children of
/// 1e30 points would overflow Float sums into infinity.
enum InputSanitizing {
    static let largest = Float(LayoutStyle.largestLength)

    static func finite(_ value: Double) -> Float? {
        guard value.isFinite else { return nil }
        return Float(max(-LayoutStyle.largestLength, min(LayoutStyle.largestLength, value)))
    }

    static func length(_ value: Double, default fallback: Float = 0) -> Float {
        finite(value) ?? fallback
    }

    static func styleValue(_ dimension: LayoutDimension, autoMeansUndefined: Bool) -> StyleValue {
        switch dimension {
        case .auto: return autoMeansUndefined ? .undefined : .auto
        case .points(let value): return finite(value).map(StyleValue.points) ?? .undefined
        case .percent(let value): return finite(value).map(StyleValue.percent) ?? .undefined
        }
    }

    /// Non-negative measured lengths: a measurer answering NaN, ∞ or less than 0 gets 0.
    static func measured(_ value: Double) -> Float {
        guard value.isFinite, value > 0 else { return 0 }
        return Float(min(value, LayoutStyle.largestLength))
    }

    /// Grow and shrink factors. Yoga takes negative ones as they are (Kiss's `stretchSpacer()`
    /// grows by −1e-19), so only their magnitude is bounded.
    static func factor(_ value: Double) -> Float {
        guard value.isFinite else { return 0 }
        return Float(max(-1e9, min(value, 1e9)))
    }

    /// A ratio must be positive and finite to mean anything; extreme ones are clamped so that
    /// width × ratio stays finite.
    static func ratio(_ value: Double?) -> Float {
        guard let value, value.isFinite, value > 0 else { return .nan }
        return Float(max(1e-6, min(value, 1e6)))
    }
}
