import Foundation
import KissSyntax

/// The analysis settings' schema, in one place for every source of them: `.kisslint.json`
/// (which stops at the first problem) and an editor's settings (which keep what they can and
/// report the rest). Values are Foundation JSON objects (`JSONSerialization`'s kinds).
public enum SettingsSchema {
    /// A value that cannot be used: where (`previews[1].width`) and why.
    public struct Problem: Error, Sendable, Equatable {
        public var key: String
        public var message: String

        public var description: String { "\(key): \(message)" }
    }

    public static let previewKeys = ["name", "width", "height", "scale", "textSize", "textScale"]
    static let severityWords = "\"off\", \"error\", \"warning\", \"info\" or \"hint\""

    /// One entry of a `previews` array.
    public static func preview(_ item: Any, key: String) throws(Problem) -> Preview {
        guard let object = item as? [String: Any] else { throw Problem(key: key, message: "must be an object with name, width, height and scale") }
        for field in object.keys.sorted() where !previewKeys.contains(field) {
            throw Problem(key: "\(key).\(field)", message: "unknown key; a preview has name, width, height, scale, textSize and textScale")
        }
        guard let name = object["name"] as? String, !name.isEmpty else { throw Problem(key: "\(key).name", message: "must be a non-empty string") }
        func number(_ field: String, _ range: ClosedRange<Double>) throws(Problem) -> Double? {
            guard let value = object[field], !(value is NSNull) else { return nil }
            guard !(value is Bool), let number = (value as? NSNumber)?.doubleValue, range.contains(number) else {
                throw Problem(key: "\(key).\(field)", message: "must be a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
            }
            return number
        }
        var textSize: String?
        if let value = object["textSize"] {
            guard let size = value as? String, Preview.textScale(ofSize: size) != nil else {
                throw Problem(key: "\(key).textSize", message: "must be a text size category: \(Preview.textSizes.map(\.name).joined(separator: ", "))")
            }
            textSize = size
        }
        let factor = try number("textScale", 0.5...4)
        return Preview(name: name, width: try number("width", 1...100_000), height: try number("height", 1...100_000),
                       scale: try number("scale", 1...4) ?? 3, textScale: factor ?? textSize.flatMap(Preview.textScale(ofSize:)) ?? 1,
                       textSize: factor == nil ? textSize : nil)
    }

    /// A `previews` array: the previews that can be used, and a problem for each entry that
    /// cannot (or for the whole value, when it is not an array).
    public static func previews(_ value: Any, key: String = "previews") -> (previews: [Preview], problems: [Problem]) {
        guard let list = value as? [Any] else { return ([], [Problem(key: key, message: "must be an array of previews")]) }
        var previews: [Preview] = []
        var problems: [Problem] = []
        var seen: [String: Int] = [:]
        for (index, item) in list.enumerated() {
            do throws(Problem) {
                let preview = try preview(item, key: "\(key)[\(index)]")
                if let first = seen[preview.name] {
                    throw Problem(key: "\(key)[\(index)].name",
                                  message: "\"\(preview.name)\" is already the name of \(key)[\(first)]; preview names must differ (--preview picks one by name)")
                }
                seen[preview.name] = index
                previews.append(preview)
            } catch {
                problems.append(error)
            }
        }
        return (previews, problems)
    }

    /// One entry of a `rules` object.
    /// The key is a code (`K201`) or a rule's name (`no-determinable-width`), as in suppression comments.
    public static func rule(code written: String, value: Any, key: String) throws(Problem) -> (DiagnosticCode, RuleSetting) {
        let code = Suppressions.code(named: written)
        guard DiagnosticCatalogue.rule(for: code) != nil else {
            let hint = Suggestions.closest(to: written, in: DiagnosticCatalogue.rules.map(\.code.rawValue)).map { "unknown code; did you mean \($0)?" }
                ?? Suggestions.closest(to: written, in: DiagnosticCatalogue.rules.map(\.name)).map { "unknown code or rule name; did you mean \"\($0)\"?" }
            throw Problem(key: key, message: hint ?? "unknown code or rule name")
        }
        guard let text = value as? String else { throw Problem(key: key, message: "must be \(severityWords)") }
        if text == "off" { return (code, .off) }
        guard let severity = Severity(rawValue: text) else { throw Problem(key: key, message: "\"\(text)\" is not \(severityWords)") }
        return (code, .severity(severity))
    }

    /// A `rules` object: the settings that can be used, and a problem for each that cannot.
    public static func rules(_ value: Any, key: String = "rules") -> (rules: [DiagnosticCode: RuleSetting], problems: [Problem]) {
        guard let table = value as? [String: Any] else { return ([:], [Problem(key: key, message: "must be an object of codes to \(severityWords)")]) }
        var rules: [DiagnosticCode: RuleSetting] = [:]
        var problems: [Problem] = []
        var writtenAs: [DiagnosticCode: String] = [:]
        for code in table.keys.sorted() {
            do throws(Problem) {
                let (parsed, setting) = try rule(code: code, value: table[code]!, key: "\(key).\(code)")
                // A code and its rule's name are one key: which of two settings wins must not depend on their order.
                if let other = writtenAs[parsed] {
                    throw Problem(key: "\(key).\(code)", message: "sets the same rule as \"\(other)\" (\(parsed.rawValue)); keep one of them")
                }
                writtenAs[parsed] = code
                rules[parsed] = setting
            } catch {
                problems.append(error)
            }
        }
        return (rules, problems)
    }
}
