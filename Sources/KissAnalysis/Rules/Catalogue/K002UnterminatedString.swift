import KissSyntax

extension Rules {
    /// K002: A string without its closing quote. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K002.md.
    enum UnterminatedString: Rule {
        static let code = DiagnosticCode.unterminatedString
        static let name = "unterminated-string"
        static let title = "A string without its closing quote"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/unterminated-string.kiss",
        ]
    }
}
