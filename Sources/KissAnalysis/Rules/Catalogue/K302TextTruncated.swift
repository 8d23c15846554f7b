import KissSyntax

extension Rules {
    /// K302: Text truncated (labels, button titles, keyValue parts). Raised by `SizeRules`;
    /// documented in docs/diagnostics/K302.md.
    enum TextTruncated: Rule {
        static let code = DiagnosticCode("K302")
        static let name = "text-truncated"
        static let title = "Text truncated"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K302-truncated.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K305-squeezed.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let textTruncated = Rules.TextTruncated.code
}
