import KissLayout
import KissSyntax

/// K201 / K202 (language §8): an element whose width (height) nothing
/// determines collapses to 0. The solver's frames say what collapsed; the
/// size explanations say why, so a collapse is reported once, where it
/// starts: not on an element merely stretched across a collapsed parent, not
/// on a container whose children collapsed, not under an ancestor sized 0 on
/// purpose, never on spacers; an element with a size of its own that flexing
/// squeezed to 0 is K305's business.
struct CollapseRule {
    enum Axis: Hashable {
        case width, height
        var name: String { self == .width ? "width" : "height" }
        var code: DiagnosticCode { self == .width ? DiagnosticCode("K201") : DiagnosticCode("K202") }
        var other: Axis { self == .width ? .height : .width }
    }

    struct Key: Hashable {
        var file: String
        var offset: Int
        var axis: Axis
    }

    struct Collapse: Sendable {
        var finding: PreviewedFinding
        /// How the message names the element: its layout use, else its kind.
        var kindLabel: String
        /// Its last `.ratio` modifier, for K204.
        var ratioLocation: SourceLocation?
        var parentKind: BuiltinKind?
        var parentLocation: SourceLocation?
        var axis: Axis
        /// Facts from the first preview it occurred at, for the message and the fixes.
        var parentLendsMainSize: Bool
        var otherAxisDetermined: Bool
        var freeSpace: Double
        var crossAligned: String?
    }

    /// One collapse seen in one solve; `apply` merges them in solve order.
    struct Event: Sendable {
        var key: Key
        var collapse: Collapse
        var preview: Preview
    }

    let analysis: FileAnalysis
    private var collapses: [Key: Collapse] = [:]
    private var order: [Key] = []

    init(analysis: FileAnalysis) {
        self.analysis = analysis
    }

    private var lowering: LayoutLowering {
        LayoutLowering(leaves: LeafMeasurement(scale: 3, measurer: .shared, family: .system))
    }

    /// The collapses of one solve, independent of what was seen before.
    func events(in layout: SolvedLayout) -> [Event] {
        var events: [Event] = []
        var stack: [(SolvedElement, SolvedElement?, Set<Axis>, isOverlay: Bool)] = [(layout.root, nil, [], false)]
        while let (element, parent, zeroAncestors, isOverlay) = stack.popLast() {
            guard let frame = element.frame else { continue }
            // The solver's own style where it is the one asked for (overlays are laid out
            // without their parent, but are checked with it).
            let style = (isOverlay ? nil : element.loweredStyle?.style) ?? lowering.style(of: element.instance, parent: parent?.instance)
            var zeroed = zeroAncestors
            for axis in [Axis.width, .height] {
                let explicitZero = Self.isExplicitlyZero(style, axis)
                if explicitZero { zeroed.insert(axis) }
                let size = axis == .width ? frame.width : frame.height
                guard size == 0, !explicitZero, !zeroAncestors.contains(axis), !element.instance.kind.isSpacer,
                      startsCollapse(element, axis: axis) else { continue }
                if let event = event(element, parent: parent, axis: axis, preview: layout.preview) { events.append(event) }
            }
            for child in element.overlays.reversed() { stack.append((child, element, zeroed, true)) }
            for child in element.children.reversed() { stack.append((child, element, zeroed, false)) }
        }
        return events
    }

    mutating func apply(_ event: Event) {
        if collapses[event.key] != nil {
            if !collapses[event.key]!.finding.previews.contains(event.preview) { collapses[event.key]!.finding.previews.append(event.preview) }
            return
        }
        collapses[event.key] = event.collapse
        order.append(event.key)
    }

    static func isExplicitlyZero(_ style: LayoutStyle, _ axis: Axis) -> Bool {
        let size = axis == .width ? style.width : style.height
        let maximum = axis == .width ? style.maxWidth : style.maxHeight
        return size == .points(0) || maximum == .points(0) || size == .percent(0) || maximum == .percent(0)
    }

    /// Whether this element is where a collapse starts on the axis.
    private func startsCollapse(_ element: SolvedElement, axis: Axis) -> Bool {
        guard let explanation = axis == .width ? element.widthExplanation : element.heightExplanation else { return false }
        if case .shrunk(let amount)? = explanation.flex, amount > 0 { return false }
        switch explanation.source {
        case .collapsed:
            if element.instance.kind.isLeafView { return !Self.hasIntrinsicSize(element.instance, axis) }
            return !isContainerCollapsedByChildren(element)
        case .intrinsic:
            return !Self.hasIntrinsicSize(element.instance, axis)
        case .content:
            return false
        case .explicit, .percentage, .stretched, .aspectRatio, .rootPreview, .absoluteOffsets:
            return false
        }
    }

    /// A container is 0 wide because its children are: they are reported, not it.
    private func isContainerCollapsedByChildren(_ element: SolvedElement) -> Bool {
        guard element.instance.kind.isContainer else { return false }
        return element.children.contains { !$0.isHidden } || element.instance.children.isEmpty
    }

    /// Language §4.2: does the kind have a content size on this axis?
    static func hasIntrinsicSize(_ instance: ElementInstance, _ axis: Axis) -> Bool {
        switch instance.kind {
        case .label, .button, .switch, .activity, .stepper, .keyValue:
            return true
        case .slider, .progress, .textField:
            return axis == .height
        case .image:
            return instance.arguments[axis.name] != nil
        case .pin:
            return true
        default:
            return false
        }
    }

    private func event(_ element: SolvedElement, parent: SolvedElement?, axis: Axis, preview: Preview) -> Event? {
        // A layout use is reported where it is written in this file.
        let location = element.instance.layoutUses.first(where: { $0.location.file == analysis.file.path })?.location
            ?? element.instance.location
        guard location.file == analysis.file.path else { return nil }
        let key = Key(file: location.file, offset: location.range.lowerBound, axis: axis)
        let parentInstance = parent?.instance
        let parentIsRow = parentInstance.map { $0.kind == .hstack || $0.kind == .wrap } ?? false
        let onMainAxis = parentInstance.map { $0.kind.isStack && ((axis == .width) == parentIsRow) } ?? false
        var parentLends = false
        if onMainAxis, let parent, let parentFrame = parent.frame,
           let explanation = axis == .width ? parent.widthExplanation : parent.heightExplanation,
           (axis == .width ? parentFrame.width : parentFrame.height) > 0 {
            switch explanation.source {
            case .content, .collapsed: parentLends = false
            default: parentLends = true
            }
        }
        var free = 0.0
        if let parent, let parentFrame = parent.frame {
            let parentStyle = lowering.style(of: parent.instance, parent: nil)
            let inner = axis == .width ? parentFrame.width - parentStyle.padding.left - parentStyle.padding.right
                : parentFrame.height - parentStyle.padding.top - parentStyle.padding.bottom
            if onMainAxis {
                let used = parent.children.compactMap(\.frame).reduce(0.0) { $0 + (axis == .width ? $1.width : $1.height) }
                let visible = parent.children.filter { !$0.isHidden }.count
                free = inner - used - parentStyle.spacing * Double(max(visible - 1, 0))
            } else {
                free = inner
            }
        }
        var crossAligned: String?
        if !onMainAxis, let parentInstance, parentInstance.kind.isStack {
            if case .enumCase(let value)? = element.instance.modifierValue("crossAlign", "self")?.value {
                crossAligned = value
            } else if case .enumCase(let value)? = parentInstance.modifierValue("crossAlign", "value")?.value {
                crossAligned = value
            }
        }
        let otherFrame = element.frame.map { axis == .width ? $0.height : $0.width } ?? 0
        var finding = PreviewedFinding(location: location)
        finding.previews = [preview]
        let instance = element.instance
        let collapse = Collapse(
            finding: finding, kindLabel: instance.layoutUses.first.map { "`\($0.name)`" } ?? "`\(instance.kind.rawValue)`",
            ratioLocation: instance.modifiers.last(where: { $0.name == "ratio" })?.location,
            parentKind: parentInstance?.kind, parentLocation: parentInstance?.location, axis: axis,
            parentLendsMainSize: parentLends, otherAxisDetermined: otherFrame > 0, freeSpace: free, crossAligned: crossAligned)
        return Event(key: key, collapse: collapse, preview: preview)
    }

    func diagnostics() -> [Diagnostic] {
        var result = order.compactMap { key in collapses[key].map(diagnostic) }
        // A ratio derives one axis from the other: with neither known it does nothing (K204).
        var reportedRatios = Set<Range<Int>>()
        for key in order {
            guard let collapse = collapses[key], !collapse.otherAxisDetermined,
                  let ratio = collapse.ratioLocation, ratio.file == analysis.file.path,
                  reportedRatios.insert(ratio.range).inserted else { continue }
            result.append(Diagnostic(
                code: DiagnosticCode("K204"),
                message: "`.ratio` has no effect: neither the width nor the height is determined, so there is nothing to derive the other from; give one of them a size",
                range: ratio.range))
        }
        return result
    }

    private func diagnostic(_ collapse: Collapse) -> Diagnostic {
        let axis = collapse.axis
        let kind = collapse.kindLabel
        let container = collapse.parentKind.map { "`\($0.rawValue)`" }
        var why: String
        if let parent = collapse.parentKind, parent.isStack, collapse.crossAligned == nil,
           (axis == .width) == (parent == .hstack || parent == .wrap) {
            why = "the \(container!) gives each child only the \(axis.name) it asks for, and \(kind) asks for none"
            if !collapse.parentLendsMainSize {
                why += "; the \(container!) is itself sized by its content, so `.grow` cannot help here"
            }
        } else if let aligned = collapse.crossAligned, let container {
            why = "the \(container) aligns it `.\(aligned)` instead of stretching it, and \(kind) has no \(axis.name) of its own"
        } else if collapse.parentKind == nil {
            why = "the preview fits the content on this axis, and nothing inside gives it a \(axis.name)"
        } else if let container {
            why = "nothing in the \(container) gives it a \(axis.name)"
        } else {
            why = "an overlay element takes only its own size, and \(kind) has none"
        }
        let message = "\(kind) has no determinable \(axis.name) and collapses to 0 at \(collapse.finding.previewList): \(why). "
            + "Give it a \(axis.name)" + (collapse.parentLendsMainSize ? ", let it grow" : "")
            + (collapse.otherAxisDetermined ? ", or derive it from its \(axis.other.name) with `.ratio`" : "") + "."
        var related: [RelatedLocation] = []
        if let parent = collapse.parentKind, let location = collapse.parentLocation, location.file == analysis.file.path {
            related.append(RelatedLocation(range: location.range, message: "the \(parent.rawValue) that cannot lend its \(axis.name)"))
        }
        return Diagnostic(code: axis.code, message: message, range: collapse.finding.location.range, related: related, fixes: fixes(for: collapse))
    }

    private func fixes(for collapse: Collapse) -> [FixIt] {
        guard let end = elementEnd(collapse.finding.location) else { return [] }
        let axis = collapse.axis
        let value = collapse.freeSpace >= 1 ? min((collapse.freeSpace).rounded(.down), 44) : 44
        func insert(_ text: String, _ message: String) -> FixIt {
            FixIt(message: message, edits: [TextEdit(range: end..<end, replacement: text)], isSafe: false)
        }
        var fixes = [insert(".\(axis.name)(\(FrameFormatting.number(value)))", "Give it a \(axis.name) of \(FrameFormatting.number(value)) pt")]
        if collapse.parentLendsMainSize {
            fixes.append(insert(".grow(1)", "Let it grow into the free space"))
        }
        if collapse.crossAligned != nil {
            fixes.append(insert(".crossAlign(self: .stretch)", "Stretch it across the \(collapse.parentKind?.rawValue ?? "parent")"))
        }
        if collapse.otherAxisDetermined {
            fixes.append(insert(".ratio(1)", "Make it as \(axis == .width ? "wide as it is tall" : "tall as it is wide")"))
        }
        return fixes
    }

    /// Where a modifier appended to the element goes: after its last modifier.
    private func elementEnd(_ location: SourceLocation) -> Int? {
        var node: SyntaxNode? = analysis.file.tree.node(at: location.range.lowerBound)
        while let current = node, current.kind != .element { node = current.parent }
        return node?.trimmedRange.upperBound
    }
}
