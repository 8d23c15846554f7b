/// Why a node got its size on one axis: the facts behind a hover text such as
/// "height 64: stretched to the hstack". Amounts are in points, before pixel rounding.
public struct SizeExplanation: Sendable, Hashable {
    /// What gave the node its starting size on this axis.
    public var source: SizeSource
    /// What flexing then did to it along the parent's main axis, if anything.
    public var flex: FlexAdjustment?
    /// Which limit had the last word, if one did.
    public var clamp: SizeClamp?

    public init(source: SizeSource, flex: FlexAdjustment? = nil, clamp: SizeClamp? = nil) {
        self.source = source
        self.flex = flex
        self.clamp = clamp
    }
}

/// The origin of a size on one axis.
public enum SizeSource: Sendable, Hashable {
    /// `.width(n)` / `.height(n)` (or min = max), or `.basis(n)` along the parent's main axis.
    case explicit(points: Double)
    /// A percentage of the parent's content box: `percent`% of `of` points.
    case percentage(percent: Double, of: Double)
    /// The measure function's answer (intrinsic size of a leaf).
    case intrinsic
    /// Fit to the children, plus padding and spacing.
    case content
    /// Stretched across the parent's cross axis (or the wrap line) by `alignItems: stretch`.
    case stretched
    /// Derived from the other axis through `.ratio(r)`.
    case aspectRatio(ratio: Double)
    /// The root takes the preview's size on this axis.
    case rootPreview
    /// An absolute child spanned between two opposite offsets.
    case absoluteOffsets
    /// Nothing gives the node a size on this axis: it is 0 (plus its padding, if any).
    case collapsed
}

/// A change made by the flex algorithm along the parent's main axis.
public enum FlexAdjustment: Sendable, Hashable {
    /// Received `by` points of the line's free space (its grow share).
    case grown(by: Double)
    /// Gave up `by` points because the line overflowed.
    case shrunk(by: Double)
}

/// A limit that overrode the size otherwise computed.
public enum SizeClamp: Sendable, Hashable {
    case minimum(Double)
    case maximum(Double)
    /// A node is never smaller than its own padding.
    case padding(Double)
}
