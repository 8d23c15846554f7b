import KissSyntax

extension Rules {
    /// K017: A required token is missing. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K017.md.
    enum ExpectedToken: Rule {
        static let code = DiagnosticCode.expectedToken
        static let name = "expected-token"
        static let title = "A required token is missing"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/declarations.kiss",
            "Tests/KissSyntaxTests/Fixtures/parser/err/layout-roots.kiss",
        ]
    }
}
