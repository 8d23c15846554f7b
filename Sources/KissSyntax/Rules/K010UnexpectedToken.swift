extension Rules {
    /// K010: A token that fits nowhere at that place. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K010.md.
    package enum UnexpectedToken: Rule {
        package static let code = DiagnosticCode("K010")
        package static let name = "unexpected-token"
        package static let title = "A token that fits nowhere at that place"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/stray-tokens.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A token that fits nowhere at that place.
    public static let unexpectedToken = Rules.UnexpectedToken.code
}
