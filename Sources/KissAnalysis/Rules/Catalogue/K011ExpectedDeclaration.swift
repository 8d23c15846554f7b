import KissSyntax

extension Rules {
    /// K011: Something other than layout, preview or import at the top level. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K011.md.
    enum ExpectedDeclaration: Rule {
        static let code = DiagnosticCode.expectedDeclaration
        static let name = "expected-declaration"
        static let title = "Something other than layout, preview or import at the top level"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/top-level-element.kiss",
        ]
    }
}
