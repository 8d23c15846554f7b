import KissSyntax

extension Rules {
    /// K101: Unknown element kind. Raised by the instantiator;
    /// documented in docs/diagnostics/K101.md.
    enum UnknownKind: Rule {
        static let code = DiagnosticCode("K101")
        static let name = "unknown-kind"
        static let title = "Unknown element kind"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K101-unknown-kind.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let unknownKind = Rules.UnknownKind.code
}
