import Foundation
import KissAnalysis

/// What the importer reads beyond one `return` and one expression per builder line: bodies
/// that are one expression (an implicit return), `if` and `for` in a builder closure, helpers
/// of a type (`Builder.nameText`), string interpolation and UIKit colours `.kiss` has no name
/// for. docs/swift-export.md, "`kisslint import --swift`".
extension Reader {
    // MARK: Implicit returns

    /// A body from `position` to `end` that is one expression and nothing else (Swift returns
    /// it without `return`): that expression; nil for anything else.
    func implicitReturn(until end: Int) -> SwiftExpr? {
        var parser = SwiftParser(tokens)
        parser.position = position
        parser.skipNewlines()
        guard let first = parser.current, parser.position < end,
              !["return", "let", "var", "if", "guard", "switch", "for", "while", "_"].contains(first.text) else { return nil }
        let expr = parser.expression()
        parser.skipNewlines()
        guard parser.position == end else { return nil }
        if case .other = expr { return nil }
        return expr
    }

    // MARK: `if` and `for` in a builder

    /// A builder closure's items as `.kiss` elements: an expression is one element, an `if`
    /// the elements of its branches, a `for` over an array literal its body once per value.
    func builderItems(_ items: [SwiftExpr], indent: Int, parent: String? = nil) -> [String] {
        var result: [String] = []
        for item in items {
            guard case .statement(let statement) = item else {
                result.append(kissElement(item, indent: indent, parent: parent))
                continue
            }
            switch statement.kind {
            case .ifStatement(_, let then, let otherwise):
                let condition = statement.conditionText
                let comment = Self.comment(condition)
                let visible = SwiftSourceMap.marker(statement.conditionToken)
                if let name = statement.conditionName, layoutParameters.contains(name) {
                    // A parameter of the layout: the items are there when it is true.
                    result += builderItems(then, indent: indent, parent: parent).map { $0 + visible + ".visible(\(name))" }
                    if let otherwise, !otherwise.isEmpty {
                        // `.kiss` has no `!`: the else branch is shown, and noted.
                        let message = "`else` of `if \(condition)` not translated (`.kiss` cannot negate a condition); its items are always shown"
                        if factoryDepth == 0 { log.cursor = statement.token }
                        note("else", message)
                        result.append(SwiftSourceMap.marker(statement.token) + "/* kisslint import: else of if \(comment): not translated, always shown */")
                        result += builderItems(otherwise, indent: indent, parent: parent)
                    }
                } else {
                    noteAt(statement, "condition `\(condition)` not translated (not a parameter of the layout); the items of both branches are always shown")
                    result.append(SwiftSourceMap.marker(statement.token) + "/* kisslint import: if \(comment): condition not translated, always shown */")
                    result += builderItems(then, indent: indent, parent: parent)
                    if let otherwise, !otherwise.isEmpty {
                        result.append(SwiftSourceMap.marker(statement.token) + "/* kisslint import: else of if \(comment) */")
                        result += builderItems(otherwise, indent: indent, parent: parent)
                    }
                }
            case .forStatement(let variable, let sequence, let sequenceText, let body):
                guard let sequence else {
                    let message = "`for \(variable.text) in \(sequenceText)` not unrolled (its sequence is not an array literal)"
                    noteAt(statement, message)
                    result.append(SwiftSourceMap.marker(statement.token) + "view /* kisslint import: \(Self.comment(message)) */")
                    continue
                }
                for value in sequence {
                    result += builderItems(body.map { $0.substituting(variable.text, with: value) }, indent: indent, parent: parent)
                }
            }
        }
        return result
    }

    /// A note at the statement's `if` or `for` (in a factory's body, at the use being read).
    func noteAt(_ statement: SwiftStatement, _ message: String) {
        guard factoryDepth == 0, statement.token < tokens.count else { return note(nil, message) }
        log.notes.append((token: statement.token, message: message))
        log.cursor = max(log.cursor, statement.token + 1)
    }

    /// Text safe inside a `/* … */` comment.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "\n", with: " ")
    }

    // MARK: Helpers of a type

    /// `Builder.nameText`: a static property of a type that makes a `TextBuilder`, read as the
    /// builder its body makes.
    func typeTextBuilder(_ expr: SwiftExpr) -> ViewInfo? {
        switch expr {
        case .member(.name(let type), let property):
            guard let factory = textBuilders[type.text + "." + property.text] else { return nil }
            return build(factory, []) { reader, expr in reader.textBuilder(expr) }
        case .call(.member(.name(let type), let method), let arguments, nil):
            guard let factory = textBuilders[type.text + "." + method.text] else { return nil }
            return build(factory, arguments) { reader, expr in reader.textBuilder(expr) }
        default: return nil
        }
    }

    /// `Builder.avatar`: a static property of a type that makes a view.
    func typeProperty(_ expr: SwiftExpr) -> ViewInfo? {
        guard case .member(.name(let type), let property) = expr, let factory = viewFactories[type.text + "." + property.text] else { return nil }
        return build(factory, []) { reader, expr in reader.viewInfo(expr) }
    }

    /// What a factory's body returns, read by `read` with its parameters bound to `arguments`.
    func build<T>(_ factory: ViewFactory, _ arguments: [(label: String?, value: SwiftExpr)], read: (Reader, SwiftExpr) -> T?) -> T? {
        let function = factory.function
        guard factoryDepth < 8, factoryBudget.spend(function.bodyEnd - function.bodyStart + 1) else { return nil }
        var body = self
        body.factoryDepth += 1
        body.callSite = callSite ?? log.cursor
        body.substitutions = function.bind(arguments, tokens: factory.source.tokens) { kissValue($0) }
        body.tokens = factory.source.tokens
        body.tokenLines = factory.source.tokenLines
        body.naturalSizes = factory.source.naturalSizes
        body.skips = [:]
        body.position = function.bodyStart
        return body.readStatements(until: function.bodyEnd, stoppingAtReturn: true, read) ?? nil
    }

    // MARK: String interpolation

    /// A string literal with each `\(name)` whose name is bound to a string (a factory's
    /// parameter) replaced by that string; another interpolation is kept as written, its `\`
    /// escaped so that the `.kiss` string is valid, and noted.
    func interpolated(_ literal: String) -> String {
        guard literal.contains("\\(") else { return literal }
        var out = ""
        var rest = Substring(literal)
        while let open = rest.range(of: "\\(") {
            // An escaped backslash before `\(` is not an interpolation.
            let before = rest[..<open.lowerBound]
            let backslashes = before.reversed().prefix { $0 == "\\" }.count
            out += before
            guard backslashes % 2 == 0, let close = rest[open.upperBound...].firstIndex(of: ")") else {
                out += rest[open]
                rest = rest[open.upperBound...]
                continue
            }
            let name = rest[open.upperBound..<close].trimmingCharacters(in: .whitespaces)
            if let value = substitutions[name] ?? constants[name], value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                out += value.dropFirst().dropLast()
            } else if let value = substitutions[name] ?? constants[name], Double(value) != nil {
                out += value
            } else {
                note(nil, "interpolation `\\(\(name))` not translated (not a parameter bound to a string); kept as written")
                out += "\\\\(" + rest[open.upperBound..<close] + ")"
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    // MARK: Colours

    /// UIKit's colours with a fixed light-mode value, as `.kiss` hex literals. The semantic and
    /// system colours adapt to dark mode; `.kiss` has one appearance, so the light one is taken:
    /// the values Apple's Human Interface Guidelines give for iOS ("Color", the system colours'
    /// and the dynamic system colours' light, default-contrast values) and the UIKit headers
    /// (UIColor.h / UIInterface.h: `darkText` is black, `lightText` white at 60 %).
    static let lightModeColors: [String: String] = [
        "darkText": "#000000", "lightText": "#FFFFFF99",
        "label": "#000000", "secondaryLabel": "#3C3C4399", "tertiaryLabel": "#3C3C434D", "quaternaryLabel": "#3C3C432E",
        "placeholderText": "#3C3C434D", "link": "#007AFF", "separator": "#3C3C434A", "opaqueSeparator": "#C6C6C8",
        "systemBackground": "#FFFFFF", "secondarySystemBackground": "#F2F2F7", "tertiarySystemBackground": "#FFFFFF",
        "systemGroupedBackground": "#F2F2F7", "secondarySystemGroupedBackground": "#FFFFFF", "tertiarySystemGroupedBackground": "#F2F2F7",
        "systemFill": "#78788033", "secondarySystemFill": "#78788029", "tertiarySystemFill": "#7676801F", "quaternarySystemFill": "#74748014",
        "systemRed": "#FF3B30", "systemOrange": "#FF9500", "systemYellow": "#FFCC00", "systemGreen": "#34C759", "systemMint": "#00C7BE",
        "systemTeal": "#30B0C7", "systemCyan": "#32ADE6", "systemBlue": "#007AFF", "systemIndigo": "#5856D6", "systemPurple": "#AF52DE",
        "systemBrown": "#A2845E", "systemGray": "#8E8E93", "systemGray2": "#AEAEB2", "systemGray3": "#C7C7CC", "systemGray4": "#D1D1D6",
        "systemGray5": "#E5E5EA", "systemGray6": "#F2F2F7",
    ]

    /// A UIKit colour name (`.red`, `UIColor.label`) as `.kiss` writes it: its `.kiss` name, its
    /// light-mode hex value, or as written when `.kiss` has neither (see `colorOrNote`).
    static func kissColor(_ name: String) -> String {
        if name == "systemPink" { return ".pink" }
        if Color.named[name] != nil { return "." + name }
        return lightModeColors[name] ?? "." + name
    }

    /// A colour value for a view's colour setting, or nil (noted) when `.kiss` cannot write it:
    /// a UIKit colour without a fixed value (`.tintColor`), an asset's colour.
    func colorOrNote(_ expr: SwiftExpr, _ text: String) -> String? {
        if Self.isColor(text) { return text }
        switch expr {
        case .implicitMember, .member(.name("UIColor"), _):
            note(factoryDepth > 0 ? nil : Self.head(expr), "colour `\(Self.describe(expr))` has no `.kiss` equivalent; left out")
            return nil
        case .call(.name("UIColor"), _, _), .call(.member(.name("UIColor"), _), _, _):
            note(factoryDepth > 0 ? nil : Self.head(expr), "colour `\(Self.describe(expr))` has no `.kiss` equivalent; left out")
            return nil
        default: return text
        }
    }
}
