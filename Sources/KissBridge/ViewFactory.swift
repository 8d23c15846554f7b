/// A Swift function that makes a view, as Kiss sample code writes them:
/// `private func label(_ text: String, _ color: UIColor) -> UILabel { … return label }`.
/// The importer reads a call of one as the view its body makes from the call's arguments.
struct ViewFactory {
    struct Parameter {
        /// The argument label a call writes (nil for `_`).
        var label: String?
        /// The name the body uses.
        var name: String
        /// Where the default value starts, if there is one.
        var defaultAt: Int?
    }

    var parameters: [Parameter] = []
    /// The body's first token (after `{`) and its closing `}`.
    var bodyStart: Int
    var bodyEnd: Int

    /// The return types that make a function a view factory.
    static let viewTypes: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UISwitch", "UISlider", "UIProgressView", "UIStepper",
        "UITextField", "UIActivityIndicatorView",
    ]

    /// The factory declared by `func` at `index`, if it returns a UIKit view.
    init?(_ tokens: [SwiftToken], from index: Int) {
        var cursor = index + 2
        guard cursor < tokens.count, tokens[cursor].text == "(" else { return nil }
        // Parameters: `[label] name: Type [= default]`, separated by commas at depth 1.
        var depth = 0
        var piece: [Int] = []
        var parameters: [Parameter] = []
        func finish() {
            guard let colon = piece.firstIndex(where: { tokens[$0].text == ":" }) else { return }
            let names = piece[..<colon].map { tokens[$0] }.filter { $0.kind == .identifier }
            guard let name = names.last else { return }
            let label = names.count > 1 ? names[0].text : name.text
            let equals = piece[colon...].first { tokens[$0].text == "=" }
            parameters.append(Parameter(label: label == "_" ? nil : label, name: name.text, defaultAt: equals.map { $0 + 1 }))
        }
        while cursor < tokens.count {
            let text = tokens[cursor].text
            if tokens[cursor].kind == .punctuation, text == "(" || text == "[" { depth += 1; if depth == 1 { cursor += 1; continue } }
            if tokens[cursor].kind == .punctuation, text == ")" || text == "]" {
                depth -= 1
                if depth == 0 { finish(); break }
            }
            if depth == 1, text == ",", tokens[cursor].kind == .punctuation { finish(); piece = [] } else if tokens[cursor].kind != .newline { piece.append(cursor) }
            cursor += 1
        }
        // `-> Type {`
        cursor += 1
        while cursor < tokens.count, tokens[cursor].kind == .newline { cursor += 1 }
        guard cursor + 1 < tokens.count, tokens[cursor].text == "->", Self.viewTypes.contains(tokens[cursor + 1].text) else { return nil }
        while cursor < tokens.count, tokens[cursor].text != "{" { cursor += 1 }
        guard cursor < tokens.count else { return nil }
        let start = cursor + 1
        var braces = 0
        while cursor < tokens.count {
            if tokens[cursor].kind == .punctuation, tokens[cursor].text == "{" { braces += 1 }
            if tokens[cursor].kind == .punctuation, tokens[cursor].text == "}" {
                braces -= 1
                if braces == 0 { break }
            }
            cursor += 1
        }
        guard cursor < tokens.count else { return nil }
        self.parameters = parameters
        bodyStart = start
        bodyEnd = cursor
    }

    /// The parameters' `.kiss` values for a call: labelled arguments by label, the others in
    /// order, defaults for what the call leaves out.
    func bind(_ arguments: [(label: String?, value: SwiftExpr)], tokens: [SwiftToken], value: (SwiftExpr) -> String) -> [String: String] {
        var result: [String: String] = [:]
        var positional = arguments.filter { $0.label == nil }.makeIterator()
        for parameter in parameters {
            if let label = parameter.label {
                if let argument = arguments.first(where: { $0.label == label }) { result[parameter.name] = value(argument.value); continue }
            } else if let argument = positional.next() {
                result[parameter.name] = value(argument.value)
                continue
            }
            if let start = parameter.defaultAt {
                var parser = SwiftParser(tokens)
                parser.position = start
                result[parameter.name] = value(parser.expression())
            }
        }
        return result
    }
}
