/// Alignment values as Yoga's `YGAlign` knows them, shared by alignItems, alignSelf and alignContent.
enum Align: Equatable {
    case auto, flexStart, center, flexEnd, stretch, baseline, spaceBetween, spaceAround
}

/// Top, left, bottom, right as Floats.
struct Edges {
    var top: Float
    var left: Float
    var bottom: Float
    var right: Float

    func leading(_ axis: Axis) -> Float { axis == .row ? left : top }
    func trailing(_ axis: Axis) -> Float { axis == .row ? right : bottom }
}

/// The style of one node converted once into the engine's Float representation.
struct EngineStyle {
    var mainAxis: Axis
    var wraps: Bool
    var justify: JustifyContent
    var alignItems: Align
    var alignSelf: Align
    var alignContent: Align
    var isAbsolute: Bool
    var isHidden: Bool
    // What a layout step reads of the container itself, together at the start (one cache line
    // more often than not); the rest is mostly read through `NodeFacts`.
    var padding: Edges
    var mainGap: Float
    var crossGap: Float
    var width: StyleValue
    var height: StyleValue
    var minWidth: StyleValue
    var maxWidth: StyleValue
    var minHeight: StyleValue
    var maxHeight: StyleValue
    var basis: StyleValue
    var grow: Float
    var shrink: Float
    /// NaN when the node has none.
    var aspectRatio: Float
    var margin: Edges
    /// NaN edges are not set.
    var position: Edges

    /// Reads the style in place (a `LayoutStyle` is some 300 bytes; passing it copied it).
    @inline(__always)
    init(_ stylePointer: UnsafePointer<LayoutStyle>) {
        mainAxis = stylePointer.pointee.direction == .row ? .row : .column
        wraps = stylePointer.pointee.wraps
        justify = stylePointer.pointee.justifyContent
        alignItems = Self.align(stylePointer.pointee.alignItems)
        alignSelf = stylePointer.pointee.alignSelf.map(Self.align) ?? .auto
        alignContent = Self.align(stylePointer.pointee.alignContent)
        isAbsolute = stylePointer.pointee.positionType == .absolute
        isHidden = stylePointer.pointee.display == .none
        width = InputSanitizing.styleValue(stylePointer.pointee.width, autoMeansUndefined: false)
        height = InputSanitizing.styleValue(stylePointer.pointee.height, autoMeansUndefined: false)
        minWidth = InputSanitizing.styleValue(stylePointer.pointee.minWidth, autoMeansUndefined: true)
        maxWidth = InputSanitizing.styleValue(stylePointer.pointee.maxWidth, autoMeansUndefined: true)
        minHeight = InputSanitizing.styleValue(stylePointer.pointee.minHeight, autoMeansUndefined: true)
        maxHeight = InputSanitizing.styleValue(stylePointer.pointee.maxHeight, autoMeansUndefined: true)
        basis = InputSanitizing.styleValue(stylePointer.pointee.basis, autoMeansUndefined: false)
        grow = InputSanitizing.factor(stylePointer.pointee.grow)
        shrink = InputSanitizing.factor(stylePointer.pointee.shrink)
        aspectRatio = InputSanitizing.ratio(stylePointer.pointee.aspectRatio)
        margin = Self.edges(stylePointer.pointee.margin)
        padding = Self.edges(stylePointer.pointee.padding)
        position = Edges(
            top: stylePointer.pointee.position.top.flatMap(InputSanitizing.finite) ?? .nan,
            left: stylePointer.pointee.position.left.flatMap(InputSanitizing.finite) ?? .nan,
            bottom: stylePointer.pointee.position.bottom.flatMap(InputSanitizing.finite) ?? .nan,
            right: stylePointer.pointee.position.right.flatMap(InputSanitizing.finite) ?? .nan)
        // Negative gaps would let items overlap in ways CSS forbids.
        mainGap = max(0, InputSanitizing.length(stylePointer.pointee.spacing))
        crossGap = max(0, InputSanitizing.length(stylePointer.pointee.lineSpacing))
    }

    private static func align(_ alignment: ItemAlignment) -> Align {
        switch alignment {
        case .start: return .flexStart
        case .center: return .center
        case .end: return .flexEnd
        case .stretch: return .stretch
        case .baseline: return .baseline
        }
    }

    private static func align(_ alignment: ContentAlignment) -> Align {
        switch alignment {
        case .start: return .flexStart
        case .center: return .center
        case .end: return .flexEnd
        case .stretch: return .stretch
        case .spaceBetween: return .spaceBetween
        case .spaceAround: return .spaceAround
        }
    }

    private static func edges(_ edges: LayoutEdges) -> Edges {
        Edges(
            top: InputSanitizing.length(edges.top), left: InputSanitizing.length(edges.left),
            bottom: InputSanitizing.length(edges.bottom), right: InputSanitizing.length(edges.right))
    }
}
