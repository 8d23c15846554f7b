import KissSyntax

extension Rules {
    /// K307: A control that draws at its own size given another size by its stack. Raised by
    /// `SizeRules`; documented in docs/diagnostics/K307.md.
    enum ControlSizeIgnored: Rule {
        static let code = DiagnosticCode("K307")
        static let name = "control-size-ignored"
        static let title = "Control of a fixed size given another size by its stack"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K307-control-size.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let controlSizeIgnored = Rules.ControlSizeIgnored.code
}
