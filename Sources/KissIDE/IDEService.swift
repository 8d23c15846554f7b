import Foundation
import Synchronization
import KissAnalysis
import KissSyntax
import KissText
import KissRuntime
import KissDatabase

/// Editor answers for `.kiss` documents, free of any protocol: byte offsets
/// in, Markdown and `KissSyntax.Diagnostic`s out. Diagnostics are exactly
/// what `kisslint` reports for the same text and configuration (the same
/// `Linter` call); hover explains the frames of the same solve.
///
/// Thread-safe: any number of requests for any documents may run at once.
/// Each request sets its document's text and the other open buffers as the inputs of the
/// service's `Database`, and reads the version's analysis from it (`DocumentAnalysis`): the
/// latest analysed version of each of the last few documents is kept, with the frames solved
/// for it, so the hover after the diagnostics of a version solves nothing again, and requests
/// that arrive together share one lint. A version is the text together with the other open
/// buffers, which imports and K403 read.
public final class IDEService: Sendable {
    /// For an idle server: caches shared by every document let go of what
    /// their latest use did not touch (text measurements, here).
    static func trimSharedCaches() {
        TextMeasurer.shared.trimCache()
    }

    /// What requests change, under one lock.
    private struct State {
        var settings: IDESettings
        /// The paths whose buffers the database holds now.
        var bufferPaths: Set<String> = []
        /// When the files loaded from disk were last read again (`refreshDiskInputs`).
        var diskRead = Date.distantPast
        /// When the project listings K403 reads (`ProjectFiles`) were last made again.
        var projectsListed = Date.distantPast
    }
    private let state: Mutex<State>
    /// Reads configurations from disk for an analysis the database cannot hold (a request whose
    /// inputs moved on); every other reads them through `FileConfiguration`.
    private let configurations = ConfigurationLoader()
    /// The inputs every request reads (buffers, files loaded from disk, workspace roots,
    /// settings) and what is worked out from them: each file's parse (`ParsedFile`), shared by
    /// every version and document that reads the same text, and each document version's
    /// analysis (`DocumentAnalysis`). Issue 48 moves the rest of the analysis onto it.
    let database = Database(dispose: { BackgroundRelease.release($0) })
    /// How often they are: listing a large project costs more than reading the files loaded,
    /// and a created or deleted file the editor reports (`invalidate`) is seen at once.
    static let projectRelistInterval: TimeInterval = 5
    /// How often the files loaded from disk are read again, for a change the editor did not
    /// report: reading them is cheap, and an unchanged file is not parsed again.
    static let diskRereadInterval: TimeInterval = 1
    /// What the files loaded from disk were like when last read: those unchanged since are not
    /// read again (in a large project, a thousand files each second).
    private let diskStamps = DiskStamps()
    static let maximumLoadedFiles = 1_024

    public init(settings: IDESettings = IDESettings(), capacity: Int = 8) {
        self.state = Mutex(State(settings: settings))
        database.setCapacity(DocumentAnalysis.self, max(1, capacity))
        let environment = AnalysisEnvironment { [unowned self] document, snapshot, settings, root, configuration, session in
            analyzeVersion(document, snapshot: snapshot, settings: settings, root: root, configuration: configuration, session: session)
        }
        database.set(ServiceEnvironment.self, Singleton(), to: environment)
        database.set(EditorSettings.self, Singleton(), to: settings)
    }

    /// Replaces the client's settings; every cached analysis is dropped.
    public func update(settings: IDESettings) {
        let changed = state.withLock { state -> Bool in
            guard settings != state.settings else { return false }
            state.settings = settings
            database.set(EditorSettings.self, Singleton(), to: settings)
            return true
        }
        if changed { resetSessions() }
    }

    public var currentSettings: IDESettings {
        state.withLock { $0.settings }
    }

    /// Files changed on disk (nil: anything may have). What the database loaded of them is
    /// forgotten (their texts, what configurations read of them) and loaded again when next
    /// read, so only the analyses that read them are done again; project listings and workspace
    /// roots are looked at again. Without a list, everything the database loaded from disk is
    /// read again: what an analysis reads from disk is all recorded inputs, so only the
    /// analyses that read something that changed are done again.
    public func invalidate(files: [String]? = nil) {
        if let files {
            // Files may have been created or deleted: K403's project listings are made again.
            database.forgetAll(ProjectFiles.self)
            let changed = Set(files.map(StandardizedPaths.file))
            database.forgetAll(DiskText.self) { changed.contains($0.path) }
            // A fact about a path, or about a folder something changed inside (a `.git` made).
            database.forgetAll(ConfigurationFact.self) { look in
                changed.contains(look.path) || changed.contains { $0.hasPrefix(look.path + "/") }
            }
        } else {
            database.readDiskInputsAgain(listings: true)
        }
        lookForRootsAgain()
        resetSessions()
    }

    /// Every document's lint session forgets what it kept: what it reused was worked out with
    /// settings or files that may have changed.
    private func resetSessions() {
        for analysis in database.keptValues(of: DocumentAnalysis.self) { analysis.session.reset() }
    }

    /// Lets go of what only speeds up a burst of edits or hovers (each session's kept
    /// expansions its latest version did not use, `ExpansionCache`, skipping a session an analysis is using; the layouts and
    /// solves a large file's hovers worked out; text measurements the latest analyses did not
    /// touch): called once the editor has been idle for a while, so that memory at rest holds
    /// each document's latest analysis only.
    public func releaseIdleMemory() {
        for analysis in database.keptValues(of: DocumentAnalysis.self) { analysis.session.releaseUnusedExpansions() }
        database.removeValues(of: LayoutSolve.self)
        database.removeValues(of: LayoutExpansion.self)
        Self.trimSharedCaches()
    }

    /// The root of the workspace `path` belongs to: the database's `WorkspaceRootOf`, looked
    /// for on disk the first time (several file-system calls, not at every keystroke) and
    /// again by `refreshDiskInputs`, so that a marker made meanwhile is seen soon even unwatched.
    private func workspaceRoot(of path: String) -> String {
        let found = try? database.snapshot().input(WorkspaceRootOf.self, path, loadingWith: { Workspace.enclosingRoot(of: path) })
        return (found ?? nil) ?? Workspace.enclosingRoot(of: path)
    }

    // MARK: - Requests

    /// The findings for a document, exactly as `kisslint` reports them for
    /// the same text and configuration, sorted by position.
    /// Nil when `isCancelled` said so before the version was linted.
    public func diagnostics(for document: IDEDocument, isCancelled: @escaping @Sendable () -> Bool) -> DocumentDiagnostics? {
        guard let analyzed = analysis(of: document, isCancelled: isCancelled) else { return nil }
        return DocumentDiagnostics(diagnostics: analyzed.diagnostics, configurationError: analyzed.configurationError)
    }

    public func diagnostics(for document: IDEDocument) -> DocumentDiagnostics {
        let analyzed = analysis(of: document)
        return DocumentDiagnostics(diagnostics: analyzed.diagnostics, configurationError: analyzed.configurationError)
    }

    /// Markdown for what lies at a byte offset, and the byte range it describes.
    public func hover(in document: IDEDocument, at offset: Int, isCancelled: @escaping @Sendable () -> Bool = { false }) -> Hover? {
        guard let analyzed = analysis(of: document, isCancelled: isCancelled), !isCancelled() else { return nil }
        return HoverBuilder(document: analyzed).hover(at: offset)
    }

    /// The `kisslint frames --json` object for a document, at one preview or all.
    /// `displayPath` is what the report's `file` says.
    public func frames(for document: IDEDocument, preview name: String? = nil, displayPath: String? = nil) throws(IDERequestError) -> FramesReport {
        let solved = try solvedDocument(for: document, preview: name)
        return FramesReport(path: displayPath ?? document.path, file: solved.file, solved: solved.solved, workspace: solved.workspace)
    }

    /// A document's layouts solved at one preview or all (one layout, or all), with its
    /// findings: what `kiss/frames` and `kiss/render` show.
    public func solvedDocument(for document: IDEDocument, preview name: String? = nil, layout layoutName: String? = nil) throws(IDERequestError) -> SolvedDocument {
        let analyzed = analysis(of: document)
        var (previews, layouts) = analyzed.layoutsForFrames
        if let name {
            guard let preview = previews.first(where: { $0.name == name }) else {
                throw IDERequestError("no preview named '\(name)'; this file's previews are \(previews.map(\.name).joined(separator: ", "))")
            }
            previews = [preview]
        }
        if let layoutName {
            let all = layouts
            layouts = layouts.filter { $0.name == layoutName }
            guard !layouts.isEmpty else {
                throw IDERequestError("no layout named '\(layoutName)'; this file's layouts are \(all.map(\.name).joined(separator: ", "))")
            }
        }
        var solved: [SolvedLayout] = []
        for layout in layouts {
            for preview in previews.of(layout: layout.name) {
                if let result = analyzed.solve(layout, at: preview) { solved.append(result) }
            }
        }
        return SolvedDocument(file: analyzed.file, diagnostics: analyzed.diagnostics, solved: solved,
                              workspace: analyzed.workspace, family: analyzed.family)
    }

    /// The documents among `paths` whose latest findings may change now that `changed` holds
    /// `text` (nil: it can no longer be read) and the editor's unsaved texts are `openBuffers`:
    /// those whose analysis (`DocumentAnalysis`) no longer holds once these are the inputs —
    /// they import it and read other text now, or K403 searched it for uses of their layouts
    /// and those differ now. A document not analysed yet is not listed.
    public func documents(affectedByChangeTo changed: String, text: [UInt8]?, among paths: [String],
                          openBuffers: [String: [UInt8]]) -> [String] {
        let changed = StandardizedPaths.file(changed)
        var buffers = Dictionary(openBuffers.map { (StandardizedPaths.file($0.key), $0.value) }, uniquingKeysWith: { _, last in last })
        // Open, the change is its buffer; closed, the disk's text counts (read again now).
        if buffers[changed] != nil { buffers[changed] = text } else { readDiskTextAgain(of: changed) }
        let snapshot = snapshot(holding: buffers)
        return paths.filter { path in
            let path = StandardizedPaths.file(path)
            guard path != changed else { return false }
            return (try? snapshot.isUpToDate(DocumentAnalysis.self, path)) == .some(false)
        }
    }

    /// Reads `path` from disk again, when it was loaded (an unchanged text changes nothing).
    private func readDiskTextAgain(of path: String) {
        for (key, _) in database.loadedInputs(DiskText.self) where key.path == path {
            database.set(DiskText.self, key, to: DiskText.load(key))
        }
    }

    // MARK: - Cache

    /// The database at the revision of `document`'s inputs: its text and the other open
    /// buffers are set (equal texts change nothing), the buffers it does not list are closed.
    func snapshot(for document: IDEDocument) -> Snapshot {
        var buffers = document.openBuffers
        buffers[document.path] = document.text
        return snapshot(holding: buffers)
    }

    /// The database with `buffers` as the editor's open buffers (equal texts change nothing;
    /// those it does not list are closed).
    private func snapshot(holding buffers: [String: [UInt8]]) -> Snapshot {
        refreshDiskInputs()
        return state.withLock { state in
            for path in state.bufferPaths where buffers[path] == nil { database.set(BufferText.self, path, to: nil) }
            for (path, text) in buffers { database.set(BufferText.self, path, to: text) }
            state.bufferPaths = Set(buffers.keys)
            database.set(OpenBufferPaths.self, Singleton(), to: state.bufferPaths)
            return database.snapshot()
        }
    }

    /// Reads the files loaded from disk again, at most every `diskRereadInterval`: one changed
    /// without the editor saying so starts a new revision (its parse and whatever read it are
    /// worked out again); an unchanged one changes nothing.
    func refreshDiskInputs(force: Bool = false) {
        let now = Date()
        let due: (read: Bool, relist: Bool) = state.withLock { state in
            guard force || now.timeIntervalSince(state.diskRead) >= Self.diskRereadInterval else { return (false, false) }
            state.diskRead = now
            let relist = force || now.timeIntervalSince(state.projectsListed) >= Self.projectRelistInterval
            if relist { state.projectsListed = now }
            return (true, relist)
        }
        guard due.read else { return }
        let relist = due.relist
        // Files an editor left behind (other projects, deleted files) are not kept for ever.
        if database.loadedInputs(DiskText.self).count > Self.maximumLoadedFiles { database.forgetAll(DiskText.self) }
        if database.loadedInputs(ConfigurationFact.self).count > Self.maximumLoadedFiles * 4 { database.forgetAll(ConfigurationFact.self) }
        lookForRootsAgain()
        // A changed file starts a revision in which only what read it is worked out again.
        database.readDiskInputsAgain(listings: relist, stamps: diskStamps)
    }

    /// Looks for each loaded workspace root again: a project marker made or removed meanwhile
    /// changes which analyses are right (an unchanged root changes nothing). Past
    /// `maximumLoadedFiles` they are forgotten instead (an editor's paths left behind), and
    /// looked for again when next read.
    private func lookForRootsAgain() {
        let roots = database.loadedInputs(WorkspaceRootOf.self)
        if roots.count > Self.maximumLoadedFiles {
            database.forgetAll(WorkspaceRootOf.self)
        } else {
            for (path, _) in roots { database.set(WorkspaceRootOf.self, path, to: Workspace.enclosingRoot(of: path)) }
        }
    }

    /// The parsed document in a workspace of the request's buffers, without linting it (what
    /// completion, navigation and the syntax answers need while the user types, before
    /// diagnostics have run). The parses are the database's, so the workspace costs little.
    func parsed(_ document: IDEDocument) -> (file: SourceFile, workspace: Workspace) {
        let snapshot = snapshot(for: document)
        let workspace = document.workspace(root: workspaceRoot(of: document.path), reading: snapshot)
        return (AnalyzedDocument.parse(document, in: workspace, snapshot: snapshot, previous: lastTree(of: document.path)), workspace)
    }

    func analysis(of document: IDEDocument) -> AnalyzedDocument {
        analysis(of: document, isCancelled: { false })!
    }

    /// The cancellation of the request whose thread computes a document's analysis: a lint is
    /// shared by every request about its version, and stops when the one computing it is
    /// cancelled (the others then compute it themselves, unless they were cancelled too).
    /// Kept in the thread's dictionary: the analysis is computed on the requesting thread,
    /// inside the database's fetch, which has no way to hand it on. (A `@TaskLocal` bound outside
    /// any task crashed in `swift_task_localValuePush` on the server's analysis threads.)
    enum RequestCancellation {
        private final class Box {
            let isCancelled: @Sendable () -> Bool
            init(_ isCancelled: @escaping @Sendable () -> Bool) { self.isCancelled = isCancelled }
        }

        private static let key = "KissIDE.RequestCancellation"

        static func with<T, Failure: Error>(_ isCancelled: @escaping @Sendable () -> Bool, _ body: () throws(Failure) -> T) throws(Failure) -> T {
            let dictionary = Thread.current.threadDictionary
            let previous = dictionary[key]
            dictionary[key] = Box(isCancelled)
            defer { dictionary[key] = previous }
            return try body()
        }

        static var current: @Sendable () -> Bool {
            guard let box = Thread.current.threadDictionary[key] as? Box else { return { false } }
            return box.isCancelled
        }
    }

    /// The document's analysis, or nil when `isCancelled` said so before it was linted.
    /// Read from the database at the revision of the document's inputs, so that requests about
    /// one version share one lint; when the inputs moved on meanwhile (another request set
    /// others), analysed for this request alone and not kept.
    func analysis(of document: IDEDocument, isCancelled: @escaping @Sendable () -> Bool) -> AnalyzedDocument? {
        guard !isCancelled() else { return nil }
        let snapshot = snapshot(for: document)
        do {
            return try RequestCancellation.with(isCancelled) { () throws(QueryInterruption) -> AnalyzedDocument in
                try snapshot.query(DocumentAnalysis.self, document.path)
            }
        } catch {
            guard !isCancelled() else { return nil }
            let settings = currentSettings
            // Detached: the database's inputs are another request's now, so nothing of it may be
            // read (its parses would be of the other request's texts).
            return RequestCancellation.with(isCancelled) {
                analyzeVersion(document, snapshot: .detached, settings: settings, root: workspaceRoot(of: document.path),
                               configuration: configurations.configuration(for: document.path), session: latestAnalysis(of: document.path)?.session)
            }
        }
    }

    /// One version's analysis (`DocumentAnalysis` computes it): linted in `session` (the
    /// document's previous version's; a new one for a document not analysed yet), outside the
    /// service's lock, so other documents need not wait. Nil when the request that asked for it
    /// was cancelled, or the database moved to another revision.
    private func analyzeVersion(_ document: IDEDocument, snapshot: Snapshot, settings: IDESettings, root: String,
                                configuration: Result<Configuration, ConfigurationError>, session: LockedLintSession?) -> AnalyzedDocument? {
        let session = session ?? LockedLintSession()
        let requestCancelled = RequestCancellation.current
        guard let analyzed = BackgroundRelease.whileBusy({
            AnalyzedDocument(
                document: document, snapshot: snapshot, host: database, workspaceRoot: root, settings: settings,
                configuration: configuration, session: session, isCancelled: { requestCancelled() })
        }) else { return nil }
        return analyzed
    }

    /// The store's latest analysis of the document at `path`, current or not.
    private func latestAnalysis(of path: String) -> AnalyzedDocument? {
        database.keptValues(of: DocumentAnalysis.self).last { $0.document.path == path }
    }

    /// The tree the document's session linted last, for a parse the database cannot give.
    private func lastTree(of path: String) -> SyntaxTree? {
        latestAnalysis(of: path)?.session.lastTree
    }
}
