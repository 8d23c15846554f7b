import KissSyntax

extension Rules {
    /// K205: Percentage of a parent size that is not determinable. Raised by `FlexRules`;
    /// documented in docs/diagnostics/K205.md.
    enum PercentageOfUndetermined: Rule {
        static let code = DiagnosticCode("K205")
        static let name = "percentage-of-undetermined"
        static let title = "Percentage of a parent size that is not determinable"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K205-percentage-of-undetermined.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-where-collapse-starts.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let percentageOfUndetermined = Rules.PercentageOfUndetermined.code
}
