import KissAnalysis
import KissDatabase

/// The editor's side of the analysis database: what `IDEService` sets besides the buffers
/// (`BufferText`), and the analysis of a document version as a query, so that every request
/// about one version (diagnostics, hover, frames, code actions) shares one lint, even when
/// they arrive together.

/// The client's settings.
enum EditorSettings: Input {
    typealias Key = Singleton
    typealias Value = IDESettings
    static var durability: Durability { .high }
}

/// The root of the workspace a document belongs to (`Workspace.enclosingRoot`: the nearest
/// folder with a project marker), looked for the first time it is needed; the host looks
/// again now and then (a marker made meanwhile) and sets what it finds.
enum WorkspaceRootOf: Input {
    typealias Key = String
    typealias Value = String
    static var isLoadedOnFirstRead: Bool { true }
    static var durability: Durability { .high }
}

/// What analysing a document needs from its service beyond the inputs: the service's way of
/// linting a version in a session (the previous version's, when there is one). The same object
/// for the service's whole life, so as an input it never changes.
final class AnalysisEnvironment: Sendable, Equatable {
    typealias Analyze = @Sendable (IDEDocument, Snapshot, IDESettings, String, Result<Configuration, ConfigurationError>, LockedLintSession?) -> AnalyzedDocument?
    let analyze: Analyze

    init(analyze: @escaping Analyze) {
        self.analyze = analyze
    }

    static func == (lhs: AnalysisEnvironment, rhs: AnalysisEnvironment) -> Bool { lhs === rhs }
}

enum ServiceEnvironment: Input {
    typealias Key = Singleton
    typealias Value = AnalysisEnvironment
    static var durability: Durability { .high }
}

/// One version of a document analysed (`AnalyzedDocument`): the lint and what hover and frames
/// work out on demand. It depends on what the lint read: the document's buffer, the settings,
/// the workspace's root, its configuration (`FileConfiguration`, so a changed
/// `.kisslint.json` analyses again only the documents it configures), the parse of each file its
/// workspace looked for (its imports, found or not), and, when K403 searched for uses of its
/// layouts, the project's layout uses (`ProjectLayoutUses`, from each file's parse: an open
/// buffer's text, else the disk's). So typing in another file that it neither imports nor
/// changes a use of its layouts in leaves its analysis as it is (`Workspace.recordReads`).
enum DocumentAnalysis: Query {
    /// The last few documents' versions, as the editor moves between them (`IDEService`'s
    /// `capacity` sets it), each with its document's lint session.
    static let capacity = 8
    /// What every open document's analysis read is kept (without the analysis), so that a
    /// change elsewhere can tell which of them it makes stale (`documents(affectedByChangeTo:)`).
    static let readsCapacity = 1_000

    static func compute(_ path: String, previous: AnalyzedDocument?, in context: QueryContext) throws(QueryInterruption) -> AnalyzedDocument {
        let single = Singleton()
        guard let environment = try context.input(ServiceEnvironment.self, single),
              let text = try context.input(BufferText.self, path) else { throw .cancelled }
        let settings = try context.input(EditorSettings.self, single) ?? IDESettings()
        let root = try context.input(WorkspaceRootOf.self, path, loadingWith: { Workspace.enclosingRoot(of: path) }) ?? Workspace.enclosingRoot(of: path)
        // Read without recording: what the lint actually read of them is recorded below.
        let configuration = try ConfigurationLoader().configuration(for: path, in: context)
        let document = IDEDocument(path: path, text: text, openBuffers: try openBuffers(except: path, in: context.snapshot))
        // The previous version's lint session, whose kept work this version's lint reuses.
        guard let analyzed = environment.analyze(document, context.snapshot, settings, root, configuration, previous?.session) else { throw .cancelled }
        try analyzed.workspace.recordReads(besides: path, in: context)
        return analyzed
    }

    static func describe(_ path: String) -> String { "analyse \(path)" }
}

/// The open buffers but `path`'s, read from a snapshot without recording them as read: the
/// queries that need them as a workspace's buffers record what they actually read.
private func openBuffers(except path: String, in snapshot: Snapshot) throws(QueryInterruption) -> [String: [UInt8]] {
    var buffers: [String: [UInt8]] = [:]
    for other in try snapshot.input(OpenBufferPaths.self, Singleton()) ?? [] where other != path {
        if let buffer = try snapshot.input(BufferText.self, other) { buffers[other] = buffer }
    }
    return buffers
}
