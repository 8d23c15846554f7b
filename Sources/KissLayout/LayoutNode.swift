/// One node of the tree handed to the solver: a value, so trees can be built on any thread and shared.
///
/// A node with a `measure` function is a leaf: Yoga ignores the children of a measured node, and
/// so do we. Setting a measure function also changes how the node's frame is rounded (Yoga treats
/// it as a text node, see docs/layout-engine.md).
public struct LayoutNode: Sendable {
    public var style: LayoutStyle
    public var children: [LayoutNode]
    public var measure: MeasureFunction?
    public var baseline: BaselineFunction?
    /// Opaque to the solver: copied into the result so callers can map frames back to their elements.
    public var tag: Int

    public init(
        style: LayoutStyle = LayoutStyle(),
        children: [LayoutNode] = [],
        measure: MeasureFunction? = nil,
        baseline: BaselineFunction? = nil,
        tag: Int = 0
    ) {
        self.style = style
        self.children = children
        self.measure = measure
        self.baseline = baseline
        self.tag = tag
    }

    /// A leaf whose intrinsic size ignores the space offered (an image, a switch, the oracle's leaves).
    public static func fixedLeaf(
        width: Double, height: Double, style: LayoutStyle = LayoutStyle(), tag: Int = 0
    ) -> LayoutNode {
        LayoutNode(
            style: style, measure: { _, _, _, _ in LayoutSize(width: width, height: height) }, tag: tag)
    }
}
