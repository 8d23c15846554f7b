import KissSyntax

extension Rules {
    /// K006: A color that is not #RGB, #RRGGBB or #RRGGBBAA. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K006.md.
    enum MalformedColor: Rule {
        static let code = DiagnosticCode.malformedColor
        static let name = "malformed-color"
        static let title = "A color that is not #RGB, #RRGGBB or #RRGGBBAA"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/bad-literals.kiss",
        ]
    }
}
