/// Replays parse events into the flat preorder node array of a `SyntaxTree`.
enum SyntaxTreeBuilder {
    static func build(events: [ParseEvent], tokenCount: Int, capacityFactor: Int = 1) -> [SyntaxTree.NodeRecord] {
        var nodes: [SyntaxTree.NodeRecord] = []
        nodes.reserveCapacity((events.count / 3 + 1) * capacityFactor)
        var open: [Int32] = []
        var cursor: Int32 = 0
        for event in events {
            switch event {
            case .open(let kind):
                nodes.append(SyntaxTree.NodeRecord(
                    kind: kind, parent: open.last ?? -1, firstToken: cursor, endToken: cursor, subtreeEnd: 0))
                open.append(Int32(nodes.count - 1))
            case .close:
                let index = Int(open.removeLast())
                nodes[index].endToken = cursor
                nodes[index].subtreeEnd = Int32(nodes.count)
            case .advance(let target):
                cursor = max(cursor, Int32(target))
            }
        }
        assert(open.isEmpty && cursor == Int32(tokenCount), "unbalanced parse events")
        return nodes
    }
}
