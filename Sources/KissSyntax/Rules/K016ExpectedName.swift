extension Rules {
    /// K016: A name is missing. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K016.md.
    package enum ExpectedName: Rule {
        package static let code = DiagnosticCode("K016")
        package static let name = "expected-name"
        package static let title = "A name is missing"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/declarations.kiss",
            "Tests/KissSyntaxTests/Fixtures/parser/err/half-typed-modifier.kiss",
            "Tests/KissSyntaxTests/Fixtures/parser/err/layout-roots.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A place that needs a name (layout, preview, parameter, modifier, enum case).
    public static let expectedName = Rules.ExpectedName.code
}
