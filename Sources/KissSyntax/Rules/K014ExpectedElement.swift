extension Rules {
    /// K014: A modifier with no element before it. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K014.md.
    package enum ExpectedElement: Rule {
        package static let code = DiagnosticCode("K014")
        package static let name = "expected-element"
        package static let title = "A modifier with no element before it"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/modifier-without-element.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A place that needs an element, or a modifier with no element before it.
    public static let expectedElement = Rules.ExpectedElement.code
}
