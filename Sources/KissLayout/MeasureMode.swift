/// How a measure function must read the space it is offered on one axis (Yoga's `YGMeasureMode`).
public enum MeasureMode: Sendable, Hashable {
    /// No constraint: return the natural size. The offered length is `Double.infinity`.
    case undefined
    /// The size is imposed: the offered length is the answer (a measure function may still be asked).
    case exactly
    /// Return at most the offered length (text wraps to it).
    case atMost
}

/// A width and height in points.
public struct LayoutSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = LayoutSize(width: 0, height: 0)
}

/// Intrinsic size of a leaf: `(availableWidth, widthMode, availableHeight, heightMode) -> size`.
///
/// The offered lengths exclude the leaf's padding. Results that are negative or not finite are
/// treated as 0, so a misbehaving measurer cannot poison the frames.
public typealias MeasureFunction = @Sendable (Double, MeasureMode, Double, MeasureMode) -> LayoutSize

/// Distance from the top of a node to its baseline, given the node's laid-out `(width, height)`.
///
/// Without one, Yoga uses the first child's baseline, or the node's own height for a leaf.
public typealias BaselineFunction = @Sendable (Double, Double) -> Double
