import KissSyntax

extension Rules {
    /// K103: Modifier not valid on this element. Raised by the instantiator;
    /// documented in docs/diagnostics/K103.md.
    enum MisplacedModifier: Rule {
        static let code = DiagnosticCode("K103")
        static let name = "misplaced-modifier"
        static let title = "Modifier not valid on this element"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K103-misplaced-modifier.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let misplacedModifier = Rules.MisplacedModifier.code
}
