import KissDatabase
import KissSyntax

/// Linting a file as a query, as the command line runs it: one database for a run (and, with
/// `--watch`, for every run after it), so that a file imported by many is parsed once, K403's
/// search of the project is made once per root, and a run after an edit lints again only the
/// files whose findings could change (the edited ones, those importing them, and those whose
/// layouts' uses it changed).

/// What linting needs besides the files: how configurations are found (an explicit
/// `--config FILE` or discovery) and the previews the command line chose. Equal settings are
/// the same input: the configurations themselves are `FileConfiguration`'s, read from loaded
/// inputs the host reads again at each run, so a changed `.kisslint.json` lints again only the
/// files it configures.
public final class LintEnvironment: Sendable, Equatable {
    public let configurations: ConfigurationLoader
    public let previews: PreviewSelection?

    public init(configurations: ConfigurationLoader, previews: PreviewSelection?) {
        self.configurations = configurations
        self.previews = previews
    }

    public static func == (lhs: LintEnvironment, rhs: LintEnvironment) -> Bool {
        lhs.configurations == rhs.configurations && lhs.previews == rhs.previews
    }
}

public enum LintSettings: Input {
    public typealias Key = Singleton
    public typealias Value = LintEnvironment
}

/// A file to lint, with the workspace it is linted in (`Workspace.enclosingProject`).
public struct LintTarget: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var root: String
    public var isProject: Bool

    public init(path: String, root: String, isProject: Bool) {
        self.path = path
        self.root = root
        self.isProject = isProject
    }

    public var description: String { path }
}

/// A file's findings, exactly as `Linter.lint` gives them, with the names of the previews it
/// has when the command line chose one by name.
public struct LintedSourceFile: Sendable {
    public let file: SourceFile
    public let diagnostics: [Diagnostic]
    public let previews: [String]
}

/// The lint of one file. It depends on the file's parse, the parse of every file its workspace
/// looked for (its imports, found or not), the settings, its configuration (`FileConfiguration`),
/// and, when K403 searched the project,
/// the project's layout uses (`ProjectLayoutUses`, which changes only when a use does). Nil
/// when the file cannot be read or its configuration is broken (the host reports both).
public enum LintedSource: Query {
    /// Every file one run lints: a value is the file's findings (its tree is `ParsedFile`'s).
    public static let capacity = 1 << 16

    public static func compute(_ key: LintTarget, previous: LintedSourceFile??, in context: QueryContext) throws(QueryInterruption) -> LintedSourceFile? {
        guard let environment = try context.input(LintSettings.self, Singleton()),
              let file = try context.query(ParsedFile.self, SourcePath(path: key.path, root: key.root)).file,
              case .success(let configuration) = try environment.configurations.configuration(for: key.path, in: context)
        else { return nil }
        let workspace = Workspace(root: key.root, isProject: key.isProject,
                                  provider: DatabaseSourceProvider(snapshot: context.snapshot, fallback: DiskSourceProvider()))
        workspace.add(file)
        let result = Linter.lint(file, in: workspace, configuration: configuration, previews: environment.previews)
        var names: [String] = []
        if case .named? = environment.previews {
            names = Analyzer.previews(of: file, in: workspace, fallbackPreviews: configuration.previews, mode: configuration.previewsMode).map(\.name)
        }
        try workspace.recordReads(besides: key.path, in: context)
        return LintedSourceFile(file: file, diagnostics: result.diagnostics, previews: names)
    }

    public static func describe(_ key: LintTarget) -> String { "lint \(key.path)" }
}

extension Workspace {
    /// Records, as read by the query computing in `context`, what an analysis in this workspace
    /// read besides `path`'s own text: the parse of every file it looked for (found or not) and,
    /// when K403 searched the project, the project's layout uses and those of the files it held
    /// that the project's listing does not have. The analysis read them through the same
    /// revision, so reading them again here computes nothing.
    public func recordReads(besides path: String, in context: QueryContext) throws(QueryInterruption) {
        for other in pathsLookedFor() where other != path {
            _ = try context.query(ParsedFile.self, SourcePath(path: other, root: root))
        }
        guard gatheredLayoutUsages() != nil else { return }
        let project = try context.query(ProjectLayoutUses.self, searchedFolder)
        for other in loadedPaths() where other.hasSuffix(".kiss") && !project.paths.contains(other) {
            _ = try context.query(FileLayoutUses.self, SourcePath(path: other, root: root))
        }
    }
}
