import KissSyntax

extension Rules {
    /// K209: A margin the Kiss library drops. Raised by `DroppedMarginRule` (through `ModifierRules`);
    /// documented in docs/diagnostics/K209.md.
    enum DroppedMargin: Rule {
        static let code = DiagnosticCode("K209")
        static let name = "dropped-margin"
        static let title = "A margin the Kiss library drops"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.safe
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K209-dropped-margin.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K304-outside.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let droppedMargin = Rules.DroppedMargin.code
}
