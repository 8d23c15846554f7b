import KissSyntax

extension Rules {
    /// K301: Content overflows its container. Raised by `SizeRules`;
    /// documented in docs/diagnostics/K301.md.
    enum ContentOverflow: Rule {
        static let code = DiagnosticCode("K301")
        static let name = "content-overflow"
        static let title = "Content overflows its container"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K301-overflow.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-where-collapse-starts.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K304-outside.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let contentOverflow = Rules.ContentOverflow.code
}
