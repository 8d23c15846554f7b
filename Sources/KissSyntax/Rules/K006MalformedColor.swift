extension Rules {
    /// K006: A color that is not #RGB, #RRGGBB or #RRGGBBAA. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K006.md.
    package enum MalformedColor: Rule {
        package static let code = DiagnosticCode("K006")
        package static let name = "malformed-color"
        package static let title = "A color that is not #RGB, #RRGGBB or #RRGGBBAA"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/bad-literals.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A color that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public static let malformedColor = Rules.MalformedColor.code
}
