extension Rules {
    /// K003: A block comment without its closing */. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K003.md.
    package enum UnterminatedComment: Rule {
        package static let code = DiagnosticCode("K003")
        package static let name = "unterminated-comment"
        package static let title = "A block comment without its closing */"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/unterminated-comment.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// A block comment without its closing `*/`.
    public static let unterminatedComment = Rules.UnterminatedComment.code
}
