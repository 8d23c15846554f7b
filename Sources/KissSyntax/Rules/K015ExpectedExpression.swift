extension Rules {
    /// K015: A value is missing. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K015.md.
    package enum ExpectedExpression: Rule {
        package static let code = DiagnosticCode("K015")
        package static let name = "expected-expression"
        package static let title = "A value is missing"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/binary-missing-operand.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A place that needs a value.
    public static let expectedExpression = Rules.ExpectedExpression.code
}
