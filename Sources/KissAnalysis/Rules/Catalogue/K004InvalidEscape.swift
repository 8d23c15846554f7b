import KissSyntax

extension Rules {
    /// K004: An escape sequence a string cannot hold. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K004.md.
    enum InvalidEscape: Rule {
        static let code = DiagnosticCode.invalidEscape
        static let name = "invalid-escape"
        static let title = "An escape sequence a string cannot hold"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/bad-literals.kiss",
        ]
    }
}
