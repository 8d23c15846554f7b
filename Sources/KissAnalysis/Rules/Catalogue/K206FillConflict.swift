import KissSyntax

extension Rules {
    /// K206: .fill or stretch that cannot work here. Raised by `ModifierRules` (in K402's `checkPlacement`);
    /// documented in docs/diagnostics/K206.md.
    enum FillConflict: Rule {
        static let code = DiagnosticCode("K206")
        static let name = "fill-conflict"
        static let title = ".fill or stretch that cannot work here"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K206-fill-conflict.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K402-ineffective-modifier.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let fillConflict = Rules.FillConflict.code
}
