extension Rules {
    /// K004: An escape sequence a string cannot hold. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K004.md.
    package enum InvalidEscape: Rule {
        package static let code = DiagnosticCode("K004")
        package static let name = "invalid-escape"
        package static let title = "An escape sequence a string cannot hold"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/bad-literals.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// An escape sequence a string cannot hold.
    public static let invalidEscape = Rules.InvalidEscape.code
}
