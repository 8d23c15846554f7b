import Foundation
import KissSyntax

/// Everything a server knows about its client, mutated under one lock by the
/// reader thread (in message order) and read by analysis threads.
struct SessionState {
    enum Lifecycle {
        case uninitialized
        case running
        /// `shutdown` was answered; only `exit` is still honoured.
        case shutDown
    }

    struct OpenDocument {
        var snapshot: DocumentSnapshot
        /// Which `didOpen` this is, so a result id from before a close and a
        /// reopen at the same version is not mistaken for a current one.
        var openNumber: Int
        /// How many times a change to another document (one it imports, or one K403 searches
        /// for uses of its layouts) may have changed its diagnostics.
        var dependencyChanges = 0
    }

    var lifecycle = Lifecycle.uninitialized
    var encoding = PositionEncoding.utf16
    var clientPullsDiagnostics = false
    var clientRegistersFileWatchers = false
    var clientRefreshesDiagnostics = false
    /// Numbers the server's own requests to the client.
    var sentRequests = 0
    var hoverMarkupKind = "markdown"
    var configuration: ServerConfiguration
    var settings = JSONValue.null
    var folders: [URL] = []
    var trace = LSP.TraceValue.off
    var documents: [String: OpenDocument] = [:]
    /// Requests being worked on off the reader thread, by id.
    var pendingRequests: [RequestID: CancellationToken] = [:]
    /// The pushed-diagnostics run that may still publish, per document.
    var diagnosticRuns: [String: CancellationToken] = [:]
    /// Bumped when anything outside the documents changes (configuration,
    /// files on disk): every earlier result id is stale then.
    var workspaceGeneration = 0
    var openCount = 0
    /// The last semantic tokens sent for each document, for `/full/delta`.
    var semanticTokens: [String: (resultId: String, data: [Int])] = [:]
    var semanticTokensCount = 0

    init(configuration: ServerConfiguration) {
        self.configuration = configuration
    }

    var pushesDiagnostics: Bool {
        configuration.pushDiagnostics ?? !clientPullsDiagnostics
    }

    var converter: DiagnosticConverter {
        DiagnosticConverter(encoding: encoding, configuration: configuration)
    }

    func workspace() -> WorkspaceSnapshot {
        WorkspaceSnapshot(folders: folders, openDocuments: documents.mapValues(\.snapshot), settings: settings)
    }

    /// Changes whenever the diagnostics of an open document could change.
    func resultID(of uri: String) -> String? {
        guard let document = documents[uri] else { return nil }
        return "\(workspaceGeneration).\(document.openNumber).\(document.snapshot.version).\(document.dependencyChanges)"
    }
}
