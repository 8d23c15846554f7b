import KissSyntax

extension Rules {
    /// K005: A number the language cannot read. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K005.md.
    enum MalformedNumber: Rule {
        static let code = DiagnosticCode.malformedNumber
        static let name = "malformed-number"
        static let title = "A number the language cannot read"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/bad-literals.kiss",
        ]
    }
}
