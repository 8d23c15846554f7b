extension Rules {
    /// K002: A string without its closing quote. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K002.md.
    package enum UnterminatedString: Rule {
        package static let code = DiagnosticCode("K002")
        package static let name = "unterminated-string"
        package static let title = "A string without its closing quote"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/unterminated-string.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A string literal without its closing quote before the end of the line.
    public static let unterminatedString = Rules.UnterminatedString.code
}
