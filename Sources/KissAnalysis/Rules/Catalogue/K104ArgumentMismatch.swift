import KissSyntax

extension Rules {
    /// K104: Wrong number or type of arguments, or an unknown argument label. Raised by the instantiator;
    /// documented in docs/diagnostics/K104.md.
    enum ArgumentMismatch: Rule {
        static let code = DiagnosticCode("K104")
        static let name = "argument-mismatch"
        static let title = "Wrong number or type of arguments, or an unknown argument label"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K104-arguments.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K104-parameter-of-the-wrong-type.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K104-one-mistake-one-finding.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K207-pin.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let argumentMismatch = Rules.ArgumentMismatch.code
}
