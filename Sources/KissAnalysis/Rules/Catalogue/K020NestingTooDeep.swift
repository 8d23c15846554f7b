import KissSyntax

extension Rules {
    /// K020: Nesting deeper than the parser follows. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K020.md.
    enum NestingTooDeep: Rule {
        static let code = DiagnosticCode.nestingTooDeep
        static let name = "nesting-too-deep"
        static let title = "Nesting deeper than the parser follows"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/nesting-too-deep.kiss",
        ]
    }
}
