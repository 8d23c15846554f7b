import KissSyntax

extension Rules {
    /// K007: Bytes that are not UTF-8. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K007.md.
    enum InvalidUtf8: Rule {
        static let code = DiagnosticCode.invalidUTF8
        static let name = "invalid-utf8"
        static let title = "Bytes that are not UTF-8"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/invalid-utf8.kiss",
        ]
    }
}
