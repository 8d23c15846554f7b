import KissSyntax

extension Rules {
    /// K105: Value out of range. Raised by the instantiator;
    /// documented in docs/diagnostics/K105.md.
    enum ValueOutOfRange: Rule {
        static let code = DiagnosticCode("K105")
        static let name = "value-out-of-range"
        static let title = "Value out of range"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K105-out-of-range.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let valueOutOfRange = Rules.ValueOutOfRange.code
}
