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
    }

    func didChange(_ params: LSP.DidChangeTextDocumentParams) {
        let uri = params.textDocument.uri
        let outcome = state.withLock { state -> (found: Bool, repairs: [String], superseded: CancellationToken?) in
            guard var document = state.documents[uri] else { return (false, [], nil) }
            let (edited, repairs) = document.snapshot.applying(params.contentChanges, version: params.textDocument.version, encoding: state.encoding)
            document.snapshot = edited
            state.documents[uri] = document
            // The running analysis is of text that no longer exists.
            return (true, repairs, state.diagnosticRuns.removeValue(forKey: uri))
        }
        outcome.superseded?.cancel()
        guard outcome.found else {
            log(LSP.MessageType.warning, "ignored a change to \(uri), which is not open")
            return
        }
        for repair in outcome.repairs { log(LSP.MessageType.warning, repair) }
        scheduleDiagnostics(for: uri)
    }

    func didClose(_ params: LSP.DidCloseTextDocumentParams) {
        let uri = params.textDocument.uri
        let closed = state.withLock { state -> (found: Bool, clear: Bool, superseded: CancellationToken?) in
            guard state.documents.removeValue(forKey: uri) != nil else { return (false, false, nil) }
            return (true, state.pushesDiagnostics, state.diagnosticRuns.removeValue(forKey: uri))
        }
        closed.superseded?.cancel()
        guard closed.found else {
            log(LSP.MessageType.warning, "ignored closing \(uri), which is not open")
            return
        }
        // The editor keeps pushed diagnostics until told otherwise.
        if closed.clear {
            writer.sendNotification("textDocument/publishDiagnostics", LSP.PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
        }
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
