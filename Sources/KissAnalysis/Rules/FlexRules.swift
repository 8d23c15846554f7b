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
    /// The findings of the solve being walked (`events`), and what they were about.
    private var pending: [Event] = []
    private var seenThisPreview = Set<String>()

    init(analysis: FileAnalysis) {
        self.analysis = analysis
    }

    private var lowering: LayoutLowering {
        LayoutLowering(leaves: LeafMeasurement(scale: 3, measurer: .shared, family: .system))
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
    ///
    /// This walks the elements and dispatches on the modifiers written in this file; the
    /// checks and their messages are in the rules' files (`Rules.IneffectiveGrow.check` in
    /// K203IneffectiveGrow.swift, K205's `check`, K402's `checkMainAlign`), which report
    /// through `add`. The calls are static: no rule value or existential per element.
    func events(in layout: SolvedLayout) -> [Event] {
        var rules = FlexRules(analysis: analysis)
        let path = analysis.file.path
        var stack: [(SolvedElement, SolvedElement?)] = [(layout.root, nil)]
        while let (element, parent) = stack.popLast() {
            defer { for child in element.children { stack.append((child, element)) } }
            guard element.frame != nil else { continue }
            // Each case checks the file after the name: most modifiers are none of these, and
            // paths compare byte by byte.
            for modifier in element.instance.modifiers {
                let inThisFile = { modifier.location.file == path }
                switch modifier.name {
                case "grow":
                    guard inThisFile() else { continue }
                    Rules.IneffectiveGrow.check(modifier, element: element, parent: parent, layout, in: &rules)
                case "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "basis", "size":
                    guard inThisFile() else { continue }
                    Rules.PercentageOfUndetermined.check(modifier, element: element, parent: parent, layout, in: &rules)
                case "mainAlign":
                    guard inThisFile() else { continue }
                    Rules.IneffectiveModifier.checkMainAlign(modifier, element: element, in: &rules)
                default:
                    break
                }
            }
        }
        return rules.pending
    }

    /// Adds a finding of the solve being walked, unless it was found in this solve already.
    mutating func add(_ code: DiagnosticCode, _ message: String, _ range: Range<Int>) {
        guard seenThisPreview.insert("\(code)|\(range)").inserted else { return }
        pending.append(Event(code: code, message: message, range: range))
    }

    /// Findings that held at every preview the layouts were solved at.
    /// `previews`: how many previews the layout a range is in is solved at.
    func diagnostics(previews: (Range<Int>) -> Int) -> [Diagnostic] {
        order.compactMap { key in findings[key].flatMap { $0.1 >= previews($0.0.range) ? $0.0 : nil } }
    }
}
