/// A resilient recursive-descent parser over the lexer's tokens (language §2).
///
/// It records a flat list of events (open a node, close it, take tokens) that
/// `SyntaxTreeBuilder` turns into the tree, in the style of rust-analyzer: the
/// parser decides structure, trivia is attached mechanically. It marks what is
/// missing or unexpected and recovers at the next sensible point — one mistake,
/// one diagnostic. Recursion is bounded by `maximumDepth`; deeper input is
/// skipped iteratively with its own diagnostic, so no input overflows the stack.
struct Parser {
    /// Nesting of blocks, lists and parentheses the parser follows. Real layouts
    /// nest a few dozen levels; this keeps the recursion well inside a 512 KB
    /// thread stack.
    static let maximumDepth = 160

    static func parse(_ source: [UInt8]) -> SyntaxTree {
        let parts = parts(of: source)
        return SyntaxTree(source: source, tokens: parts.tokens, nodes: parts.nodes, diagnostics: parts.diagnostics)
    }

    /// What a tree is made of, before it is one.
    struct Parts {
        var tokens: [Token]
        var nodes: [SyntaxTree.NodeRecord]
        var diagnostics: [Diagnostic]
    }

    /// The parts of `source`'s tree; `capacityFactor` times the room they need, so that more
    /// can be appended in place (the first half of a split parse).
    static func parts(of source: [UInt8], capacityFactor: Int = 1) -> Parts {
        let lexed = Lexer.tokenize(source, capacityFor: source.count * capacityFactor)
        var parser = Parser(source: source, tokens: lexed.tokens)
        parser.parseSourceFile()
        let nodes = SyntaxTreeBuilder.build(events: parser.events, tokenCount: lexed.tokens.count, capacityFactor: capacityFactor)
        var diagnostics = lexed.diagnostics + parser.diagnostics
        diagnostics.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        return Parts(tokens: lexed.tokens, nodes: nodes, diagnostics: diagnostics)
    }

    private let source: [UInt8]
    private let tokens: [Token]
    /// Index of the current significant (non-trivia) token.
    private var position = 0
    /// Tokens before this index have been placed by an event.
    private var placed = 0
    private(set) var events: [ParseEvent] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var depth = 0
    private var reportedDepth = false
    private var lastDiagnosticOffset = -1
    /// Significant tokens taken so far, and the count before which reports are
    /// held back as likely cascades of the last one (yacc's three-token rule,
    /// reset at each declaration and at each element that starts a line).
    private var taken = 0
    private var quietUntil = 0

    private init(source: [UInt8], tokens: [Token]) {
        self.source = source
        self.tokens = tokens
        events.reserveCapacity(tokens.count)
        position = nextSignificant(from: 0)
    }

    // MARK: - Token cursor

    private func nextSignificant(from index: Int) -> Int {
        var index = index
        while index < tokens.count - 1, tokens[index].kind.isTrivia { index += 1 }
        return index
    }

    private var current: Token { tokens[position] }
    private var kind: TokenKind { tokens[position].kind }
    private var atEnd: Bool { kind == .endOfFile }

    /// The kind of the significant token after the current one.
    private var nextKind: TokenKind {
        guard position + 1 < tokens.count else { return .endOfFile }
        return tokens[nextSignificant(from: position + 1)].kind
    }

    private func text(_ token: Token) -> String {
        source.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[token.range]), as: UTF8.self) }
    }

    private var previousSignificant: Int? {
        var index = position - 1
        while index >= 0, tokens[index].kind.isTrivia { index -= 1 }
        return index >= 0 ? index : nil
    }

    /// End of the last significant token before the current one: where a
    /// missing token would be written.
    private var previousEnd: Int {
        previousSignificant.map { tokens[$0].end } ?? 0
    }

    /// How the current token is named in a message: its text when short.
    private var found: String {
        switch kind {
        case .identifier, .number, .percentage, .color:
            let spelled = text(current)
            return spelled.count <= 24 ? "`\(spelled)`" : kind.displayName
        default:
            return kind.displayName
        }
    }

    // MARK: - Events

    private mutating func placeTrivia() {
        if placed < position {
            events.append(.advance(to: position))
            placed = position
        }
    }

    private mutating func open(_ kind: NodeKind) {
        placeTrivia()
        events.append(.open(kind))
    }

    /// A position to wrap already-parsed nodes into a new parent later.
    private mutating func checkpoint() -> Int {
        placeTrivia()
        return events.count
    }

    private mutating func open(_ kind: NodeKind, at checkpoint: Int) {
        events.insert(.open(kind), at: checkpoint)
    }

    private mutating func close() {
        events.append(.close)
    }

    private mutating func bump() {
        guard !atEnd else { return }
        events.append(.advance(to: position + 1))
        placed = position + 1
        taken += 1
        position = nextSignificant(from: position + 1)
    }

    @discardableResult
    private mutating func eat(_ kind: TokenKind) -> Bool {
        guard self.kind == kind else { return false }
        bump()
        return true
    }

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, at range: Range<Int>,
        related: [RelatedLocation] = [], fixes: [FixIt] = []
    ) {
        // A second report at the same place is a cascade of the first, and so
        // is a report next to a token the lexer already found malformed.
        let cascade = taken < quietUntil || range.lowerBound == lastDiagnosticOffset || current.isMalformed
            || (position > 0 && tokens[position - 1].isMalformed)
            || (previousSignificant.map { tokens[$0].isMalformed } ?? false)
        quietUntil = taken + 3
        guard !cascade else { return }
        lastDiagnosticOffset = range.lowerBound
        diagnostics.append(Diagnostic(code: code, message: message, range: range, related: related, fixes: fixes))
    }

    private mutating func reportHere(_ code: DiagnosticCode, _ message: String) {
        report(code, message, at: atEnd ? previousEnd..<previousEnd : current.range)
    }

    /// Reports something missing after the previous token ("expected a name
    /// after `layout`") on that token, which is where the reader looks.
    private mutating func reportAfterPrevious(_ code: DiagnosticCode, _ message: String) {
        report(code, message, at: previousSignificant.map { tokens[$0].range } ?? 0..<0)
    }

    /// Tokens where an open block or list gives up: the file ends or a new
    /// declaration starts.
    private var atRecoveryPoint: Bool {
        atEnd || kind.startsDeclaration
    }

    // MARK: - Declarations

    private mutating func parseSourceFile() {
        // The file node starts at token 0 so that leading trivia is inside it.
        events.append(.open(.sourceFile))
        while !atEnd {
            quietUntil = 0
            switch kind {
            case .importKeyword: parseImport()
            case .previewKeyword: parsePreview()
            case .layoutKeyword: parseLayout()
            case .identifier:
                open(.error)
                report(.expectedDeclaration, "element `\(text(current))` is outside any layout; put it inside `layout Name { … }`", at: current.range)
                parseElement()
                close()
            default:
                open(.error)
                if kind == .rightBrace {
                    reportHere(.unexpectedToken, "unexpected `}`: there is no open `{` for it to close")
                } else {
                    reportHere(.expectedDeclaration, "expected `layout`, `preview` or `import`, found \(found)")
                }
                bump()
                while !atEnd, !kind.startsDeclaration, kind != .identifier { bump() }
                close()
            }
        }
        events.append(.advance(to: tokens.count))
        placed = tokens.count
        close()
    }

    private mutating func parseImport() {
        open(.importDeclaration)
        bump()
        if !eat(.string) {
            reportAfterPrevious(.expectedToken, "expected the path of a .kiss file in quotes after `import`, as in `import \"Tags.kiss\"`")
            skipToLineEnd()
        }
        close()
    }

    private mutating func parsePreview() {
        open(.previewDeclaration)
        bump()
        if !eat(.identifier) {
            reportAfterPrevious(.expectedName, "expected the preview's name after `preview`, as in `preview phone(width: 390)`")
        }
        if kind == .leftParen {
            parseList(.argumentList)
        } else {
            reportAfterPrevious(.expectedToken, "expected `(` with the preview's size, as in `preview phone(width: 390, height: 844)`")
            skipToLineEnd()
        }
        close()
    }

    private mutating func parseLayout() {
        open(.layoutDeclaration)
        bump()
        var name = "this layout"
        if kind == .identifier {
            name = "`\(text(current))`"
            bump()
        } else {
            reportAfterPrevious(.expectedName, "expected the layout's name after `layout`, as in `layout ProfileCard { … }`")
            if kind != .leftParen, kind != .leftBrace, !atRecoveryPoint, !current.startsLine { bump() }
        }
        if kind == .leftParen {
            parseList(.parameterList)
        }
        if kind == .leftBrace {
            let braceRange = current.range
            let roots = parseBlock()
            if roots.isEmpty {
                report(.layoutRootCount, "layout \(name) has no root element; add one, e.g. `vstack { … }`", at: braceRange)
            } else if roots.count > 1 {
                report(
                    .layoutRootCount,
                    "layout \(name) has \(roots.count) root elements but holds exactly one; wrap them in a `vstack { … }` or an `hstack { … }`",
                    at: roots[1],
                    related: [RelatedLocation(range: roots[0], message: "the first root element")])
            }
        } else {
            reportAfterPrevious(.expectedToken, "expected `{` and the root element of layout \(name)")
        }
        close()
    }

    private mutating func skipToLineEnd() {
        guard !atRecoveryPoint, !current.startsLine else { return }
        open(.error)
        while !atRecoveryPoint, !current.startsLine { bump() }
        close()
    }

    // MARK: - Elements

    /// Parses `{ element* }` and returns the head ranges of the elements in it.
    @discardableResult
    private mutating func parseBlock() -> [Range<Int>] {
        guard enterNesting() else { return [] }
        defer { depth -= 1 }
        open(.block)
        let brace = current
        bump()
        var heads: [Range<Int>] = []
        while true {
            switch kind {
            case .rightBrace:
                bump()
                close()
                return heads
            case .identifier:
                if current.startsLine { quietUntil = 0 }
                heads.append(current.range)
                parseElement()
            case .dot:
                open(.error)
                let modifierName = nextKind == .identifier ? "`.\(text(tokens[nextSignificant(from: position + 1)]))`" : "this modifier"
                reportHere(.expectedElement, "\(modifierName) has no element before it; a modifier follows an element, as in `label(\"Hi\").grow(1)`")
                while kind == .dot { parseModifier() }
                close()
            default:
                if atRecoveryPoint {
                    let end = previousEnd
                    report(
                        .missingBrace, "this `{` is never closed; add `}` to end the block",
                        at: brace.range,
                        related: [RelatedLocation(range: end..<end, message: "the block should end here")],
                        fixes: [FixIt(message: "Insert `}`", edits: [TextEdit(range: end..<end, replacement: "\n}")], isSafe: false)])
                    close()
                    return heads
                }
                open(.error)
                reportHere(.unexpectedToken, "unexpected \(found) in a block; expected an element or `}`")
                skipBalanced { parser in
                    [.identifier, .rightBrace, .dot].contains(parser.kind)
                }
                close()
            }
        }
    }

    private mutating func parseElement() {
        open(.element)
        bump()
        if kind == .leftParen {
            parseList(.argumentList)
        }
        if kind == .leftBrace {
            parseBlock()
        }
        while kind == .dot {
            parseModifier()
        }
        close()
    }

    private mutating func parseModifier() {
        open(.modifier)
        bump()
        if isWord(kind), !current.startsLine {
            bump()
        } else {
            reportAfterPrevious(.expectedName, "expected a modifier name after `.`, as in `.padding(8)`")
        }
        if kind == .leftParen {
            parseList(.argumentList)
        }
        if kind == .leftBrace {
            parseBlock()
        }
        close()
    }

    private func isWord(_ kind: TokenKind) -> Bool {
        kind == .identifier || kind.isKeyword
    }

    // MARK: - Lists

    /// Parses `( item, item, … )` for argument and parameter lists.
    private mutating func parseList(_ listKind: NodeKind) {
        guard enterNesting() else { return }
        defer { depth -= 1 }
        open(listKind)
        let paren = current
        bump()
        while true {
            if eat(.rightParen) { break }
            if atRecoveryPoint || kind == .leftBrace || kind == .rightBrace || startsElementOnNewLine {
                reportMissingParen(paren)
                break
            }
            if kind == .comma {
                reportHere(.expectedExpression, listKind == .argumentList ? "expected an argument before `,`" : "expected a parameter before `,`")
                bump()
                continue
            }
            if listKind == .argumentList { parseArgument() } else { parseParameter() }
            if eat(.comma) { continue }
            if kind == .rightParen { continue }
            if atRecoveryPoint || kind == .leftBrace || kind == .rightBrace || current.startsLine {
                reportMissingParen(paren)
                break
            }
            if canStartExpression(kind) {
                let end = previousEnd
                report(
                    .missingComma, "expected `,` between \(listKind == .argumentList ? "arguments" : "parameters")",
                    at: end..<end,
                    fixes: [FixIt(message: "Insert `,`", edits: [TextEdit(range: end..<end, replacement: ",")], isSafe: false)])
                continue
            }
            open(.error)
            reportHere(.unexpectedToken, "unexpected \(found); expected `,` or `)`")
            bump()
            close()
        }
        close()
    }

    private mutating func reportMissingParen(_ paren: Token) {
        let end = previousEnd
        report(
            .missingParen, "this `(` is never closed; add `)` to end the list",
            at: paren.range,
            related: [RelatedLocation(range: end..<end, message: "the list should end here")],
            fixes: [FixIt(message: "Insert `)`", edits: [TextEdit(range: end..<end, replacement: ")")], isSafe: false)])
    }

    private mutating func parseArgument() {
        open(.argument)
        if isWord(kind), nextKind == .colon {
            let label = text(current)
            bump()
            bump()
            // `font:` and then the next element on its own line: the value is missing, and the
            // list ends here, so the element is read as an element.
            if startsElementOnNewLine {
                reportAfterPrevious(.expectedExpression, "expected a value for `\(label):`, and `)` to end the list")
                close()
                return
            }
        }
        parseExpression()
        close()
    }

    /// A name at the start of a line followed by `{` or `(` begins an element (`hstack {`,
    /// `label(`): no value is written that way, so an argument list still open there was
    /// left unclosed, and ends before it rather than swallowing the element.
    private var startsElementOnNewLine: Bool {
        current.startsLine && isWord(kind) && (nextKind == .leftBrace || nextKind == .leftParen)
    }

    private mutating func parseParameter() {
        open(.parameter)
        if kind == .identifier {
            let name = text(current)
            bump()
            if eat(.colon) {
                parseExpression()
            } else {
                reportAfterPrevious(
                    .expectedToken, "parameter `\(name)` needs a default value, as in `\(name): 0`; its type comes from the default")
            }
        } else {
            reportHere(.expectedName, "expected a parameter name, found \(found)")
            if !isListStop { bump() }
        }
        close()
    }

    private var isListStop: Bool {
        atRecoveryPoint || [.comma, .rightParen, .leftBrace, .rightBrace].contains(kind)
    }

    // MARK: - Expressions

    private func canStartExpression(_ kind: TokenKind) -> Bool {
        switch kind {
        case .number, .percentage, .string, .color, .trueKeyword, .falseKeyword, .dot, .identifier, .leftParen, .minus:
            return true
        default:
            return false
        }
    }

    private mutating func parseExpression() {
        parseLeftAssociative(.plus, .minus) { $0.parseTerm() }
    }

    private mutating func parseTerm() {
        parseLeftAssociative(.star, .slash) { $0.parseFactor() }
    }

    /// `operand (op operand)*`, each operator wrapping what came before it in a binary
    /// expression. Each operator nests that expression one level deeper in the tree, so a long
    /// chain counts towards the nesting limit like brackets do: every pass over the tree may
    /// then recurse safely.
    private mutating func parseLeftAssociative(_ first: TokenKind, _ second: TokenKind, operand: (inout Parser) -> Void) {
        let start = checkpoint()
        operand(&self)
        var operators = 0
        defer { depth -= operators }
        while kind == first || kind == second {
            guard enterNesting(.operators) else { return }
            operators += 1
            open(.binaryExpression, at: start)
            bump()
            operand(&self)
            close()
        }
    }

    private mutating func parseFactor() {
        switch kind {
        case .number, .percentage, .string, .color, .trueKeyword, .falseKeyword:
            open(.literalExpression)
            bump()
            close()
        case .dot:
            open(.enumCaseExpression)
            bump()
            if isWord(kind), !current.startsLine {
                bump()
            } else if kind == .number {
                reportHere(.malformedNumber, "write a leading zero: `0.\(text(current))`")
                bump()
            } else {
                reportAfterPrevious(.expectedName, "expected a name after `.`, as in `.center`")
            }
            close()
        case .identifier:
            if nextKind == .dot {
                open(.memberExpression)
                bump()
                bump()
                if isWord(kind), !current.startsLine {
                    bump()
                } else {
                    reportAfterPrevious(.expectedName, "expected a name after `.`, as in `parent.left`")
                }
                close()
            } else {
                open(.nameExpression)
                bump()
                close()
            }
        case .leftParen:
            guard enterNesting() else { return }
            defer { depth -= 1 }
            open(.parenthesizedExpression)
            let paren = current
            bump()
            parseExpression()
            if !eat(.rightParen) {
                reportMissingParen(paren)
            }
            close()
        case .minus:
            guard enterNesting() else { return }
            defer { depth -= 1 }
            open(.negationExpression)
            bump()
            parseFactor()
            close()
        default:
            reportHere(.expectedExpression, "expected a value, found \(found)")
            if !isListStop, !current.startsLine {
                open(.error)
                bump()
                close()
            }
        }
    }

    // MARK: - Recovery

    private enum Nesting {
        case brackets, operators
    }

    /// Enters one more level of nesting, or, past the limit, skips the whole
    /// construct at the cursor without recursing and returns false.
    private mutating func enterNesting(_ nesting: Nesting = .brackets) -> Bool {
        if depth < Parser.maximumDepth {
            depth += 1
            return true
        }
        open(.error)
        if !reportedDepth {
            reportedDepth = true
            switch nesting {
            case .brackets:
                reportHere(.nestingTooDeep, "nesting deeper than \(Parser.maximumDepth) levels; the parser skips what is nested further. Split the layout into named layouts")
            case .operators:
                reportHere(.nestingTooDeep, "an expression more than \(Parser.maximumDepth) operators and brackets deep; the parser skips the rest of it. Write the value it adds up to")
            }
        }
        skipBalanced { parser in
            [.comma, .rightParen, .rightBrace].contains(parser.kind) || parser.current.startsLine
        }
        close()
        return false
    }

    /// Takes tokens, keeping `{}` and `()` balanced, until `stop` holds outside
    /// any bracket the skip opened, a `}` closes a block the skip did not open,
    /// or a declaration starts a line. Takes at least one token. Iterative, so
    /// any depth of brackets is fine.
    private mutating func skipBalanced(until stop: (Parser) -> Bool) {
        var openers: [TokenKind] = []
        var first = true
        while !atEnd {
            if !first, kind.startsDeclaration, current.startsLine { return }
            if openers.isEmpty, !first, stop(self) { return }
            switch kind {
            case .leftBrace, .leftParen:
                openers.append(kind)
            case .rightParen:
                if openers.last == .leftParen {
                    openers.removeLast()
                    if openers.isEmpty, !first {
                        bump()
                        return
                    }
                }
            case .rightBrace:
                // A `}` closes the innermost `{` the skip opened, and any `(`
                // left open inside it; with none, it closes an outer block.
                guard let brace = openers.lastIndex(of: .leftBrace) else {
                    if first { break }
                    return
                }
                openers.removeSubrange(brace...)
                if openers.isEmpty {
                    bump()
                    return
                }
            default:
                break
            }
            bump()
            first = false
        }
    }
}

/// One step of the parse, replayed by `SyntaxTreeBuilder`.
enum ParseEvent: Sendable {
    case open(NodeKind)
    case close
    /// Every token before this index belongs to the node open at this point.
    case advance(to: Int)
}
