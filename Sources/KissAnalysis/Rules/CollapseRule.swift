import KissLayout
import KissSyntax
import KissText

/// K201 / K202 (language §8): an element whose width (height) nothing
/// determines collapses to 0. The solver's frames say what collapsed;
/// `Determinability` says why, so a collapse is reported once, where it
/// starts: not on an element whose size follows a parent that is 0 itself,
/// not on a stack whose items collapsed (they are reported), not under an
/// ancestor sized 0 on purpose, never on spacers; an element something gives a
/// size that was squeezed to 0 is K305's business.
struct CollapseRule {
    enum Axis: Hashable {
        case width, height
        var name: String { self == .width ? "width" : "height" }
        var code: DiagnosticCode { self == .width ? .noDeterminableWidth : .noDeterminableHeight }
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
        /// Stretching it across its stack would give it a size.
        var stretchWouldSize: Bool
        /// A size of its own (`fixedSize`, without `.grow` where it grows) would show.
        var sizeFixWorks: Bool
        var fixedSize: Double
        /// Without its `.grow` it would have a size.
        var removingGrowWorks: Bool
        var cause: Determinability.CollapseCause
        var parentIsWrap: Bool
        /// Its last `.grow`, when it grows along this axis: Kiss's grow starts it from a basis
        /// of 0, so a size along the axis works only without it.
        var growLocation: SourceLocation?
        /// What it is and its size across (at the first preview), to offer first the fix that
        /// suits it: a hairline divider grows, an image keeps its proportions.
        var kind: BuiltinKind = .view
        var otherAxisSize: Double = 0
    }

    /// What the items of each line of one solve take along an axis, and how many they are.
    final class LineUses {
        var taken: [LineUse: (used: Double, count: Int)] = [:]
    }

    struct LineUse: Hashable {
        var line: Determinability.Line
        var axis: Axis
    }

    /// One collapse seen in one solve; `apply` merges them in solve order.
    struct Event: Sendable {
        var key: Key
        var collapse: Collapse
        var preview: Preview
    }

    let analysis: FileAnalysis
    let family: FontFamily
    private var collapses: [Key: Collapse] = [:]
    private var order: [Key] = []

    init(analysis: FileAnalysis, family: FontFamily = .system) {
        self.analysis = analysis
        self.family = family
    }

    private var lowering: LayoutLowering {
        LayoutLowering(leaves: LeafMeasurement(scale: 3, measurer: .shared, family: .system))
    }

    /// The collapses of one solve, independent of what was seen before.
    func events(in layout: SolvedLayout) -> [Event] {
        var events: [Event] = []
        let trials = FixTrial.Session(layout: layout, family: family)
        let lines = LineUses()
        var stack: [(SolvedElement, SolvedElement?, Set<Axis>, isOverlay: Bool)] = [(layout.root, nil, [], false)]
        while let (element, parent, zeroAncestors, isOverlay) = stack.popLast() {
            guard let frame = element.frame else { continue }
            // The solver's own style where it is the one asked for (overlays are laid out
            // without their parent, but are checked with it).
            let style = (isOverlay ? nil : element.loweredStyle?.style) ?? lowering.style(of: element.instance, parent: parent?.instance)
            var zeroed = zeroAncestors
            var collapsed: [(Axis, Determinability.CollapseCause)] = []
            for axis in [Axis.width, .height] {
                let size = axis == .width ? frame.width : frame.height
                // A zero below which collapses are meant is one that took effect: not a layout
                // root's (the host's size replaces it), nor one a `.grow` overrides; and an
                // element sized there again starts afresh.
                if Self.isExplicitlyZero(style, axis), size == 0 { zeroed.insert(axis) } else if size > 0 { zeroed.remove(axis) }
                // What determines the sizes is worked out only once something is 0 (`layout.determinability` is kept).
                guard size == 0, case .collapsed(let cause) = layout.determinability.zeroSize(
                    of: element, axis == .width ? .width : .height, explicitlyZeroAbove: zeroAncestors.contains(axis)) else { continue }
                collapsed.append((axis, cause))
            }
            // A ratio that has neither axis is one mistake: reported along the parent's main axis.
            if collapsed.count == 2, collapsed.allSatisfy({ $0.1 == .ratioWithoutOtherAxis }) {
                let parentIsRow = parent.map { $0.instance.kind == .hstack || $0.instance.kind == .wrap } ?? true
                collapsed.removeAll { ($0.0 == .width) != parentIsRow }
            }
            for (axis, cause) in collapsed {
                if let event = event(
                    element, parent: parent, axis: axis, cause: cause, in: layout, determinability: layout.determinability, trials: trials, lines: lines) {
                    events.append(event)
                }
            }
            for child in element.overlays.reversed() { stack.append((child, element, zeroed, true)) }
            for child in element.children.reversed() { stack.append((child, element, zeroed, false)) }
        }
        return events
    }

    mutating func apply(_ event: Event) {
        if var known = collapses[event.key] {
            if !known.finding.previews.contains(event.preview) { known.finding.previews.append(event.preview) }
            // A fix is offered only where it works at every preview the finding names.
            known.parentLendsMainSize = known.parentLendsMainSize && event.collapse.parentLendsMainSize
            known.otherAxisDetermined = known.otherAxisDetermined && event.collapse.otherAxisDetermined
            known.stretchWouldSize = known.stretchWouldSize && event.collapse.stretchWouldSize
            known.sizeFixWorks = known.sizeFixWorks && event.collapse.sizeFixWorks
            known.removingGrowWorks = known.removingGrowWorks && event.collapse.removingGrowWorks
            known.freeSpace = min(known.freeSpace, event.collapse.freeSpace)
            collapses[event.key] = known
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

    /// Language §4.2: does the kind have a content size on this axis?
    static func hasIntrinsicSize(_ instance: ElementInstance, _ axis: Axis) -> Bool {
        switch instance.kind {
        case .label, .button, .switch, .activity, .stepper, .keyValue, .textView:
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

    private func event(
        _ element: SolvedElement, parent: SolvedElement?, axis: Axis, cause: Determinability.CollapseCause, in layout: SolvedLayout,
        determinability: Determinability, trials: FixTrial.Session, lines: LineUses
    ) -> Event? {
        let preview = layout.preview
        // A layout use is reported where it is written in this file.
        let location = element.instance.location(shownIn: analysis.file.path)
        guard location.file == analysis.file.path else { return nil }
        let key = Key(file: location.file, offset: location.range.lowerBound, axis: axis)
        let parentInstance = parent?.instance
        let parentIsRow = parentInstance.map { $0.kind == .hstack || $0.kind == .wrap } ?? false
        let onMainAxis = parentInstance.map { $0.kind.isStack && ((axis == .width) == parentIsRow) } ?? false
        // `.grow` would share out the parent's free space only where something gives the parent its main size.
        let parentLends = onMainAxis && parent.map { determinability.isGiven($0, axis == .width ? .width : .height) } == true
            && !(parent?.frame.map { axis == .width ? $0.width : $0.height } == 0)
        var free = 0.0
        if let parent, let parentFrame = parent.frame {
            let parentStyle = lowering.style(of: parent.instance, parent: nil)
            let inner = axis == .width ? parentFrame.width - parentStyle.padding.left - parentStyle.padding.right
                : parentFrame.height - parentStyle.padding.top - parentStyle.padding.bottom
            if onMainAxis {
                // What the items of its line take, margins included: worked out once per line,
                // since each of n items collapsed in one line would add it up again.
                let line = determinability.line(of: element)
                let taken = line.flatMap { lines.taken[LineUse(line: $0, axis: axis)] } ?? {
                    let items = determinability.lineItems(of: element).filter { !$0.isHidden }
                    let used = items.reduce(0.0) { sum, item in
                        let margin = item.loweredStyle?.style.margin ?? .zero
                        let size = item.frame.map { axis == .width ? $0.width : $0.height } ?? 0
                        return sum + size + (axis == .width ? margin.left + margin.right : margin.top + margin.bottom)
                    }
                    let taken = (used: used, count: items.count)
                    if let line { lines.taken[LineUse(line: line, axis: axis)] = taken }
                    return taken
                }()
                free = inner - taken.used - parentStyle.spacing * Double(max(taken.count - 1, 0))
            } else {
                free = inner
            }
        }
        // A Kiss item aligns itself (`.stretch` unless it says otherwise); its stack's alignment never reaches it.
        var crossAligned: String?
        if !onMainAxis, let parentInstance, parentInstance.kind.isStack,
           case .enumCase(let value)? = element.instance.modifierValue("crossAlign", "self")?.value, value != "stretch" {
            crossAligned = value
        }
        let determinabilityAxis: Determinability.Axis = axis == .width ? .width : .height
        var finding = PreviewedFinding(location: location)
        finding.previews = [preview]
        let instance = element.instance
        // Each fix is tried on the solved layout where it can be (Yoga has the last word), and
        // predicted from what determines the sizes where it cannot.
        let grows = onMainAxis && (element.loweredStyle?.style.grow ?? 0) > 0
        let fixedSize = free >= 1 ? min(free.rounded(.down), 44) : 44
        func works(_ predicted: Bool, _ change: (inout LayoutStyle) -> Void) -> Bool {
            trials.works(element, determinabilityAxis, after: change) ?? predicted
        }
        func withoutGrow(_ style: inout LayoutStyle) {
            guard grows else { return }
            style.grow = 0
            if !instance.hasModifier("shrink") { style.shrink = 0 }
            if !instance.hasModifier("basis") { style.basis = .auto }
        }
        let collapse = Collapse(
            finding: finding, kindLabel: instance.layoutUses.first.map { "`\($0.name)`" } ?? "`\(instance.kind.rawValue)`",
            ratioLocation: instance.modifiers.last(where: { $0.name == "ratio" })?.location,
            parentKind: parentInstance?.kind, parentLocation: parentInstance?.location, axis: axis,
            parentLendsMainSize: !grows && works(parentLends && free >= 1) { style in
                style.grow = 1
                if !instance.hasModifier("shrink") { style.shrink = 1 }
                if !instance.hasModifier("basis") { style.basis = .points(0) }
            },
            otherAxisDetermined: works(determinability.ratioWouldSize(element, determinabilityAxis)) { style in
                withoutGrow(&style)
                style.aspectRatio = 1
            },
            freeSpace: free, crossAligned: crossAligned,
            stretchWouldSize: crossAligned != nil && works(determinability.stretchWouldSize(element, determinabilityAxis)) { $0.alignSelf = .stretch },
            sizeFixWorks: works(true) { style in
                withoutGrow(&style)
                if axis == .width { style.width = .points(fixedSize) } else { style.height = .points(fixedSize) }
            },
            fixedSize: fixedSize,
            removingGrowWorks: grows && works(cause == .growsFromZero) { withoutGrow(&$0) },
            cause: cause, parentIsWrap: parentInstance?.kind == .wrap,
            growLocation: grows ? instance.modifiers.last(where: { $0.name == "grow" })?.location : nil,
            kind: instance.kind, otherAxisSize: element.frame.map { axis == .width ? $0.height : $0.width } ?? 0)
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
                code: .ineffectiveRatio, severity: DiagnosticCode.ineffectiveRatio.ruleSeverity,
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
        let line = collapse.parentIsWrap ? "its line of the \(container ?? "wrap")" : "the \(container ?? "stack")"
        if collapse.cause == .growsFromZero, let container {
            why = "`.grow` starts it from 0 (Kiss gives a growing item a flex basis of 0), and the \(container) is sized by its content, "
                + "so there is no free \(axis.name) to grow into"
        } else if collapse.cause == .ratioWithoutOtherAxis {
            why = "`.ratio` derives its \(axis.name) from its \(axis.other.name), and nothing determines that either"
            if let parent = collapse.parentKind, parent.isStack, collapse.crossAligned == nil,
               (axis == .width) != (parent == .hstack || parent == .wrap) {
                why += " (stretched across \(line) when its size comes from the content, a ratio item's \(axis.name == "width" ? "width" : "height") "
                    + "is not taken from the line: Yoga works it out from the other axis)"
            }
        } else if collapse.cause == .stretchedToEmptyLine, collapse.parentKind != nil {
            why = "\(line) stretches it to the \(axis.name) of its content, and nothing in it has a \(axis.name)"
        } else if let parent = collapse.parentKind, parent.isStack, collapse.crossAligned == nil,
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
        var advice: String
        if collapse.cause == .growsFromZero, let container {
            advice = "Give the \(container) a \(axis.name), or remove `.grow` to keep the element's own \(axis.name)."
        } else {
            advice = "Give it a \(axis.name)" + (collapse.parentLendsMainSize ? ", let it grow" : "")
                + (collapse.otherAxisDetermined ? ", or derive it from its \(axis.other.name) with `.ratio`" : "") + "."
        }
        let message = "\(kind) has no determinable \(axis.name) and collapses to 0 at \(collapse.finding.previewList): \(why). " + advice
        var related: [RelatedLocation] = []
        if let parent = collapse.parentKind, let location = collapse.parentLocation, location.file == analysis.file.path {
            related.append(RelatedLocation(range: location.range, message: "the \(parent.rawValue) that cannot lend its \(axis.name)"))
        }
        return Diagnostic(
            code: axis.code, severity: axis.code.ruleSeverity, message: message, range: collapse.finding.location.range, related: related,
            fixes: fixes(for: collapse), previews: collapse.finding.previews.map(\.name))
    }

    private func fixes(for collapse: Collapse) -> [FixIt] {
        let places = SourcePlaces(file: analysis.file)
        guard let end = places.elementEnd(collapse.finding.location) else { return [] }
        let axis = collapse.axis
        // A growing item starts from 0 whatever size it is given: a size works only without `.grow`.
        var removeGrow: TextEdit?
        if let grow = collapse.growLocation, let syntax = places.modifier(at: grow) {
            removeGrow = TextEdit(range: LineRemoval.range(removing: syntax.node.trimmedRange, in: analysis.file.tree.source), replacement: "")
        }
        func insert(_ text: String, _ message: String, replacingGrow: Bool = false) -> FixIt {
            let edits = [TextEdit(range: end..<end, replacement: text)] + (replacingGrow ? [removeGrow].compactMap { $0 } : [])
            return FixIt(message: message, edits: edits, isSafe: false)
        }
        enum Kind { case removeGrow, size, grow, stretch, ratio }
        var fixes: [(Kind, FixIt)] = []
        if collapse.removingGrowWorks, let removeGrow {
            fixes.append((.removeGrow, FixIt(message: "Remove `.grow`: keep its own \(axis.name)", edits: [removeGrow], isSafe: false)))
        }
        let size = FrameFormatting.number(collapse.fixedSize)
        if collapse.sizeFixWorks && (collapse.growLocation == nil || removeGrow != nil) {
            let inPlace = removeGrow != nil ? " in place of `.grow`" : ""
            fixes.append((.size, insert(".\(axis.name)(\(size))", "Give it a \(axis.name) of \(size) pt\(inPlace)", replacingGrow: true)))
        }
        if collapse.parentLendsMainSize {
            fixes.append((.grow, insert(".grow(1)", "Let it grow into the free space")))
        }
        if collapse.stretchWouldSize {
            fixes.append((.stretch, insert(".crossAlign(self: .stretch)", "Stretch it across the \(collapse.parentKind?.rawValue ?? "parent")")))
        }
        if collapse.otherAxisDetermined && (collapse.growLocation == nil || removeGrow != nil) {
            fixes.append((.ratio, insert(".ratio(1)", "Make it as \(axis == .width ? "wide as it is tall" : "tall as it is wide")", replacingGrow: true)))
        }
        // The first fix is the one an editor offers first: the one that suits the element.
        let order: [Kind]
        if collapse.kind == .view && collapse.otherAxisSize > 0 && collapse.otherAxisSize <= 2 {
            order = [.removeGrow, .grow, .stretch, .size, .ratio]  // a hairline: a divider spans its room
        } else if collapse.kind == .image {
            order = [.removeGrow, .ratio, .size, .grow, .stretch]  // an image keeps its proportions
        } else {
            order = [.removeGrow, .size, .grow, .stretch, .ratio]
        }
        return fixes.sorted { order.firstIndex(of: $0.0)! < order.firstIndex(of: $1.0)! }.map(\.1)
    }
}
