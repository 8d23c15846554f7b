/// One node of the tree handed to the solver: a value, so trees can be built on any thread and shared.
///
/// A node with a `measure` function is a leaf: Yoga ignores the children of a measured node, and
/// so do we. Setting a measure function also changes how the node's frame is rounded (Yoga treats
/// it as a text node, see docs/layout-engine.md).
public struct LayoutNode: Sendable {
    // Any change to what the solver reads of a node forgets its identity: an identity vouches
    // for a subtree exactly as it was when the identity was given. (`_modify`, not `didSet`:
    // appending a child must stay in place, even in a debug build.)
    public var style: LayoutStyle {
        get { storedStyle }
        set {
            storedStyle = newValue
            identity = nil
        }
        _modify {
            yield &storedStyle
            identity = nil
        }
    }
    public var children: [LayoutNode] {
        get { storedChildren }
        set {
            storedChildren = newValue
            identity = nil
        }
        _modify {
            yield &storedChildren
            identity = nil
        }
    }
    public var measure: MeasureFunction? {
        get { storedMeasure }
        set {
            storedMeasure = newValue
            identity = nil
        }
    }
    public var baseline: BaselineFunction? {
        get { storedBaseline }
        set {
            storedBaseline = newValue
            identity = nil
        }
    }
    /// The stored values behind them (the solver reads the style in place:
    /// `FlattenedTree.style(of:)`).
    var storedStyle: LayoutStyle
    var storedChildren: [LayoutNode]
    var storedMeasure: MeasureFunction?
    var storedBaseline: BaselineFunction?
    /// Set by a caller that hands the solver this very subtree again in later solves (a
    /// lowered tree it keeps): the solve records what it did in the subtree, and a later solve
    /// given that recording replays it where the subtree is asked the same questions
    /// (`SubtreeReplay.swift`). Whoever sets it promises that every node with this identity
    /// is the same subtree, measure functions included; changing the node clears it.
    public var identity: SubtreeIdentity?
    /// Opaque to the solver: copied into the result so callers can map frames back to their elements.
    public var tag: Int

    public init(
        style: LayoutStyle = LayoutStyle(),
        children: [LayoutNode] = [],
        measure: MeasureFunction? = nil,
        baseline: BaselineFunction? = nil,
        tag: Int = 0
    ) {
        storedStyle = style
        storedChildren = children
        storedMeasure = measure
        storedBaseline = baseline
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
