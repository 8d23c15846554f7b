/// The input tree in pre-order arrays, built without recursion so that a tree thousands of
/// levels deep cannot exhaust the stack here.
struct FlattenedTree {
    /// Allocated here (`ScratchMemory`), owned by whoever takes it (the engine gives it back).
    let styles: UnsafeMutableBufferPointer<EngineStyle>
    var parents: [Int] = []
    var tags: [Int] = []
    var measureFunctions: [MeasureFunction?] = []
    var baselineFunctions: [BaselineFunction?] = []
    var children: [[Int]] = []
    var maximumDepth = 0
    /// The nodes that carry an identity, in pre-order.
    var identities: [(node: Int, identity: SubtreeIdentity)] = []

    init(_ root: LayoutNode) {
        let count = Self.count(root)
        styles = ScratchMemory.allocate(EngineStyle.self, count: count)
        parents.reserveCapacity(count)
        tags.reserveCapacity(count)
        measureFunctions.reserveCapacity(count)
        baselineFunctions.reserveCapacity(count)
        children.reserveCapacity(count)
        withUnsafePointer(to: root) { append($0, parent: -1) }
        // Each frame holds one parent's children (one array retain per container) and the next
        // child to visit. Nodes are read in place through the array, never copied whole (a
        // node is a few hundred bytes, and a copy retains its children and closures).
        var frames: [(children: [LayoutNode], next: Int, parent: Int)] = []
        if !root.children.isEmpty {
            children[0].reserveCapacity(root.children.count)
            frames.append((root.children, 0, 0))
        }
        maximumDepth = frames.count
        while let top = frames.indices.last {
            let siblings = frames[top].children
            let next = frames[top].next
            guard next < siblings.count else {
                frames.removeLast()
                continue
            }
            frames[top].next = next + 1
            let parent = frames[top].parent
            let index = parents.count
            let grandchildren = siblings.withUnsafeBufferPointer { buffer in
                let node = buffer.baseAddress! + next
                append(node, parent: parent)
                return node.pointee.children
            }
            children[parent].append(index)
            if !grandchildren.isEmpty {
                children[index].reserveCapacity(grandchildren.count)
                frames.append((grandchildren, 0, index))
                maximumDepth = max(maximumDepth, frames.count)
            }
        }
    }

    /// The number of nodes, so that the arrays are allocated once.
    private static func count(_ root: LayoutNode) -> Int {
        var count = 1
        var pending: [[LayoutNode]] = [root.children]
        while let siblings = pending.popLast() {
            count += siblings.count
            siblings.withUnsafeBufferPointer { buffer in
                for node in buffer.baseAddress! ..< buffer.baseAddress! + buffer.count
                where !node.pointee.children.isEmpty {
                    pending.append(node.pointee.children)
                }
            }
        }
        return count
    }

    /// `node.pointee.style` in place: the style is some 300 bytes, and handing it over by value
    /// copied it for every node.
    @inline(__always)
    private static func style(of node: UnsafePointer<LayoutNode>) -> UnsafePointer<LayoutStyle> {
        UnsafeRawPointer(node).advanced(by: MemoryLayout<LayoutNode>.offset(of: \.storedStyle)!)
            .assumingMemoryBound(to: LayoutStyle.self)
    }

    /// Appends `node` without its children (pre-order: a parent before its children, children
    /// in input order).
    private mutating func append(_ node: UnsafePointer<LayoutNode>, parent: Int) {
        (styles.baseAddress! + parents.count).initialize(to: EngineStyle(Self.style(of: node)))
        if let identity = node.pointee.identity { identities.append((parents.count, identity)) }
        parents.append(parent)
        tags.append(node.pointee.tag)
        measureFunctions.append(node.pointee.measure)
        baselineFunctions.append(node.pointee.baseline)
        children.append([])
    }
}
