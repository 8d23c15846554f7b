import KissSyntax

extension Rules {
    /// K207: pin: an anchor to a later sibling, or an over-determined size. Raised by `PinChecks`;
    /// documented in docs/diagnostics/K207.md.
    enum PinConflict: Rule {
        static let code = DiagnosticCode("K207")
        static let name = "pin-conflict"
        static let title = "pin: an anchor to a later sibling, or an over-determined size"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K207-pin.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let pinConflict = Rules.PinConflict.code
}
