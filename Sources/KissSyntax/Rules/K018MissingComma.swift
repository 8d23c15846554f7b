extension Rules {
    /// K018: Arguments or parameters without a comma between them. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K018.md.
    package enum MissingComma: Rule {
        package static let code = DiagnosticCode("K018")
        package static let name = "missing-comma"
        package static let title = "Arguments or parameters without a comma between them"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.suggestion
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/missing-comma.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// Two arguments or parameters without a `,` between them.
    public static let missingComma = Rules.MissingComma.code
}
