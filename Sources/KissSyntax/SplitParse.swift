/// A first parse of a large file as two halves parsed side by side, joined into the tree
/// `parse(_:)` gives for the whole text — or, when the join cannot be shown to give that
/// tree, the whole text parsed in one go.
///
/// The halves are cut right after a `}` that ends a line and is followed, past blank and
/// comment lines, by a line starting a declaration (`layout`, `preview`, `import`): in a
/// well-formed file, the end of a top-level declaration. Why the join is the whole parse,
/// when it is taken (the argument `IncrementalReparse` makes for its splices):
///
/// - The first half lexes and parses without a diagnostic and ends with that `}` closing
///   its last declaration. Its tokens are then those of the whole text up to the cut (a
///   `}` is one byte; no token crosses the cut), and the parser, back at the top level with
///   nothing reported, is in the state of a fresh parser (its quiet period is reset at every
///   declaration; its depth and "reported already" flags change only with diagnostics).
/// - The second half starts with a line break, so the lexer, which starts a text as if a
///   line break had been seen, gives its tokens the flags they get in the whole text; the
///   parser places leading trivia in the file node, as it does between declarations.
///   Its diagnostics are therefore the whole parse's, moved by the cut's offset.
///
/// `SplitParseTests` checks the join against a full parse at every cut of many files, and
/// of files with mistakes on either side.

/// One half of a split parse, as `runBoth` hands it back.
public struct ParsedHalf: Sendable {
    var parts: Parser.Parts
}

extension SyntaxTree {
    /// Below this, one thread parses a file faster than two threads and the join.
    public static let splitParseMinimumBytes = 1 << 20

    /// Runs its two closures at the same time (on two threads) and returns their results.
    public typealias BothHalves = (() -> ParsedHalf, () -> ParsedHalf) -> (ParsedHalf, ParsedHalf)

    /// `parse(source)`, worked out in two halves by `runBoth` when `source` has at least
    /// `minimumBytes` and a place to cut near its middle.
    public static func parse(_ source: [UInt8], inHalvesWith runBoth: BothHalves, minimumBytes: Int = splitParseMinimumBytes) -> SyntaxTree {
        guard source.count >= max(minimumBytes, 2), let cut = cut(in: source, from: source.count / 2) else { return parse(source) }
        return parse(source, cutAt: cut, runBoth: runBoth) ?? parse(source)
    }

    /// The two halves of `source` cut at `cut` (after a `}`), parsed and joined; nil when the
    /// join would not be the whole parse.
    static func parse(_ source: [UInt8], cutAt cut: Int, runBoth: BothHalves) -> SyntaxTree? {
        // The first half's arrays have room for the second's, which is appended in place:
        // copying both into new arrays cost a tenth of the parse in fresh pages.
        let factor = max(1, (source.count + cut - 1) / max(cut, 1))
        var (first, second) = runBoth(
            { ParsedHalf(parts: Parser.parts(of: Array(source[..<cut]), capacityFactor: factor)) },
            { ParsedHalf(parts: Parser.parts(of: Array(source[cut...]))) })
        return joined(&first.parts, second.parts, cut: cut, source: source)
    }

    /// The first offset at or after `start` where `source` may be cut: just after a `}` that
    /// is alone on its line (but for trailing spaces), when the next line that is not blank
    /// or a comment starts with a declaration keyword.
    static func cut(in source: [UInt8], from start: Int) -> Int? {
        let newline = UInt8(ascii: "\n")
        var lineStart = start
        // The next line start at or after `start`.
        while lineStart < source.count, lineStart > 0, source[lineStart - 1] != newline { lineStart += 1 }
        var closingBrace: Int?  // just after the last `}` line, while only blank or comment lines follow it
        while lineStart < source.count {
            var lineEnd = lineStart
            while lineEnd < source.count, source[lineEnd] != newline { lineEnd += 1 }
            let line = source[lineStart..<lineEnd]
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            if line.first == UInt8(ascii: "}"), line.dropFirst().allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }), lineEnd < source.count {
                closingBrace = lineStart + 1
            } else if trimmed.isEmpty || trimmed.starts(with: "//".utf8) {
                // Blank and comment lines between declarations keep the last `}` in view.
            } else {
                if let brace = closingBrace, startsDeclaration(line) { return brace }
                closingBrace = nil
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    private static func startsDeclaration(_ line: ArraySlice<UInt8>) -> Bool {
        for keyword in ["layout", "preview", "import"] where line.starts(with: keyword.utf8) {
            let next = line.dropFirst(keyword.utf8.count).first
            return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
        }
        return false
    }

    /// `first` (the text before `cut`) and `second` (from `cut`) as one tree of `source`, when
    /// the conditions above hold; `first` is taken apart (its arrays grow in place).
    static func joined(_ first: inout Parser.Parts, _ second: Parser.Parts, cut: Int, source: [UInt8]) -> SyntaxTree? {
        // The second half starts with the rest of the `}`'s line: spaces, then a line break.
        guard first.diagnostics.isEmpty, first.tokens.count >= 2, UInt32(exactly: source.count) != nil,
              second.tokens.first(where: { $0.kind != .whitespace })?.kind == .newline else { return nil }
        let brace = first.tokens.count - 2  // before the end-of-file token
        guard first.tokens[brace].kind == .rightBrace, first.tokens[brace].end == cut else { return nil }
        // The `}` ends the last top-level declaration.
        guard let last = first.nodes.lastIndex(where: { $0.parent == 0 }) else { return nil }
        switch first.nodes[last].kind {
        case .layoutDeclaration, .previewDeclaration, .importDeclaration: break
        default: return nil
        }
        guard first.nodes[last].endToken == Int32(brace + 1) else { return nil }

        var tokens: [Token] = []
        var nodes: [NodeRecord] = []
        swap(&tokens, &first.tokens)
        swap(&nodes, &first.nodes)
        tokens.removeLast()  // the first half's end of file
        tokens.reserveCapacity(tokens.count + second.tokens.count)
        nodes.reserveCapacity(nodes.count + second.nodes.count - 1)
        appendSlice(tokens: second.tokens[...], nodes: second.nodes, movedBy: cut, to: &tokens, &nodes)
        nodes[0].endToken = Int32(tokens.count)
        nodes[0].subtreeEnd = Int32(nodes.count)
        return SyntaxTree(source: source, tokens: tokens, nodes: nodes, diagnostics: second.diagnostics.map { $0.moved(by: cut) })
    }
}

extension Diagnostic {
    /// The same finding in a text with `offset` more bytes before it.
    func moved(by offset: Int) -> Diagnostic {
        func move(_ range: Range<Int>) -> Range<Int> { (range.lowerBound + offset)..<(range.upperBound + offset) }
        var moved = self
        moved.range = move(range)
        moved.related = related.map { place in
            guard place.file == nil else { return place }
            var place = place
            place.range = move(place.range)
            return place
        }
        moved.fixes = fixes.map { fix in
            var fix = fix
            fix.edits = fix.edits.map { edit in
                var edit = edit
                edit.range = move(edit.range)
                return edit
            }
            return fix
        }
        return moved
    }
}
