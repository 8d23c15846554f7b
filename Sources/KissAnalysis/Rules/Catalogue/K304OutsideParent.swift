import KissSyntax

extension Rules {
    /// K304: Element lies outside its parent's bounds. Raised by `SizeRules`;
    /// documented in docs/diagnostics/K304.md.
    enum OutsideParent: Rule {
        static let code = DiagnosticCode("K304")
        static let name = "outside-parent"
        static let title = "Element lies outside its parent's bounds"
        static let defaultSeverity = Severity.info
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K304-outside.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let outsideParent = Rules.OutsideParent.code
}
