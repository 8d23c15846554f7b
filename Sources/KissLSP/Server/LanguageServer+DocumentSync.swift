import Foundation
import KissSyntax

/// Open, change and close: the document store, versioned.
extension LanguageServer {
    func didOpen(_ params: LSP.DidOpenTextDocumentParams) {
        let item = params.textDocument
        let snapshot = DocumentSnapshot(uri: item.uri, version: item.version, languageId: item.languageId, text: Array(item.text.utf8))
        let reopened = state.withLock { state -> Bool in
            let reopened = state.documents[item.uri] != nil
            state.openCount += 1
            state.documents[item.uri] = SessionState.OpenDocument(snapshot: snapshot, openNumber: state.openCount)
            return reopened
        }
        if reopened { log(LSP.MessageType.log, "\(item.uri) was opened again; its text was replaced") }
        scheduleDiagnostics(for: item.uri)
        recheckDependents(of: snapshot)
    }

    func didChange(_ params: LSP.DidChangeTextDocumentParams) {
        let uri = params.textDocument.uri
        let outcome = state.withLock { state -> (edited: DocumentSnapshot?, repairs: [String], superseded: CancellationToken?) in
            guard var document = state.documents[uri] else { return (nil, [], nil) }
            let (edited, repairs) = document.snapshot.applying(params.contentChanges, version: params.textDocument.version, encoding: state.encoding)
            document.snapshot = edited
            state.documents[uri] = document
            // The running analysis is of text that no longer exists.
            return (edited, repairs, state.diagnosticRuns.removeValue(forKey: uri))
        }
        outcome.superseded?.cancel()
        guard let edited = outcome.edited else {
            log(LSP.MessageType.warning, "ignored a change to \(uri), which is not open")
            return
        }
        for repair in outcome.repairs { log(LSP.MessageType.warning, repair) }
        scheduleDiagnostics(for: uri)
        recheckDependents(of: edited)
    }

    func didClose(_ params: LSP.DidCloseTextDocumentParams) {
        let uri = params.textDocument.uri
        let closed = state.withLock { state -> (document: DocumentSnapshot?, clear: Bool, superseded: CancellationToken?) in
            guard let document = state.documents.removeValue(forKey: uri) else { return (nil, false, nil) }
            return (document.snapshot, state.pushesDiagnostics, state.diagnosticRuns.removeValue(forKey: uri))
        }
        closed.superseded?.cancel()
        guard let document = closed.document else {
            log(LSP.MessageType.warning, "ignored closing \(uri), which is not open")
            return
        }
        // The editor keeps pushed diagnostics until told otherwise.
        if closed.clear {
            writer.sendNotification("textDocument/publishDiagnostics", LSP.PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
        }
        // Its importers read the disk again, where the unsaved text is not.
        recheckDependents(of: document)
    }

    /// `changed`'s text changed without the other open documents being edited: those whose
    /// diagnostics read it get new diagnostics — pushed, or, for a client that pulls, a new
    /// result id and a `workspace/diagnostic/refresh` asking it to pull again.
    private func recheckDependents(of changed: DocumentSnapshot) {
        let (others, workspace) = state.withLock { state in
            (state.documents.values.map(\.snapshot).filter { $0.uri != changed.uri }, state.workspace())
        }
        guard !others.isEmpty else { return }
        let affected = analyzer.documents(affectedByChangeTo: changed, among: others, in: workspace)
        guard !affected.isEmpty else { return }
        let refreshID = state.withLock { state -> RequestID? in
            for uri in affected { state.documents[uri]?.dependencyChanges += 1 }
            guard state.clientPullsDiagnostics, state.clientRefreshesDiagnostics else { return nil }
            state.sentRequests += 1
            return .string("kiss-refresh-diagnostics-\(state.sentRequests)")
        }
        for uri in affected { scheduleDiagnostics(for: uri) }
        if let refreshID { writer.sendRequest(id: refreshID, "workspace/diagnostic/refresh") }
    }

    func didChangeConfiguration(_ params: LSP.DidChangeConfigurationParams) {
        let problems = state.withLock { state -> [String] in
            guard let settings = params.settings, !settings.isNull else { return [] }
            state.settings = settings
            state.workspaceGeneration += 1
            return state.configuration.apply(settings)
        }
        for problem in problems { log(LSP.MessageType.warning, "settings: \(problem)") }
        analyzer.workspaceDidChange(files: nil)
        rescheduleAllDiagnostics()
    }

    func didChangeWatchedFiles(_ params: LSP.DidChangeWatchedFilesParams) {
        state.withLock { $0.workspaceGeneration += 1 }
        analyzer.workspaceDidChange(files: params.changes.compactMap { DocumentURI.fileURL($0.uri) })
        rescheduleAllDiagnostics()
    }

    private func rescheduleAllDiagnostics() {
        let uris = state.withLock { $0.documents.keys.sorted() }
        for uri in uris { scheduleDiagnostics(for: uri) }
    }
}
