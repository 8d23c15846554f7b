/// The frames of a solved tree, in the pre-order of the input (index 0 is the root).
public struct LayoutResult: Sendable {
    public struct Node: Sendable {
        /// The input node's `tag`.
        public var tag: Int
        /// Index of the parent in `nodes`; `nil` for the root.
        public var parent: Int?
        /// Indices of the children in `nodes`, in input order (hidden ones included).
        public var children: [Int]
        /// `nil` when the node or one of its ancestors is `display: none`.
        public var frame: LayoutFrame?
        /// The frame before pixel-grid rounding (relative to the parent's unrounded frame);
        /// `nil` exactly when `frame` is.
        public var unroundedFrame: LayoutFrame?
        public var widthExplanation: SizeExplanation?
        public var heightExplanation: SizeExplanation?
        /// Distance from the frame's top to the node's baseline, unrounded; `nil` when hidden, or
        /// when the solve was asked for frames only (`LayoutSolver.solveWithoutBaselines`).
        public var baseline: Double?
    }

    public var nodes: [Node]

    public var root: Node { nodes[0] }

    /// The first node carrying `tag`, in pre-order.
    public func node(tagged tag: Int) -> Node? {
        nodes.first { $0.tag == tag }
    }

    /// The node reached from the root by child indices (`[]` is the root).
    public func node(at path: [Int]) -> Node? {
        var index = 0
        for step in path {
            let children = nodes[index].children
            guard children.indices.contains(step) else { return nil }
            index = children[step]
        }
        return nodes[index]
    }
}
