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
    /// The document's lint session: what the next version's lint reuses (kept contributions
    /// and expansions), handed from each analysis of the document to the next one
    /// (`DocumentAnalysis` takes it from its previous value), so it lives as long as the store
    /// keeps the document's analysis. A layout expanded here shares its kept expansions while
    /// this is the version it linted last.
    let session: LockedLintSession

    /// What the lint expanded and solved that a hover or hint can take (`seed`): its layouts
    /// by syntax node, and its solves by layout and preview.
    private let lintLayouts: [Int: LayoutInstance]
    private let lintFingerprints: LintFingerprints?
    /// Whether the file's syntax or expansion met an error: a layout expanded on its own may
    /// then differ from the same layout expanded within its file (the file's element budget,
    /// cycles reported once), so requests about the whole file expand it whole.
    private let expansionMetError: Bool
    private let lintSolves: [SolveKey: SolvedLayout]
    private let wholeFile = Memo<Int, FileAnalysis>(limit: 1)
    private let contexts = Memo<Int, LayoutContexts>(limit: 1)
    private let scope = Memo<Int, [String: LayoutDeclaration]>(limit: 1)
    /// The revision this was analysed at: the store its layouts' queries are asked of.
    private let analysedAt: Snapshot

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
        self.analysedAt = snapshot
        self.session = session
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
        expansionMetError = result.analysis.diagnostics.contains { $0.severity == .error }
        lintFingerprints = result.fingerprints
        (lintLayouts, lintSolves) = Self.seed(from: result, expansionMetError: expansionMetError, wholeFile: wholeFile)
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

    /// At most this many of the lint's solves are kept with the version (a large file's every
    /// layout, kept for as long as the version lives, would cost memory that a hover or a
    /// `kiss/frames` can well spend on working them out again).
    static let solveLimit = 32
    static let layoutLimit = 16

    /// What the lint worked out that hover and frames of this version take instead of
    /// expanding and solving again: the whole file's analysis when it expanded every layout,
    /// and its layouts and solves — those only when expansion met no error, since a layout is
    /// then the same expanded on its own (as hover expands it) as within its file.
    private static func seed(
        from result: LintSession.Result, expansionMetError: Bool, wholeFile: Memo<Int, FileAnalysis>
    ) -> (layouts: [Int: LayoutInstance], solves: [SolveKey: SolvedLayout]) {
        if result.expandedEveryLayout, result.analysis.layouts.count <= Self.layoutLimit { wholeFile.store(result.analysis, for: 0) }
        guard !expansionMetError else { return ([:], [:]) }
        var layouts: [Int: LayoutInstance] = [:]
        if result.analysis.layouts.count <= Self.layoutLimit {
            for layout in result.analysis.layouts { layouts[layout.declaration.syntax.node.index] = layout }
        }
        // A lint of more solves than the budget keeps none.
        guard !result.solved.isEmpty, result.solved.count <= Self.solveLimit else { return (layouts, [:]) }
        var solves: [SolveKey: SolvedLayout] = [:]
        for layout in result.solved { solves[SolveKey(layout: layout.name, preview: layout.preview)] = layout }
        return (layouts, solves)
    }

    var family: FontFamily { configuration.fontFamily ?? .system }

    /// Which layouts of the file show which (for hover in context), worked out once.
    var layoutContexts: LayoutContexts {
        contexts.value(for: 0) { LayoutContexts(file.tree.sourceFile) }
    }

    /// Every layout of the file expanded, in declaration order, and the previews it is solved
    /// at, for `kiss/frames` and `kiss/render`: in a file of a few layouts whose expansion met
    /// no error, each layout from the store (`layout(_:)`, so that a render after a keystroke
    /// expands and solves again only the layouts the edit reached); else the whole file
    /// expanded together (`analysis`), as `kisslint frames` does.
    var layoutsForFrames: (previews: [Preview], layouts: [LayoutInstance]) {
        let syntaxes = file.tree.sourceFile.layouts
        guard !expansionMetError, syntaxes.count <= Self.layoutLimit, currentSnapshot() != nil else {
            let whole = analysis
            return (whole.previews, whole.layouts)
        }
        let previews = Analyzer.previews(of: file, in: workspace, fallbackPreviews: configuration.previews)
        // `layout(_:)` answers nil for a second declaration of a name, as the whole file's
        // expansion leaves it out.
        return (previews, syntaxes.compactMap(layout))
    }

    /// Every layout of the file expanded (for requests about the whole file).
    var analysis: FileAnalysis {
        wholeFile.value(for: 0) { Analyzer.analyze(file, in: workspace, fallbackPreviews: configuration.previews) }
    }

    /// The layout `syntax` declares, expanded with its defaults; nil when it
    /// is not one of the file's layouts (a second declaration of a name). Asked of the store
    /// (`LayoutExpansion`) while this is the store's current version of the document, so that
    /// a later version with the same layout text takes it as it is.
    func layout(_ syntax: LayoutSyntax) -> LayoutInstance? {
        guard let declaration = Analyzer.declaration(syntax, of: file, scope: layoutsInScope) else { return nil }
        if let snapshot = currentSnapshot(),
           let expanded = try? snapshot.query(LayoutExpansion.self, key(of: declaration)), expanded.isLayout {
            return LayoutInstance(declaration: declaration, root: expanded.root)
        }
        return expandOnItsOwn(declaration)
    }

    /// The layouts this version's file can use, by name, read once: each layout expanded on
    /// its own (a hover's) looks its uses up here instead of reading the file's imports again.
    var layoutsInScope: [String: LayoutDeclaration] {
        scope.value(for: 0) { Analyzer.layoutsInScope(of: file, in: workspace) }
    }

    /// A layout of this file solved at one preview (nil: it has no root): asked of the store
    /// (`LayoutSolve`) when `layout` is the store's expansion of it (from `layout(_:)`, or the
    /// lint's, which the store takes), else solved here — a whole file expanded afresh for
    /// `kiss/frames` in a file too large for its lint to keep every layout.
    func solve(_ layout: LayoutInstance, at preview: Preview) -> SolvedLayout? {
        if let snapshot = currentSnapshot(), layout.declaration.file.path == file.path {
            let key = key(of: layout.declaration)
            let isLintLayout = lintLayouts[layout.declaration.syntax.node.index]?.root === layout.root
            let expanded = snapshot.peek(LayoutExpansion.self, key) ?? (isLintLayout ? try? snapshot.query(LayoutExpansion.self, key) : nil)
            if let expanded, expanded.isLayout, expanded.root === layout.root,
               let solved = try? snapshot.query(LayoutSolve.self, LayoutAtPreview(layout: key, preview: preview)) {
                return solved
            }
        }
        return solveAfresh(layout, at: preview)
    }

    // MARK: - What the layout queries work out

    /// The store at its current revision while this is its analysis of the document there;
    /// nil once the document or another input has moved on (the caller works out what it
    /// needs here, without keeping it).
    private func currentSnapshot() -> Snapshot? {
        let current = analysedAt.current
        return current.peek(DocumentAnalysis.self, document.path) === self ? current : nil
    }

    private func key(of declaration: LayoutDeclaration) -> DocumentLayout {
        DocumentLayout(path: document.path, anchor: file.tree.declarationAnchors.anchor(containing: declaration.syntax.node.range.lowerBound).anchor)
    }

    /// The layout of this file's version whose anchor is `anchor`.
    func declaration(at anchor: DeclarationAnchor) -> LayoutDeclaration? {
        guard anchor.kind == .layout, let start = file.tree.declarationAnchors.start(of: anchor),
              let syntax = LayoutSyntax.enclosing(file.tree.node(at: start)), syntax.node.range.lowerBound == start else { return nil }
        return Analyzer.declaration(syntax, of: file, scope: layoutsInScope)
    }

    /// The lint's fingerprint of `declaration` when it worked it out (a whole file's, at every
    /// keystroke), else hashed now.
    func fingerprint(of declaration: LayoutDeclaration) -> UInt64? {
        if let linted = lintFingerprints?.fingerprint(of: declaration) { return linted }
        return Analyzer.fingerprint(of: declaration, in: workspace, scope: layoutsInScope)
    }

    /// The lint's expansion of `declaration` when it kept it, else one expanded now (sharing
    /// the subtrees the document's session kept).
    func expandOnItsOwn(_ declaration: LayoutDeclaration) -> LayoutInstance? {
        if let linted = lintLayouts[declaration.syntax.node.index] { return linted }
        return Analyzer.layout(declaration.syntax, of: file, in: workspace, scope: layoutsInScope,
                               keptExpansions: session.keptExpansions(of: file.tree))
    }

    /// The lint's solve of `layout` at `preview` when it kept it, else one solved now.
    func solveAfresh(_ layout: LayoutInstance, at preview: Preview) -> SolvedLayout? {
        if let linted = lintSolves[SolveKey(layout: layout.name, preview: preview)], linted.root.instance === layout.root { return linted }
        return FrameSolver.solve(layout, at: preview, family: family)
    }
}

/// A document's `LintSession`, used by one analysis at a time.
final class LockedLintSession: Sendable {
    private struct State {
        let session = LintSession()
        var tree: SyntaxTree?

        /// A new session in place of this one, which is freed off the caller's thread.
        mutating func startAfresh() {
            BackgroundRelease.release(session)
            self = State()
        }
    }

    private let state = Mutex(State())
    /// Set by `reset` while a lint holds the session: the next lint starts from a new session.
    private let isStale = Atomic<Bool>(false)

    /// The tree of the version linted last, for the next version's parse.
    var lastTree: SyntaxTree? {
        state.withLock { $0.tree }
    }

    /// The expansions the session kept (`LintSession.keptExpansions`) when its last lint was of
    /// `tree` and no analysis holds it now; else nil, at once (the caller expands afresh).
    func keptExpansions(of tree: SyntaxTree) -> KeptExpansions? {
        state.withLockIfAvailable { state in state.tree === tree ? state.session.keptExpansions : nil } ?? nil
    }

    /// Forgets everything kept (files changed on disk, other settings): at once when no lint
    /// holds the session, else when the next lint starts (the one running finishes as it is).
    func reset() {
        isStale.store(true, ordering: .releasing)
        state.withLockIfAvailable { state in
            if isStale.exchange(false, ordering: .acquiringAndReleasing) { state.startAfresh() }
        }
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
            if isStale.exchange(false, ordering: .acquiringAndReleasing) { state.startAfresh() }
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
