extension Rules {
    /// K017: A required token is missing. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K017.md.
    package enum ExpectedToken: Rule {
        package static let code = DiagnosticCode("K017")
        package static let name = "expected-token"
        package static let title = "A required token is missing"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/declarations.kiss",
            "Tests/KissSyntaxTests/Fixtures/parser/err/layout-roots.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A required token is missing (`{` of a layout body, `(` of a preview, `:` of a parameter, an import path).
    public static let expectedToken = Rules.ExpectedToken.code
}
