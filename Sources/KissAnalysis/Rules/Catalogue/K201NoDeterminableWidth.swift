import KissSyntax

extension Rules {
    /// K201: No determinable width: collapses to 0. Raised by `CollapseRule`;
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
