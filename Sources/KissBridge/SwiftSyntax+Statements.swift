import Foundation

/// An `if` or a `for` inside a result-builder closure (`vstack { title.kiss.layout; if showBadge
/// { badge.kiss.layout } }`): the builders take these as well as expressions.
struct SwiftStatement {
    enum Kind {
        /// `if condition { then } [else { otherwise }]`; `else if` is an `else` holding one `if`.
        case ifStatement(condition: [SwiftToken], then: [SwiftExpr], otherwise: [SwiftExpr]?)
        /// `for variable in sequence { body }`; `sequence` is nil when it is not an array literal.
        case forStatement(variable: SwiftName, sequence: [SwiftExpr]?, sequenceText: String, body: [SwiftExpr])
    }

    var kind: Kind
    /// The `if` or `for` token.
    var token: Int
    /// The first token of the condition (or of the loop's variable).
    var conditionToken: Int?

    var keyword: String {
        if case .ifStatement = kind { return "if" }
        return "for"
    }

    /// The condition as written (`showBadge`, `user.isMale && !compact`).
    var conditionText: String {
        switch kind {
        case .ifStatement(let condition, _, _): return SwiftStatement.text(of: condition)
        case .forStatement(let variable, _, let sequence, _): return "\(variable.text) in \(sequence)"
        }
    }

    /// The name the condition is when it is one name alone (`if showBadge`).
    var conditionName: String? {
        guard case .ifStatement(let condition, _, _) = kind, condition.count == 1, condition[0].kind == .identifier else { return nil }
        return condition[0].text
    }

    var description: String { "\(keyword) \(conditionText) { … }" }

    /// Tokens joined as written, each run of spaces or newlines between them one space.
    static func text(of tokens: [SwiftToken]) -> String {
        var result = ""
        var previous: SwiftToken?
        for token in tokens where token.kind != .newline {
            // A space where the source has any (the tokens' byte ranges are not adjacent).
            if let previous, previous.offset + previous.length != token.offset { result += " " }
            result += token.text
            previous = token
        }
        return result
    }
}

extension SwiftParser {
    /// At `if` or `for` in a closure: the statement, or nil (nothing read) when it is not one
    /// the builders take.
    mutating func builderStatement() -> SwiftExpr? {
        guard let keyword = current, keyword.kind == .identifier, keyword.text == "if" || keyword.text == "for" else { return nil }
        let start = position
        position += 1
        if keyword.text == "if" {
            guard let statement = ifStatement(at: start) else { position = start; return nil }
            return .statement(statement)
        }
        // `for name in sequence {`
        guard let variable = current, variable.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].text == "in" else {
            position = start
            return nil
        }
        position += 2
        let sequenceStart = position
        guard let sequenceTokens = tokensBeforeBrace() else { position = start; return nil }
        let body = trailingClosure() ?? []
        let statement = SwiftStatement(
            kind: .forStatement(variable: SwiftName(variable.text, token: start + 1), sequence: Self.arrayLiteral(sequenceTokens),
                                sequenceText: SwiftStatement.text(of: sequenceTokens), body: body),
            token: start, conditionToken: sequenceStart)
        return .statement(statement)
    }

    /// After `if`: the condition, the `then` closure, and an `else` (or `else if`) if any.
    private mutating func ifStatement(at start: Int) -> SwiftStatement? {
        let conditionStart = position
        guard let condition = tokensBeforeBrace(), !condition.isEmpty else { return nil }
        let then = trailingClosure() ?? []
        var otherwise: [SwiftExpr]?
        let save = position
        skipNewlines()
        if current?.text == "else", current?.kind == .identifier {
            position += 1
            skipNewlines()
            if current?.text == "if", let nested = builderStatement() {
                otherwise = [nested]
            } else {
                otherwise = trailingClosure() ?? []
            }
        } else {
            position = save
        }
        return SwiftStatement(kind: .ifStatement(condition: condition, then: then, otherwise: otherwise), token: start, conditionToken: conditionStart)
    }

    /// The tokens up to the `{` outside brackets, which is left as the current token; nil when
    /// the line or the tokens end first.
    private mutating func tokensBeforeBrace() -> [SwiftToken]? {
        var depth = 0
        var result: [SwiftToken] = []
        while let token = current {
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "[" { depth += 1 }
                if token.text == ")" || token.text == "]" { depth -= 1 }
                if token.text == "{", depth <= 0 { return result }
                if token.text == "}" { return nil }
            }
            if token.kind == .newline, depth <= 0 { return nil }
            result.append(token)
            position += 1
        }
        return nil
    }

    /// `[a, b, c]` as its elements; nil for anything else.
    static func arrayLiteral(_ tokens: [SwiftToken]) -> [SwiftExpr]? {
        guard tokens.count >= 2, tokens.first?.text == "[", tokens.last?.text == "]" else { return nil }
        var elements: [SwiftExpr] = []
        var parser = SwiftParser(Array(tokens.dropFirst().dropLast()))
        while true {
            parser.skipNewlines()
            guard parser.current != nil else { break }
            let before = parser.position
            elements.append(parser.expression())
            parser.skipNewlines()
            if parser.eat(",") { continue }
            if parser.current != nil || parser.position == before { return nil }
        }
        // A literal with tokens kept (a token index is only valid in the whole file's tokens).
        return elements.map(Self.withoutTokens)
    }

    /// The expression with its names' tokens dropped.
    static func withoutTokens(_ expr: SwiftExpr) -> SwiftExpr {
        switch expr {
        case .name(let name): return .name(SwiftName(name.text))
        case .member(let base, let name): return .member(withoutTokens(base), SwiftName(name.text))
        case .call(let callee, let arguments, let closure):
            return .call(withoutTokens(callee), arguments.map { ($0.label, withoutTokens($0.value)) }, closure: closure?.map(withoutTokens))
        case .binary(let left, let op, let right): return .binary(withoutTokens(left), op, withoutTokens(right))
        case .negate(let inner): return .negate(withoutTokens(inner))
        default: return expr
        }
    }
}

extension SwiftExpr {
    /// The expression with the name `variable` replaced by `value` (a `for` loop unrolled).
    func substituting(_ variable: String, with value: SwiftExpr) -> SwiftExpr {
        switch self {
        case .name(let name) where name.text == variable: return value
        case .member(let base, let name): return .member(base.substituting(variable, with: value), name)
        case .call(let callee, let arguments, let closure):
            return .call(callee.substituting(variable, with: value), arguments.map { ($0.label, $0.value.substituting(variable, with: value)) },
                         closure: closure?.map { $0.substituting(variable, with: value) })
        case .binary(let left, let op, let right): return .binary(left.substituting(variable, with: value), op, right.substituting(variable, with: value))
        case .negate(let inner): return .negate(inner.substituting(variable, with: value))
        case .statement(var statement):
            switch statement.kind {
            case .ifStatement(let condition, let then, let otherwise):
                statement.kind = .ifStatement(condition: condition, then: then.map { $0.substituting(variable, with: value) },
                                              otherwise: otherwise?.map { $0.substituting(variable, with: value) })
            case .forStatement(let name, let sequence, let text, let body):
                guard name.text != variable else { return self }
                statement.kind = .forStatement(variable: name, sequence: sequence, sequenceText: text, body: body.map { $0.substituting(variable, with: value) })
            }
            return .statement(statement)
        default: return self
        }
    }
}
