/// Per-node constants the layout step asks for on every call, derived once from `EngineStyle`
/// (which keeps the `StyleValue` enums for the rare percentage paths). Lookups here are plain
/// loads instead of enum switches and `max` calls.
struct NodeFacts {
    /// Padding per axis (negative edges count as 0, as Yoga clamps them).
    var paddingRow: Float
    var paddingColumn: Float
    var marginRow: Float
    var marginColumn: Float
    /// Min / max as points (NaN when not set), valid only when `minMaxArePoints`.
    var minWidth: Float
    var maxWidth: Float
    var minHeight: Float
    var maxHeight: Float
    /// No min / max is a percentage: the values above are what `resolve` gives for any owner size.
    var minMaxArePoints: Bool
    /// Yoga's `YGNodeIsStyleDimDefined` when it does not depend on the owner size:
    /// 0 = not defined, 1 = defined, 2 = a non-negative percentage (defined iff the owner size is).
    var sizeDefinedRow: UInt8
    var sizeDefinedColumn: UInt8
    var grow: Float
    var shrink: Float
    var isFlexible: Bool
    var isHidden: Bool
    var isAbsolute: Bool
    var isHiddenOrAbsolute: Bool
    /// No min or max on either axis: `boundWithinMinAndMax` returns its value unchanged.
    var hasNoMinMax: Bool
    /// The resolved size (`resolvedSize(node, axis).resolve(_)`) when `sizeDefined…` is 1.
    var definedWidth: Float
    var definedHeight: Float
    /// A flex basis other than auto (`styles[node].basis` has it).
    var hasBasis: Bool
    /// Set by the engine: `soleGrowingAndShrinkingChild(of: node)`, or -1.
    var soleFlexibleChild = -1
    /// Where a child starts before flex positioning adds to it (`placeAtMarginAndOffset`):
    /// the leading margin plus the relative offset, per axis.
    var startLeft: Float
    var startTop: Float
    /// NaN when the node has none.
    var aspectRatio: Float
    /// Set by the engine once the tree is flattened: the node's children are
    /// `childList[childStart ..< childStart + childCount]` (none for a measured node).
    var childStart = 0
    var childCount = 0
    var isMeasured = false
    /// Heads a separable subtree (see `SeparableSubtrees.swift`).
    var separable = false
    /// Heads a height-insensitive subtree that is not separable (`HeightInsensitiveSubtrees.swift`).
    var heightInsensitive = false
    /// Lies in a height-insensitive subtree: offers to it go through `NearDuplicateOffers`.
    var watchOffers = false
    /// `alignment(of: node, in: parent)`: alignSelf, else the parent's alignItems (baseline
    /// means start in a column parent).
    var alignment = Align.auto
    /// `isBaselineLayout(node)`, which depends on styles only.
    var isBaselineLayout = false
    /// Some ancestor aligns its children by baseline, reading into their subtrees mid-layout
    /// (set by `markSeparableContainers`): no reuse rule and no replay applies here.
    var underBaselineRow = false
    /// The node's index in `LayoutEngine.replayUnits` when it is the root of a replayable unit
    /// (`SubtreeReplay.swift`), else -1.
    var replayUnit: Int32 = -1

    /// Reads the style in place (passing it by value copied it for every node).
    init(_ style: UnsafePointer<EngineStyle>, isRoot: Bool) {
        paddingRow = max(style.pointee.padding.left, 0) + max(style.pointee.padding.right, 0)
        paddingColumn = max(style.pointee.padding.top, 0) + max(style.pointee.padding.bottom, 0)
        marginRow = style.pointee.margin.left + style.pointee.margin.right
        marginColumn = style.pointee.margin.top + style.pointee.margin.bottom
        minMaxArePoints = !style.pointee.minWidth.isPercent && !style.pointee.maxWidth.isPercent
            && !style.pointee.minHeight.isPercent && !style.pointee.maxHeight.isPercent
        minWidth = style.pointee.minWidth.resolve(.nan)
        maxWidth = style.pointee.maxWidth.resolve(.nan)
        minHeight = style.pointee.minHeight.resolve(.nan)
        maxHeight = style.pointee.maxHeight.resolve(.nan)
        sizeDefinedRow = Self.definedKind(Self.resolvedSize(style.pointee.width, style.pointee.minWidth, style.pointee.maxWidth))
        sizeDefinedColumn = Self.definedKind(Self.resolvedSize(style.pointee.height, style.pointee.minHeight, style.pointee.maxHeight))
        grow = isRoot ? 0 : style.pointee.grow
        shrink = isRoot ? 0 : style.pointee.shrink
        isFlexible = !style.pointee.isAbsolute && (grow != 0 || shrink != 0)
        isHidden = style.pointee.isHidden
        isAbsolute = style.pointee.isAbsolute
        isHiddenOrAbsolute = style.pointee.isHidden || style.pointee.isAbsolute
        hasNoMinMax = minMaxArePoints && minWidth.isNaN && maxWidth.isNaN && minHeight.isNaN && maxHeight.isNaN
        definedWidth = Self.resolvedSize(style.pointee.width, style.pointee.minWidth, style.pointee.maxWidth).resolve(.nan)
        definedHeight = Self.resolvedSize(style.pointee.height, style.pointee.minHeight, style.pointee.maxHeight).resolve(.nan)
        hasBasis = !(style.pointee.basis == .auto || style.pointee.basis == .undefined)
        aspectRatio = style.pointee.aspectRatio
        startLeft = style.pointee.margin.left + Self.relativeOffset(leading: style.pointee.position.left, trailing: style.pointee.position.right)
        startTop = style.pointee.margin.top + Self.relativeOffset(leading: style.pointee.position.top, trailing: style.pointee.position.bottom)
    }

    /// Yoga's `relativePosition`: the leading offset, else minus the trailing one (NaN is unset).
    static func relativeOffset(leading: Float, trailing: Float) -> Float {
        !leading.isNaN ? leading : -(trailing.isNaN ? 0 : trailing)
    }

    /// Yoga's resolved dimension: a max equal to the min acts as the size itself.
    static func resolvedSize(_ size: StyleValue, _ minimum: StyleValue, _ maximum: StyleValue) -> StyleValue {
        if !maximum.isUndefined && maximum.nearlyEquals(minimum) { return maximum }
        return size
    }

    private static func definedKind(_ value: StyleValue) -> UInt8 {
        switch value {
        case .auto, .undefined: return 0
        case .points(let points): return points < 0 ? 0 : 1
        case .percent(let percent): return percent < 0 ? 0 : 2
        }
    }
}
