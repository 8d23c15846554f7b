import KissAnalysis

/// The layouts each `.kiss` file can use, by name, as the analysis resolves them
/// (`Analyzer.layoutsInScope`: the file's own and those of the files it imports), kept per file
/// for one export: a use inside an imported layout is looked up in that layout's file.
final class LayoutScopes {
    private let workspace: Workspace
    private var scopes: [String: [String: LayoutDeclaration]] = [:]

    init(workspace: Workspace) { self.workspace = workspace }

    func scope(of file: SourceFile) -> [String: LayoutDeclaration] {
        if let known = scopes[file.path] { return known }
        let scope = Analyzer.layoutsInScope(of: file, in: workspace)
        scopes[file.path] = scope
        return scope
    }

    /// The layout `name` names where `file` uses it.
    func declaration(_ name: String, usedIn file: SourceFile) -> LayoutDeclaration? {
        scope(of: file)[name]
    }
}
