import KissSyntax

extension Rules {
    /// K010: A token that fits nowhere at that place. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K010.md.
    enum UnexpectedToken: Rule {
        static let code = DiagnosticCode.unexpectedToken
        static let name = "unexpected-token"
        static let title = "A token that fits nowhere at that place"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/stray-tokens.kiss",
        ]
    }
}
