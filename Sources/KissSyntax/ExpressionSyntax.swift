/// An expression node (language §2: `expr`, `term`, `factor`).
public struct ExpressionSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind.isExpression else { return nil }
        self.node = node
    }

    public indirect enum Form: Sendable {
        /// A number, percentage, string, color, `true` or `false` token.
        case literal(SyntaxToken)
        /// A parameter or other name.
        case name(SyntaxToken)
        /// `base.member`, as in `parent.left`.
        case member(base: SyntaxToken, member: SyntaxToken?)
        /// `.case`, as in `.center`; nil when the name is missing.
        case enumCase(SyntaxToken?)
        case parenthesized(ExpressionSyntax?)
        case negation(ExpressionSyntax?)
        /// Either operand is nil when it is missing (`+ 2` in broken code).
        case binary(ExpressionSyntax?, operator: SyntaxToken, ExpressionSyntax?)
    }

    public var form: Form {
        // Literals and names, most expressions by far, need only their first token: found
        // without building the token and operand lists the other forms use.
        switch node.kind {
        case .literalExpression, .nameExpression:
            let tree = node.tree
            if let index = node.firstDirectToken(where: { !tree.tokens[$0].kind.isTrivia }) {
                let token = SyntaxToken(tree: tree, index: index)
                return node.kind == .literalExpression ? .literal(token) : .name(token)
            }
        default:
            break
        }
        let tokens = node.directTokens.filter { !$0.kind.isTrivia }
        let operands = node.childNodes.compactMap(ExpressionSyntax.init)
        switch node.kind {
        case .literalExpression:
            return .literal(tokens[0])
        case .nameExpression:
            return .name(tokens[0])
        case .memberExpression:
            return .member(base: tokens[0], member: tokens.count > 2 ? tokens[2] : nil)
        case .enumCaseExpression:
            return .enumCase(tokens.count > 1 && tokens[1].kind != .number ? tokens[1] : nil)
        case .parenthesizedExpression:
            return .parenthesized(operands.first)
        case .negationExpression:
            return .negation(operands.first)
        default:
            let operatorToken = tokens.first { [.plus, .minus, .star, .slash].contains($0.kind) }!
            let split = operatorToken.range.lowerBound
            return .binary(
                operands.first { $0.node.range.upperBound <= split },
                operator: operatorToken,
                operands.first { $0.node.range.lowerBound > split })
        }
    }
}

/// Decoding of string literal text, escapes included. Malformed escapes were
/// reported by the lexer; here they decode to their raw text.
public enum StringLiteral {
    public static func value(of literal: String) -> String {
        if let plain = literal.utf8.withContiguousStorageIfAvailable(plainValue), let plain { return plain }
        var scalars = Substring(literal).unicodeScalars[...]
        if scalars.first == "\"" || scalars.first == "\u{201C}" { scalars = scalars.dropFirst() }
        if scalars.last == "\"" || scalars.last == "\u{201D}", !scalars.isEmpty { scalars = scalars.dropLast() }
        // Most strings have no escapes: their value is their text.
        if !scalars.contains("\\") { return String(Substring(scalars)) }
        var result = String.UnicodeScalarView()
        var iterator = scalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            guard let marker = iterator.next() else {
                result.append(scalar)
                break
            }
            switch marker {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "\"": result.append("\"")
            case "\\": result.append("\\")
            case "u":
                var raw = "\\u"
                var hex = ""
                var closed = false
                while let next = iterator.next() {
                    raw.unicodeScalars.append(next)
                    if next == "}" { closed = true; break }
                    if next != "{" { hex.unicodeScalars.append(next) }
                }
                if closed, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    result.append(decoded)
                } else {
                    result.append(contentsOf: raw.unicodeScalars)
                }
            default:
                result.append(scalar)
                result.append(marker)
            }
        }
        return String(result)
    }

    /// The value of a literal without escapes, read from its UTF-8 bytes (most are such, and
    /// expanding a layout reads every label's text); nil when it has a backslash.
    private static func plainValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let quote: UInt8 = 0x22
        // “ and ” are E2 80 9C and E2 80 9D.
        func isTypographic(_ at: Int, _ last: UInt8) -> Bool {
            bytes[at] == 0xE2 && bytes[at + 1] == 0x80 && bytes[at + 2] == last
        }
        var start = 0
        var end = bytes.count
        if end > 0, bytes[0] == quote {
            start = 1
        } else if end >= 3, isTypographic(0, 0x9C) {
            start = 3
        }
        if end > start {
            if bytes[end - 1] == quote {
                end -= 1
            } else if end - start >= 3, isTypographic(end - 3, 0x9D) {
                end -= 3
            }
        }
        let value = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if value.contains(0x5C) { return nil }
        return String(decoding: value, as: UTF8.self)
    }
}
