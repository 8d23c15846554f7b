import KissSyntax

extension Rules {
    /// K406: A suppression comment that suppresses nothing. Raised by `Suppressions`;
    /// documented in docs/diagnostics/K406.md.
    enum UnusedSuppression: Rule {
        static let code = DiagnosticCode("K406")
        static let name = "unused-suppression"
        static let title = "A suppression comment that suppresses nothing"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.safe
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K406-unused-suppression.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K406-directives-names-and-lines.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let unusedSuppression = Rules.UnusedSuppression.code
}
