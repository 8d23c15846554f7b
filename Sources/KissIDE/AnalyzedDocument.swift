import Foundation
import KissAnalysis
import KissSyntax
import KissText

/// One analysis of one document version: its findings (from the document's
/// `LintSession`, so only what an edit reaches is worked out again), and,
/// on request, each layout expanded and solved on its own and kept: a
/// second hover in the same layout solves nothing again, and a hover never
/// waits for the rest of the file.
final class AnalyzedDocument: @unchecked Sendable {
    let document: IDEDocument
    let workspace: Workspace
    let configuration: Configuration
    /// Set when `.kisslint.json` could not be used; the document is then
    /// analysed with the client's settings alone.
    let configurationError: ConfigurationError?
    let file: SourceFile
    let previews: [Preview]
    let diagnostics: [Diagnostic]
    /// The other files whose text `diagnostics` depend on.
    let dependencies: DocumentDependencies
    private let lock = NSLock()
    private var layouts: [Int: LayoutInstance?] = [:]
    private var solved: [SolveKey: SolvedLayout?] = [:]
    private var wholeFile: [Int: FileAnalysis] = [:]

    private struct SolveKey: Hashable {
        var layout: String
        var preview: Preview
    }

    init(
        document: IDEDocument, workspaceRoot: String, settings: IDESettings, configurations: ConfigurationLoader,
        session: LockedLintSession?
    ) {
        self.document = document
        let provider = BufferSourceProvider(buffers: document.openBuffers)
        workspace = Workspace(root: workspaceRoot, provider: provider)
        var base = Configuration.empty
        switch configurations.configuration(for: document.path) {
        case .success(let loaded):
            base = loaded
            configurationError = nil
        case .failure(let error):
            configurationError = error
        }
        configuration = settings.applied(to: base)
        file = workspace.add(path: document.path, bytes: document.text, previous: session?.lastTree)
        if let session {
            (diagnostics, previews) = session.lint(file, in: workspace, configuration: configuration)
        } else {
            diagnostics = Linter.lint(file, in: workspace, configuration: configuration).diagnostics
            previews = Analyzer.previews(of: file, in: workspace, fallbackPreviews: configuration.previews)
        }
        dependencies = workspace.dependencies(of: file)
    }

    var family: FontFamily { configuration.fontFamily ?? .system }

    /// Every layout of the file expanded (for requests about the whole file).
    var analysis: FileAnalysis {
        remembered(\.wholeFile, 0) { Analyzer.analyze(file, in: workspace, fallbackPreviews: configuration.previews) }
    }

    /// The layout `syntax` declares, expanded with its defaults; nil when it
    /// is not one of the file's layouts (a second declaration of a name).
    func layout(_ syntax: LayoutSyntax) -> LayoutInstance? {
        remembered(\.layouts, syntax.node.index, limit: 16) { Analyzer.layout(syntax, of: file, in: workspace) }
    }

    /// A layout of this file solved at one preview (nil: it has no root).
    func solve(_ layout: LayoutInstance, at preview: Preview) -> SolvedLayout? {
        remembered(\.solved, SolveKey(layout: layout.name, preview: preview), limit: 32) {
            FrameSolver.solve(layout, at: preview, family: family)
        }
    }

    /// Worked out outside the lock, so that other requests need not wait;
    /// two requests may both work it out, with the same result. A table
    /// holds at most `limit` answers: hovering all over a large file must not
    /// keep every layout's frames for as long as the version lives; when full
    /// it starts again with the newest answer.
    private func remembered<Key: Hashable, Value>(
        _ table: ReferenceWritableKeyPath<AnalyzedDocument, [Key: Value]>, _ key: Key, limit: Int = .max, compute: () -> Value
    ) -> Value {
        lock.lock()
        if let known = self[keyPath: table][key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        if self[keyPath: table].count >= limit { self[keyPath: table].removeAll() }
        self[keyPath: table][key] = value
        lock.unlock()
        return value
    }
}

/// A document's `LintSession`, used by one analysis at a time.
final class LockedLintSession: @unchecked Sendable {
    private let lock = NSLock()
    private let session = LintSession()
    private var tree: SyntaxTree?

    /// The tree of the version linted last, for the next version's parse.
    var lastTree: SyntaxTree? {
        lock.lock()
        defer { lock.unlock() }
        return tree
    }

    /// The findings, and the previews they were solved at.
    func lint(_ file: SourceFile, in workspace: Workspace, configuration: Configuration) -> ([Diagnostic], [Preview]) {
        lock.lock()
        defer { lock.unlock() }
        tree = file.tree
        let diagnostics = session.lint(file, in: workspace, configuration: configuration)
        return (diagnostics, session.previewsOfLastLint)
    }
}
