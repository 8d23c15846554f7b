/// Rounding to a screen's pixel grid, as UIKit rounds a label's fitting size up.
public enum PixelGrid {
    /// Values within this many pixels above a grid line stay on it, so that sums
    /// of advances like 20.000000001 do not gain a whole pixel.
    static let tolerance = 1e-6

    /// Rounds `value` up to a multiple of 1 / `scale`. A scale that is not a
    /// positive finite number means 1.
    public static func ceil(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        let scale = validScale(scale)
        return (value * scale - tolerance).rounded(.up) / scale
    }

    static func validScale(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? scale : 1
    }
}
