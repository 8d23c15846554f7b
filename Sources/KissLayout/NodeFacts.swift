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
    /// `alignment(of: node, in: parent)`: alignSelf, else the parent's alignItems (baseline
    /// means start in a column parent).
    var alignment = Align.auto
    /// `isBaselineLayout(node)`, which depends on styles only.
    var isBaselineLayout = false

    init(_ style: EngineStyle, isRoot: Bool) {
        paddingRow = max(style.padding.left, 0) + max(style.padding.right, 0)
        paddingColumn = max(style.padding.top, 0) + max(style.padding.bottom, 0)
        marginRow = style.margin.left + style.margin.right
        marginColumn = style.margin.top + style.margin.bottom
        minMaxArePoints = !style.minWidth.isPercent && !style.maxWidth.isPercent
            && !style.minHeight.isPercent && !style.maxHeight.isPercent
        minWidth = style.minWidth.resolve(.nan)
        maxWidth = style.maxWidth.resolve(.nan)
        minHeight = style.minHeight.resolve(.nan)
        maxHeight = style.maxHeight.resolve(.nan)
        sizeDefinedRow = Self.definedKind(Self.resolvedSize(style.width, style.minWidth, style.maxWidth))
        sizeDefinedColumn = Self.definedKind(Self.resolvedSize(style.height, style.minHeight, style.maxHeight))
        grow = isRoot ? 0 : style.grow
        shrink = isRoot ? 0 : style.shrink
        isFlexible = !style.isAbsolute && (grow != 0 || shrink != 0)
        isHidden = style.isHidden
        isAbsolute = style.isAbsolute
        isHiddenOrAbsolute = style.isHidden || style.isAbsolute
        hasNoMinMax = minMaxArePoints && minWidth.isNaN && maxWidth.isNaN && minHeight.isNaN && maxHeight.isNaN
        definedWidth = Self.resolvedSize(style.width, style.minWidth, style.maxWidth).resolve(.nan)
        definedHeight = Self.resolvedSize(style.height, style.minHeight, style.maxHeight).resolve(.nan)
        hasBasis = !(style.basis == .auto || style.basis == .undefined)
        aspectRatio = style.aspectRatio
        startLeft = style.margin.left + Self.relativeOffset(leading: style.position.left, trailing: style.position.right)
        startTop = style.margin.top + Self.relativeOffset(leading: style.position.top, trailing: style.position.bottom)
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
