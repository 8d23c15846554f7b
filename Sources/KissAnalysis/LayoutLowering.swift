import KissLayout

/// Turns an element tree into the solver's node tree (language §7): stacks
/// are flex containers, leaf views have measure functions, spacers are plain
/// nodes, modifiers set style properties in the order written (a use's
/// modifiers after its layout's own, so they override them).
struct LayoutLowering: Sendable {
    let leaves: LeafMeasurement

    func lower(_ root: ElementInstance) -> LayoutNode {
        lower(root, parent: nil)
    }

    /// Lowers one element; overlays are solved separately (they never change its size).
    func lower(_ instance: ElementInstance, parent: ElementInstance?) -> LayoutNode {
        var styles: [LoweredStyle]?
        return lower(instance, parent: parent, styles: &styles)
    }

    /// The tree and, in the solver's node order (pre-order), the style each node was given.
    func lowerCollectingStyles(_ root: ElementInstance) -> (node: LayoutNode, styles: [LoweredStyle]) {
        var styles: [LoweredStyle]? = []
        let node = lower(root, parent: nil, styles: &styles)
        return (node, styles ?? [])
    }

    private func lower(_ instance: ElementInstance, parent: ElementInstance?, styles: inout [LoweredStyle]?) -> LayoutNode {
        let lowered = loweredStyle(of: instance, parent: parent)
        styles?.append(lowered)
        var node = LayoutNode(style: lowered.style)
        if instance.kind == .pin {
            // Its children are placed by anchors, not by flexbox: to the solver
            // a pin container is a leaf whose content size is their extent.
            let lowering = self
            node.measure = { width, widthMode, height, heightMode in
                let pin = PinLayout(lowering: lowering, scale: lowering.leaves.scale)
                let placements = pin.place(instance.children, width: widthMode == .undefined ? nil : width,
                                           height: heightMode == .undefined ? nil : height).compactMap { $0 }
                let right = placements.map { $0.frame.x + $0.frame.width }.max() ?? 0
                let bottom = placements.map { max($0.frame.y + $0.frame.height, $0.frame.y + $0.baseline) }.max() ?? 0
                return LayoutSize(width: widthMode == .exactly ? width : max(right, 0), height: heightMode == .exactly ? height : max(bottom, 0))
            }
        } else if instance.kind.isLeafView {
            let (measure, baseline) = leaves.functions(for: instance)
            node.measure = measure
            node.baseline = baseline
        } else if instance.kind.isContainer {
            node.children.reserveCapacity(instance.children.count)
            for child in instance.children {
                node.children.append(lower(child, parent: instance, styles: &styles))
            }
            for overlay in instance.overlays where Self.placesInTree(overlay, over: instance) {
                for element in overlay.elements {
                    node.children.append(lowerOverlayElement(element, alignment: overlay.alignment, styles: &styles))
                }
            }
        }
        return node
    }

    /// An overlay element as Yoga sees it: an absolute child. Where it gives no
    /// offset on an axis, the overlay's alignment supplies one (0 from that edge).
    func lowerOverlayElement(_ element: ElementInstance, alignment: String) -> LayoutNode {
        var styles: [LoweredStyle]?
        return lowerOverlayElement(element, alignment: alignment, styles: &styles)
    }

    private func lowerOverlayElement(_ element: ElementInstance, alignment: String, styles: inout [LoweredStyle]?) -> LayoutNode {
        var node = lower(element, parent: nil, styles: &styles)
        node.style.positionType = .absolute
        let alignment = alignment.lowercased()
        if node.style.position.top == nil, node.style.position.bottom == nil {
            if alignment.hasPrefix("bottom") { node.style.position.bottom = 0 } else if alignment.hasPrefix("top") { node.style.position.top = 0 }
        }
        if node.style.position.left == nil, node.style.position.right == nil {
            if alignment.hasSuffix("right") { node.style.position.right = 0 } else if alignment.hasSuffix("left") { node.style.position.left = 0 }
        }
        return node
    }

    /// Overlays on containers are laid out by the solver itself, as Yoga's
    /// absolute children (percentages and offsets then resolve exactly as
    /// Yoga's do). A leaf cannot hold Yoga children, and a centred axis
    /// without an offset cannot be written as one: those overlays are solved
    /// in a second pass over the element's frame.
    static func placesInTree(_ overlay: Overlay, over instance: ElementInstance) -> Bool {
        guard instance.kind.isContainer else { return false }
        let alignment = overlay.alignment.lowercased()
        let centredVertically = !alignment.hasPrefix("top") && !alignment.hasPrefix("bottom")
        let centredHorizontally = !alignment.hasSuffix("left") && !alignment.hasSuffix("right")
        return overlay.elements.allSatisfy { element in
            let offsets = element.modifierValue("position", "top") != nil || element.modifierValue("position", "bottom") != nil
            let sideOffsets = element.modifierValue("position", "left") != nil || element.modifierValue("position", "right") != nil
            return (!centredVertically || offsets) && (!centredHorizontally || sideOffsets)
        }
    }

    static func dimension(_ value: Value?) -> LayoutDimension? {
        switch value {
        case .number(let points)?: return .points(points)
        case .percentage(let percent)?: return .percent(percent)
        default: return nil
        }
    }

    func style(of instance: ElementInstance, parent: ElementInstance?) -> LayoutStyle {
        loweredStyle(of: instance, parent: parent).style
    }

    func loweredStyle(of instance: ElementInstance, parent: ElementInstance?) -> LoweredStyle {
        LoweredStyleMemo.style(of: instance, parent: parent) { lowerStyle(of: instance, parent: parent) }
    }

    private func lowerStyle(of instance: ElementInstance, parent: ElementInstance?) -> LayoutStyle {
        var style = LayoutStyle()
        switch instance.kind {
        case .hstack: style.direction = .row
        case .wrap:
            style.direction = .row
            style.wraps = true
        default: style.direction = .column
        }
        let parentIsRow = parent.map { $0.kind == .hstack || $0.kind == .wrap } ?? false
        applySpacer(instance, parent: parent, parentIsRow: parentIsRow, to: &style)
        for modifier in instance.modifiers {
            apply(modifier, parentIsRow: parentIsRow, to: &style)
        }
        if instance.isHiddenByModifier || Self.autoInvisible(instance) {
            style.display = .none
        }
        return style
    }

    private func applySpacer(_ instance: ElementInstance, parent: ElementInstance?, parentIsRow: Bool, to style: inout LayoutStyle) {
        func number(_ key: String) -> Double? {
            if case .number(let value)? = instance.arguments[key]?.value { return value }
            return nil
        }
        switch instance.kind {
        case .spacer:
            var length = number("length") ?? 0
            if let relative = number("relative") {
                var parentSpacing = 0.0
                if let parent, case .number(let spacing)? = parent.modifierValue("spacing", "value")?.value { parentSpacing = spacing }
                length = parentSpacing + relative
            }
            if parentIsRow { style.width = .points(length) } else { style.height = .points(length) }
        case .growSpacer:
            style.grow = number("factor") ?? 1
        case .stretchSpacer:
            style.basis = .points(0)
            style.grow = 1
            style.shrink = 1
            let minimum = LayoutDimension.points(number("min") ?? 0)
            if parentIsRow { style.minWidth = minimum } else { style.minHeight = minimum }
        default:
            break
        }
    }

    private func apply(_ modifier: AppliedModifier, parentIsRow: Bool, to style: inout LayoutStyle) {
        let arguments = modifier.arguments
        func number(_ key: String) -> Double? {
            if case .number(let value)? = arguments[key]?.value { return value }
            return nil
        }
        func dimension(_ key: String) -> LayoutDimension? { Self.dimension(arguments[key]?.value) }
        func caseName(_ key: String) -> String? {
            if case .enumCase(let name)? = arguments[key]?.value { return name }
            return nil
        }
        switch modifier.name {
        case "width": if let value = dimension("value") { style.width = value }
        case "height": if let value = dimension("value") { style.height = value }
        case "size":
            if let width = dimension("width") {
                style.width = width
                style.height = dimension("height") ?? width
            }
        case "minWidth": if let value = dimension("value") { style.minWidth = value }
        case "maxWidth": if let value = dimension("value") { style.maxWidth = value }
        case "minHeight": if let value = dimension("value") { style.minHeight = value }
        case "maxHeight": if let value = dimension("value") { style.maxHeight = value }
        case "ratio": if let value = number("value") { style.aspectRatio = value }
        case "grow": style.grow = number("factor") ?? 1
        case "shrink": style.shrink = number("factor") ?? 1
        case "basis": if let value = dimension("value") { style.basis = value }
        case "margin": applyEdges(arguments, to: &style.margin)
        case "padding": applyEdges(arguments, to: &style.padding)
        case "spacing": if let value = number("value") { style.spacing = value }
        case "lineSpacing": if let value = number("value") { style.lineSpacing = value }
        case "mainAlign": if let name = caseName("value"), let value = Self.justify[name] { style.justifyContent = value }
        case "crossAlign":
            if let name = caseName("value"), let value = Self.items[name] { style.alignItems = value }
            if let name = caseName("self"), let value = Self.items[name] { style.alignSelf = value }
        case "lineAlign": if let name = caseName("value"), let value = Self.content[name] { style.alignContent = value }
        case "fill":
            let margin = number("margin") ?? 0
            style.alignSelf = .stretch
            if parentIsRow {
                style.margin.top = margin
                style.margin.bottom = margin
            } else {
                style.margin.left = margin
                style.margin.right = margin
            }
        case "minMargin":
            let margin = number("value") ?? 0
            if parentIsRow {
                style.margin.top = max(style.margin.top, margin)
                style.margin.bottom = max(style.margin.bottom, margin)
            } else {
                style.margin.left = max(style.margin.left, margin)
                style.margin.right = max(style.margin.right, margin)
            }
        case "position":
            style.positionType = .absolute
            style.position = LayoutOffsets(top: number("top"), left: number("left"), bottom: number("bottom"), right: number("right"))
        default:
            if let edge = Self.singleEdges[modifier.name] {
                let value = number("value") ?? 0
                if modifier.name.hasPrefix("margin") { Self.set(edge, value, on: &style.margin) } else { Self.set(edge, value, on: &style.padding) }
            }
        }
    }

    /// `(all)`, then `horizontal` / `vertical`, then single edges: the more
    /// specific wins within one call, as Yoga resolves its edges.
    private func applyEdges(_ arguments: [String: LocatedValue], to edges: inout LayoutEdges) {
        func number(_ key: String) -> Double? {
            if case .number(let value)? = arguments[key]?.value { return value }
            return nil
        }
        for key in ["all", "horizontal", "vertical", "top", "left", "bottom", "right"] {
            if let value = number(key) { Self.set(key, value, on: &edges) }
        }
    }

    static func set(_ edge: String, _ value: Double, on edges: inout LayoutEdges) {
        switch edge {
        case "all": edges = LayoutEdges(all: value)
        case "horizontal": edges.left = value; edges.right = value
        case "vertical": edges.top = value; edges.bottom = value
        case "top": edges.top = value
        case "left": edges.left = value
        case "bottom": edges.bottom = value
        case "right": edges.right = value
        default: break
        }
    }

    static let singleEdges: [String: String] = {
        var map: [String: String] = [:]
        for prefix in ["margin", "padding"] {
            for edge in ["Top", "Left", "Bottom", "Right", "Horizontal", "Vertical"] { map[prefix + edge] = edge.lowercased() }
        }
        return map
    }()

    static let justify: [String: JustifyContent] = [
        "start": .start, "center": .center, "end": .end, "spaceBetween": .spaceBetween,
        "spaceAround": .spaceAround, "spaceEvenly": .spaceEvenly,
    ]
    static let items: [String: ItemAlignment] = ["start": .start, "center": .center, "end": .end, "stretch": .stretch, "baseline": .baseline]
    static let content: [String: ContentAlignment] = [
        "start": .start, "center": .center, "end": .end, "stretch": .stretch, "spaceBetween": .spaceBetween, "spaceAround": .spaceAround,
    ]

    /// `.autoInvisible(.allInvisible)` on a container whose children are all hidden.
    static func autoInvisible(_ instance: ElementInstance) -> Bool {
        guard instance.kind.isContainer, case .enumCase("allInvisible")? = instance.modifierValue("autoInvisible", "mode")?.value else { return false }
        return instance.children.allSatisfy { $0.isHiddenByModifier || autoInvisible($0) }
    }
}
