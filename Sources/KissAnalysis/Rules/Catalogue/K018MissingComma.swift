import KissSyntax

extension Rules {
    /// K018: Arguments or parameters without a comma between them. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K018.md.
    enum MissingComma: Rule {
        static let code = DiagnosticCode.missingComma
        static let name = "missing-comma"
        static let title = "Arguments or parameters without a comma between them"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/missing-comma.kiss",
        ]
    }
}
