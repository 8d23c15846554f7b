import KissSyntax

extension Rules {
    /// K013: A ( that is never closed. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K013.md.
    enum MissingParen: Rule {
        static let code = DiagnosticCode.missingParen
        static let name = "missing-paren"
        static let title = "A ( that is never closed"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/missing-paren.kiss",
        ]
    }
}
