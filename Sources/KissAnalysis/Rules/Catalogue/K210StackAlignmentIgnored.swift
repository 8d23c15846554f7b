import KissSyntax

extension Rules {
    /// K210: A stack's cross alignment its items ignore. Raised by `StackAlignmentRule` (through `ModifierRules`);
    /// documented in docs/diagnostics/K210.md.
    enum StackAlignmentIgnored: Rule {
        static let code = DiagnosticCode("K210")
        static let name = "stack-alignment-ignored"
        static let title = "A stack's cross alignment its items ignore"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K210-stack-alignment.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let stackAlignmentIgnored = Rules.StackAlignmentIgnored.code
}
