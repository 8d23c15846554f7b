import KissSyntax

extension Rules {
    /// K204: .ratio has no effect or conflicts. Raised by `ModifierRules` (in K402's `checkPlacement`);
    /// checked here (`checkCollapsed`, a `CollapseRule.collapse` hook) for a `.ratio` on an
    /// element `CollapseRule` found collapsed; documented in docs/diagnostics/K204.md.
    enum IneffectiveRatio: Rule {
        static let code = DiagnosticCode("K204")
        static let name = "ineffective-ratio"
        static let title = ".ratio has no effect or conflicts"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K204-ineffective-ratio.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-where-collapse-starts.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let ineffectiveRatio = Rules.IneffectiveRatio.code
}

extension Rules.IneffectiveRatio {
    /// The check, for each collapse `CollapseRule` merged: a `.ratio` written in this file on
    /// an element neither of whose axes is determined derives nothing. Reported once for the
    /// `.ratio`, though both axes of its element collapsed.
    // pass: CollapseRule.collapse
    static func checkCollapsed(_ collapse: CollapseRule.Collapse, in rules: CollapseRule, findings: inout CollapseRule.Findings) {
        guard !collapse.otherAxisDetermined, let ratio = collapse.ratioLocation, ratio.file == rules.analysis.file.path else { return }
        findings.reportOnce(Diagnostic(
            code: .ineffectiveRatio, severity: DiagnosticCode.ineffectiveRatio.ruleSeverity,
            message: "`.ratio` has no effect: neither the width nor the height is determined, so there is nothing to derive the other from; give one of them a size",
            range: rules.analysis.places.range(ratio)))
    }
}
