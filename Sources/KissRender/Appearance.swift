import Foundation
import KissAnalysis
import KissText

/// What an element paints, from its arguments and appearance modifiers, with UIKit's
/// defaults where the file says nothing (docs/rendering.md lists them).
enum Appearance {
    /// `.background(c)`, else a view's own color (`view(.red)`); the last one written wins.
    static func fill(of instance: ElementInstance) -> Color? {
        if let value = instance.modifierValue("background", "color"), let color = color(of: value.value) { return color }
        if instance.kind == .view, let value = instance.arguments["color"], let color = color(of: value.value) { return color }
        return nil
    }

    /// `.stroke(width, color)`: a border inside the frame, black unless a color is given (CALayer's default).
    static func stroke(of instance: ElementInstance) -> (width: Double, color: Color)? {
        guard case .number(let width)? = instance.modifierValue("stroke", "width")?.value, width.isFinite, width > 0 else { return nil }
        let color = instance.modifierValue("stroke", "color").flatMap { Appearance.color(of: $0.value) } ?? Color(red: 0, green: 0, blue: 0)
        return (width, color)
    }

    static func cornerRadius(of instance: ElementInstance) -> Double {
        guard case .number(let radius)? = instance.modifierValue("cornerRadius", "radius")?.value, radius.isFinite else { return 0 }
        return max(0, radius)
    }

    static func color(of value: Value) -> Color? {
        switch value {
        case .color(let color): return color
        case .enumCase(let name), .name(let name): return Color.named[name]
        default: return nil
        }
    }

    /// How one text of an element is drawn: its color, where its lines are anchored, and
    /// how far from the anchored edge.
    struct TextStyle {
        var color: Color
        var anchor: String
        var inset: Double
    }

    static let labelColor = Color(red: 0, green: 0, blue: 0)
    /// UIButton's system tint.
    static let tint = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// UIColor.placeholderText on a light background.
    static let placeholder = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)

    static func textStyle(of instance: ElementInstance, part: String) -> TextStyle {
        switch instance.kind {
        case .button:
            return TextStyle(color: tint, anchor: "middle", inset: 0)
        case .textField:
            // A rounded-rect field insets its text by about 7 pt.
            return TextStyle(color: placeholder, anchor: "start", inset: 7)
        case .keyValue where part == "value":
            let alignment: String
            if case .enumCase(let name)? = instance.arguments["valueAlignment"]?.value { alignment = name } else { alignment = "left" }
            return TextStyle(color: labelColor, anchor: alignment == "center" ? "middle" : alignment == "right" ? "end" : "start", inset: 0)
        case .label, .textView:
            let color = instance.arguments["color"].flatMap { Appearance.color(of: $0.value) } ?? labelColor
            return TextStyle(color: color, anchor: "start", inset: 0)
        default:
            return TextStyle(color: labelColor, anchor: "start", inset: 0)
        }
    }
}

extension Color {
    /// `#rrggbb`, for SVG's fill and stroke (alpha goes in an opacity attribute).
    var hexRGB: String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
            return String(format: "%02x", value)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    var opacity: Double { min(max(alpha.isFinite ? alpha : 1, 0), 1) }
}
