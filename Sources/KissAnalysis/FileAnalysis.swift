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
        var configuration = Configuration.empty
        configuration.previews = fallbackPreviews
        return FileLint.run(file, in: workspace, configuration: configuration, selection: selection, session: nil, rules: false).analysis
    }
}
