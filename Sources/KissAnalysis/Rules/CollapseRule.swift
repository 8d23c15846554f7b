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
///
/// This walks the elements, finds what collapsed and merges the findings across previews;
/// the check of one collapse and its message and fixes are in K201NoDeterminableWidth.swift
/// (`Rules.NoDeterminableWidth.event` and `diagnostic`, for both axes: K202 is the same
/// check), and a `.ratio` left with neither axis in K204's `checkCollapsed`. The calls are
/// static: no rule value or existential per element.
struct CollapseRule {
    enum Axis: Hashable {
        case width, height
        var name: String { self == .width ? "width" : "height" }
        var code: DiagnosticCode { self == .width ? .noDeterminableWidth : .noDeterminableHeight }
        var other: Axis { self == .width ? .height : .width }
    }

    struct Key: Hashable {
        /// The collapsed element's place (its offsets' start only).
        var place: SourceLocation
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

    var lowering: LayoutLowering {
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
                if let event = Rules.NoDeterminableWidth.event(
                    element, parent: parent, axis: axis, cause: cause, in: layout, determinability: layout.determinability, trials: trials, lines: lines,
                    rules: self) {
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


    func diagnostics() -> [Diagnostic] {
        var result = order.compactMap { key in collapses[key].map { Rules.NoDeterminableWidth.diagnostic($0, in: self) } }
        // A ratio derives one axis from the other: with neither known it does nothing (K204).
        var reportedRatios = Set<Range<Int>>()
        for key in order {
            guard let collapse = collapses[key], let finding = Rules.IneffectiveRatio.checkCollapsed(collapse, in: self),
                  reportedRatios.insert(finding.range).inserted else { continue }
            result.append(finding)
        }
        return result
    }

}
