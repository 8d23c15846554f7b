import KissSyntax

extension Rules {
    /// K401: Modifier given twice; the first has no effect. Raised by `ModifierRules`;
    /// documented in docs/diagnostics/K401.md.
    enum DuplicateModifier: Rule {
        static let code = DiagnosticCode("K401")
        static let name = "duplicate-modifier"
        static let title = "Modifier given twice; the first has no effect"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.safe
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K401-duplicate-modifier.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let duplicateModifier = Rules.DuplicateModifier.code
}
