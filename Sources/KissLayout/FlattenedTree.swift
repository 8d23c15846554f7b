/// The input tree in pre-order arrays, built without recursion so that a tree thousands of
/// levels deep cannot exhaust the stack here.
struct FlattenedTree {
    var styles: [EngineStyle] = []
    var parents: [Int] = []
    var tags: [Int] = []
    var measureFunctions: [MeasureFunction?] = []
    var baselineFunctions: [BaselineFunction?] = []
    var children: [[Int]] = []
    var maximumDepth = 0

    init(_ root: LayoutNode) {
        // Each frame holds one parent's children (one array retain per container) and the next
        // child to visit: nodes are read in place, never copied onto a stack of node values.
        var frames: [(children: [LayoutNode], next: Int, parent: Int, depth: Int)] = []
        let count = Self.count(root)
        styles.reserveCapacity(count)
        parents.reserveCapacity(count)
        tags.reserveCapacity(count)
        measureFunctions.reserveCapacity(count)
        baselineFunctions.reserveCapacity(count)
        children.reserveCapacity(count)
        add(root, parent: -1, depth: 0, frames: &frames)
        while !frames.isEmpty {
            let top = frames.count - 1
            let next = frames[top].next
            guard next < frames[top].children.count else {
                frames.removeLast()
                continue
            }
            frames[top].next = next + 1
            add(frames[top].children[next], parent: frames[top].parent, depth: frames[top].depth, frames: &frames)
        }
    }

    /// The number of nodes, so that the arrays are allocated once.
    private static func count(_ root: LayoutNode) -> Int {
        var count = 1
        var pending: [[LayoutNode]] = [root.children]
        while let siblings = pending.popLast() {
            count += siblings.count
            for child in siblings where !child.children.isEmpty {
                pending.append(child.children)
            }
        }
        return count
    }

    /// Appends `node` (pre-order: a parent before its children, children in input order).
    private mutating func add(
        _ node: LayoutNode, parent: Int, depth: Int,
        frames: inout [(children: [LayoutNode], next: Int, parent: Int, depth: Int)]
    ) {
        let index = styles.count
        styles.append(EngineStyle(node.style))
        parents.append(parent)
        tags.append(node.tag)
        measureFunctions.append(node.measure)
        baselineFunctions.append(node.baseline)
        children.append([])
        maximumDepth = max(maximumDepth, depth)
        if parent >= 0 { children[parent].append(index) }
        if !node.children.isEmpty {
            frames.append((node.children, 0, index, depth + 1))
        }
    }
}
