/// A length as the engine stores it: Float, like Yoga's `CompactValue`, so arithmetic and
/// therefore pixel rounding agree with Yoga bit for bit. NaN results mean "undefined".
enum StyleValue: Equatable {
    case undefined
    case auto
    case points(Float)
    case percent(Float)

    /// Yoga's `YGResolveValue`: a percentage of an undefined owner size is undefined.
    func resolve(_ ownerSize: Float) -> Float {
        switch self {
        case .points(let value): return value
        case .percent(let value): return value * ownerSize * 0.01
        case .undefined, .auto: return .nan
        }
    }

    var isUndefined: Bool { self == .undefined }

    var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }

    /// Yoga's `YGValueEqual`, used to detect min == max (which then acts as the size).
    func nearlyEquals(_ other: StyleValue) -> Bool {
        switch (self, other) {
        case (.undefined, .undefined), (.auto, .auto): return true
        case (.points(let a), .points(let b)), (.percent(let a), .percent(let b)):
            return abs(a - b) < 0.0001
        default: return false
        }
    }
}
