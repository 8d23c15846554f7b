extension Rules {
    /// K020: Nesting deeper than the parser follows. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K020.md.
    package enum NestingTooDeep: Rule {
        package static let code = DiagnosticCode("K020")
        package static let name = "nesting-too-deep"
        package static let title = "Nesting deeper than the parser follows"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/nesting-too-deep.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// Nesting deeper than the parser follows.
    public static let nestingTooDeep = Rules.NestingTooDeep.code
}
