extension Rules {
    /// K013: A ( that is never closed. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K013.md.
    package enum MissingParen: Rule {
        package static let code = DiagnosticCode("K013")
        package static let name = "missing-paren"
        package static let title = "A ( that is never closed"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.suggestion
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/missing-paren.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A `(` that is never closed.
    public static let missingParen = Rules.MissingParen.code
}
