/// Yoga's pixel-grid rounding (`YGRoundValueToPixelGrid`), done in Double and returned as Float
/// exactly as Yoga does, because the Float result feeds the next subtraction.
enum PixelGrid {
    static func round(_ value: Double, scale: Double, forceCeil: Bool = false, forceFloor: Bool = false) -> Float {
        var scaled = value * scale
        var fraction = scaled.truncatingRemainder(dividingBy: 1.0)
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
        let fraction = (length * scale).truncatingRemainder(dividingBy: 1.0)
        return YogaFloat.equal(fraction, 0) || YogaFloat.equal(fraction, 1.0)
    }
}
