import KissSyntax

extension Rules {
    /// K107: A layout that contains itself. Raised by the instantiator;
    /// documented in docs/diagnostics/K107.md.
    enum CyclicLayout: Rule {
        static let code = DiagnosticCode("K107")
        static let name = "cyclic-layout"
        static let title = "A layout that contains itself"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K107-cycle.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let cyclicLayout = Rules.CyclicLayout.code
}
