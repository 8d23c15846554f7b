extension Rules {
    /// K001: A character the language does not use. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K001.md.
    package enum UnexpectedCharacter: Rule {
        package static let code = DiagnosticCode("K001")
        package static let name = "unexpected-character"
        package static let title = "A character the language does not use"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/unknown-characters.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A character the language does not use.
    public static let unexpectedCharacter = Rules.UnexpectedCharacter.code
}
