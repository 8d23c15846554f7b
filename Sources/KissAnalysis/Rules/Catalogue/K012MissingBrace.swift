import KissSyntax

extension Rules {
    /// K012: A { that is never closed. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K012.md.
    enum MissingBrace: Rule {
        static let code = DiagnosticCode.missingBrace
        static let name = "missing-brace"
        static let title = "A { that is never closed"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/missing-brace.kiss",
        ]
    }
}
