import KissSyntax

/// The findings for one file, exactly as both `kisslint` and `kiss-lsp`
/// report them: analysis, then inline suppressions, then configured severities.
public struct LintResult: Sendable {
    public let analysis: FileAnalysis
    public let diagnostics: [Diagnostic]
    /// The solves the layout rules made (each layout at each preview); empty
    /// when errors kept the rules from running.
    public let solved: [SolvedLayout]
}

public enum Linter {
    public static func lint(
        _ file: SourceFile, in workspace: Workspace, configuration: Configuration = .empty, previews selection: PreviewSelection? = nil
    ) -> LintResult {
        let outcome = FileLint.run(file, in: workspace, configuration: configuration, selection: selection)
        return LintResult(analysis: outcome.analysis, diagnostics: outcome.diagnostics, solved: outcome.solved)
    }
}
