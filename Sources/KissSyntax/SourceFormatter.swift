/// The one canonical layout of a `.kiss` file (docs/formatting.md): two-space indentation,
/// one element per line with its modifier chain on the same line (or, where the author broke
/// the chain before a modifier, continued one level deeper), `{` on the element's line and
/// `}` on a line of its own followed by the modifiers written after the block, single
/// spaces after `,` and `:` and around `+` and `-` (`1/2` stays tight), none inside brackets, at most one
/// blank line kept where there were some, a blank line before each layout, and every
/// comment kept (a comment on a line of its own stays on a line of its own; one after code
/// stays after it).
///
/// The formatter only moves whitespace: it refuses a text with syntax errors, and checks
/// that its output has the very same tokens (comments included) in the same order.
public enum SourceFormatter {
    public enum Refusal: Error, Sendable, Equatable {
        /// The text has syntax errors; it is formatted once they are fixed.
        case syntaxErrors
        /// The formatted text would not have the same tokens (a bug in the formatter: the
        /// text is left alone rather than changed in meaning).
        case tokensWouldChange
    }

    /// A formatted text, and where each significant token of the input starts and ends in it.
    public struct Output: Sendable {
        public var text: [UInt8]
        /// By input token index (trivia tokens other than comments have none).
        public var tokenRanges: [Int: Range<Int>]
    }

    public static let indentUnit = "  "

    public static func format(_ source: [UInt8]) throws(Refusal) -> Output {
        let tree = SyntaxTree.parse(source)
        return try format(tree)
    }

    public static func format(_ tree: SyntaxTree) throws(Refusal) -> Output {
        guard !tree.diagnostics.contains(where: { $0.severity == .error }) else { throw .syntaxErrors }
        let output = Printer(tree: tree).print()
        guard Self.significantTokens(of: SyntaxTree.parse(output.text)) == Self.significantTokens(of: tree) else {
            throw .tokensWouldChange
        }
        return output
    }

    /// The smallest edits that turn the input into its formatted text (nil range: the whole
    /// text, as one edit). With a range, only what lies inside it: the formatter only moves
    /// whitespace, so the text between each two tokens is compared on its own, and an edit is
    /// kept when every byte it replaces is inside the range (an insertion may sit on either
    /// edge). Applying a subset of these leaves the same tokens, and every byte outside the
    /// range is left as it was — what an editor's "format selection" promises. An empty range
    /// (a cursor) stands for its line.
    public static func edits(_ source: [UInt8], in range: Range<Int>? = nil) throws(Refusal) -> [TextEdit] {
        let tree = SyntaxTree.parse(source)
        let output = try format(tree)
        guard var range else {
            guard source != output.text else { return [] }
            return [TextEdit.smallest(from: source, to: output.text)]
        }
        if range.isEmpty {
            var (start, end) = (min(range.lowerBound, source.count), min(range.lowerBound, source.count))
            while start > 0, source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
            range = start..<end
        }
        var edits: [TextEdit] = []
        func compare(_ old: Range<Int>, _ new: Range<Int>) {
            let before = source[old], after = output.text[new]
            guard !before.elementsEqual(after) else { return }
            var edit = TextEdit.smallest(from: Array(before), to: Array(after))
            edit.range = (edit.range.lowerBound + old.lowerBound)..<(edit.range.upperBound + old.lowerBound)
            if edit.range.lowerBound >= range.lowerBound, edit.range.upperBound <= range.upperBound { edits.append(edit) }
        }
        var (sourceEnd, outputEnd) = (0, 0)
        for index in tree.tokens.indices {
            guard let placed = output.tokenRanges[index] else { continue }
            let token = tree.tokens[index]
            guard token.end > sourceEnd || Int(token.start) >= sourceEnd else { continue }
            compare(sourceEnd..<Int(token.start), outputEnd..<placed.lowerBound)
            compare(Int(token.start)..<token.end, placed)
            (sourceEnd, outputEnd) = (token.end, placed.upperBound)
        }
        compare(sourceEnd..<source.count, outputEnd..<output.text.count)
        return edits
    }

    static func significantTokens(of tree: SyntaxTree) -> [String] {
        tree.tokens.compactMap { token in
            switch token.kind {
            case .whitespace, .newline, .endOfFile, .byteOrderMark: return nil
            case .lineComment, .docComment:
                // A comment's own trailing spaces are not its content.
                var text = tree.text(token.range)
                while text.last == " " || text.last == "\t" || text.last == "\r" { text.removeLast() }
                return text
            default: return tree.text(token.range)
            }
        }
    }
}

extension TextEdit {
    /// One edit replacing what differs between two texts (their common start and end kept),
    /// at whole UTF-8 characters.
    public static func smallest(from old: [UInt8], to new: [UInt8]) -> TextEdit {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Not inside a character: continuation bytes are 10xxxxxx.
        while prefix > 0, prefix < old.count, old[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        while suffix > 0, old[old.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        return TextEdit(range: prefix..<(old.count - suffix), replacement: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))
    }
}

/// The token walk behind `SourceFormatter`: each significant token is written after the break
/// or space its place calls for, decided from the token before it and the syntax around it.
private struct Printer {
    let tree: SyntaxTree
    /// First tokens of elements inside blocks, of top-level declarations.
    private var elementStarts = Set<Int>()
    private var declarationStarts: [Int: NodeKind] = [:]
    /// Braces of blocks, and whether the block holds anything but trivia.
    private var blockOpens: [Int: Bool] = [:]
    private var blockCloses: [Int: Bool] = [:]
    private var unaryMinus = Set<Int>()
    /// `+` and `-` between operands: spaced. `*`, `/` and `%` are written tight (`1/2`).
    private var spacedOperators = Set<Int>()
    private var tightOperators = Set<Int>()
    /// The `.` that starts each modifier: a line break written before one is kept.
    private var modifierDots = Set<Int>()

    init(tree: SyntaxTree) {
        self.tree = tree
        let tokens = tree.tokens
        func firstSignificant(_ node: SyntaxNode) -> Int? {
            node.tokenRange.first { !tokens[$0].kind.isTrivia }
        }
        for index in 0..<tree.nodeCount {
            let node = SyntaxNode(tree: tree, index: index)
            switch node.kind {
            case .element:
                if node.parent?.kind == .block, let first = firstSignificant(node) { elementStarts.insert(first) }
            case .importDeclaration, .previewDeclaration, .layoutDeclaration:
                if let first = firstSignificant(node) { declarationStarts[first] = node.kind }
            case .block:
                let open = node.token(.leftBrace)?.index
                let close = node.token(.rightBrace)?.index
                let hasContent = node.tokenRange.contains { index in
                    index != open && index != close && tokens[index].kind != .whitespace && tokens[index].kind != .newline
                }
                if let open { blockOpens[open] = hasContent }
                if let close { blockCloses[close] = hasContent }
            case .negationExpression:
                if let first = firstSignificant(node) { unaryMinus.insert(first) }
            case .binaryExpression:
                for token in node.directTokens {
                    if token.kind == .plus || token.kind == .minus { spacedOperators.insert(token.index) }
                    if token.kind == .star || token.kind == .slash || token.kind == .percent { tightOperators.insert(token.index) }
                }
            case .modifier:
                if let first = firstSignificant(node), tokens[first].kind == .dot { modifierDots.insert(first) }
            default:
                break
            }
        }
    }

    func print() -> SourceFormatter.Output {
        let tokens = tree.tokens
        var out: [UInt8] = []
        var ranges: [Int: Range<Int>] = [:]
        var depth = 0
        /// The indentation of the line each open block began on: its body is one level deeper
        /// and its `}` back at it, also when a modifier chain broke the line (`.overlay {`).
        var blockIndents: [Int] = []
        var lineIndent = 0
        var bodyIndent: Int { blockIndents.last.map { $0 + 1 } ?? 0 }
        /// Depth of open brackets `(`: a line broken inside them (after a comment) is continued deeper.
        var brackets = 0
        var previous: Int?
        var newlinesSince = 0
        var atLineStart = true

        func write(_ text: String) { out.append(contentsOf: Array(text.utf8)) }
        func newline(blank: Bool) {
            if out.isEmpty { return }
            while out.last == UInt8(ascii: " ") { out.removeLast() }
            write(blank ? "\n\n" : "\n")
            atLineStart = true
        }
        func indent(_ level: Int) {
            write(String(repeating: SourceFormatter.indentUnit, count: max(0, level)))
            if atLineStart { lineIndent = max(0, level) }
            atLineStart = false
        }

        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .whitespace, .byteOrderMark, .endOfFile:
                continue
            case .newline:
                newlinesSince += 1
                continue
            default:
                break
            }
            let kind = token.kind
            let blankBefore = newlinesSince >= 2
            let onOwnLine = newlinesSince >= 1 || previous == nil
            let previousKind = previous.map { tokens[$0].kind }
            let afterLineComment = previousKind == .lineComment || previousKind == .docComment

            let previousIsComment = previousKind == .lineComment || previousKind == .docComment || previousKind == .blockComment
            if let declaration = declarationStarts[index] {
                // A layout is set apart from what comes before it; a comment heading it stays on it.
                newline(blank: blankBefore || (declaration == .layoutDeclaration && !previousIsComment))
                indent(0)
            } else if elementStarts.contains(index) {
                newline(blank: blankBefore && !(previous.map { blockOpens[$0] != nil } ?? false))
                indent(bodyIndent)
            } else if let hasContent = blockCloses[index] {
                depth -= 1
                let base = blockIndents.popLast() ?? 0
                if hasContent { newline(blank: false); indent(base) } else if afterLineComment { newline(blank: false); indent(base) }
            } else if kind == .lineComment || kind == .docComment || kind == .blockComment {
                if onOwnLine {
                    // Comments heading a layout are set apart from what comes before them, as the layout is.
                    let headsLayout = depth == 0 && brackets == 0 && !previousIsComment
                        && nextCode(after: index).map { declarationStarts[$0] == .layoutDeclaration } ?? false
                    newline(blank: (blankBefore || headsLayout) && !(previous.map { blockOpens[$0] != nil } ?? false))
                    indent(bodyIndent + (brackets > 0 ? 1 : 0))
                } else if !atLineStart {
                    write(" ")
                }
            } else if afterLineComment || (modifierDots.contains(index) && onOwnLine) {
                // Code that continues a construct after a comment ended the line, or a modifier
                // chain the author broke over lines: one level deeper than the element.
                newline(blank: false)
                indent(bodyIndent + 1)
            } else if let previous, !atLineStart, needsSpace(between: previous, and: index) {
                write(" ")
            }

            let text = tree.text(token.range)
            let start = out.count
            if kind == .lineComment || kind == .docComment {
                var trimmed = text
                while trimmed.last == " " || trimmed.last == "\t" || trimmed.last == "\r" { trimmed.removeLast() }
                write(trimmed)
            } else {
                write(text)
            }
            ranges[index] = start..<out.count
            atLineStart = false
            if blockOpens[index] != nil {
                depth += 1
                blockIndents.append(lineIndent)
            }
            if kind == .leftParen { brackets += 1 }
            if kind == .rightParen { brackets = max(0, brackets - 1) }
            previous = index
            newlinesSince = 0
        }
        while out.last == UInt8(ascii: " ") || out.last == UInt8(ascii: "\n") { out.removeLast() }
        if !out.isEmpty { write("\n") }
        return SourceFormatter.Output(text: out, tokenRanges: ranges)
    }

    /// The next token that is neither trivia nor a comment.
    private func nextCode(after index: Int) -> Int? {
        var cursor = index + 1
        while cursor < tree.tokens.count {
            let kind = tree.tokens[cursor].kind
            if !kind.isTrivia { return kind == .endOfFile ? nil : cursor }
            cursor += 1
        }
        return nil
    }

    /// One space or none between two tokens on a line.
    private func needsSpace(between left: Int, and right: Int) -> Bool {
        let a = tree.tokens[left].kind
        let b = tree.tokens[right].kind
        if spacedOperators.contains(left) || spacedOperators.contains(right) { return true }
        if tightOperators.contains(left) || tightOperators.contains(right) { return false }
        if unaryMinus.contains(left) { return false }
        if blockOpens[right] != nil { return true }
        if a == .comma || a == .colon || a == .blockComment { return true }
        switch b {
        case .rightParen, .comma, .colon, .dot: return false
        case .leftParen: return false
        default: break
        }
        switch a {
        case .leftParen, .dot: return false
        case .rightBrace: return false
        default: break
        }
        if unaryMinus.contains(right) { return a != .leftParen }
        return true
    }
}
