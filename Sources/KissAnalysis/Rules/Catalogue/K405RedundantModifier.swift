import KissSyntax

extension Rules {
    /// K405: Redundant modifier. Raised by `ModifierRules`;
    /// documented in docs/diagnostics/K405.md.
    enum RedundantModifier: Rule {
        static let code = DiagnosticCode("K405")
        static let name = "redundant-modifier"
        static let title = "Redundant modifier"
        static let defaultSeverity = Severity.hint
        static let fixKind = FixKind.safe
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K405-redundant-modifier.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K210-stack-alignment.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let redundantModifier = Rules.RedundantModifier.code
}
