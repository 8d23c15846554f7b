/// Yoga's float helpers, whose NaN handling the algorithm depends on: NaN is "undefined",
/// max/min ignore an undefined operand, and equality tolerates 0.0001.
enum YogaFloat {
    @inline(__always)
    static func max(_ a: Float, _ b: Float) -> Float {
        if !a.isNaN && !b.isNaN { return Swift.max(a, b) }
        return a.isNaN ? b : a
    }

    @inline(__always)
    static func min(_ a: Float, _ b: Float) -> Float {
        if !a.isNaN && !b.isNaN { return Swift.min(a, b) }
        return a.isNaN ? b : a
    }

    @inline(__always)
    static func equal(_ a: Float, _ b: Float) -> Bool {
        // With a NaN operand the difference is NaN and fails the test, like ∞ − ∞.
        abs(a - b) < 0.0001 || (a.isNaN && b.isNaN)
    }

    @inline(__always)
    static func equal(_ a: Double, _ b: Double) -> Bool {
        if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
        return a.isNaN && b.isNaN
    }

    /// `YGFloatOptionalMax`: the larger, or whichever is defined.
    @inline(__always)
    static func optionalMax(_ a: Float, _ b: Float) -> Float {
        if a >= b || (a.isNaN && b.isNaN) { return a }
        if b > a { return b }
        return a.isNaN ? b : a
    }
}
