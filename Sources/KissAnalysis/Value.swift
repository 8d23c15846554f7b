import KissLayout
import KissSyntax

/// An RGBA color with components in 0...1.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        if digits.count == 6 { digits += "ff" }
        guard digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(
            red: Double((value >> 24) & 0xFF) / 255, green: Double((value >> 16) & 0xFF) / 255,
            blue: Double((value >> 8) & 0xFF) / 255, alpha: Double(value & 0xFF) / 255)
    }

    /// UIKit's system colors by name (language §1).
    public static let named: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0), "white": Color(red: 1, green: 1, blue: 1),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5), "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0), "yellow": Color(red: 1, green: 1, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5), "pink": Color(red: 1, green: 0.75, blue: 0.8),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2), "cyan": Color(red: 0, green: 1, blue: 1),
        "magenta": Color(red: 1, green: 0, blue: 1), "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// `#RRGGBBAA` (alpha dropped when opaque), for reports and SVG.
    public var hexString: String {
        func byte(_ component: Double) -> String {
            let value = Int(saturating: (min(max(component, 0), 1) * 255).rounded())
            let text = String(value, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

/// A reference to an edge of the pin container or of an earlier sibling, plus
/// an offset: `avatar.right + 8`.
public struct Anchor: Sendable, Hashable {
    public var target: String
    public var edge: String
    public var offset: Double

    public init(target: String, edge: String, offset: Double) {
        self.target = target
        self.edge = edge
        self.offset = offset
    }
}

/// The value of an expression after evaluation.
public enum Value: Sendable, Hashable {
    case number(Double)
    case percentage(Double)
    case string(String)
    case color(Color)
    case bool(Bool)
    /// `.center`: which enumeration it belongs to is decided by where it is used.
    case enumCase(String)
    /// A bare name that is not a parameter, as in `.id(avatar)`.
    case name(String)
    case anchor(Anchor)
    /// The expression was broken and already reported.
    case invalid

    /// How the type is named in messages.
    public var typeName: String {
        switch self {
        case .number: return "a number"
        case .percentage: return "a percentage"
        case .string: return "a string"
        case .color: return "a color"
        case .bool: return "true or false"
        case .enumCase(let name): return "the case `.\(name)`"
        case .name(let name): return "the name `\(name)`"
        case .anchor: return "an anchor"
        case .invalid: return "an invalid value"
        }
    }

    /// The type a parameter takes from its default value (language §4.3).
    var parameterType: String {
        switch self {
        case .number: return "number"
        case .percentage: return "percentage"
        case .string: return "string"
        case .color, .enumCase: return "color or case"
        case .bool: return "bool"
        case .name: return "name"
        case .anchor: return "anchor"
        case .invalid: return "invalid"
        }
    }
}

/// A value with the place that produced it, so a finding about the value
/// points at the expression (or the argument that was passed for a parameter).
public struct LocatedValue: Sendable, Hashable {
    public var value: Value
    /// Where it is written (see `SourceLocation`: it stays equal when text moves above it).
    public var place: SourceLocation
    /// The path of the file it is written in.
    public var file: String { place.file }

    public init(_ value: Value, at place: SourceLocation) {
        self.value = value
        self.place = place
    }
}
