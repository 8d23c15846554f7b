extension Rules {
    /// K007: Bytes that are not UTF-8. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K007.md.
    package enum InvalidUtf8: Rule {
        package static let code = DiagnosticCode("K007")
        package static let name = "invalid-utf8"
        package static let title = "Bytes that are not UTF-8"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/invalid-utf8.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// Bytes that are not UTF-8.
    public static let invalidUTF8 = Rules.InvalidUtf8.code
}
