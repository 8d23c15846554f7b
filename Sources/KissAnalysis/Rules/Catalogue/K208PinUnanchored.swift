import KissSyntax

extension Rules {
    /// K208: pin: no anchor on an axis. Raised by `PinChecks`;
    /// documented in docs/diagnostics/K208.md.
    enum PinUnanchored: Rule {
        static let code = DiagnosticCode("K208")
        static let name = "pin-unanchored"
        static let title = "pin: no anchor on an axis"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K207-pin.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let pinUnanchored = Rules.PinUnanchored.code
}
