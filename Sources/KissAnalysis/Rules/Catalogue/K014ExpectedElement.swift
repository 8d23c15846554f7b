import KissSyntax

extension Rules {
    /// K014: A modifier with no element before it. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K014.md.
    enum ExpectedElement: Rule {
        static let code = DiagnosticCode.expectedElement
        static let name = "expected-element"
        static let title = "A modifier with no element before it"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/modifier-without-element.kiss",
        ]
    }
}
