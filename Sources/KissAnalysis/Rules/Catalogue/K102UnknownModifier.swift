import KissSyntax

extension Rules {
    /// K102: Unknown modifier. Raised by the instantiator;
    /// documented in docs/diagnostics/K102.md.
    enum UnknownModifier: Rule {
        static let code = DiagnosticCode("K102")
        static let name = "unknown-modifier"
        static let title = "Unknown modifier"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K102-unknown-modifier.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K102-swiftui-habits.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let unknownModifier = Rules.UnknownModifier.code
}
