/// `{ element* }`: a container's children, an overlay's content, a layout body.
public struct BlockSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .block else { return nil }
        self.node = node
    }

    public var elements: [ElementSyntax] { node.childNodes.compactMap(ElementSyntax.init) }
    public var leftBrace: SyntaxToken? { node.token(.leftBrace) }
    public var rightBrace: SyntaxToken? { node.token(.rightBrace) }
}

/// `head(args) { children } .modifier …` — a built-in kind or a layout use.
public struct ElementSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .element else { return nil }
        self.node = node
    }

    public var headToken: SyntaxToken { node.token(.identifier)! }
    public var name: String { headToken.text }
    public var argumentList: ArgumentListSyntax? { node.firstChild(.argumentList).flatMap(ArgumentListSyntax.init) }
    public var arguments: [ArgumentSyntax] { argumentList?.arguments ?? [] }
    public var block: BlockSyntax? { node.firstChild(.block).flatMap(BlockSyntax.init) }
    public var children: [ElementSyntax] { block?.elements ?? [] }
    public var modifiers: [ModifierSyntax] { node.childNodes.compactMap(ModifierSyntax.init) }
}

/// `.name(args) { children }`.
public struct ModifierSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .modifier else { return nil }
        self.node = node
    }

    public var dotToken: SyntaxToken { node.token(.dot)! }
    public var nameToken: SyntaxToken? {
        node.firstDirectToken { node.tree.tokens[$0].kind == .identifier || node.tree.tokens[$0].kind.isKeyword }
            .map { SyntaxToken(tree: node.tree, index: $0) }
    }
    public var name: String? { nameToken?.text }
    public var argumentList: ArgumentListSyntax? { node.firstChild(.argumentList).flatMap(ArgumentListSyntax.init) }
    public var arguments: [ArgumentSyntax] { argumentList?.arguments ?? [] }
    public var block: BlockSyntax? { node.firstChild(.block).flatMap(BlockSyntax.init) }
    public var children: [ElementSyntax] { block?.elements ?? [] }
}

public struct ArgumentListSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .argumentList else { return nil }
        self.node = node
    }

    public var arguments: [ArgumentSyntax] { node.childNodes.compactMap(ArgumentSyntax.init) }
    public var leftParen: SyntaxToken? { node.token(.leftParen) }
    public var rightParen: SyntaxToken? { node.token(.rightParen) }
}

/// `label: value` or `value`.
public struct ArgumentSyntax: SyntaxView {
    public let node: SyntaxNode
    public init?(_ node: SyntaxNode) {
        guard node.kind == .argument else { return nil }
        self.node = node
    }

    public var labelToken: SyntaxToken? {
        // The first two direct non-trivia tokens, `label` `:`, found without building token lists.
        let tokens = node.tree.tokens
        var first: Int?
        var isLabel = false
        _ = node.firstDirectToken { index in
            guard !tokens[index].kind.isTrivia else { return false }
            guard first != nil else {
                first = index
                return false
            }
            isLabel = tokens[index].kind == .colon
            return true
        }
        guard isLabel, let first else { return nil }
        return SyntaxToken(tree: node.tree, index: first)
    }
    public var label: String? { labelToken?.text }
    public var value: ExpressionSyntax? { node.childNodes.lazy.compactMap(ExpressionSyntax.init).first }
}
