/// Typed views over the untyped tree. Each wraps one node and answers in
/// language terms; pieces that are missing in broken code are nil.
public protocol SyntaxView: Sendable, Hashable {
    var node: SyntaxNode { get }
    init?(_ node: SyntaxNode)
}

extension SyntaxView {
    public var range: Range<Int> { node.trimmedRange }
    public var tree: SyntaxTree { node.tree }
}

public struct SourceFileSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .sourceFile else { return nil }
        self.node = node
    }

    public var imports: [ImportSyntax] { node.childNodes.compactMap(ImportSyntax.init) }
    public var previews: [PreviewSyntax] { node.childNodes.compactMap(PreviewSyntax.init) }
    public var layouts: [LayoutSyntax] { node.childNodes.compactMap(LayoutSyntax.init) }
}

public struct ImportSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .importDeclaration else { return nil }
        self.node = node
    }

    public var pathToken: SyntaxToken? { node.token(.string) }
    /// The path as written, escapes decoded.
    public var path: String? { pathToken.map { StringLiteral.value(of: $0.text) } }
}

public struct PreviewSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .previewDeclaration else { return nil }
        self.node = node
    }

    public var nameToken: SyntaxToken? { node.token(.identifier) }
    public var name: String? { nameToken?.text }
    public var argumentList: ArgumentListSyntax? { node.firstChild(.argumentList).flatMap(ArgumentListSyntax.init) }
    public var arguments: [ArgumentSyntax] { argumentList?.arguments ?? [] }
    public var documentation: String? { DocComment.text(before: node) }
}

public struct LayoutSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .layoutDeclaration else { return nil }
        self.node = node
    }

    /// The layout declaration `node` is, or lies in.
    public static func enclosing(_ node: SyntaxNode) -> LayoutSyntax? {
        var current: SyntaxNode? = node
        while let next = current {
            if let layout = LayoutSyntax(next) { return layout }
            current = next.parent
        }
        return nil
    }

    public var nameToken: SyntaxToken? { node.token(.identifier) }
    public var name: String? { nameToken?.text }
    public var parameterList: SyntaxNode? { node.firstChild(.parameterList) }
    public var parameters: [ParameterSyntax] {
        parameterList?.childNodes.compactMap(ParameterSyntax.init) ?? []
    }
    /// Whether it declares a parameter, without listing them.
    public var hasParameters: Bool {
        parameterList?.childNodes.contains { $0.kind == .parameter } ?? false
    }
    public var body: BlockSyntax? { node.firstChild(.block).flatMap(BlockSyntax.init) }
    /// The root element: the first element of the body.
    public var root: ElementSyntax? { body?.elements.first }
    public var documentation: String? { DocComment.text(before: node) }
}

public struct ParameterSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .parameter else { return nil }
        self.node = node
    }

    public var nameToken: SyntaxToken? { node.token(.identifier) }
    public var name: String? { nameToken?.text }
    public var defaultValue: ExpressionSyntax? { node.childNodes.lazy.compactMap(ExpressionSyntax.init).first }
}

/// `///` lines directly above a declaration, joined with line breaks. A blank
/// line or any other token between them and the declaration detaches them.
enum DocComment {
    static func text(before node: SyntaxNode) -> String? {
        let tokens = node.tree.tokens
        var index = node.tokenRange.lowerBound - 1
        var lines: [String] = []
        var newlines = 0
        while index >= 0 {
            let token = tokens[index]
            switch token.kind {
            case .whitespace, .byteOrderMark:
                break
            case .newline:
                newlines += 1
                if newlines > 1 { index = -1; continue }
            case .docComment:
                newlines = 0
                var line = node.tree.text(token.range).dropFirst(3)
                if line.first == " " { line = line.dropFirst() }
                lines.append(String(line))
            default:
                index = -1
                continue
            }
            index -= 1
        }
        return lines.isEmpty ? nil : lines.reversed().joined(separator: "\n")
    }
}
