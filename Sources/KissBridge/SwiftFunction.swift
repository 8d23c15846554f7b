/// A `func` declaration as the importer needs it: its parameters, what it returns and where
/// its body is. Layout functions (`func rowLayout(…) -> HStackLayout`) become layouts; functions
/// that make a view (`private func label(_ text: String, _ color: UIColor) -> UILabel { … }`)
/// are read at each call as the view their body makes from the call's arguments.
struct SwiftFunction {
    struct Parameter {
        /// The argument label a call writes (nil for `_`).
        var label: String?
        /// The name the body uses.
        var name: String
        /// The type's first word (`String`, `UIColor`).
        var type: String?
        /// Where the default value starts, if there is one.
        var defaultAt: Int?
    }

    var name: String
    var parameters: [Parameter] = []
    /// The type after `->` (a `Kiss.` prefix dropped), nil when it returns nothing.
    var returnType: String?
    /// The body's first token (after `{`) and its closing `}`.
    var bodyStart: Int
    var bodyEnd: Int

    /// The return types that make a function a view factory.
    static let viewTypes: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UISwitch", "UISlider", "UIProgressView", "UIStepper",
        "UITextField", "UIActivityIndicatorView", "UITextView",
        // Views a layout places but does not size by their content: `view` (their `sizeThatFits`
        // answers their current size, zero until laid out, as a plain UIView's does).
        "UIScrollView", "UICollectionView", "UITableView",
    ]

    var makesView: Bool { returnType.map(Self.viewTypes.contains) ?? false }

    /// The function declared by `func` at `index`; nil without a parameter list or a body.
    init?(_ tokens: [SwiftToken], from index: Int) {
        guard index + 1 < tokens.count else { return nil }
        name = tokens[index + 1].text
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
            let type = piece[(colon + 1)...].first.map { tokens[$0].text }
            parameters.append(Parameter(label: label == "_" ? nil : label, name: name.text, type: type, defaultAt: equals.map { $0 + 1 }))
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
        // `-> [Kiss.]Type` (after `throws` and the like), then the body.
        while cursor < tokens.count, tokens[cursor].text != "{" {
            if tokens[cursor].text == "->", returnType == nil {
                var type = cursor + 1
                while type < tokens.count, tokens[type].kind == .newline { type += 1 }
                if type + 2 < tokens.count, tokens[type].text == "Kiss", tokens[type + 1].text == "." { type += 2 }
                if type < tokens.count { returnType = tokens[type].text }
            }
            cursor += 1
        }
        guard cursor < tokens.count else { return nil }
        let start = cursor + 1
        guard let end = Self.closingBrace(of: cursor, in: tokens) else { return nil }
        cursor = end
        self.parameters = parameters
        bodyStart = start
        bodyEnd = cursor
    }

    /// The index of the `}` that closes the block whose `{` is at `open` or after it, at the
    /// same depth; nil when the tokens end first.
    static func closingBrace(of open: Int, in tokens: [SwiftToken]) -> Int? {
        guard open < tokens.count else { return nil }
        var braces = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if tokens[index].text == "{" { braces += 1 }
            if tokens[index].text == "}" {
                braces -= 1
                if braces == 0 { return index }
            }
        }
        return nil
    }

    /// A computed property, `var name: Type { … }` at `index` (the `var`), as a function
    /// without parameters; nil for a stored one.
    init?(property tokens: [SwiftToken], from index: Int) {
        guard index + 4 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].text == ":" else { return nil }
        name = tokens[index + 1].text
        var cursor = index + 3
        // `some UIViewLayout`: the type after `some`.
        if cursor + 1 < tokens.count, tokens[cursor].text == "some" || tokens[cursor].text == "any" { cursor += 1 }
        if cursor + 2 < tokens.count, tokens[cursor].text == "Kiss", tokens[cursor + 1].text == "." { cursor += 2 }
        returnType = tokens[cursor].text
        cursor += 1
        while cursor < tokens.count, tokens[cursor].text == "?" || tokens[cursor].text == "!" { cursor += 1 }
        guard cursor < tokens.count, tokens[cursor].text == "{" else { return nil }
        bodyStart = cursor + 1
        guard let end = Self.closingBrace(of: cursor, in: tokens) else { return nil }
        cursor = end
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
