/// Replays parse events into the flat preorder node array of a `SyntaxTree`.
enum SyntaxTreeBuilder {
    static func build(events: [ParseEvent], tokenCount: Int) -> [SyntaxTree.NodeRecord] {
        var nodeCount = 0
        var maximumDepth = 0
        var depth = 0
        for event in events {
            switch event {
            case .open:
                nodeCount += 1
                depth += 1
                maximumDepth = max(maximumDepth, depth)
            case .close:
                depth -= 1
            case .advance:
                break
            }
        }
        // Filled through raw buffers: this loop runs once per event of every
        // parse, and array uniqueness checks would dominate it.
        var openStack = [Int32](repeating: 0, count: maximumDepth + 1)
        let nodes = [SyntaxTree.NodeRecord](unsafeUninitializedCapacity: nodeCount) { buffer, initialized in
            openStack.withUnsafeMutableBufferPointer { stack in
                var stackCount = 0
                var written = 0
                var cursor: Int32 = 0
                for event in events {
                    switch event {
                    case .open(let kind):
                        let parent: Int32 = stackCount > 0 ? stack[stackCount - 1] : -1
                        (buffer.baseAddress! + written).initialize(to: SyntaxTree.NodeRecord(
                            kind: kind, parent: parent, firstToken: cursor, endToken: cursor, subtreeEnd: 0))
                        stack[stackCount] = Int32(written)
                        stackCount += 1
                        written += 1
                    case .close:
                        stackCount -= 1
                        let index = Int(stack[stackCount])
                        buffer[index].endToken = cursor
                        buffer[index].subtreeEnd = Int32(written)
                    case .advance(let target):
                        cursor = max(cursor, Int32(target))
                    }
                }
                assert(stackCount == 0 && cursor == Int32(tokenCount), "unbalanced parse events")
                initialized = written
            }
        }
        return nodes
    }
}
