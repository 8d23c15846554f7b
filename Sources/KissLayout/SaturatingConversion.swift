/// Whole numbers from lengths and ratios that user text controls. `Int(_:)` traps on NaN,
/// infinities and magnitudes past `Int.max`, and a division by a subnormal line height or a
/// font of 1e-23 pt makes exactly such values, so every count derived from a floating value
/// goes through here: NaN becomes 0 and the rest is clamped to `Int`'s range. Inlinable, so
/// that each caller (in other modules) gets it specialized for `Double`: called generically,
/// the conversion cost some 2,900 instructions, 0.1 M of a 200-line keystroke.
extension Int {
    @inlinable
    public init<Value: BinaryFloatingPoint>(saturating value: Value) {
        if value.isNaN {
            self = 0
        } else if value >= Value(Int.max) {
            // `Value(Int.max)` rounds up to 2⁶³, which is itself out of range: compare with >=.
            self = .max
        } else if value <= Value(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
