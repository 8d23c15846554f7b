/// One remembered answer of a node to a set of constraints (Yoga's `YGCachedMeasurement`).
/// The -1 sentinels are Yoga's: they never match a real request.
struct CachedMeasurement {
    var availableWidth: Float = -1
    var availableHeight: Float = -1
    var widthMode: MeasureMode = .undefined
    var heightMode: MeasureMode = .undefined
    var computedWidth: Float = -1
    var computedHeight: Float = -1
}

/// The mutable layout record of one node during a solve (Yoga's `YGLayout` plus `lineIndex`).
///
/// Yoga's results depend on this state being overwritten by whichever pass touched the node
/// last (measured sizes, the flex basis of the current generation), so we keep the same state
/// and update it at the same moments rather than returning values functionally.
struct NodeLayoutState {
    /// Position relative to the parent, before rounding.
    var left: Float = 0
    var top: Float = 0
    /// Size from the latest measure or layout pass, margins excluded.
    var measuredWidth: Float = .nan
    var measuredHeight: Float = .nan
    /// Size committed by the latest layout pass.
    var width: Float = .nan
    var height: Float = .nan
    var computedFlexBasis: Float = .nan
    /// `computedFlexBasis` as the parent's latest layout pass (not measurement) left it, for
    /// `explainSizes`.
    var layoutFlexBasis: Float = .nan
    /// Yoga with the web flex-basis experiment recomputes an explicit basis once per
    /// `calculateLayout`; one solve is one such generation.
    var flexBasisComputedThisSolve = false
    var lineIndex = 0
    /// `lineIndex` as the parent's latest layout pass (not measurement) left it, for the
    /// baselines reported with the frames.
    var layoutLineIndex: Int32 = 0
    var cachedLayout = CachedMeasurement()
    var cachedMeasurementCount = 0
    /// The first measurement slot, and the node's block of the others in the engine's
    /// `overflowSlots` (-1 until it needs one); see `LayoutEngine.measurement(_:_:)`.
    var firstMeasurement = CachedMeasurement()
    var overflowBlock = -1
    var wasLaidOut = false
    /// Facts kept for `explainSizes`, from the parent's latest layout pass: whether the parent
    /// imposed its exact cross size through stretching, and the cross size the node had before a
    /// stretch pass laid it out again (NaN when none did).
    var crossSizeImposedByStretch = false
    var crossSizeBeforeStretch: Float = .nan
    /// Content sizes of a separable container (see `SeparableSubtrees.swift`), for the
    /// other axis not exact (`.0`) and exact (`.1`); NaN until measured.
    var contentWidth: (Float, Float) = (.nan, .nan)
    var contentHeight: (Float, Float) = (.nan, .nan)
    /// A squeeze happened in this node's subtree (`HeightInsensitiveSubtrees.swift`, point 4).
    var squeezeTainted = false
    /// The latest offer `NearDuplicateOffers` recorded for this node per axis: the same offer
    /// again needs no search.
    var lastWatchedWidthMode = MeasureMode.undefined
    var lastWatchedHeightMode = MeasureMode.undefined
    var lastWatchedWidth: Float = .nan
    var lastWatchedHeight: Float = .nan
}
