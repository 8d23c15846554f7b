import KissSyntax

extension Rules {
    /// K003: A block comment without its closing */. Raised by the lexer and parser (KissSyntax);
    /// documented in docs/diagnostics/K003.md.
    enum UnterminatedComment: Rule {
        static let code = DiagnosticCode.unterminatedComment
        static let name = "unterminated-comment"
        static let title = "A block comment without its closing */"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/unterminated-comment.kiss",
        ]
    }
}
