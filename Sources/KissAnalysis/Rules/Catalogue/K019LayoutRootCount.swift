import KissSyntax

extension Rules {
    /// K019: A layout body without exactly one root element. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K019.md.
    enum LayoutRootCount: Rule {
        static let code = DiagnosticCode.layoutRootCount
        static let name = "layout-root-count"
        static let title = "A layout body without exactly one root element"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/layout-roots.kiss",
            "Tests/KissSyntaxTests/Fixtures/parser/err/unknown-characters.kiss",
        ]
    }
}
