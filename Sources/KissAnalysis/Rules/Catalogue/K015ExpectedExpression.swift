import KissSyntax

extension Rules {
    /// K015: A value is missing. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K015.md.
    enum ExpectedExpression: Rule {
        static let code = DiagnosticCode.expectedExpression
        static let name = "expected-expression"
        static let title = "A value is missing"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/binary-missing-operand.kiss",
        ]
    }
}
