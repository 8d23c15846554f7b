import KissSyntax

extension Rules {
    /// K303: Font shrunk to its minimum and still does not fit. Raised by `SizeRules`;
    /// documented in docs/diagnostics/K303.md.
    enum FontScaleExhausted: Rule {
        static let code = DiagnosticCode("K303")
        static let name = "font-scale-exhausted"
        static let title = "Font shrunk to its minimum and still does not fit"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K303-font-scale.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let fontScaleExhausted = Rules.FontScaleExhausted.code
}
