import KissSyntax

extension Rules {
    /// K404: Empty container. Raised by `ModifierRules`;
    /// documented in docs/diagnostics/K404.md.
    enum EmptyContainer: Rule {
        static let code = DiagnosticCode("K404")
        static let name = "empty-container"
        static let title = "Empty container"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K404-empty-container.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K402-ineffective-modifier.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let emptyContainer = Rules.EmptyContainer.code
}
