import KissSyntax

extension Rules {
    /// K202: No determinable height: collapses to 0. Its check and message are K201's, one
    /// for both axes (`Rules.NoDeterminableWidth.event` and `report` in
    /// K201NoDeterminableWidth.swift, its `CollapseRule` hooks);
    /// documented in docs/diagnostics/K202.md.
    enum NoDeterminableHeight: Rule {
        static let code = DiagnosticCode("K202")
        static let name = "no-determinable-height"
        static let title = "No determinable height: collapses to 0"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K202-no-height.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-where-collapse-starts.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K204-ineffective-ratio.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let noDeterminableHeight = Rules.NoDeterminableHeight.code
}
