/// A parsed file: every byte of the source, as tokens grouped into nodes, plus
/// the syntax diagnostics. Lossless: the tokens in order spell the source
/// exactly, trivia and mistakes included, so the formatter and fixes can rely
/// on it.
///
/// Nodes are stored flat in preorder (like a serialized green tree): a node
/// knows its token range and where its subtree ends, so walking children is a
/// skip through an array, with no allocation per node.
public final class SyntaxTree: Sendable {
    struct NodeRecord: Sendable {
        var kind: NodeKind
        var parent: Int32
        var firstToken: Int32
        var endToken: Int32
        var subtreeEnd: Int32
    }

    public let source: [UInt8]
    public let tokens: [Token]
    let nodes: [NodeRecord]
    public let diagnostics: [Diagnostic]
    private let lazyAnchors = LazyDeclarationAnchors()

    /// Where each top-level declaration starts, by its anchor.
    public var declarationAnchors: DeclarationAnchors { lazyAnchors.anchors(of: self) }

    init(source: [UInt8], tokens: [Token], nodes: [NodeRecord], diagnostics: [Diagnostic]) {
        self.source = source
        self.tokens = tokens
        self.nodes = nodes
        self.diagnostics = diagnostics
    }

    /// Parses UTF-8 bytes. Never fails: mistakes become diagnostics.
    public static func parse(_ source: [UInt8]) -> SyntaxTree {
        Parser.parse(source)
    }

    public static func parse(_ text: String) -> SyntaxTree {
        parse(Array(text.utf8))
    }

    public var root: SyntaxNode { SyntaxNode(tree: self, index: 0) }

    public var sourceFile: SourceFileSyntax { SourceFileSyntax(root)! }

    public var nodeCount: Int { nodes.count }

    /// Levels of brackets, blocks and operators the parser follows; what is nested deeper is
    /// skipped with K020. Every pass over a tree may therefore recurse per node.
    public static var maximumNesting: Int { Parser.maximumDepth }

    /// The number of nodes on the longest path from the root down (1 for the root alone).
    public var depth: Int {
        var depths = [Int32](repeating: 1, count: nodes.count)
        var deepest: Int32 = nodes.isEmpty ? 0 : 1
        for index in nodes.indices.dropFirst() {
            // Preorder: a parent comes before its children.
            depths[index] = depths[Int(nodes[index].parent)] + 1
            deepest = max(deepest, depths[index])
        }
        return Int(deepest)
    }

    /// The source text of a byte range; invalid UTF-8 shows as U+FFFD.
    public func text(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<source.count)
        return source.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[clamped]), as: UTF8.self) }
    }

    /// The index of the token that holds `offset` (the end-of-file token past the end).
    public func tokenIndex(at offset: Int) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(tokens[middle].start) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Every node of a kind, in source order.
    public func nodes(of kind: NodeKind) -> [SyntaxNode] {
        nodes.indices.compactMap { nodes[$0].kind == kind ? SyntaxNode(tree: self, index: $0) : nil }
    }

    /// The innermost node whose range holds `offset` (or, empty, sits at it); at each level
    /// the first child that does, as a scan of the children in order would find it.
    ///
    /// Rules ask this once per finding, so scanning each level's children made one element
    /// with n chained modifiers (n children) cost n² (issue 45). Node starts never decrease
    /// in preorder, so one binary search finds the first node starting at or after `offset`;
    /// at every level the child to enter is then the last child starting before it (if it
    /// holds `offset`) or the first starting at or after it (if it starts exactly there),
    /// and both are found by climbing from that node, not by scanning siblings.
    public func node(at offset: Int) -> SyntaxNode {
        var steps = 0
        return node(at: offset, steps: &steps)
    }

    /// `node(at:)`, adding to `steps` the nodes it looks at: tests count them to show the
    /// search does not grow with a level's children.
    func node(at offset: Int, steps: inout Int) -> SyntaxNode {
        var low = 1
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if start(ofNode: middle) >= offset { high = middle } else { low = middle + 1 }
            steps += 1
        }
        let firstAtOrAfter = low
        var routes = AncestorRoutes(tree: self)
        var current = 0
        var depth = 0
        while true {
            steps += 1
            let end = Int(nodes[current].subtreeEnd)
            let lastBefore = min(firstAtOrAfter, end) - 1
            if lastBefore > current {
                let child = routes.child(of: current, atDepth: depth, toward: lastBefore)
                if SyntaxNode(tree: self, index: child).range.contains(offset) {
                    current = child
                    depth += 1
                    continue
                }
            }
            var firstChild: Int?
            if firstAtOrAfter <= current {
                firstChild = current + 1 < end ? current + 1 : nil
            } else if firstAtOrAfter < end {
                let child = routes.child(of: current, atDepth: depth, toward: firstAtOrAfter)
                let next = Int(nodes[child].subtreeEnd)
                firstChild = child == firstAtOrAfter ? child : (next < end ? next : nil)
            }
            if let firstChild, start(ofNode: firstChild) == offset {
                current = firstChild
                depth += 1
                continue
            }
            steps += routes.climbs
            return SyntaxNode(tree: self, index: current)
        }
    }

    /// What `node(at:)` computed before issue 45, by scanning each level's children: kept for
    /// the test that the fast search agrees with it everywhere.
    func nodeByScanning(at offset: Int, steps: inout Int) -> SyntaxNode {
        var current = root
        descend: while true {
            for child in current.childNodes {
                steps += 1
                guard child.range.contains(offset) || (child.range.isEmpty && child.range.lowerBound == offset) else { continue }
                current = child
                continue descend
            }
            return current
        }
    }

    /// Where a node starts: `SyntaxNode.range.lowerBound` without building the range.
    private func start(ofNode index: Int) -> Int {
        let first = Int(nodes[index].firstToken)
        return first < tokens.count ? Int(tokens[first].start) : source.count
    }

    /// The root-first ancestors of at most a few nodes, so that finding the child of a node on
    /// the way down to one of them is a look-up, not a climb per level (a climb per level is
    /// depth² on a deeply nested file).
    private struct AncestorRoutes {
        let tree: SyntaxTree
        var routes: [(target: Int, path: [Int])] = []
        var climbs = 0

        mutating func child(of ancestor: Int, atDepth depth: Int, toward target: Int) -> Int {
            let path: [Int]
            if let known = routes.first(where: { $0.target == target }) {
                path = known.path
            } else {
                var climbed: [Int] = []
                var cursor = target
                while cursor >= 0 {
                    climbed.append(cursor)
                    climbs += 1
                    cursor = Int(tree.nodes[cursor].parent)
                }
                path = climbed.reversed()
                routes.append((target, path))
            }
            if depth + 1 < path.count, path[depth] == ancestor { return path[depth + 1] }
            // Not reached while node starts never decrease in preorder; a scan stays correct.
            var cursor = target
            while cursor >= 0, Int(tree.nodes[cursor].parent) != ancestor {
                cursor = Int(tree.nodes[cursor].parent)
                climbs += 1
            }
            return cursor
        }
    }
}

/// A handle to one token of a tree.
public struct SyntaxToken: Sendable, Hashable {
    public let tree: SyntaxTree
    public let index: Int

    public init(tree: SyntaxTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    public var token: Token { tree.tokens[index] }
    public var kind: TokenKind { token.kind }
    public var range: Range<Int> { token.range }
    public var text: String { tree.text(token.range) }

    public static func == (lhs: SyntaxToken, rhs: SyntaxToken) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// A handle to one node of a tree: cheap to copy, compared by identity.
public struct SyntaxNode: Sendable, Hashable {
    public let tree: SyntaxTree
    public let index: Int

    init(tree: SyntaxTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    var record: SyntaxTree.NodeRecord { tree.nodes[index] }

    public var kind: NodeKind { record.kind }

    public var parent: SyntaxNode? {
        let parent = Int(record.parent)
        return parent < 0 ? nil : SyntaxNode(tree: tree, index: parent)
    }

    /// Token indices this node spans, its descendants' included.
    public var tokenRange: Range<Int> { Int(record.firstToken)..<Int(record.endToken) }

    /// Byte range. A node with no tokens (something missing) is empty, placed
    /// where the missing text would go.
    public var range: Range<Int> {
        let tokens = tokenRange
        guard let first = tokens.first else {
            let position = tokens.lowerBound < tree.tokens.count ? Int(tree.tokens[tokens.lowerBound].start) : tree.source.count
            return position..<position
        }
        return Int(tree.tokens[first].start)..<tree.tokens[tokens.upperBound - 1].end
    }

    /// Byte range without leading and trailing trivia.
    public var trimmedRange: Range<Int> {
        let tokens = tree.tokens
        guard let first = tokenRange.first(where: { !tokens[$0].kind.isTrivia }),
              let last = tokenRange.last(where: { !tokens[$0].kind.isTrivia }) else { return range }
        return Int(tokens[first].start)..<tokens[last].end
    }

    public var text: String { tree.text(range) }

    /// Direct child nodes, in order.
    public var childNodes: ChildNodes { ChildNodes(tree: tree, parent: index) }

    /// The nodes of `kind` inside this one, in order: a scan of its own subtree only.
    public func descendants(of kind: NodeKind) -> [SyntaxNode] {
        let end = Int(record.subtreeEnd)
        var result: [SyntaxNode] = []
        var cursor = index + 1
        while cursor < end {
            if tree.nodes[cursor].kind == kind { result.append(SyntaxNode(tree: tree, index: cursor)) }
            cursor += 1
        }
        return result
    }

    /// Direct children, nodes and tokens interleaved in source order.
    public var children: [SyntaxElement] {
        var result: [SyntaxElement] = []
        var tokenCursor = Int(record.firstToken)
        for child in childNodes {
            let childTokens = child.tokenRange
            while tokenCursor < childTokens.lowerBound {
                result.append(.token(SyntaxToken(tree: tree, index: tokenCursor)))
                tokenCursor += 1
            }
            result.append(.node(child))
            tokenCursor = max(tokenCursor, childTokens.upperBound)
        }
        while tokenCursor < Int(record.endToken) {
            result.append(.token(SyntaxToken(tree: tree, index: tokenCursor)))
            tokenCursor += 1
        }
        return result
    }

    /// Tokens that belong to this node directly, not to a child node.
    public var directTokens: [SyntaxToken] {
        var tokens: [SyntaxToken] = []
        _ = firstDirectToken { tokens.append(SyntaxToken(tree: tree, index: $0)); return false }
        return tokens
    }

    /// The first direct, non-trivia token of a kind.
    public func token(_ kind: TokenKind) -> SyntaxToken? {
        firstDirectToken { tree.tokens[$0].kind == kind }.map { SyntaxToken(tree: tree, index: $0) }
    }

    /// The index of the first token of this node, not of a child node, that
    /// satisfies `matches`. Walks the token array past child nodes without
    /// building `children`: typed views read names and keywords this way all the time.
    public func firstDirectToken(where matches: (Int) -> Bool) -> Int? {
        var cursor = Int(record.firstToken)
        for child in childNodes {
            let childTokens = child.tokenRange
            while cursor < childTokens.lowerBound {
                if matches(cursor) { return cursor }
                cursor += 1
            }
            cursor = max(cursor, childTokens.upperBound)
        }
        while cursor < Int(record.endToken) {
            if matches(cursor) { return cursor }
            cursor += 1
        }
        return nil
    }

    public func firstChild(_ kind: NodeKind) -> SyntaxNode? {
        childNodes.first { $0.kind == kind }
    }

    public func children(_ kind: NodeKind) -> [SyntaxNode] {
        childNodes.filter { $0.kind == kind }
    }

    public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

public enum SyntaxElement: Sendable, Hashable {
    case node(SyntaxNode)
    case token(SyntaxToken)
}

/// The direct child nodes of a node, found by skipping whole subtrees.
public struct ChildNodes: Sequence, Sendable {
    let tree: SyntaxTree
    let parent: Int

    public struct Iterator: IteratorProtocol {
        let tree: SyntaxTree
        var cursor: Int
        let end: Int

        public mutating func next() -> SyntaxNode? {
            guard cursor < end else { return nil }
            let node = SyntaxNode(tree: tree, index: cursor)
            cursor = Int(tree.nodes[cursor].subtreeEnd)
            return node
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(tree: tree, cursor: parent + 1, end: Int(tree.nodes[parent].subtreeEnd))
    }
}
