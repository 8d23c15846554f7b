extension Rules {
    /// K019: A layout body without exactly one root element. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K019.md.
    package enum LayoutRootCount: Rule {
        package static let code = DiagnosticCode("K019")
        package static let name = "layout-root-count"
        package static let title = "A layout body without exactly one root element"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/layout-roots.kiss",
            "Tests/KissSyntaxTests/Fixtures/parser/err/unknown-characters.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A layout body with no root element, or more than one.
    public static let layoutRootCount = Rules.LayoutRootCount.code
}
