import Foundation
import KissAnalysis
import KissSyntax

/// A `.kiss` expression written as Swift: numbers, strings, colors, parameters and arithmetic
/// read the same in both; what has no Swift form for the Kiss API (a percentage, an anchor)
/// is an `ExportProblem`.
struct SwiftExpression {
    /// The layout's parameters, by `.kiss` name, with their Swift names.
    let parameters: [String: String]

    enum Want { case number, string, color, bool, any }

    func swift(_ expression: ExpressionSyntax?, as want: Want = .any) throws(ExportProblem) -> String {
        guard let expression else { throw ExportProblem("a missing value", at: 0..<0) }
        let range = expression.node.trimmedRange
        switch expression.form {
        case .literal(let token):
            switch token.kind {
            case .number: return Self.number(token.text)
            case .string: return Self.string(StringLiteral.value(of: token.text))
            case .color:
                guard let color = Color(hex: token.text) else { throw ExportProblem("the color \(token.text)", at: range) }
                return Self.color(color)
            case .percentage: throw ExportProblem("a percentage (\(token.text)): the Kiss library takes sizes in points only", at: range)
            default:
                let text = token.text
                if text == "true" || text == "false" { return text }
                throw ExportProblem("the value \(text)", at: range)
            }
        case .name(let token):
            guard let name = parameters[token.text] else { throw ExportProblem("the name `\(token.text)`", at: range) }
            return name
        case .enumCase(let token):
            guard let token else { throw ExportProblem("a missing case", at: range) }
            if want == .color, let color = Color.named[token.text] { return Self.namedColor(token.text, color) }
            return "." + token.text
        case .member:
            throw ExportProblem("an anchor (\(expression.node.text.trimmingCharacters(in: .whitespacesAndNewlines))): `pin` is not part of the Kiss library", at: range)
        case .parenthesized(let inner):
            return "(" + (try swift(inner, as: want)) + ")"
        case .negation(let inner):
            return "-" + (try swift(inner, as: want))
        case .binary(let left, let op, let right):
            return (try swift(left, as: want)) + " \(op.text) " + (try swift(right, as: want))
        }
    }

    static func number(_ text: String) -> String {
        // `.kiss` writes `1/2` as numbers divided; Swift's Double literals need no change, but a
        // number like `5` divided by `2` must not be integer division: every number is a Double.
        text.contains(".") || text.contains("e") || text.contains("E") ? text : text + ".0"
    }

    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func color(_ color: Color) -> String {
        func component(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(format: "%.0f", rounded) : String(format: "%.3f", rounded).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
        }
        return "UIColor(red: \(component(color.red)), green: \(component(color.green)), blue: \(component(color.blue)), alpha: \(component(color.alpha)))"
    }

    /// UIKit's own name for a named color (`.pink` is `.systemPink`).
    static func namedColor(_ name: String, _ color: Color) -> String {
        name == "pink" ? "UIColor.systemPink" : "UIColor.\(name)"
    }
}

/// Something `.kiss` says that the Kiss library cannot: reported, and nothing is written.
public struct ExportProblem: Error, Sendable, Hashable {
    public var message: String
    public var range: Range<Int>

    init(_ construct: String, at range: Range<Int>) {
        message = construct
        self.range = range
    }
}
