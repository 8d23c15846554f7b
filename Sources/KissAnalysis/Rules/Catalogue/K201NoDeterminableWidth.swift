import KissLayout
import KissSyntax

extension Rules {
    /// K201: No determinable width: collapses to 0. Checked here (`event`, for each element
    /// `CollapseRule` finds at 0 in a solve, and `report`, its message, for each collapse merged
    /// across previews; both `CollapseRule` hooks): one check for both axes, so it also raises
    /// K202 for a height;
    /// documented in docs/diagnostics/K201.md.
    enum NoDeterminableWidth: Rule {
        static let code = DiagnosticCode("K201")
        static let name = "no-determinable-width"
        static let title = "No determinable width: collapses to 0"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-no-width.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-where-collapse-starts.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K203-ineffective-grow.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K205-percentage-of-undetermined.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K406-unused-suppression.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let noDeterminableWidth = Rules.NoDeterminableWidth.code
}

extension Rules.NoDeterminableWidth {
    /// The check, for each element `CollapseRule` finds at 0 on an axis in a solve, once
    /// `Determinability` says nothing determines that size (`cause`): where it is reported,
    /// and the facts its message and fixes need, each fix tried on the layout.
    // pass: CollapseRule.event
    static func event(
        _ element: SolvedElement, parent: SolvedElement?, axis: CollapseRule.Axis, cause: Determinability.CollapseCause, in layout: SolvedLayout,
        determinability: Determinability, trials: FixTrial.Session, lines: CollapseRule.LineUses, rules: CollapseRule
    ) -> CollapseRule.Event? {
        let preview = layout.preview
        // A layout use is reported where it is written in this file.
        let location = element.instance.location(shownIn: rules.analysis.file.path)
        guard location.file == rules.analysis.file.path else { return nil }
        let key = CollapseRule.Key(place: SourceLocation(file: location.file, anchor: location.anchor, offsets: location.offsets.lowerBound..<location.offsets.lowerBound), axis: axis)
        let parentInstance = parent?.instance
        let parentIsRow = parentInstance.map { $0.kind == .hstack || $0.kind == .wrap } ?? false
        let onMainAxis = parentInstance.map { $0.kind.isStack && ((axis == .width) == parentIsRow) } ?? false
        // `.grow` would share out the parent's free space only where something gives the parent its main size.
        let parentLends = onMainAxis && parent.map { determinability.isGiven($0, axis == .width ? .width : .height) } == true
            && !(parent?.frame.map { axis == .width ? $0.width : $0.height } == 0)
        var free = 0.0
        if let parent, let parentFrame = parent.frame {
            let parentStyle = rules.lowering.style(of: parent.instance, parent: nil)
            let inner = axis == .width ? parentFrame.width - parentStyle.padding.left - parentStyle.padding.right
                : parentFrame.height - parentStyle.padding.top - parentStyle.padding.bottom
            if onMainAxis {
                // What the items of its line take, margins included: worked out once per line,
                // since each of n items collapsed in one line would add it up again.
                let line = determinability.line(of: element)
                let taken = line.flatMap { lines.taken[CollapseRule.LineUse(line: $0, axis: axis)] } ?? {
                    let items = determinability.lineItems(of: element).filter { !$0.isHidden }
                    let used = items.reduce(0.0) { sum, item in
                        let margin = item.loweredStyle?.style.margin ?? .zero
                        let size = item.frame.map { axis == .width ? $0.width : $0.height } ?? 0
                        return sum + size + (axis == .width ? margin.left + margin.right : margin.top + margin.bottom)
                    }
                    let taken = (used: used, count: items.count)
                    if let line { lines.taken[CollapseRule.LineUse(line: line, axis: axis)] = taken }
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
        let collapse = CollapseRule.Collapse(
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
        return CollapseRule.Event(key: key, collapse: collapse, preview: preview)
    }

    /// The finding of each collapse merged across previews: K201 or K202 by its axis.
    // pass: CollapseRule.collapse
    static func report(_ collapse: CollapseRule.Collapse, in rules: CollapseRule, findings: inout CollapseRule.Findings) {
        findings.report(diagnostic(collapse, in: rules))
    }

    /// The message: why it collapsed, what to do, and the fixes that work at every preview.
    private static func diagnostic(_ collapse: CollapseRule.Collapse, in rules: CollapseRule) -> Diagnostic {
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
        if let parent = collapse.parentKind, let location = collapse.parentLocation, location.file == rules.analysis.file.path {
            related.append(RelatedLocation(range: rules.analysis.places.range(location), message: "the \(parent.rawValue) that cannot lend its \(axis.name)"))
        }
        return Diagnostic(
            code: axis.code, severity: axis.code.ruleSeverity, message: message, range: rules.analysis.places.range(collapse.finding.location), related: related,
            fixes: fixes(for: collapse, in: rules), previews: collapse.finding.previews.map(\.name))
    }

    private static func fixes(for collapse: CollapseRule.Collapse, in rules: CollapseRule) -> [FixIt] {
        let places = SourcePlaces(analysis: rules.analysis)
        guard let end = places.elementEnd(collapse.finding.location) else { return [] }
        let axis = collapse.axis
        // A growing item starts from 0 whatever size it is given: a size works only without `.grow`.
        var removeGrow: TextEdit?
        if let grow = collapse.growLocation, let syntax = places.modifier(at: grow) {
            removeGrow = TextEdit(range: LineRemoval.range(removing: syntax.node.trimmedRange, in: rules.analysis.file.tree.source), replacement: "")
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
