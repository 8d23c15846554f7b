import KissSyntax

extension Rules {
    /// K016: A name is missing. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K016.md.
    enum ExpectedName: Rule {
        static let code = DiagnosticCode.expectedName
        static let name = "expected-name"
        static let title = "A name is missing"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/declarations.kiss",
            "Tests/KissSyntaxTests/Fixtures/parser/err/half-typed-modifier.kiss",
            "Tests/KissSyntaxTests/Fixtures/parser/err/layout-roots.kiss",
        ]
    }
}
