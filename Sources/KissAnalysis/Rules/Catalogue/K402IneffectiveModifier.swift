import KissSyntax

extension Rules {
    /// K402: Modifier has no effect here. Raised by `ModifierRules`, `FlexRules` and `StackAlignmentRule`;
    /// documented in docs/diagnostics/K402.md.
    enum IneffectiveModifier: Rule {
        static let code = DiagnosticCode("K402")
        static let name = "ineffective-modifier"
        static let title = "Modifier has no effect here"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K402-hidden-children-count.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K402-ineffective-modifier.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K206-fill-conflict.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K405-redundant-modifier.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let ineffectiveModifier = Rules.IneffectiveModifier.code
}
