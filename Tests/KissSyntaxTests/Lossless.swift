import KissSyntax

/// Checks of the tree's structural promises, shared by the parser tests.
enum Lossless {
    /// The source as spelled by walking the tree: every node's children in order.
    static func spelledSource(of tree: SyntaxTree) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(tree.source.count)
        var stack: [SyntaxElement] = [.node(tree.root)]
        while let element = stack.popLast() {
            switch element {
            case .token(let token):
                bytes.append(contentsOf: tree.source[token.range])
            case .node(let node):
                stack.append(contentsOf: node.children.reversed())
            }
        }
        return bytes
    }

    /// Every node lies inside its parent, children are ordered and disjoint.
    static func structureProblems(of tree: SyntaxTree) -> [String] {
        var problems: [String] = []
        var stack = [tree.root]
        while let node = stack.popLast() {
            var previousEnd = node.tokenRange.lowerBound
            for child in node.childNodes {
                let tokens = child.tokenRange
                if tokens.lowerBound < previousEnd || tokens.upperBound > node.tokenRange.upperBound {
                    problems.append("\(child.kind) at token \(tokens) is out of order in \(node.kind) \(node.tokenRange)")
                }
                if child.parent != node { problems.append("\(child.kind) has the wrong parent") }
                previousEnd = tokens.upperBound
                stack.append(child)
            }
        }
        return problems
    }
}
