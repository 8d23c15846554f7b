extension Rules {
    /// K012: A { that is never closed. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K012.md.
    package enum MissingBrace: Rule {
        package static let code = DiagnosticCode("K012")
        package static let name = "missing-brace"
        package static let title = "A { that is never closed"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.suggestion
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/missing-brace.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A `{` that is never closed.
    public static let missingBrace = Rules.MissingBrace.code
}
