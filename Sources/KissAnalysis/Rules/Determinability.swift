import KissLayout

/// Which sizes of a solved layout something determines (language §8, under the Kiss
/// library's semantics: docs/kiss-semantics.md), and so, for an element the solver sized 0,
/// whether it collapsed — nothing gives it a size: K201 / K202 — or was squeezed — something
/// does, but there was no room: K305 — or follows its parent, which is reported instead.
///
/// A size on an axis is *given* when something other than the element's own content sets it:
/// an explicit size, the preview, a percentage of a given size, stretching across a parent
/// whose size there is given (or across a line some sibling gives a size to), a grow share of
/// a given main size, a ratio from the other axis, two opposite offsets or anchors. It has
/// *extent* when its content asks for room: a leaf's intrinsic size, a stack's padding,
/// spacing or an item that asks for room. Three passes, parents before children where the
/// answer flows down: what each stack offers its items (`offered`), what content asks for
/// (`extent`, children first), and what is given (`given`).
struct Determinability {
    enum Axis: Int, CaseIterable {
        case width, height
        var other: Axis { self == .width ? .height : .width }
    }

    /// Why an element the solver sized 0 on an axis is 0.
    enum ZeroSize: Equatable {
        /// Nothing gives it a size there (K201 / K202).
        case collapsed(CollapseCause)
        /// Something gives it a size, but no room was left (K305).
        case squeezed
        /// Meant (an explicit 0 here or above), a spacer, another check's business (K205), or
        /// it follows a parent that is 0 there itself.
        case notReported
    }

    enum CollapseCause: Equatable {
        /// No content on that axis (a leaf without intrinsic size, a stack with no item).
        case noContent
        /// `.grow` starts it at a flex basis of 0, and the stack is sized by its content.
        case growsFromZero
        /// `.ratio` needs the other axis, which is not determined either (or, stretched
        /// across a row sized by its content, which Yoga works out from this one).
        case ratioWithoutOtherAxis
        /// Stretched to a line whose size only its items give, and none of them has one.
        case stretchedToEmptyLine
    }

    private enum Role {
        case root
        case stackItem(index: Int)
        case pinChild
        /// An overlay of our own: an absolute child of the covered element.
        case ownOverlay
        /// A library-style overlay: laid out at the covered element's size.
        case kissOverlayGroup
    }

    /// A fact on each axis, kept inline (the passes read and write these for every node).
    private struct AxisFlags {
        private var width = false
        private var height = false

        subscript(_ index: Int) -> Bool {
            get { index == 0 ? width : height }
            set { if index == 0 { width = newValue } else { height = newValue } }
        }

        init(_ width: Bool = false, _ height: Bool = false) {
            self.width = width
            self.height = height
        }
    }

    /// A class, so that reading a node in the passes shares it instead of copying its style
    /// and children.
    private final class Node {
        let element: SolvedElement
        let parent: Int
        let role: Role
        let style: LayoutStyle
        var children: [Int] = []
        var offered = AxisFlags()
        var givenBasic = AxisFlags()
        var extent = AxisFlags()
        var given = AxisFlags()
        /// Wraps: the index of the line each flow child is in.
        var line = 0

        init(element: SolvedElement, parent: Int, role: Role, style: LayoutStyle) {
            self.element = element
            self.parent = parent
            self.role = role
            self.style = style
        }
    }

    private var nodes: [Node] = []
    private var indexOf: [ObjectIdentifier: Int] = [:]
    private let preview: Preview

    init(_ layout: SolvedLayout, styleOf: (SolvedElement, SolvedElement?) -> LayoutStyle) {
        preview = layout.preview
        var pending: [(SolvedElement, parent: Int, role: Role)] = [(layout.root, -1, .root)]
        while let (element, parent, role) = pending.popLast() {
            guard element.frame != nil else { continue }
            let index = nodes.count
            let parentElement = parent >= 0 ? nodes[parent].element : nil
            let isOverlay: Bool
            switch role {
            case .ownOverlay, .kissOverlayGroup: isOverlay = true
            default: isOverlay = false
            }
            nodes.append(Node(element: element, parent: parent, role: role, style: styleOf(element, isOverlay ? nil : parentElement)))
            indexOf[ObjectIdentifier(element)] = index
            if parent >= 0 { nodes[parent].children.append(index) }
            let kind = element.instance.kind
            for overlay in element.instance.overlays.reversed() {
                for child in overlay.elements.reversed() {
                    guard let solved = element.overlays.first(where: { $0.instance === child }) else { continue }
                    pending.append((solved, index, LayoutLowering.isKissOverlayGroup(child, in: overlay) ? .kissOverlayGroup : .ownOverlay))
                }
            }
            for (offset, child) in element.children.enumerated().reversed() {
                pending.append((child, index, kind == .pin ? .pinChild : kind.isStack ? .stackItem(index: offset) : .pinChild))
            }
        }
        assignLines()
        for index in nodes.indices { computeOffered(index) }
        for index in nodes.indices.reversed() { computeExtent(index) }
        for index in nodes.indices { computeGiven(index) }
    }

    // MARK: - Facts about one node

    private func size(_ style: LayoutStyle, _ axis: Axis) -> LayoutDimension { axis == .width ? style.width : style.height }
    private func minimum(_ style: LayoutStyle, _ axis: Axis) -> LayoutDimension { axis == .width ? style.minWidth : style.minHeight }

    private func explicitPositive(_ node: Node, _ axis: Axis) -> Bool {
        if case .points(let value) = size(node.style, axis), value > 0 { return true }
        if case .points(let value) = minimum(node.style, axis), value > 0 { return true }
        return false
    }

    private func isPercentage(_ node: Node, _ axis: Axis) -> Bool {
        if case .percent = size(node.style, axis) { return true }
        return false
    }

    private func mainAxis(of node: Node) -> Axis { node.element.instance.kind == .vstack ? .height : .width }

    private func padding(_ node: Node, _ axis: Axis) -> Double {
        axis == .width ? node.style.padding.left + node.style.padding.right : node.style.padding.top + node.style.padding.bottom
    }

    private func margins(_ node: Node, _ axis: Axis) -> Double {
        axis == .width ? node.style.margin.left + node.style.margin.right : node.style.margin.top + node.style.margin.bottom
    }

    private func hasRatio(_ node: Node) -> Bool { (node.style.aspectRatio ?? 0) > 0 }

    /// Kiss's `.grow`: a positive grow with a flex basis of 0.
    private func growsFromZero(_ node: Node) -> Bool { node.style.grow > 0 && node.style.basis == .points(0) }

    private func alignment(_ node: Node) -> ItemAlignment {
        node.style.alignSelf ?? nodes[node.parent].style.alignItems
    }

    /// Leaves that show content ask for room on an axis (language §4.2); an empty label does
    /// not (it is not reported either: its text is usually set at run time).
    private func leafExtent(_ node: Node, _ axis: Axis) -> Bool {
        let instance = node.element.instance
        if instance.kind == .label, case .string(let text)? = instance.arguments["text"]?.value, text.isEmpty { return false }
        return CollapseRule.hasIntrinsicSize(instance, axis == .width ? .width : .height)
    }

    // MARK: - The passes

    /// Wraps break their items into lines: in a left-to-right row an item starts a new line
    /// when it does not start at or after the end of the one before it.
    private mutating func assignLines() {
        for index in nodes.indices where nodes[index].element.instance.kind == .wrap {
            var line = 0
            var previousEnd = -Double.infinity
            for child in nodes[index].children {
                guard case .stackItem = nodes[child].role, let frame = nodes[child].element.frame else { continue }
                if frame.x < previousEnd - 0.01 { line += 1 }
                nodes[child].line = line
                previousEnd = frame.x + frame.width
            }
        }
    }

    /// Whether the stack around an item offers it a definite size on the axis while measuring
    /// it: some ancestor's size there is given (or the preview's). It decides where a
    /// `.grow` item's basis of 0 takes effect (Yoga uses it only when the main size offered is
    /// definite; otherwise the item's own size is its basis).
    private mutating func computeOffered(_ index: Int) {
        let node = nodes[index]
        for axis in Axis.allCases {
            var basic = explicitPositive(node, axis)
            var offered: Bool
            switch node.role {
            case .root:
                offered = axis == .width ? preview.width != nil : preview.height != nil
                basic = basic || offered
            case .pinChild, .ownOverlay, .kissOverlayGroup:
                offered = true
                if case .kissOverlayGroup = node.role { basic = true }
            case .stackItem:
                let parent = nodes[node.parent]
                offered = parent.offered[axis.rawValue] || parent.givenBasic[axis.rawValue]
                let parentGiven = parent.givenBasic[axis.rawValue]
                if isPercentage(node, axis) { basic = basic || parentGiven }
                if axis == mainAxis(of: parent) {
                    if growsFromZero(node) { basic = basic || parentGiven }
                } else if alignment(node) == .stretch && parent.element.instance.kind != .wrap {
                    basic = basic || parentGiven
                }
            }
            nodes[index].offered[axis.rawValue] = offered
            nodes[index].givenBasic[axis.rawValue] = basic
        }
    }

    /// What the element's content asks for (children first).
    private mutating func computeExtent(_ index: Int) {
        let node = nodes[index]
        let kind = node.element.instance.kind
        for axis in Axis.allCases {
            var extent = padding(node, axis) > 0
            if kind == .pin {
                extent = true
            } else if kind.isStack {
                let items = node.children.filter { if case .stackItem = nodes[$0].role { return true } else { return false } }
                if axis == mainAxis(of: node), node.style.spacing > 0, items.count > 1 { extent = true }
                extent = extent || items.contains { contributes(nodes[$0], to: node, axis) }
            } else if !kind.isSpacer {
                extent = extent || leafExtent(node, axis)
            }
            nodes[index].extent[axis.rawValue] = extent
        }
    }

    /// Whether an item of a stack sized by its content asks the stack for room.
    private func contributes(_ item: Node, to stack: Node, _ axis: Axis) -> Bool {
        if margins(item, axis) > 0 { return true }
        if axis == mainAxis(of: stack) && growsFromZero(item) {
            // Its basis is 0 wherever the stack is offered a definite size.
            return !stack.offered[axis.rawValue] && (explicitPositive(item, axis) || item.extent[axis.rawValue])
        }
        if explicitPositive(item, axis) || item.extent[axis.rawValue] { return true }
        return hasRatio(item) && (explicitPositive(item, axis.other) || item.extent[axis.other.rawValue])
    }

    /// What sets the size other than content (parents first).
    private mutating func computeGiven(_ index: Int) {
        let node = nodes[index]
        switch node.role {
        case .root:
            let isStack = node.element.instance.kind.isStack
            nodes[index].given = AxisFlags(
                preview.width != nil || (!isStack && explicitPositive(node, .width)),
                preview.height != nil || (!isStack && explicitPositive(node, .height)))
        case .kissOverlayGroup:
            nodes[index].given = AxisFlags(true, true)
        case .ownOverlay:
            let instance = node.element.instance
            func offsets(_ leading: String, _ trailing: String) -> Bool {
                instance.modifierValue("position", leading) != nil && instance.modifierValue("position", trailing) != nil
            }
            let parent = nodes[node.parent]
            for axis in Axis.allCases {
                let between = axis == .width ? offsets("left", "right") : offsets("top", "bottom")
                nodes[index].given[axis.rawValue] = explicitPositive(node, axis) || between
                    || (isPercentage(node, axis) && determinable(parent, axis))
            }
            for axis in Axis.allCases where hasRatio(node) && !nodes[index].given[axis.rawValue] {
                nodes[index].given[axis.rawValue] = nodes[index].given[axis.other.rawValue] || node.extent[axis.other.rawValue]
            }
        case .pinChild:
            let anchors = PinLayout.anchors(of: node.element.instance)
            nodes[index].given = AxisFlags(
                explicitPositive(node, .width) || (anchors["left"] != nil && anchors["right"] != nil),
                explicitPositive(node, .height) || (anchors["top"] != nil && anchors["bottom"] != nil))
        case .stackItem:
            let parent = nodes[node.parent]
            let main = mainAxis(of: parent)
            let cross = main.other
            let crossLineGiven = parent.element.instance.kind != .wrap && parent.given[cross.rawValue]
            let stretched = alignment(node) == .stretch
            // Along the stack.
            var mainGiven: Bool
            if case .points(let basis) = node.style.basis, basis > 0 {
                mainGiven = true
            } else if case .percent = node.style.basis {
                mainGiven = parent.given[main.rawValue]
            } else if growsFromZero(node) {
                mainGiven = parent.given[main.rawValue] || (!parent.offered[main.rawValue] && explicitPositive(node, main))
            } else {
                mainGiven = explicitPositive(node, main) || (isPercentage(node, main) && parent.given[main.rawValue])
                    || (hasRatio(node) && (explicitPositive(node, cross) || (stretched && crossLineGiven)))
            }
            // Across it.
            var crossGiven = explicitPositive(node, cross) || (isPercentage(node, cross) && parent.given[cross.rawValue])
            if !crossGiven {
                let mainKnown = mainGiven || (!growsFromZero(node) && node.extent[main.rawValue])
                if hasRatio(node) {
                    // Yoga works a stretched ratio item's cross size out from its main size.
                    crossGiven = (stretched && crossLineGiven) || mainKnown
                } else if stretched {
                    crossGiven = crossLineGiven || (lineFollowsItems(parent, cross) && lineLends(to: index, cross))
                }
            }
            nodes[index].given[main.rawValue] = mainGiven
            nodes[index].given[cross.rawValue] = crossGiven
        }
    }

    /// A wrap's line is as big as the largest item in it; so is the line of a stack whose size
    /// there comes from its content. A stack that nothing sizes there (one that grows from 0
    /// in a stack sized by its content) is 0, and so is its line.
    private func lineFollowsItems(_ stack: Node, _ cross: Axis) -> Bool {
        stack.element.instance.kind == .wrap || (!stack.given[cross.rawValue] && determinable(stack, cross))
    }

    /// A stretched item takes the size of its line; a line whose size its stack does not give
    /// is as big as the largest item in it that asks for room.
    private func lineLends(to index: Int, _ cross: Axis) -> Bool {
        let node = nodes[index]
        let parent = nodes[node.parent]
        let isWrap = parent.element.instance.kind == .wrap
        return parent.children.contains { sibling in
            guard sibling != index, case .stackItem = nodes[sibling].role, !isWrap || nodes[sibling].line == node.line else { return false }
            let other = nodes[sibling]
            return margins(other, cross) > 0 || explicitPositive(other, cross) || other.extent[cross.rawValue]
                || (hasRatio(other) && (explicitPositive(other, cross.other) || other.extent[cross.other.rawValue]))
        }
    }

    private func determinable(_ node: Node, _ axis: Axis) -> Bool {
        if node.given[axis.rawValue] { return true }
        if case .stackItem = node.role, axis == mainAxis(of: nodes[node.parent]), growsFromZero(node) {
            return !nodes[node.parent].offered[axis.rawValue] && node.extent[axis.rawValue]
        }
        return node.extent[axis.rawValue]
    }

    // MARK: - Questions

    /// Whether something determines the element's size on the axis.
    func isDeterminable(_ element: SolvedElement, _ axis: Axis) -> Bool {
        guard let index = indexOf[ObjectIdentifier(element)] else { return false }
        return determinable(nodes[index], axis)
    }

    /// Whether the size comes from somewhere other than the element's content.
    func isGiven(_ element: SolvedElement, _ axis: Axis) -> Bool {
        indexOf[ObjectIdentifier(element)].map { nodes[$0].given[axis.rawValue] } ?? false
    }

    /// Whether stretching the element across its stack would give it a size on the axis (the
    /// stack's cross axis): the stack gives one there, or something else in the line does.
    func stretchWouldSize(_ element: SolvedElement, _ axis: Axis) -> Bool {
        guard let index = indexOf[ObjectIdentifier(element)], case .stackItem = nodes[index].role else { return false }
        let parent = nodes[nodes[index].parent]
        guard axis != mainAxis(of: parent) else { return false }
        let inner = (parent.element.frame.map { axis == .width ? $0.width : $0.height } ?? 0) - padding(parent, axis)
        let lineGiven = parent.element.instance.kind != .wrap && parent.given[axis.rawValue] && inner > margins(nodes[index], axis)
        return lineGiven || (lineFollowsItems(parent, axis) && lineLends(to: index, axis))
    }

    /// Whether `.ratio` would derive the element's size on the axis from the other one: Yoga
    /// does so along a stack only where the size across it is known when the item is measured
    /// (set, or stretched across a stack that gives it), never for an item that grows from 0;
    /// across a stack, from the size along it.
    func ratioWouldSize(_ element: SolvedElement, _ axis: Axis) -> Bool {
        guard let index = indexOf[ObjectIdentifier(element)], let frame = element.frame else { return false }
        let node = nodes[index]
        let otherSize = axis == .width ? frame.height : frame.width
        guard otherSize > 0 else { return false }
        guard case .stackItem = node.role else { return true }
        let parent = nodes[node.parent]
        // Across a wrap's line, stretching wins: the item takes the line's size, not the ratio's.
        guard axis == mainAxis(of: parent) else { return parent.element.instance.kind != .wrap || alignment(node) != .stretch }
        if growsFromZero(node) { return false }
        return explicitPositive(node, axis.other)
            || (alignment(node) == .stretch && parent.element.instance.kind != .wrap && parent.given[axis.other.rawValue])
    }

    /// Why an element the solver sized 0 on the axis is 0. `zeroAncestor`: an ancestor is
    /// explicitly 0 there, which explains everything inside it.
    func zeroSize(of element: SolvedElement, _ axis: Axis, explicitlyZeroAbove zeroAncestor: Bool) -> ZeroSize {
        guard let index = indexOf[ObjectIdentifier(element)], !zeroAncestor else { return .notReported }
        switch verdict(index, axis) {
        case .collapsed(let cause): return .collapsed(cause)
        case .squeezed: return .squeezed
        case .meant, .followsParent, .followsItems: return .notReported
        }
    }

    private enum Verdict {
        case collapsed(CollapseCause)
        case squeezed
        /// Sized 0 on purpose, or another check's business.
        case meant
        /// Its parent is 0 there, for reasons of its own: the parent is the story.
        case followsParent
        /// A stack sized by items that have no size there: they are where it starts.
        case followsItems
    }

    private func verdict(_ index: Int, _ axis: Axis) -> Verdict {
        let node = nodes[index]
        let kind = node.element.instance.kind
        if kind.isSpacer || CollapseRule.isExplicitlyZero(node.style, axis == .width ? .width : .height) { return .meant }
        // An empty label is a placeholder for text set at run time, not a mistake.
        if kind == .label, case .string(let text)? = node.element.instance.arguments["text"]?.value, text.isEmpty { return .meant }
        let explanation = axis == .width ? node.element.widthExplanation : node.element.heightExplanation
        var shrunk = false
        if case .shrunk(let amount)? = explanation?.flex, amount > 0 { shrunk = true }
        let parentIsZero = node.parent >= 0 && nodes[node.parent].element.frame.map { axis == .width ? $0.width == 0 : $0.height == 0 } == true
        if shrunk || determinable(node, axis) {
            // Something gives it a size, and its parent is 0 there itself (stretched across it,
            // or offered nothing to measure in): the parent is the story.
            return parentIsZero ? .followsParent : .squeezed
        }
        if isPercentage(node, axis) { return .meant }
        if parentIsZero {
            switch verdict(node.parent, axis) {
            case .collapsed, .squeezed, .followsParent: return .followsParent
            case .meant, .followsItems: break
            }
        }
        guard case .stackItem = node.role else {
            return kind.isStack && hasItems(node) ? .followsItems : .collapsed(.noContent)
        }
        let parent = nodes[node.parent]
        if axis == mainAxis(of: parent) {
            if growsFromZero(node) && (node.extent[axis.rawValue] || explicitPositive(node, axis)) {
                // Where the stack is offered no room inside at all, it would be 0 without `.grow` too.
                return roomOffered(inside: node.parent, axis) <= 0 ? .squeezed : .collapsed(.growsFromZero)
            }
            if kind.isStack && hasItems(node) && !growsFromZero(node) && !hidesItsOverlay(node) { return .followsItems }
            if hasRatio(node) { return .collapsed(.ratioWithoutOtherAxis) }
            return .collapsed(.noContent)
        }
        if kind.isStack && hasItems(node) && !hidesItsOverlay(node) { return .followsItems }
        if hasRatio(node) { return .collapsed(.ratioWithoutOtherAxis) }
        if alignment(node) == .stretch { return .collapsed(.stretchedToEmptyLine) }
        return .collapsed(.noContent)
    }

    /// The room a stack's parent leaves for the stack's content on the axis: the parent's content
    /// box less the stack's margins and padding (infinite for a root the preview fits).
    private func roomOffered(inside index: Int, _ axis: Axis) -> Double {
        let node = nodes[index]
        var outer: Double
        if node.parent >= 0 {
            let parent = nodes[node.parent]
            outer = (parent.element.frame.map { axis == .width ? $0.width : $0.height } ?? 0) - padding(parent, axis)
        } else {
            outer = (axis == .width ? preview.width : preview.height) ?? .infinity
        }
        return outer - margins(node, axis) - padding(node, axis)
    }

    /// A stack whose items are all spacers, and that has an overlay with something to show:
    /// the stack is 0 there, and so is the overlay laid out at its size. The spacers are not
    /// where the mistake starts (they are 0 across on purpose); the stack is.
    private func hidesItsOverlay(_ node: Node) -> Bool {
        let items = node.children.filter { if case .stackItem = nodes[$0].role { return true } else { return false } }
        guard !items.isEmpty, items.allSatisfy({ nodes[$0].element.instance.kind.isSpacer }) else { return false }
        return node.element.overlays.contains { overlay in
            overlay.frame != nil && (!overlay.instance.kind.isContainer || overlay.instance.children.contains { $0.isInKissLayout })
        }
    }

    private func hasItems(_ node: Node) -> Bool {
        node.children.contains { if case .stackItem = nodes[$0].role { return true } else { return false } }
    }

    /// The items in the same line as this one (all items, outside a wrap), itself included.
    /// Which line `lineItems(of:)` would give: the same for every item of it.
    struct Line: Hashable {
        var stack: Int
        var line: Int
    }

    func line(of element: SolvedElement) -> Line? {
        guard let index = indexOf[ObjectIdentifier(element)], case .stackItem = nodes[index].role else { return nil }
        let parent = nodes[index].parent
        return Line(stack: parent, line: nodes[parent].element.instance.kind == .wrap ? nodes[index].line : 0)
    }

    func lineItems(of element: SolvedElement) -> [SolvedElement] {
        guard let index = indexOf[ObjectIdentifier(element)], case .stackItem = nodes[index].role else { return [element] }
        let parent = nodes[nodes[index].parent]
        let isWrap = parent.element.instance.kind == .wrap
        return parent.children.filter { sibling in
            guard case .stackItem = nodes[sibling].role else { return false }
            return !isWrap || nodes[sibling].line == nodes[index].line
        }.map { nodes[$0].element }
    }
}
