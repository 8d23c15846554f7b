import Foundation
import Synchronization
import KissLayout
import KissText
import KissRuntime

/// An element with its solved frame at one preview.
public final class SolvedElement: @unchecked Sendable {
    public let instance: ElementInstance
    /// Relative to the parent's frame (an overlay element: to the element it
    /// covers); nil when the element or an ancestor is hidden.
    public let frame: LayoutFrame?
    /// The solver's frame before pixel rounding, for elements it placed
    /// itself (not pin children or overlays laid over a leaf).
    public let unroundedFrame: LayoutFrame?
    public let widthExplanation: SizeExplanation?
    public let heightExplanation: SizeExplanation?
    /// Set while the solve builds the element, read only after (the rules read them for every
    /// element at every preview): like `ElementInstance`'s, exempt from the run-time
    /// exclusivity check, since no access to them can overlap another.
    @exclusivity(unchecked) public internal(set) var children: [SolvedElement] = []
    @exclusivity(unchecked) public internal(set) var overlays: [SolvedElement] = []
    /// Placed by the flexbox solver through stacks from the root: the root, and the children of
    /// such an element when it is a stack. The size rules measure these by their unrounded frames.
    let placedThroughStacks: Bool
    /// The style the solver laid it out with, for elements in the main solve (nil for pin
    /// children and for overlays solved over an element afterwards).
    let loweredStyle: LoweredStyle?
    /// Its node's index (pre-order) in the layout's main solve, for elements laid out there; a
    /// `FixTrial` solves the same tree again with one node changed.
    let solveIndex: Int?

    init(
        instance: ElementInstance, node: LayoutResult.Node?, frame: LayoutFrame?? = nil, placedThroughStacks: Bool = false,
        loweredStyle: LoweredStyle? = nil, solveIndex: Int? = nil
    ) {
        self.instance = instance
        self.placedThroughStacks = placedThroughStacks
        self.loweredStyle = loweredStyle
        self.solveIndex = solveIndex
        self.frame = frame ?? node?.frame
        self.unroundedFrame = frame == nil ? node?.unroundedFrame : nil
        self.widthExplanation = node?.widthExplanation
        self.heightExplanation = node?.heightExplanation
    }

    public var isHidden: Bool { frame == nil }

    /// This element and its descendants in preorder, overlays after children.
    public func forEach(_ body: (SolvedElement) -> Void) {
        var stack: [SolvedElement] = [self]
        while let element = stack.popLast() {
            body(element)
            // Pushed last first, one by one: appending reversed views went through the generic
            // sequence copy, nine tenths of a walk that only looks at each element (callgrind).
            for index in element.overlays.indices.reversed() { stack.append(element.overlays[index]) }
            for index in element.children.indices.reversed() { stack.append(element.children[index]) }
        }
    }
}

/// One layout solved at one preview.
public struct SolvedLayout: Sendable {
    public let name: String
    public let preview: Preview
    public let root: SolvedElement
    /// Font factors `.uniformFontScale` applied, by element.
    public let fontScales: [ObjectIdentifier: Double]
    private let determinabilityMemo = DeterminabilityMemo()

    init(name: String, preview: Preview, root: SolvedElement, fontScales: [ObjectIdentifier: Double]) {
        self.name = name
        self.preview = preview
        self.root = root
        self.fontScales = fontScales
    }

    public func fontScale(of instance: ElementInstance) -> Double {
        fontScales[ObjectIdentifier(instance)] ?? 1
    }

    /// Which of its sizes something determines: worked out once, when a rule first asks (the
    /// collapse, size and flex rules all do, for every solve of a lint).
    var determinability: Determinability {
        determinabilityMemo.value {
            let lowering = LayoutLowering(leaves: LeafMeasurement(scale: preview.scale, measurer: .shared, family: .system))
            return Determinability(self) { element, parent in
                element.loweredStyle?.style ?? lowering.style(of: element.instance, parent: parent?.instance)
            }
        }
    }
}

/// `SolvedLayout.determinability`, kept once made.
private final class DeterminabilityMemo: Sendable {
    private let stored = Mutex<Determinability?>(nil)

    func value(_ make: () -> Determinability) -> Determinability {
        stored.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}

/// Solves expanded layouts with the flexbox engine, then lays each overlay
/// over the frame of the element it belongs to.
public enum FrameSolver {
    public static func solve(
        _ layout: LayoutInstance, at preview: Preview, measurer: TextMeasurer = .shared, family: FontFamily = .system
    ) -> SolvedLayout? {
        solve(layout, at: preview, leaves: LeafMeasurement(preview: preview, measurer: measurer, family: family))
    }

    /// `recordings`: where the previous version's solve of this layout at this preview was
    /// kept, to replay what did not change and keep this one's (`SolveRecordings`).
    static func solve(
        _ layout: LayoutInstance, at preview: Preview, leaves: LeafMeasurement, recordings: SolveRecordings? = nil
    ) -> SolvedLayout? {
        guard let root = layout.root else { return nil }
        AnalysisWork.countSolve()
        var leaves = leaves
        let trace = StageTrace.isEnabled ? "\(layout.name)@\(preview.name)" : nil
        let start = StageTrace.start()
        defer { StageTrace.end("solve \(trace ?? "")", since: start) }
        var solved = solveOnce(root, preview: preview, leaves: leaves, recordings: recordings.map { ($0, layout.name) }, trace: trace)
        // `.uniformFontScale` needs the solved widths to know what overflows;
        // a second pass applies the factors (they only ever shrink text).
        let factors = uniformFontScales(in: solved, leaves: leaves)
        if !factors.isEmpty {
            leaves.fontScales = factors
            solved = solveOnce(root, preview: preview, leaves: leaves)
        }
        return SolvedLayout(name: layout.name, preview: preview, root: solved, fontScales: factors)
    }

    /// `trace`: the layout and preview, when `StageTrace` records the solve's stages.
    private static func solveOnce(
        _ root: ElementInstance, preview: Preview, leaves: LeafMeasurement,
        recordings: (store: SolveRecordings, layout: String)? = nil, trace: String? = nil
    ) -> SolvedElement {
        let lowering = LayoutLowering(leaves: leaves)
        // An invisible root is never laid out (YogaKit skips a view excluded from layout).
        guard root.isInKissLayout else { return hidden(root) }
        // Only the first pass is traced (`trace` is nil for the `.uniformFontScale` one).
        let lowerStart = trace.flatMap { _ in StageTrace.start() }
        var (node, styles, keptNodes) = lowering.lowerCollectingStyles(root)
        StageTrace.end("  lower \(trace ?? "")", since: lowerStart)
        if root.kind.isStack { sizeAsUpdateChange(&node, width: preview.width, height: preview.height) }
        let engineStart = trace.flatMap { _ in StageTrace.start() }
        let result: LayoutResult
        var replayedNodes = 0
        if let (store, layout) = recordings {
            let replayed = LayoutSolver.solveWithoutBaselines(
                node, width: preview.width, height: preview.height, scale: preview.scale,
                replaying: store.recording(of: layout, at: preview))
            store.keep(replayed.recording, of: layout, at: preview)
            result = replayed.result
            replayedNodes = replayed.recording?.replayedNodeCount ?? 0
        } else {
            result = LayoutSolver.solveWithoutBaselines(node, width: preview.width, height: preview.height, scale: preview.scale)
        }
        AnalysisWork.countNodes(lowered: styles.count - keptNodes, keptLowered: keptNodes,
                                solved: result.nodes.count - replayedNodes, replayed: replayedNodes)
        StageTrace.end("  engine \(trace ?? "")", since: engineStart)
        let buildStart = trace.flatMap { _ in StageTrace.start() }
        let solved = build(root, index: 0, in: result, lowering: lowering, scale: preview.scale, throughStacks: true, styles: styles, mainSolve: true)
        StageTrace.end("  build \(trace ?? "")", since: buildStart)
        return solved
    }

    /// Kiss's `updateChange(width:height:)` replaces the root's own width and height: the size
    /// given, or auto where it is nil (docs/kiss-semantics.md, "the root"). Only a stack can be
    /// hosted that way (`constructIfNeed` takes a group); a layout whose root is a view is a
    /// component, previewed as `estimatedSize` sizes it: its own size kept, the preview offered.
    static func sizeAsUpdateChange(_ root: inout LayoutNode, width: Double?, height: Double?) {
        root.style.width = width.map(LayoutDimension.points) ?? .auto
        root.style.height = height.map(LayoutDimension.points) ?? .auto
    }

    /// The font factors for the texts directly inside each row stack with
    /// `.uniformFontScale(min:)` whose content is wider than the stack.
    private static func uniformFontScales(in root: SolvedElement, leaves: LeafMeasurement) -> [ObjectIdentifier: Double] {
        var factors: [ObjectIdentifier: Double] = [:]
        root.forEach { element in
            guard element.instance.kind == .hstack, let frame = element.frame,
                  case .number(let minimum)? = element.instance.modifierValue("uniformFontScale", "min")?.value else { return }
            let style = LayoutLowering(leaves: leaves).style(of: element.instance, parent: nil)
            let visible = element.children.filter { !$0.isHidden }
            var texts: [(instance: ElementInstance, text: String, font: Font)] = []
            var fixed = style.spacing * Double(max(visible.count - 1, 0))
            for child in visible {
                let margin = LayoutLowering(leaves: leaves).style(of: child.instance, parent: element.instance).margin
                fixed += margin.left + margin.right
                switch child.instance.kind {
                case .label: texts.append((child.instance, leaves.string(child.instance, "text"), leaves.font(child.instance, defaultSize: 17)))
                case .button:
                    texts.append((child.instance, leaves.string(child.instance, "title"), leaves.font(child.instance, defaultSize: 15)))
                    fixed += 16
                default: fixed += child.frame?.width ?? 0
                }
            }
            guard !texts.isEmpty else { return }
            let available = frame.width - style.padding.left - style.padding.right
            let result = leaves.measurer.uniformFontScale(
                texts: texts.map { ($0.text, $0.font) }, availableWidth: available, fixedWidth: fixed, minScale: minimum, scale: leaves.scale)
            for (text, factor) in zip(texts, result.factors) where factor < 1 {
                factors[ObjectIdentifier(text.instance)] = factor
            }
        }
        return factors
    }

    private static func build(
        _ instance: ElementInstance, index: Int?, in result: LayoutResult, lowering: LayoutLowering, scale: Double,
        frame: LayoutFrame?? = nil, throughStacks: Bool = false, styles: [LoweredStyle]? = nil, mainSolve: Bool = false
    ) -> SolvedElement {
        let node = index.map { result.nodes[$0] }
        let style = index.flatMap { index in styles.flatMap { index < $0.count ? $0[index] : nil } }
        let element = SolvedElement(
            instance: instance, node: node, frame: frame, placedThroughStacks: throughStacks, loweredStyle: style,
            solveIndex: mainSolve ? index : nil)
        if instance.kind == .pin {
            element.children = placePinChildren(of: element, lowering: lowering, scale: scale)
            for overlay in instance.overlays {
                element.overlays.append(contentsOf: solveOverlay(overlay, over: element, lowering: lowering, scale: scale))
            }
            return element
        }
        let childIndices = node?.children ?? []
        var nextIndex = 0
        func nextChildIndex() -> Int? {
            defer { nextIndex += 1 }
            return nextIndex < childIndices.count ? childIndices[nextIndex] : nil
        }
        let childrenThroughStacks = throughStacks && instance.kind.isStack
        // Gathered here and set once: appending to the element's property one child at a time
        // paid an exclusivity check and a reallocation per child.
        var children: [SolvedElement] = []
        children.reserveCapacity(instance.children.count)
        for child in instance.children {
            guard child.isInKissLayout, element.frame != nil else {
                children.append(hidden(child))
                continue
            }
            children.append(build(
                child, index: nextChildIndex(), in: result, lowering: lowering, scale: scale, throughStacks: childrenThroughStacks,
                styles: styles, mainSolve: mainSolve))
        }
        element.children = children
        for overlay in instance.overlays {
            if LayoutLowering.placesInTree(overlay, over: instance) {
                for child in overlay.elements {
                    if LayoutLowering.isKissOverlayGroup(child, in: overlay), !child.isHiddenByModifier, element.frame != nil {
                        element.overlays.append(solveKissOverlayGroup(child, over: element, lowering: lowering, scale: scale))
                    } else if !child.isInKissLayout || element.frame == nil {
                        element.overlays.append(hidden(child))
                    } else {
                        element.overlays.append(build(
                            child, index: nextChildIndex(), in: result, lowering: lowering, scale: scale, styles: styles, mainSolve: mainSolve))
                    }
                }
            } else {
                element.overlays.append(contentsOf: solveOverlay(overlay, over: element, lowering: lowering, scale: scale))
            }
        }
        return element
    }

    /// A stack in a library-style overlay (`LayoutLowering.isKissOverlayGroup`): laid out as a
    /// root given the covered element's size, and given its frame (its margins move nothing).
    /// The library does so for every overlay group that is not hidden itself, with a visible
    /// item or not (`constructIfNeed` adds each group's view, `overlayUpdateLayout` sets its
    /// frame): an empty group's background covers the element.
    private static func solveKissOverlayGroup(
        _ group: ElementInstance, over element: SolvedElement, lowering: LayoutLowering, scale: Double
    ) -> SolvedElement {
        guard let frame = element.frame else { return hidden(group) }
        var (node, styles, _) = lowering.lowerCollectingStyles(group)
        sizeAsUpdateChange(&node, width: frame.width, height: frame.height)
        let result = LayoutSolver.solveWithoutBaselines(node, width: frame.width, height: frame.height, scale: scale)
        return build(group, index: 0, in: result, lowering: lowering, scale: scale,
                     frame: .some(LayoutFrame(x: 0, y: 0, width: frame.width, height: frame.height)), styles: styles)
    }

    /// The second pass for overlays the solver cannot place in the tree: the
    /// elements are absolute children of a node the size of the covered
    /// element, with its padding (percentages resolve against its content box)
    /// and the overlay's alignment.
    private static func solveOverlay(_ overlay: Overlay, over element: SolvedElement, lowering: LayoutLowering, scale: Double) -> [SolvedElement] {
        guard let frame = element.frame else {
            return overlay.elements.map { hidden($0) }
        }
        let own = LayoutLowering.ownOverlayElements(overlay)
        var style = LayoutStyle()
        style.width = .points(frame.width)
        style.height = .points(frame.height)
        style.padding = lowering.style(of: element.instance, parent: nil).padding
        let alignment = overlay.alignment.lowercased()
        style.justifyContent = alignment.hasPrefix("top") ? .start : alignment.hasPrefix("bottom") ? .end : .center
        style.alignItems = alignment.hasSuffix("left") ? .start : alignment.hasSuffix("right") ? .end : .center
        let children = own.map { lowering.lowerOverlayElement($0, alignment: overlay.alignment) }
        let result = LayoutSolver.solveWithoutBaselines(LayoutNode(style: style, children: children), width: frame.width, height: frame.height, scale: scale)
        var next = 0
        return overlay.elements.map { child in
            if LayoutLowering.isKissOverlayGroup(child, in: overlay), !child.isHiddenByModifier {
                return solveKissOverlayGroup(child, over: element, lowering: lowering, scale: scale)
            }
            guard child.isInKissLayout else { return hidden(child) }
            defer { next += 1 }
            return build(child, index: result.nodes[0].children[next], in: result, lowering: lowering, scale: scale)
        }
    }

    /// A pin container's children, placed by their anchors inside its padding
    /// box, each then solved at its placed size.
    private static func placePinChildren(of element: SolvedElement, lowering: LayoutLowering, scale: Double) -> [SolvedElement] {
        let children = element.instance.children
        guard let frame = element.frame else { return children.map(hidden) }
        let padding = lowering.style(of: element.instance, parent: nil).padding
        let pin = PinLayout(lowering: lowering, scale: scale)
        let placements = pin.place(children, width: max(frame.width - padding.left - padding.right, 0),
                                   height: max(frame.height - padding.top - padding.bottom, 0))
        return zip(children, placements).map { child, placement in
            guard let placement else { return hidden(child) }
            let result = LayoutSolver.solveWithoutBaselines(lowering.lower(child, parent: nil), width: placement.frame.width, height: placement.frame.height, scale: scale)
            let placed = LayoutFrame(x: padding.left + placement.frame.x, y: padding.top + placement.frame.y,
                                     width: placement.frame.width, height: placement.frame.height)
            return build(child, index: 0, in: result, lowering: lowering, scale: scale, frame: .some(placed))
        }
    }

    private static func hidden(_ instance: ElementInstance) -> SolvedElement {
        let element = SolvedElement(instance: instance, node: nil)
        element.children = instance.children.map(hidden)
        element.overlays = instance.overlays.flatMap(\.elements).map(hidden)
        return element
    }
}
