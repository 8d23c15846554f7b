import KissSyntax

extension Rules {
    /// K109: Import not found, or outside the workspace. Raised by the instantiator (imports, through `Workspace`);
    /// documented in docs/diagnostics/K109.md.
    enum ImportProblem: Rule {
        static let code = DiagnosticCode("K109")
        static let name = "import-problem"
        static let title = "Import not found, or outside the workspace"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K109-imports.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let importProblem = Rules.ImportProblem.code
}
