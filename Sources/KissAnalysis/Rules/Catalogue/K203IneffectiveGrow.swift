import KissLayout
import KissSyntax

extension Rules {
    /// K203: .grow has no effect: the parent's main size is content-sized. Checked here (`check`, for each
    /// `.grow` `FlexRules` walks in each solve), and by `ModifierRules` for a `.grow` outside a stack (in K402's
    /// `checkPlacement`, which raises this code for that case);
    /// documented in docs/diagnostics/K203.md.
    enum IneffectiveGrow: Rule {
        static let code = DiagnosticCode("K203")
        static let name = "ineffective-grow"
        static let title = ".grow has no effect: the parent's main size is content-sized"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K203-content-sized.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K203-ineffective-grow.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let ineffectiveGrow = Rules.IneffectiveGrow.code
}

extension Rules.IneffectiveGrow {
    // pass: FlexRules.modifier
    /// `FlexRules`' hook, for each modifier of each element of each solve: a `.grow` written
    /// in this file (the name first: most modifiers are not one).
    static func visitModifier(_ modifier: AppliedModifier, element: SolvedElement, parent: SolvedElement?, _ layout: SolvedLayout, in rules: inout FlexRules) {
        guard modifier.name == "grow", rules.inThisFile(modifier) else { return }
        check(modifier, element: element, parent: parent, layout, in: &rules)
    }

    /// The check, for each `.grow` written in this file at each solve (`FlexRules`): a grow
    /// in a stack whose size on its main axis is not given, so there is nothing to share.
    static func check(_ modifier: AppliedModifier, element: SolvedElement, parent: SolvedElement?, _ layout: SolvedLayout, in rules: inout FlexRules) {
        var factor = 1.0
        if case .number(let given)? = modifier.arguments["factor"]?.value { factor = given }
        guard let parent, parent.instance.kind.isStack, factor > 0 else { return }
        let row = parent.instance.kind != .vstack
        // The solver has the last word: in a wrap sized by its
        // content, shorter lines still have room to grow into.
        var grew = false
        if case .grown(let amount)? = (row ? element.widthExplanation : element.heightExplanation)?.flex, amount > 0.01 { grew = true }
        // An element `.grow` leaves at 0 is K201 / K202's finding (it starts from a basis of 0).
        let collapsed = element.frame.map { row ? $0.width == 0 : $0.height == 0 } ?? true
        if !grew, !collapsed, !layout.determinability.isGiven(parent, row ? .width : .height) {
            rules.add(.ineffectiveGrow, "`.grow` has no effect: the \(parent.instance.kind.rawValue) is sized by its content, so it has no free \(row ? "width" : "height") to share; give the \(parent.instance.kind.rawValue) a \(row ? "width" : "height") or let it grow or stretch",
                rules.analysis.places.range(modifier.location))
        }
    }
}
