import KissSyntax

/// Previews chosen on the command line: one of the file's by name, or one size.
public enum PreviewSelection: Sendable, Hashable {
    case named(String)
    case size(Preview)
}

/// One layout of a file, expanded with its parameters' defaults.
public struct LayoutInstance: Sendable {
    public let name: String
    public let declaration: LayoutDeclaration
    /// Nil when the layout has no root element or could not be expanded.
    public let root: ElementInstance?
}

/// Everything known about one file: diagnostics, previews and expanded layouts.
public struct FileAnalysis: Sendable {
    public let file: SourceFile
    public let diagnostics: [Diagnostic]
    public let previews: [Preview]
    public let layouts: [LayoutInstance]

    public func layout(named name: String) -> LayoutInstance? {
        layouts.first { $0.name == name }
    }
}

public enum Analyzer {
    /// Analyzes a file: syntax, declarations and every layout expanded with
    /// its defaults. `fallbackPreviews` apply when the file declares none;
    /// `selection` (from the command line) narrows or replaces them.
    public static func analyze(
        _ file: SourceFile, in workspace: Workspace, fallbackPreviews: [Preview] = [.standard], selection: PreviewSelection? = nil
    ) -> FileAnalysis {
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        instantiator.checkDeclarations(of: file)
        var previews = instantiator.previews(of: file)
        if previews.isEmpty { previews = fallbackPreviews.isEmpty ? [.standard] : fallbackPreviews }
        switch selection {
        case .named(let name)?:
            // A file without that preview keeps its own.
            let chosen = previews.filter { $0.name == name }
            if !chosen.isEmpty { previews = chosen }
        case .size(let preview)?:
            previews = [preview]
        case nil:
            break
        }
        var layouts: [LayoutInstance] = []
        var seen = Set<String>()
        let symbols = instantiator.symbols(for: file)
        for syntax in file.tree.sourceFile.layouts {
            guard let name = syntax.name, seen.insert(name).inserted, let declaration = symbols[name], declaration.file.path == file.path else { continue }
            let root = instantiator.instantiate(declaration, parameters: instantiator.defaults(of: declaration), use: nil, parentKind: nil)
            layouts.append(LayoutInstance(name: name, declaration: declaration, root: root))
        }
        let diagnostics = (file.tree.diagnostics + instantiator.diagnostics).sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.code) < ($1.range.lowerBound, $1.range.upperBound, $1.code)
        }
        return FileAnalysis(file: file, diagnostics: diagnostics, previews: previews, layouts: layouts)
    }
}
