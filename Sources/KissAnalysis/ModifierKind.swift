/// Where a modifier may be written (K103).
public enum ModifierPlacement: Sendable, Hashable {
    case anyElement
    /// On vstack, hstack or wrap.
    case stack
    case wrapOnly
    case container
    /// On an element directly inside a pin container.
    case pinChild
    /// On an element inside `.overlay { }`.
    case overlayChild

    /// Whether a modifier placed so may be written on an element of `kind` (nil: a layout
    /// use, whose root is not known here, takes what any element takes).
    public func allows(kind: BuiltinKind?, parentKind: BuiltinKind?, inOverlay: Bool) -> Bool {
        switch self {
        case .anyElement: return true
        case .stack: return kind?.isStack ?? false
        case .wrapOnly: return kind == .wrap
        case .container: return kind?.isContainer ?? false
        case .pinChild: return parentKind == .pin
        case .overlayChild: return inOverlay
        }
    }
}

/// The modifiers of language §5, with their parameters.
public struct ModifierSpec: Sendable, Hashable {
    public var name: String
    public var signature: Signature
    public var placement: ModifierPlacement
    public var takesBlock: Bool
    /// One line for hover and completion.
    public var summary: String

    init(_ name: String, _ signature: Signature, _ placement: ModifierPlacement = .anyElement, block: Bool = false, _ summary: String) {
        self.name = name
        self.signature = signature
        self.placement = placement
        self.takesBlock = block
        self.summary = summary
    }

    static let edges = ["top", "left", "bottom", "right", "horizontal", "vertical"]

    private static func length(_ name: String, _ summary: String) -> ModifierSpec {
        ModifierSpec(name, Signature([ParameterSpec("value", .length, positional: true, required: true)]), .anyElement, summary)
    }

    private static func edgeSet(_ name: String, _ summary: String) -> ModifierSpec {
        ModifierSpec(name, Signature([ParameterSpec("all", .number, positional: true)] + edges.map { ParameterSpec($0, .number) }, requiresAny: true), .anyElement, summary)
    }

    private static func singleEdge(_ name: String, _ summary: String) -> ModifierSpec {
        ModifierSpec(name, Signature([ParameterSpec("value", .number, positional: true, required: true)]), .anyElement, summary)
    }

    static let mainAlignCases = ["start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly"]
    static let crossAlignCases = ["start", "center", "end", "stretch", "baseline"]
    static let lineAlignCases = ["start", "center", "end", "stretch", "spaceBetween", "spaceAround"]
    static let overlayAlignments = ["topLeft", "top", "topRight", "left", "center", "right", "bottomLeft", "bottom", "bottomRight"]

    /// Modifiers that only paint: no frame depends on them, so correcting a misspelling into
    /// one of them is a safe fix.
    public static let framesNeutral: Set<String> = ["background", "cornerRadius", "stroke"]

    public static let all: [String: ModifierSpec] = {
        var specs: [ModifierSpec] = [
            length("width", "The width in points or a percentage of the parent's content width."),
            length("height", "The height in points or a percentage of the parent's content height."),
            ModifierSpec("size", Signature([ParameterSpec("width", .length, positional: true, required: true), ParameterSpec("height", .length, positional: true)]),
                         .anyElement, "Width and height; `.size(s)` makes a square."),
            length("minWidth", "The smallest width the element may take."),
            length("maxWidth", "The largest width the element may take."),
            length("minHeight", "The smallest height the element may take."),
            length("maxHeight", "The largest height the element may take."),
            ModifierSpec("ratio", Signature([ParameterSpec("value", .number, positional: true, required: true)]), .anyElement,
                         "Aspect ratio, width / height: one axis follows the other."),
            ModifierSpec("grow", Signature([ParameterSpec("factor", .number, positional: true)]), .anyElement,
                         "Takes a share of the free space along the parent's main axis (default 1)."),
            ModifierSpec("growFull", Signature([]), .anyElement,
                         "Kiss's `.growFull()`: takes the free space along the parent's main axis when no sibling grows (sharing it with the others that grow full), and keeps its own size when one does."),
            ModifierSpec("shrink", Signature([ParameterSpec("factor", .number, positional: true)]), .anyElement,
                         "Gives up space when the parent's line overflows (default 1)."),
            length("basis", "The starting size along the parent's main axis, before growing and shrinking."),
            edgeSet("margin", "Space outside the element: `(all)` or any of top, left, bottom, right, horizontal, vertical."),
            edgeSet("padding", "Space inside the element, around its content."),
            ModifierSpec("spacing", Signature([ParameterSpec("value", .number, positional: true, required: true)]), .stack,
                         "Gap between adjacent visible children along the main axis (CSS gap)."),
            ModifierSpec("lineSpacing", Signature([ParameterSpec("value", .number, positional: true, required: true)]), .wrapOnly,
                         "Gap between the lines of a wrap."),
            ModifierSpec("mainAlign", Signature([ParameterSpec("value", .cases(mainAlignCases), positional: true, required: true)]), .stack,
                         "Distribution of children along the main axis (justifyContent)."),
            ModifierSpec("crossAlign", Signature([ParameterSpec("value", .cases(crossAlignCases), positional: true), ParameterSpec("self", .cases(crossAlignCases))], requiresAny: true),
                         .anyElement, "Alignment across the main axis: of the children (alignItems), or with `self:` of this element (alignSelf)."),
            ModifierSpec("lineAlign", Signature([ParameterSpec("value", .cases(lineAlignCases), positional: true, required: true)]), .wrapOnly,
                         "Distribution of a wrap's lines (alignContent)."),
            ModifierSpec("fill", Signature([ParameterSpec("margin", .number)]), .anyElement,
                         "Stretch across the parent with a margin on both sides."),
            ModifierSpec("minMargin", Signature([ParameterSpec("value", .number, positional: true, required: true)]), .anyElement,
                         "Keep at least this distance to both cross-axis edges of the parent."),
            ModifierSpec("uniformFontScale", Signature([ParameterSpec("min", .number, required: true)]), .stack,
                         "When the texts directly inside overflow, shrink all their fonts by one common factor ≥ min."),
            ModifierSpec("hidden", Signature([ParameterSpec("value", .bool, positional: true)]), .anyElement,
                         "Removes the element from layout (display none)."),
            ModifierSpec("visible", Signature([ParameterSpec("value", .bool, positional: true, required: true)]), .anyElement,
                         "`.visible(false)` removes the element from layout."),
            ModifierSpec("autoInvisible", Signature([ParameterSpec("mode", .cases(["never", "allInvisible"]), positional: true, required: true)]), .container,
                         "`.allInvisible` removes the container when all its children are hidden."),
            ModifierSpec("overlay", Signature([ParameterSpec("alignment", .cases(overlayAlignments))]), .anyElement, block: true,
                         "Elements laid over this element's frame without changing its size."),
            ModifierSpec("position", Signature([ParameterSpec("top", .number), ParameterSpec("left", .number), ParameterSpec("bottom", .number), ParameterSpec("right", .number)], requiresAny: true),
                         .overlayChild, "Offsets of an overlay element from the edges of the element it covers."),
            ModifierSpec("pin", Signature(["left", "right", "centerX", "top", "bottom", "centerY", "capline", "baseline"].map { ParameterSpec($0, .anchor) }, requiresAny: true),
                         .pinChild, "Anchors that place an element inside a pin container."),
            ModifierSpec("id", Signature([ParameterSpec("name", .name, positional: true, required: true)]), .anyElement,
                         "Names the element for hover, outline and pin anchors."),
            ModifierSpec("background", Signature([ParameterSpec("color", .color, positional: true, required: true)]), .anyElement,
                         "Background color (appearance only)."),
            ModifierSpec("cornerRadius", Signature([ParameterSpec("radius", .number, positional: true, required: true)]), .anyElement,
                         "Rounded corners (appearance only)."),
            ModifierSpec("stroke", Signature([ParameterSpec("width", .number, positional: true, required: true), ParameterSpec("color", .color, positional: true)]), .anyElement,
                         "Border line (appearance only)."),
        ]
        for (prefix, noun) in [("margin", "Margin"), ("padding", "Padding")] {
            for edge in ["Top", "Left", "Bottom", "Right", "Horizontal", "Vertical"] {
                specs.append(singleEdge(prefix + edge, "\(noun) on the \(edge.lowercased()) edge\(edge.hasSuffix("al") ? "s" : "")."))
            }
        }
        return Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0) })
    }()
}
