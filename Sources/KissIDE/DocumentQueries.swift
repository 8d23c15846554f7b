import KissAnalysis
import KissDatabase

/// The editor's side of the analysis database: what `IDEService` sets besides the buffers
/// (`BufferText`), and the analysis of a document version as a query, so that every request
/// about one version (diagnostics, hover, frames, code actions) shares one lint, even when
/// they arrive together.

/// The one key of an input that has a single value.
public struct Singleton: Hashable, Sendable, CustomStringConvertible {
    public init() {}
    public var description: String { "" }
}

/// The paths of the editor's open buffers, the document a request is about among them.
enum OpenBufferPaths: Input {
    typealias Key = Singleton
    typealias Value = Set<String>
}

/// The client's settings.
enum EditorSettings: Input {
    typealias Key = Singleton
    typealias Value = IDESettings
}

/// Bumped when files changed on disk in a way no input records (`IDEService.invalidate`, a
/// file loaded from disk read again with other text): every document's analysis is done again.
enum DiskEpoch: Input {
    typealias Key = Singleton
    typealias Value = Int
}

/// What analysing a document needs from its service beyond the inputs: the configuration
/// loader, each document's lint session, where its workspace is rooted. The same object for
/// the service's whole life, so as an input it never changes.
final class AnalysisEnvironment: Sendable, Equatable {
    let analyze: @Sendable (IDEDocument, Snapshot, IDESettings) -> AnalyzedDocument?

    init(analyze: @escaping @Sendable (IDEDocument, Snapshot, IDESettings) -> AnalyzedDocument?) {
        self.analyze = analyze
    }

    static func == (lhs: AnalysisEnvironment, rhs: AnalysisEnvironment) -> Bool { lhs === rhs }
}

enum ServiceEnvironment: Input {
    typealias Key = Singleton
    typealias Value = AnalysisEnvironment
}

/// One version of a document analysed (`AnalyzedDocument`): the lint and what hover and frames
/// work out on demand. It reads the document's buffer, every other open buffer (imports and
/// K403 read them), the settings and the disk epoch: a change to any of them makes a new version.
enum DocumentAnalysis: Query {
    /// The last few documents' versions, as the editor moves between them.
    static let capacity = 8

    static func compute(_ path: String, previous: AnalyzedDocument?, in context: QueryContext) throws(QueryInterruption) -> AnalyzedDocument {
        let single = Singleton()
        guard let environment = try context.input(ServiceEnvironment.self, single),
              let text = try context.input(BufferText.self, path) else { throw .cancelled }
        let settings = try context.input(EditorSettings.self, single) ?? IDESettings()
        _ = try context.input(DiskEpoch.self, single)
        var buffers: [String: [UInt8]] = [:]
        for other in try context.input(OpenBufferPaths.self, single) ?? [] where other != path {
            if let buffer = try context.input(BufferText.self, other) { buffers[other] = buffer }
        }
        let document = IDEDocument(path: path, text: text, openBuffers: buffers)
        guard let analyzed = environment.analyze(document, context.snapshot, settings) else { throw .cancelled }
        return analyzed
    }

    static func describe(_ path: String) -> String { "analyse \(path)" }
}
