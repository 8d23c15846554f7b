import KissSyntax

extension Rules {
    /// K305: Element squeezed to zero size. Raised by `SizeRules`;
    /// documented in docs/diagnostics/K305.md.
    enum SqueezedToZero: Rule {
        static let code = DiagnosticCode("K305")
        static let name = "squeezed-to-zero"
        static let title = "Element squeezed to zero size"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K305-squeezed.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-where-collapse-starts.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K301-overflow.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let squeezedToZero = Rules.SqueezedToZero.code
}
