import KissSyntax

extension Rules {
    /// K106: Unknown layout, parameter, id or enum case. Raised by the instantiator;
    /// documented in docs/diagnostics/K106.md.
    enum UnknownName: Rule {
        static let code = DiagnosticCode("K106")
        static let name = "unknown-name"
        static let title = "Unknown layout, parameter, id or enum case"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K106-unknown-names.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K101-unknown-kind.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K109-imports.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K207-pin.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let unknownName = Rules.UnknownName.code
}
