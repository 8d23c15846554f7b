import KissSyntax

extension Rules {
    /// K407: A layout parameter its body never uses. Raised by `UnusedParameterRule`;
    /// documented in docs/diagnostics/K407.md.
    enum UnusedParameter: Rule {
        static let code = DiagnosticCode("K407")
        static let name = "unused-parameter"
        static let title = "A layout parameter its body never uses"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K407-unused-parameter.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let unusedParameter = Rules.UnusedParameter.code
}
