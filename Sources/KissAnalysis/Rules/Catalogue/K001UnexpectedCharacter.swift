import KissSyntax

extension Rules {
    /// K001: A character the language does not use. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K001.md.
    enum UnexpectedCharacter: Rule {
        static let code = DiagnosticCode.unexpectedCharacter
        static let name = "unexpected-character"
        static let title = "A character the language does not use"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/unknown-characters.kiss",
        ]
    }
}
