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
        let analysis = Analyzer.analyze(file, in: workspace, fallbackPreviews: configuration.previews, selection: selection)
        var diagnostics = analysis.diagnostics
        var solved: [SolvedLayout] = []
        // Layout checks need a layout that means what it says: not on a file with errors.
        if !diagnostics.contains(where: { $0.severity == .error }) {
            var modifiers = ModifierRules(analysis: analysis)
            modifiers.run()
            diagnostics += modifiers.diagnostics
            diagnostics += UnusedLayoutRule.check(analysis, in: workspace)
            let layoutRules = LayoutRules.run(analysis, family: configuration.fontFamily ?? .system)
            diagnostics += layoutRules.diagnostics
            solved = layoutRules.solved
        }
        diagnostics = Suppressions.apply(diagnostics, tree: file.tree, lines: file.lines)
        diagnostics = configuration.apply(to: diagnostics)
        diagnostics.sort {
            ($0.range.lowerBound, $0.range.upperBound, $0.code) < ($1.range.lowerBound, $1.range.upperBound, $1.code)
        }
        return LintResult(analysis: analysis, diagnostics: diagnostics, solved: solved)
    }
}
