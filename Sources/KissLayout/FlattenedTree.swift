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
        var pending: [(node: LayoutNode, parent: Int, depth: Int)] = [(root, -1, 0)]
        while let (node, parent, depth) = pending.popLast() {
            let index = styles.count
            styles.append(EngineStyle(node.style))
            parents.append(parent)
            tags.append(node.tag)
            measureFunctions.append(node.measure)
            baselineFunctions.append(node.baseline)
            children.append([])
            maximumDepth = max(maximumDepth, depth)
            if parent >= 0 { children[parent].append(index) }
            // Reversed so that popping visits the first child first: pre-order, input order.
            for child in node.children.reversed() {
                pending.append((child, index, depth + 1))
            }
        }
    }
}
