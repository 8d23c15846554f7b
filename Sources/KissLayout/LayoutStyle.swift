/// Every layout property of one node, with Yoga's defaults as YogaKit leaves them.
///
/// Numbers are points. Values Yoga cannot represent (NaN, infinities) mean "not set"; magnitudes
/// beyond `LayoutStyle.largestLength` are clamped to it so sums of many of them stay finite.
public struct LayoutStyle: Sendable, Hashable {
    /// Beyond this many points a length carries no meaning on a screen, and Float sums of
    /// thousands of such lengths would overflow; larger inputs are clamped to it.
    public static let largestLength: Double = 1e9

    public var direction: FlexDirection = .column
    /// `flexWrap: wrap` (the `wrap { }` container).
    public var wraps: Bool = false

    public var width: LayoutDimension = .auto
    public var height: LayoutDimension = .auto
    /// `.auto` = no minimum.
    public var minWidth: LayoutDimension = .auto
    /// `.auto` = no maximum.
    public var maxWidth: LayoutDimension = .auto
    public var minHeight: LayoutDimension = .auto
    public var maxHeight: LayoutDimension = .auto

    public var grow: Double = 0
    /// Yoga's default is 0: items do not shrink unless asked to.
    public var shrink: Double = 0
    public var basis: LayoutDimension = .auto
    /// width / height; `nil` = none.
    public var aspectRatio: Double?

    public var margin: LayoutEdges = .zero
    public var padding: LayoutEdges = .zero

    public var justifyContent: JustifyContent = .start
    public var alignItems: ItemAlignment = .stretch
    /// `nil` = auto: follow the parent's `alignItems`.
    public var alignSelf: ItemAlignment?
    public var alignContent: ContentAlignment = .start

    public var display: Display = .flex
    public var positionType: PositionType = .relative
    public var position: LayoutOffsets = .none

    /// CSS `column-gap` along the main axis: space between adjacent visible items of a line (`.spacing`).
    public var spacing: Double = 0
    /// CSS `row-gap` across the main axis: space between the lines of a wrapping container (`.lineSpacing`).
    public var lineSpacing: Double = 0

    public init() {}
}
