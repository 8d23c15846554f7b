import KissSyntax

extension Rules {
    /// K108: Duplicate layout, id, preview or parameter. Raised by the instantiator;
    /// documented in docs/diagnostics/K108.md.
    enum DuplicateDeclaration: Rule {
        static let code = DiagnosticCode("K108")
        static let name = "duplicate-declaration"
        static let title = "Duplicate layout, id, preview or parameter"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K108-duplicates.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let duplicateDeclaration = Rules.DuplicateDeclaration.code
}
