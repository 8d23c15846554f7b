import KissSyntax

/// Previews chosen on the command line: one of the file's by name, or one size.
public enum PreviewSelection: Sendable, Hashable {
    case named(String)
    /// `--width 320,375 [--height H] [--scale S]`: these sizes instead of the file's previews.
    case sizes([Preview])
}

/// One layout of a file, expanded with its parameters' defaults.
public struct LayoutInstance: Sendable {
    public let name: String
    public let declaration: LayoutDeclaration
    /// Nil when the layout has no root element or could not be expanded.
    public let root: ElementInstance?
    /// Elements in the expansion (0 when not counted): how the rules' work is ordered.
    var elementCount = 0

    init(name: String, declaration: LayoutDeclaration, root: ElementInstance?, elementCount: Int = 0) {
        self.name = name
        self.declaration = declaration
        self.root = root
        self.elementCount = elementCount
    }

    /// `root` as the expansion of the layout `declaration` declares now: an expansion holds
    /// its places relative to its declaration, so one worked out for an earlier version of the
    /// text serves any version whose layout has the same fingerprint (`Analyzer.fingerprint`).
    public init(declaration: LayoutDeclaration, root: ElementInstance?) {
        self.init(name: declaration.name, declaration: declaration, root: root)
    }
}

/// Everything known about one file: diagnostics, previews and expanded layouts.
public struct FileAnalysis: Sendable {
    public let file: SourceFile
    public let diagnostics: [Diagnostic]
    public let previews: [Preview]
    public let layouts: [LayoutInstance]
    /// The workspace the layouts were expanded in: the parses their places are in.
    var workspace: Workspace? = nil

    /// The layouts' places as bytes of this version's texts.
    public var places: Places { Places(primary: file, workspace: workspace) }

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
        return FileLint.expand(file, in: workspace, configuration: configuration, selection: selection).analysis
    }

    /// The previews a file is solved at, as `analyze` chooses them.
    public static func previews(
        of file: SourceFile, in workspace: Workspace, fallbackPreviews: [Preview] = [.standard], mode: PreviewsMode = .fallback,
        selection: PreviewSelection? = nil
    ) -> [Preview] {
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        return FileLint.selectedPreviews(instantiator.previews(of: file), fallback: fallbackPreviews, mode: mode, selection: selection)
    }

    /// The layouts `file` can use by name: its own and its imports'.
    public static func layoutsInScope(of file: SourceFile, in workspace: Workspace) -> [String: LayoutDeclaration] {
        Instantiator(workspace: workspace, primary: file.path).symbols(for: file)
    }

    /// The layout `syntax` declares, as the declaration its uses and expansion are worked out
    /// from; nil when it is not one of the file's layouts (a second declaration of a name).
    public static func declaration(
        _ syntax: LayoutSyntax, of file: SourceFile, scope: [String: LayoutDeclaration]
    ) -> LayoutDeclaration? {
        guard let name = syntax.name, let declaration = scope[name], declaration.file.path == file.path,
              declaration.syntax == syntax else { return nil }
        return declaration
    }

    /// A hash of everything the expansion of `declaration` on its own depends on: its text and
    /// that of every layout it reaches, in whatever file (`LayoutFingerprints`); nil for a
    /// layout in or reaching a cycle. Where the layouts are is no part of it: two versions of
    /// a file with the same fingerprint for a layout expand it to equal trees.
    public static func fingerprint(
        of declaration: LayoutDeclaration, in workspace: Workspace, scope: [String: LayoutDeclaration]
    ) -> UInt64? {
        let primary = declaration.file.path
        let instantiator = Instantiator(workspace: workspace, primary: primary, symbolTables: [primary: scope])
        var fingerprints = LayoutFingerprints(symbols: { instantiator.symbols(for: $0) }, references: [:])
        return fingerprints.fingerprint(of: declaration)
    }

    /// One layout declared in `file`, expanded with its defaults on its own:
    /// what an editor needs to answer about one place without expanding the
    /// whole file. Nil when `syntax` does not declare one of the file's layouts.
    /// `scope`: the file's `layoutsInScope`, when the caller keeps it (one per version).
    /// `keptExpansions`: the expansions the file's lint session kept for this version, whose
    /// subtrees the uses in the layout share instead of being expanded again.
    public static func layout(
        _ syntax: LayoutSyntax, of file: SourceFile, in workspace: Workspace, scope: [String: LayoutDeclaration]? = nil,
        keptExpansions: KeptExpansions? = nil
    ) -> LayoutInstance? {
        let instantiator = Instantiator(workspace: workspace, primary: file.path, symbolTables: scope.map { [file.path: $0] } ?? [:])
        instantiator.keptExpansions = keptExpansions.map { KeptExpansionReader($0, symbols: { [unowned instantiator] in instantiator.symbols(for: $0) }) }
        guard let declaration = declaration(syntax, of: file, scope: instantiator.symbols(for: file)) else { return nil }
        AnalysisWork.countExpansion()
        let root = instantiator.expandWithDefaults(declaration)
        return LayoutInstance(declaration: declaration, root: root)
    }
}
