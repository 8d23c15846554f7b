import KissLayout

/// Turns an element tree into the solver's node tree as the Kiss library builds its Yoga
/// tree (docs/kiss-semantics.md): stacks are flex containers, every leaf — spacers too — is
/// a view YogaKit measures, elements not in the layout are left out, stacks drop some of
/// their items' margins, and modifiers set style properties in the order written (a use's
/// modifiers after its layout's own, so they override them).
struct LayoutLowering: Sendable {
    typealias ParentTraits = LoweredStyleMemo.ParentTraits

    let leaves: LeafMeasurement

    func lower(_ root: ElementInstance) -> LayoutNode {
        lower(root, parent: nil)
    }

    /// Lowers one element; overlays are solved separately (they never change its size).
    func lower(_ instance: ElementInstance, parent: ElementInstance?) -> LayoutNode {
        var styles: [LoweredStyle]?
        var kept = 0
        return lower(instance, traits: parent.map { ParentTraits(of: $0, for: instance) }, styles: &styles, kept: &kept)
    }

    /// The tree and, in the solver's node order (pre-order), the style each node was given;
    /// `kept`: how many of its nodes are lowered trees kept from an earlier solve
    /// (`LoweredTreeMemo`), the others were lowered now.
    func lowerCollectingStyles(_ root: ElementInstance) -> (node: LayoutNode, styles: [LoweredStyle], kept: Int) {
        var styles: [LoweredStyle]? = []
        var kept = 0
        let node = lower(root, traits: nil, styles: &styles, kept: &kept)
        return (node, styles ?? [], kept)
    }

    /// `kept` counts the nodes taken from `LoweredTreeMemo` (once per kept tree, not per node).
    private func lower(_ instance: ElementInstance, traits: ParentTraits?, styles: inout [LoweredStyle]?, kept: inout Int) -> LayoutNode {
        guard instance.isKeptExpansionTop, leaves.fontScales.isEmpty else { return lowerUnkept(instance, traits: traits, styles: &styles, kept: &kept) }
        let key = LoweredTreeMemo.Key(
            traits: traits, scale: leaves.scale, textScale: leaves.textScale, family: leaves.family,
            measurer: ObjectIdentifier(leaves.measurer))
        if let tree = LoweredTreeMemo.tree(of: instance, for: key) {
            styles?.append(contentsOf: tree.styles)
            kept += tree.styles.count
            return tree.node
        }
        // A tree that would not be kept is lowered straight into the caller's styles.
        guard !LoweredTreeMemo.isFull else { return lowerUnkept(instance, traits: traits, styles: &styles, kept: &kept) }
        var collected: [LoweredStyle]? = []
        var node = lowerAfresh(instance, traits: traits, styles: &collected, kept: &kept)
        // The same node tree is handed out for every later use: solves may replay it.
        identifyUse(&node, of: instance)
        if node.identity == nil { node.identity = SubtreeIdentity() }
        let tree = LoweredTreeMemo.Tree(node: node, styles: collected ?? [])
        LoweredTreeMemo.keep(tree, of: instance, for: key)
        styles?.append(contentsOf: tree.styles)
        return node
    }

    /// A use's root takes the use's modifiers, so it is lowered afresh for every version of the
    /// layout around it (a new copy each time); its children are the kept expansion's, so the
    /// whole use may still be a subtree that solves replay (`LoweredTreeMemo.identify`).
    private func identifyUse(_ node: inout LayoutNode, of instance: ElementInstance) {
        guard leaves.fontScales.isEmpty, let origin = instance.keptOrigin else { return }
        LoweredTreeMemo.identify(&node, asUseOf: origin)
    }

    /// Lowered afresh and not kept.
    private func lowerUnkept(_ instance: ElementInstance, traits: ParentTraits?, styles: inout [LoweredStyle]?, kept: inout Int) -> LayoutNode {
        var node = lowerAfresh(instance, traits: traits, styles: &styles, kept: &kept)
        identifyUse(&node, of: instance)
        return node
    }

    private func lowerAfresh(_ instance: ElementInstance, traits: ParentTraits?, styles: inout [LoweredStyle]?, kept: inout Int) -> LayoutNode {
        let lowered = loweredStyle(of: instance, traits: traits)
        styles?.append(lowered)
        var node = LayoutNode(style: lowered.style)
        if instance.kind == .pin {
            // Its children are placed by anchors, not by flexbox: to the solver
            // a pin container is a leaf whose content size is their extent.
            let lowering = self
            node.measure = LeafMeasurement.clampedAsYogaKit { width, widthMode, height, heightMode in
                lowering.leaves.pinSizes.size(of: instance, width: width, widthMode: widthMode, height: height, heightMode: heightMode) {
                    let pin = PinLayout(lowering: lowering, scale: lowering.leaves.scale)
                    let placements = pin.place(instance.children, width: widthMode == .undefined ? nil : width,
                                               height: heightMode == .undefined ? nil : height).compactMap { $0 }
                    let right = placements.map { $0.frame.x + $0.frame.width }.max() ?? 0
                    let bottom = placements.map(\.fittingBottom).max() ?? 0
                    return LayoutSize(width: max(right, 0), height: max(bottom, 0))
                }
            }
        } else if instance.kind.isLeafView || instance.kind.isSpacer {
            let (measure, baseline) = leaves.functions(for: instance)
            node.measure = measure
            node.baseline = baseline
        } else if instance.kind.isStack {
            guard Self.hasChildrenInLayout(instance) else {
                // A stack without an item in the layout is a plain view to YogaKit: a leaf
                // that measures nothing.
                node.measure = LeafMeasurement.measuresNothing
                return node
            }
            node.children.reserveCapacity(instance.children.count)
            for (index, child) in instance.children.enumerated() where child.isInKissLayout {
                let traits = ParentTraits(of: instance, for: child, dropped: DroppedMargins.of(childAt: index, in: instance),
                                          gaps: SpacerGaps.of(childAt: index, in: instance))
                node.children.append(lower(child, traits: traits, styles: &styles, kept: &kept))
            }
            for overlay in instance.overlays where Self.placesInTree(overlay, over: instance) {
                for element in Self.ownOverlayElements(overlay) {
                    node.children.append(lowerOverlayElement(element, alignment: overlay.alignment, styles: &styles, kept: &kept))
                }
            }
        }
        return node
    }

    static func hasChildrenInLayout(_ instance: ElementInstance) -> Bool {
        instance.children.contains { $0.isInKissLayout }
    }

    /// An overlay element as Yoga sees it: an absolute child. Where it gives no
    /// offset on an axis, the overlay's alignment supplies one (0 from that edge).
    func lowerOverlayElement(_ element: ElementInstance, alignment: String) -> LayoutNode {
        var styles: [LoweredStyle]?
        var kept = 0
        return lowerOverlayElement(element, alignment: alignment, styles: &styles, kept: &kept)
    }

    private func lowerOverlayElement(
        _ element: ElementInstance, alignment: String, styles: inout [LoweredStyle]?, kept: inout Int
    ) -> LayoutNode {
        var node = lower(element, traits: nil, styles: &styles, kept: &kept)
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

    /// The library's overlays hold stacks, each laid out as a root the size of the covered
    /// element (`GroupLayout.overlayUpdateLayout`): a stack in an `.overlay { }` written
    /// without `alignment:` and without `.position` is such an overlay.
    static func isKissOverlayGroup(_ element: ElementInstance, in overlay: Overlay) -> Bool {
        !overlay.alignmentGiven && element.kind.isStack && !element.hasModifier("position")
    }

    /// The elements of an overlay that are laid out by our own rules (absolute children, or a
    /// second pass), in order: those in the layout that are not Kiss overlay groups.
    static func ownOverlayElements(_ overlay: Overlay) -> [ElementInstance] {
        overlay.elements.filter { $0.isInKissLayout && !isKissOverlayGroup($0, in: overlay) }
    }

    /// Overlays of our own on containers are laid out by the solver itself, as
    /// Yoga's absolute children (percentages and offsets then resolve exactly as
    /// Yoga's do). A leaf cannot hold Yoga children — nor can a stack without an
    /// item in the layout, which YogaKit measures as a leaf — and a centred axis
    /// without an offset cannot be written as one: those overlays are solved in
    /// a second pass over the element's frame.
    static func placesInTree(_ overlay: Overlay, over instance: ElementInstance) -> Bool {
        guard instance.kind.isStack, hasChildrenInLayout(instance) else { return false }
        let alignment = overlay.alignment.lowercased()
        let centredVertically = !alignment.hasPrefix("top") && !alignment.hasPrefix("bottom")
        let centredHorizontally = !alignment.hasSuffix("left") && !alignment.hasSuffix("right")
        return ownOverlayElements(overlay).allSatisfy { element in
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
        loweredStyle(of: instance, traits: parent.map { ParentTraits(of: $0, for: instance) })
    }

    private func loweredStyle(of instance: ElementInstance, traits: ParentTraits?) -> LoweredStyle {
        LoweredStyleMemo.style(of: instance, traits: traits) { Self.lowerStyle(of: instance, traits: traits) }
    }

    /// `stretchSpacer()` is Kiss's `Spacer()`, and `.growFull()` Kiss's `growFull()`: a grow of
    /// −1e-19 (`-Double.sameZero`). Yoga shares the free space in proportion to grow ÷ the
    /// line's total, so it takes all of it when nothing else grows and next to nothing when
    /// something does; the basis stays auto (the flex is negative), so the item keeps its size.
    static let stretchSpacerGrow = -1e-19

    private static func lowerStyle(of instance: ElementInstance, traits: ParentTraits?) -> LayoutStyle {
        var style = LayoutStyle()
        switch instance.kind {
        case .hstack: style.direction = .row
        case .wrap:
            style.direction = .row
            style.wraps = true
            style.alignItems = .start
        default: style.direction = .column
        }
        if traits?.isStackItem == true && !instance.kind.isSpacer { style.alignSelf = .stretch }
        let parentIsRow = traits?.isRow ?? false
        var grow = spacerStyle(instance, spacing: traits?.spacing, parentIsRow: parentIsRow, to: &style)
        for modifier in instance.modifiers {
            if modifier.name == "grow" {
                grow = number(modifier.arguments["factor"]) ?? 1
            } else if modifier.name == "growFull" {
                // Both set Kiss's one `attr.grow`: the last written wins.
                grow = stretchSpacerGrow
            } else {
                apply(modifier, parentIsRow: parentIsRow, to: &style)
            }
        }
        if let grow {
            // Kiss's `setGrow`: flexGrow = flexShrink = flex = g, and a positive `flex` makes
            // the basis 0. `.shrink` and `.basis` are ours and win when written.
            style.grow = grow
            if !instance.hasModifier("shrink") { style.shrink = grow }
            if grow > 0 && !instance.hasModifier("basis") { style.basis = .points(0) }
        }
        traits?.dropped.apply(to: &style.margin)
        if let traits, let spacing = traits.spacing, spacing != 0 {
            // A spacer is the space between its neighbours: it takes the stack's gaps away.
            if traits.gaps.leading {
                if parentIsRow { style.margin.left -= spacing } else { style.margin.top -= spacing }
            }
            if traits.gaps.trailing {
                if parentIsRow { style.margin.right -= spacing } else { style.margin.bottom -= spacing }
            }
        }
        return style
    }

    private static func number(_ value: LocatedValue?) -> Double? {
        if case .number(let number)? = value?.value { return number }
        return nil
    }

    /// A spacer's style (`Spacer` in Kiss): `spacer(n)` is n by n, `growSpacer(g)` grows as
    /// `.grow(g)` does and `stretchSpacer()` as `Spacer()` does. Returns the grow it implies.
    private static func spacerStyle(_ instance: ElementInstance, spacing: Double?, parentIsRow: Bool, to style: inout LayoutStyle) -> Double? {
        func number(_ key: String) -> Double? { Self.number(instance.arguments[key]) }
        switch instance.kind {
        case .spacer:
            var length = number("length") ?? 0
            if let relative = number("relative") { length = (spacing ?? 0) + relative }
            style.width = .points(length)
            style.height = .points(length)
            return nil
        case .growSpacer:
            return number("factor") ?? 1
        case .stretchSpacer:
            if let minimum = number("min") {
                if parentIsRow { style.minWidth = .points(minimum) } else { style.minHeight = .points(minimum) }
            }
            return stretchSpacerGrow
        default:
            return nil
        }
    }

    private static func apply(_ modifier: AppliedModifier, parentIsRow: Bool, to style: inout LayoutStyle) {
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
    private static func applyEdges(_ arguments: [String: LocatedValue], to edges: inout LayoutEdges) {
        // The arguments given (one or two, as a rule) sorted into their places, rather than
        // seven lookups by name for every padding and margin of every element lowered.
        var all: Double?, horizontal: Double?, vertical: Double?
        var top: Double?, left: Double?, bottom: Double?, right: Double?
        for (key, argument) in arguments {
            guard case .number(let value) = argument.value else { continue }
            switch key {
            case "all": all = value
            case "horizontal": horizontal = value
            case "vertical": vertical = value
            case "top": top = value
            case "left": left = value
            case "bottom": bottom = value
            case "right": right = value
            default: break
            }
        }
        if let all { Self.set("all", all, on: &edges) }
        if let horizontal { Self.set("horizontal", horizontal, on: &edges) }
        if let vertical { Self.set("vertical", vertical, on: &edges) }
        if let top { Self.set("top", top, on: &edges) }
        if let left { Self.set("left", left, on: &edges) }
        if let bottom { Self.set("bottom", bottom, on: &edges) }
        if let right { Self.set("right", right, on: &edges) }
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
}
