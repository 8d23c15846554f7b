/// Yoga's pixel-grid rounding (`YGRoundValueToPixelGrid`), done in Double and returned as Float
/// exactly as Yoga does, because the Float result feeds the next subtraction.
enum PixelGrid {
    static func round(_ value: Double, scale: Double, forceCeil: Bool = false, forceFloor: Bool = false) -> Float {
        var scaled = value * scale
        var fraction = fractionalPart(scaled)
        if fraction < 0 { fraction += 1 }
        if YogaFloat.equal(fraction, 0) {
            scaled -= fraction
        } else if YogaFloat.equal(fraction, 1.0) {
            scaled = scaled - fraction + 1.0
        } else if forceCeil {
            scaled = scaled - fraction + 1.0
        } else if forceFloor {
            scaled -= fraction
        } else {
            let roundsUp = !fraction.isNaN && (fraction > 0.5 || YogaFloat.equal(fraction, 0.5))
            scaled = scaled - fraction + (roundsUp ? 1.0 : 0.0)
        }
        if scaled.isNaN || scale.isNaN { return .nan }
        return Float(scaled / scale)
    }

    /// Whether `length` covers a whole number of device pixels (Yoga's `hasFractionalWidth`, negated).
    static func isWholePixels(_ length: Double, scale: Double) -> Bool {
        let fraction = fractionalPart(length * scale)
        return YogaFloat.equal(fraction, 0) || YogaFloat.equal(fraction, 1.0)
    }

    /// `fmod(value, 1.0)` without the libm call: the difference to the value truncated toward
    /// zero is exact in binary floating point, keeps the sign, and is NaN for NaN and ±∞.
    @inline(__always)
    static func fractionalPart(_ value: Double) -> Double {
        value - value.rounded(.towardZero)
    }
}
