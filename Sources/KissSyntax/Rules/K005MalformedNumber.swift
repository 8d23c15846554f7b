extension Rules {
    /// K005: A number the language cannot read. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K005.md.
    package enum MalformedNumber: Rule {
        package static let code = DiagnosticCode("K005")
        package static let name = "malformed-number"
        package static let title = "A number the language cannot read"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/bad-literals.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A number the language cannot read (`1.`, `12px`).
    public static let malformedNumber = Rules.MalformedNumber.code
}
