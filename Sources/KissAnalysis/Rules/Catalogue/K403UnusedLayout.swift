import KissSyntax

extension Rules {
    /// K403: Layout never used in the workspace. Raised by `UnusedLayoutRule`;
    /// documented in docs/diagnostics/K403.md.
    enum UnusedLayout: Rule {
        static let code = DiagnosticCode("K403")
        static let name = "unused-layout"
        static let title = "Layout never used in the workspace"
        static let defaultSeverity = Severity.hint
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K403-unused-layout.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let unusedLayout = Rules.UnusedLayout.code
}
