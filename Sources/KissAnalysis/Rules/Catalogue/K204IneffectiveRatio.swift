import KissSyntax

extension Rules {
    /// K204: .ratio has no effect or conflicts. Raised by `ModifierRules` (in K402's `checkPlacement`) and `CollapseRule`;
    /// documented in docs/diagnostics/K204.md.
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
