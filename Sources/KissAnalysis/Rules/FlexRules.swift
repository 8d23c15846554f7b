import KissLayout
import KissSyntax

/// Checks that need to know whether a parent's size is determined, read from
/// the solver's explanations at each preview: `.grow` in a stack sized by its
/// content (K203), a percentage of a size that is not determined (K205), and
/// main-axis distribution in a stack with no free space (K402). A finding is
/// kept only if it holds at every preview, since it says the modifier never works.
struct FlexRules {
    let analysis: FileAnalysis
    private var findings: [String: (Diagnostic, Int)] = [:]
    private var order: [String] = []

    init(analysis: FileAnalysis) {
        self.analysis = analysis
    }

    private var lowering: LayoutLowering {
        LayoutLowering(leaves: LeafMeasurement(scale: 3, measurer: .shared, family: .system))
    }

    private static func isContentSized(_ explanation: SizeExplanation?) -> Bool {
        switch explanation?.source {
        case .content?, .collapsed?: return true
        default: return false
        }
    }

    /// One finding of one solve; `apply` counts the solves that show it.
    struct Event: Sendable {
        var code: DiagnosticCode
        var message: String
        var range: Range<Int>
    }

    mutating func apply(_ event: Event) {
        let key = "\(event.code)|\(event.range)"
        if let existing = findings[key] {
            findings[key] = (existing.0, existing.1 + 1)
        } else {
            findings[key] = (Diagnostic(code: event.code, severity: event.code.ruleSeverity, message: event.message, range: event.range), 1)
            order.append(key)
        }
    }

    /// The findings of one solve, each once.
    func events(in layout: SolvedLayout) -> [Event] {
        var events: [Event] = []
        var seenThisPreview = Set<String>()
        func add(_ code: DiagnosticCode, _ message: String, _ range: Range<Int>, _ seenThisPreview: inout Set<String>) {
            guard seenThisPreview.insert("\(code)|\(range)").inserted else { return }
            events.append(Event(code: code, message: message, range: range))
        }
        let path = analysis.file.path
        var stack: [(SolvedElement, SolvedElement?)] = [(layout.root, nil)]
        while let (element, parent) = stack.popLast() {
            defer { for child in element.children { stack.append((child, element)) } }
            guard element.frame != nil else { continue }
            let isRoot = parent == nil
            // Each case checks the file after the name: most modifiers are none of these, and
            // paths compare byte by byte.
            for modifier in element.instance.modifiers {
                let inThisFile = { modifier.location.file == path }
                switch modifier.name {
                case "grow":
                    guard inThisFile() else { continue }
                    var factor = 1.0
                    if case .number(let given)? = modifier.arguments["factor"]?.value { factor = given }
                    guard let parent, parent.instance.kind.isStack, factor > 0 else { continue }
                    let row = parent.instance.kind != .vstack
                    // The solver has the last word: in a wrap sized by its
                    // content, shorter lines still have room to grow into.
                    var grew = false
                    if case .grown(let amount)? = (row ? element.widthExplanation : element.heightExplanation)?.flex, amount > 0.01 { grew = true }
                    // An element `.grow` leaves at 0 is K201 / K202's finding (it starts from a basis of 0).
                    let collapsed = element.frame.map { row ? $0.width == 0 : $0.height == 0 } ?? true
                    if !grew, !collapsed, !layout.determinability.isGiven(parent, row ? .width : .height) {
                        add(.ineffectiveGrow, "`.grow` has no effect: the \(parent.instance.kind.rawValue) is sized by its content, so it has no free \(row ? "width" : "height") to share; give the \(parent.instance.kind.rawValue) a \(row ? "width" : "height") or let it grow or stretch",
                            modifier.location.range, &seenThisPreview)
                    }
                case "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "basis", "size":
                    guard inThisFile() else { continue }
                    for value in modifier.arguments.values {
                        guard case .percentage(let percent) = value.value else { continue }
                        let horizontal: Bool
                        switch modifier.name {
                        case "width", "minWidth", "maxWidth": horizontal = true
                        case "basis": horizontal = parent.map { $0.instance.kind != .vstack } ?? false
                        case "size": horizontal = modifier.arguments["width"] == value
                        default: horizontal = false
                        }
                        guard ["width", "height", "size"].contains(modifier.name) else { continue }
                        let undetermined = isRoot ? (horizontal ? layout.preview.width == nil : layout.preview.height == nil)
                            : !layout.determinability.isGiven(parent!, horizontal ? .width : .height)
                        guard undetermined else { continue }
                        let axis = horizontal ? "width" : "height"
                        let owner = isRoot ? "the preview, which fits its content" : "the \(parent!.instance.kind.rawValue), which is sized by its content"
                        // Yoga resolves a percentage against the space offered while it lays the
                        // parent out: then it is a share of that space, not of the parent.
                        if case .percentage(_, let base)? = (horizontal ? element.widthExplanation : element.heightExplanation)?.source,
                           base.isFinite, base > 0, !isRoot {
                            add(.percentageOfUndetermined, "\(FrameFormatting.number(percent))% is not a share of the \(parent!.instance.kind.rawValue)'s \(axis): the \(parent!.instance.kind.rawValue) is sized by its content, so Yoga takes \(FrameFormatting.number(percent))% of the \(axis) offered to it instead; use points, or give the \(parent!.instance.kind.rawValue) a \(axis) (or stretch it)",
                                value.range, &seenThisPreview)
                        } else {
                            add(.percentageOfUndetermined, "\(FrameFormatting.number(percent))% is ignored: it is a percentage of the \(axis) of \(owner); use points, or give the parent a size",
                                value.range, &seenThisPreview)
                        }
                    }
                case "mainAlign":
                    guard inThisFile(), case .enumCase(let alignment)? = modifier.arguments["value"]?.value, alignment != "start", element.instance.kind.isStack else { continue }
                    let row = element.instance.kind != .vstack
                    let grows = element.children.contains { child in
                        if case .number(let factor)? = child.instance.modifierValue("grow", "factor")?.value { return factor > 0 }
                        return child.instance.hasModifier("grow") || child.instance.kind == .growSpacer || child.instance.kind == .stretchSpacer
                    }
                    if Self.isContentSized(row ? element.widthExplanation : element.heightExplanation), !grows {
                        add(.ineffectiveModifier, "`.mainAlign(.\(alignment))` has no effect: this \(element.instance.kind.rawValue) is sized by its content, so there is no free space to distribute",
                            modifier.location.range, &seenThisPreview)
                    }
                default:
                    break
                }
            }
        }
        return events
    }

    /// Findings that held at every preview the layouts were solved at.
    /// `previews`: how many previews the layout a range is in is solved at.
    func diagnostics(previews: (Range<Int>) -> Int) -> [Diagnostic] {
        order.compactMap { key in findings[key].flatMap { $0.1 >= previews($0.0.range) ? $0.0 : nil } }
    }
}
