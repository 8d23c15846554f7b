import KissSyntax

extension Rules {
    /// K203: .grow has no effect: the parent's main size is content-sized. Raised by `FlexRules` (from the solves) and `ModifierRules` (in K402's `checkPlacement`);
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
