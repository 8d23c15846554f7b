extension Rules {
    /// K011: Something other than layout, preview or import at the top level. Raised by the lexer and parser;
    /// documented in docs/diagnostics/K011.md.
    package enum ExpectedDeclaration: Rule {
        package static let code = DiagnosticCode("K011")
        package static let name = "expected-declaration"
        package static let title = "Something other than layout, preview or import at the top level"
        package static let defaultSeverity = Severity.error
        package static let fixKind = FixKind.none
        package static let fixtures = [
            "Tests/KissSyntaxTests/Fixtures/parser/err/top-level-element.kiss",
        ]
    }
}

extension DiagnosticCode {
    /// Something other than `layout`, `preview` or `import` at the top level.
    public static let expectedDeclaration = Rules.ExpectedDeclaration.code
}
