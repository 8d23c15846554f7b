import Foundation
import Synchronization
import KissAnalysis
import KissSyntax
import KissText
import KissRuntime
import KissDatabase

/// One analysis of one document version: its findings (from the document's
/// `LintSession`, so only what an edit reaches is worked out again), and,
/// on request, each layout expanded and solved on its own and kept: a
/// second hover in the same layout solves nothing again, and a hover never
/// waits for the rest of the file.
final class AnalyzedDocument: Sendable {
    let document: IDEDocument
    let workspace: Workspace
    let configuration: Configuration
    /// Set when `.kisslint.json` could not be used; the document is then
    /// analysed with the client's settings alone.
    let configurationError: ConfigurationError?
    let file: SourceFile
    let previews: [Preview]
    /// This version's places (`SourceLocation` turned into bytes, and back).
    var places: Places { Places(primary: file, workspace: workspace) }
    let diagnostics: [Diagnostic]
    /// The document's session, whose kept expansions a layout expanded here shares while
    /// this is the version it linted last. Not kept alive by this: a session the service let
    /// go of (and whose unused kept expansions an idle server no longer releases) must be freed.
    /// In a `Mutex` because a `weak let` needs Swift 6.2 and the package builds with 6.0.
    private let session: Mutex<WeakSession>

    private struct WeakSession {
        weak var value: LockedLintSession?
    }
    /// Hovering all over a large file must not keep every layout's frames for as long as
    /// the version lives: these hold at most a few.
    private let layouts = Memo<Int, LayoutInstance?>(limit: layoutLimit)
    private let solved = Memo<SolveKey, SolvedLayout?>(limit: solveLimit)
    private let wholeFile = Memo<Int, FileAnalysis>(limit: 1)
    private let contexts = Memo<Int, LayoutContexts>(limit: 1)
    private let scope = Memo<Int, [String: LayoutDeclaration]>(limit: 1)
    /// Whether the lint's solves are the memos' (a small file), or hovers solve on demand.
    private let seededFromLint: Bool

    private struct SolveKey: Hashable {
        var layout: String
        var preview: Preview
    }

    /// Nil when `isCancelled` says so before the lint or during it: versions typed past queued
    /// up on the document's session, and each one linted in full kept a fast typist's
    /// diagnostics and hovers waiting behind minutes of work no one would see.
    init?(
        document: IDEDocument, snapshot: Snapshot, host: Database? = nil, workspaceRoot: String, settings: IDESettings,
        configuration loaded: Result<Configuration, ConfigurationError>,
        session: LockedLintSession, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
        self.document = document
        self.session = Mutex(WeakSession(value: session))
        // The host answers the disk's uses for K403 when `snapshot` cannot (a detached analysis).
        workspace = document.workspace(root: workspaceRoot, reading: snapshot, host: host)
        var base = Configuration.empty
        switch loaded {
        case .success(let loaded):
            base = loaded
            configurationError = nil
        case .failure(let error):
            configurationError = error
        }
        configuration = settings.applied(to: base)
        let (workspace, configuration) = (self.workspace, self.configuration)
        let parsed = StageTrace.span("parse") { Self.parse(document, in: workspace, snapshot: snapshot, previous: session.lastTree) }
        file = parsed
        guard let result = StageTrace.span("lint", {
            session.analyze(parsed, in: workspace, configuration: configuration, solveBudget: Self.solveLimit, isCancelled: isCancelled)
        }) else { return nil }
        let afterLint = StageTrace.start()
        diagnostics = result.diagnostics
        previews = result.previews
        seededFromLint = Self.seed(from: result, wholeFile: wholeFile, layouts: layouts, solved: solved)
        // What the lint expanded and solved and `seed` did not keep (a large file's every
        // layout) is freed off the path to the diagnostics: dropped here, the expansion of a
        // 5 MB file took 31 ms to free before its first diagnostics could be sent.
        BackgroundRelease.release(consume result)
        StageTrace.end("after the lint", since: afterLint)
    }

    /// The document's parse from the database (the host set its text as this revision's
    /// buffer), added to `workspace`; parsed here when the host has moved on meanwhile.
    /// `previous` (the last tree of the document's session) is asked for only then.
    static func parse(_ document: IDEDocument, in workspace: Workspace, snapshot: Snapshot, previous: @autoclosure () -> SyntaxTree?) -> SourceFile {
        if let file = (try? snapshot.query(ParsedFile.self, SourcePath(path: document.path, root: workspace.root)))?.file {
            workspace.add(file)
            return file
        }
        return workspace.add(path: document.path, bytes: document.text, previous: previous())
    }

    /// At most this many solves are kept per version (hovering all over a large file must not
    /// keep every layout's frames for as long as the version lives).
    static let solveLimit = 32
    static let layoutLimit = 16

    /// Keeps what the lint worked out, so that hover and frames of this version expand and
    /// solve nothing again (within the memo limits): the whole file's analysis when it
    /// expanded every layout, and each layout and solve — those only when expansion met no
    /// error, since a layout is then the same expanded on its own (as hover expands it) as
    /// within its file.
    private static func seed(
        from result: LintSession.Result, wholeFile: Memo<Int, FileAnalysis>,
        layouts: Memo<Int, LayoutInstance?>, solved: Memo<SolveKey, SolvedLayout?>
    ) -> Bool {
        // A large file's every layout, kept for as long as the version, would cost memory that
        // a later `kiss/frames` can well spend on expanding them again.
        if result.expandedEveryLayout, result.analysis.layouts.count <= Self.layoutLimit { wholeFile.store(result.analysis, for: 0) }
        guard !result.analysis.diagnostics.contains(where: { $0.severity == .error }) else { return false }
        if result.analysis.layouts.count <= Self.layoutLimit {
            for layout in result.analysis.layouts { layouts.store(layout, for: layout.declaration.syntax.node.index) }
        }
        // A lint of more solves than the budget keeps none.
        guard !result.solved.isEmpty, result.solved.count <= Self.solveLimit else { return false }
        for layout in result.solved { solved.store(layout, for: SolveKey(layout: layout.name, preview: layout.preview)) }
        // A large file's version seeds only the layouts it worked out (an edit's): what hovers
        // elsewhere solve is let go of at rest all the same.
        return result.analysis.file.tree.sourceFile.layouts.count * result.previews.count <= Self.solveLimit
    }

    /// For an idle editor: a file whose lint did not seed the memos (a large one) lets go of
    /// the layouts and solves its hovers and frames worked out since — a catalogue's hovers kept
    /// some 2.5 MB of screens solved in context. The next hover works out its own again (a few
    /// milliseconds); a small file keeps what its lint gave, which costs little.
    func releaseWorkDoneOnDemand() {
        guard !seededFromLint else { return }
        layouts.removeAll()
        solved.removeAll()
        wholeFile.removeAll()
    }

    var family: FontFamily { configuration.fontFamily ?? .system }

    /// Which layouts of the file show which (for hover in context), worked out once.
    var layoutContexts: LayoutContexts {
        contexts.value(for: 0) { LayoutContexts(file.tree.sourceFile) }
    }

    /// Every layout of the file expanded (for requests about the whole file).
    var analysis: FileAnalysis {
        wholeFile.value(for: 0) { Analyzer.analyze(file, in: workspace, fallbackPreviews: configuration.previews) }
    }

    /// The layout `syntax` declares, expanded with its defaults; nil when it
    /// is not one of the file's layouts (a second declaration of a name).
    func layout(_ syntax: LayoutSyntax) -> LayoutInstance? {
        layouts.value(for: syntax.node.index) {
            Analyzer.layout(syntax, of: file, in: workspace, scope: layoutsInScope, keptExpansions: session.withLock { $0.value }?.keptExpansions(of: file.tree))
        }
    }

    /// The layouts this version's file can use, by name, read once: each layout expanded on
    /// its own (a hover's) looks its uses up here instead of reading the file's imports again.
    var layoutsInScope: [String: LayoutDeclaration] {
        scope.value(for: 0) { Analyzer.layoutsInScope(of: file, in: workspace) }
    }

    /// A layout of this file solved at one preview (nil: it has no root).
    func solve(_ layout: LayoutInstance, at preview: Preview) -> SolvedLayout? {
        solved.value(for: SolveKey(layout: layout.name, preview: preview)) {
            FrameSolver.solve(layout, at: preview, family: family)
        }
    }
}

/// A document's `LintSession`, used by one analysis at a time.
final class LockedLintSession: Sendable {
    private struct State {
        let session = LintSession()
        var tree: SyntaxTree?
    }

    private let state = Mutex(State())

    /// The tree of the version linted last, for the next version's parse.
    var lastTree: SyntaxTree? {
        state.withLock { $0.tree }
    }

    /// The expansions the session kept (`LintSession.keptExpansions`) when its last lint was of
    /// `tree` and no analysis holds it now; else nil, at once (the caller expands afresh).
    func keptExpansions(of tree: SyntaxTree) -> KeptExpansions? {
        state.withLockIfAvailable { state in state.tree === tree ? state.session.keptExpansions : nil } ?? nil
    }

    /// See `LintSession.releaseUnusedExpansions`; nothing when an analysis holds the session.
    func releaseUnusedExpansions() {
        state.withLockIfAvailable { $0.session.releaseUnusedExpansions() }
    }

    /// The lint of one version (`LintSession.analyze`); nil, without linting, when the version
    /// was cancelled while it waited for the session.
    func analyze(_ file: SourceFile, in workspace: Workspace, configuration: Configuration, solveBudget: Int,
                 isCancelled: @escaping @Sendable () -> Bool = { false }) -> LintSession.Result? {
        state.withLock { state -> LintSession.Result? in
            guard !isCancelled() else { return nil }
            state.tree = file.tree
            let result = state.session.analyze(file, in: workspace, configuration: configuration, solveBudget: solveBudget, isCancelled: isCancelled)
            guard !result.cancelled else {
                BackgroundRelease.release(result)
                return nil
            }
            return result
        }
    }
}
