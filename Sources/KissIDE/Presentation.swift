import KissAnalysis
import KissLayout
import KissSyntax

/// A foldable span of lines (0-based, `endLine` the last folded line).
public struct FoldingSpan: Sendable, Hashable {
    /// LSP's `FoldingRangeKind`s: `region` is sent as no kind (a block), the others by name.
    public enum Kind: String, Sendable, Hashable { case region, comment, imports }
    public var startLine: Int
    public var endLine: Int
    public var kind: Kind
}

/// A colour written in the text: `#RRGGBB` or a named colour (`.red`).
public struct ColorMention: Sendable, Hashable {
    public var range: Range<Int>
    public var color: Color
}

/// A hint shown after a byte offset: a stack's solved size.
public struct SizeHint: Sendable, Hashable {
    public var offset: Int
    public var label: String
    /// What the hint stands for, for its tooltip.
    public var tooltip: String
}

extension IDEService {
    /// Blocks spread over several lines (folded up to the line before their `}`), argument
    /// lists likewise, runs of two or more comment lines and block comments over several lines
    /// (kind `comment`, folded whole), and runs of two or more imports (kind `imports`). Read
    /// from the parse alone: folding never waits for a lint.
    public func foldingSpans(for document: IDEDocument) -> [FoldingSpan] {
        let tree = parsed(document).file.tree
        let lines = LineIndex(tree.source)
        var spans: [FoldingSpan] = []
        for kind in [NodeKind.block, .argumentList, .parameterList] {
            for node in tree.nodes(of: kind) {
                let range = node.trimmedRange
                guard !range.isEmpty else { continue }
                let start = lines.line(of: range.lowerBound)
                let end = lines.line(of: max(range.lowerBound, range.upperBound - 1)) - 1
                if end > start { spans.append(FoldingSpan(startLine: start, endLine: end, kind: .region)) }
            }
        }
        var run: (start: Int, end: Int)?
        func flush() {
            if let current = run, current.end > current.start { spans.append(FoldingSpan(startLine: current.start, endLine: current.end, kind: .comment)) }
            run = nil
        }
        for token in tree.tokens where token.kind == .lineComment || token.kind == .docComment || token.kind == .blockComment {
            let line = lines.line(of: Int(token.start))
            if token.kind == .blockComment {
                flush()
                let last = lines.line(of: max(Int(token.start), token.end - 1))
                if last > line { spans.append(FoldingSpan(startLine: line, endLine: last, kind: .comment)) }
                continue
            }
            // Only comments on lines of their own make a foldable run.
            var cursor = Int(token.start)
            while cursor > 0, tree.source[cursor - 1] == UInt8(ascii: " ") || tree.source[cursor - 1] == UInt8(ascii: "\t") { cursor -= 1 }
            guard cursor == 0 || tree.source[cursor - 1] == UInt8(ascii: "\n") else { flush(); continue }
            if let current = run, current.end + 1 == line { run = (current.start, line) } else { flush(); run = (line, line) }
        }
        flush()
        // Imports one after another (comments and blank lines between them do not break a run).
        var imports: (start: Int, end: Int)?
        func flushImports() {
            if let current = imports, current.end > current.start { spans.append(FoldingSpan(startLine: current.start, endLine: current.end, kind: .imports)) }
            imports = nil
        }
        for node in tree.sourceFile.node.childNodes {
            let range = node.trimmedRange
            guard ImportSyntax(node) != nil, !range.isEmpty else { flushImports(); continue }
            let end = lines.line(of: range.upperBound - 1)
            imports = (imports?.start ?? lines.line(of: range.lowerBound), end)
        }
        flushImports()
        return spans.sorted { ($0.startLine, $0.endLine) < ($1.startLine, $1.endLine) }
    }

    /// Every colour literal and named colour of the document, read from the parse alone.
    public func colors(in document: IDEDocument) -> [ColorMention] {
        let tree = parsed(document).file.tree
        var found: [ColorMention] = []
        for (index, token) in tree.tokens.enumerated() {
            if token.kind == .color, let color = Color(hex: tree.text(token.range)) {
                found.append(ColorMention(range: token.range, color: color))
            } else if token.kind == .identifier, index > 0, tree.tokens[index - 1].kind == .dot,
                      let color = Color.named[tree.text(token.range)], tree.node(at: Int(token.start)).kind == .enumCaseExpression {
                found.append(ColorMention(range: Int(tree.tokens[index - 1].start)..<token.end, color: color))
            }
        }
        return found
    }

    /// How a colour can be written: its name when it is one of the named colours, and hex.
    public func colorPresentations(of color: Color) -> [String] {
        var labels: [String] = []
        if let name = Color.named.first(where: { $0.value.hexString == color.hexString })?.key { labels.append("." + name) }
        labels.append(color.hexString)
        return labels
    }

    /// Each container's solved size at the first preview (`390×44`), after its name, for the
    /// containers whose names lie in `range`.
    public func sizeHints(for document: IDEDocument, in range: Range<Int>) -> [SizeHint] {
        let analyzed = analysis(of: document)
        guard let preview = analyzed.previews.first else { return [] }
        let places = analyzed.places
        var hints: [SizeHint] = []
        for layoutSyntax in analyzed.file.tree.sourceFile.layouts where layoutSyntax.node.range.overlaps(range) {
            guard let layout = analyzed.layout(layoutSyntax), let solved = analyzed.solve(layout, at: preview) else { continue }
            var stack = [solved.root]
            while let element = stack.popLast() {
                stack.append(contentsOf: element.children + element.overlays)
                let instance = element.instance
                guard instance.kind.isContainer, instance.layoutUses.isEmpty, instance.location.file == analyzed.file.path else { continue }
                let place = places.range(instance.location)
                guard range.contains(place.lowerBound), let frame = element.frame else { continue }
                hints.append(SizeHint(offset: place.upperBound,
                                      label: "\(FrameFormatting.number(frame.width))×\(FrameFormatting.number(frame.height))",
                                      tooltip: "\(instance.kind.rawValue) at \(PreviewText.title(preview)): frame \(FrameFormatting.frame(frame))"))
            }
        }
        return hints.sorted { $0.offset < $1.offset }
    }
}

extension IDEService {
    /// The spans an "expand selection" steps through from an offset, smallest first: the
    /// token, then each enclosing construct (argument, argument list, modifier, element,
    /// block, layout, file), each a different span.
    public func selectionSpans(for document: IDEDocument, at offset: Int) -> [Range<Int>] {
        let tree = parsed(document).file.tree
        let offset = max(0, min(offset, tree.source.count))
        var spans: [Range<Int>] = []
        let token = tree.tokens[tree.tokenIndex(at: offset)]
        if !token.kind.isTrivia, token.kind != .endOfFile { spans.append(token.range) }
        var node: SyntaxNode? = tree.node(at: offset)
        while let current = node {
            let span = current.trimmedRange
            if !span.isEmpty, spans.last.map({ $0 != span && span.lowerBound <= $0.lowerBound && $0.upperBound <= span.upperBound }) ?? true {
                spans.append(span)
            }
            node = current.parent
        }
        return spans
    }
}
