import Foundation
import KissAnalysis
import KissSyntax
import KissRuntime

/// Open, change and close: the document store, versioned.
extension LanguageServer {
    func didOpen(_ params: LSP.DidOpenTextDocumentParams) {
        let item = params.textDocument
        let snapshot = DocumentSnapshot(uri: item.uri, version: item.version, languageId: item.languageId, text: Array(item.text.utf8))
        snapshot.indexLinesAhead()
        let reopened = state.withLock { state -> Bool in
            let reopened = state.documents[item.uri] != nil
            state.openCount += 1
            state.documents[item.uri] = SessionState.OpenDocument(snapshot: snapshot, openNumber: state.openCount)
            return reopened
        }
        if reopened { log(LSP.MessageType.log, "\(item.uri) was opened again; its text was replaced") }
        scheduleDiagnostics(for: item.uri, recheckingDependents: true)
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
        scheduleDiagnostics(for: uri, recheckingDependents: true)
    }

    func didClose(_ params: LSP.DidCloseTextDocumentParams) {
        let uri = params.textDocument.uri
        let closed = state.withLock { state -> (found: Bool, clear: Bool, superseded: CancellationToken?) in
            guard state.documents.removeValue(forKey: uri) != nil else { return (false, false, nil) }
            state.semanticTokens[uri] = nil
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
        // Its importers read the disk again, where the unsaved text may not be.
        recheckDependentsLater(of: uri)
    }

    /// `uri`'s text changed (edited, opened, closed) without the other open documents being
    /// edited: those whose diagnostics read it get new diagnostics — pushed again, or, for a
    /// client that pulls, a new result id and a `workspace/diagnostic/refresh` asking it to
    /// pull again. Worked out off the reading thread; for a pushing client after the changed
    /// document's own diagnostics, whose analysis has by then gathered what this needs.
    func recheckDependents(of uri: String) {
        let (others, workspace) = state.withLock { state in
            (state.documents.keys.contains { $0 != uri }, state.workspace())
        }
        guard others else { return }
        let affected = analyzer.documents(affectedByChangeTo: uri, in: workspace)
        guard !affected.isEmpty else { return }
        let refreshID = state.withLock { state -> RequestID? in
            for uri in affected { state.documents[uri]?.dependencyChanges += 1 }
            guard state.clientPullsDiagnostics, state.clientRefreshesDiagnostics else { return nil }
            state.sentRequests += 1
            return .string("kiss-refresh-diagnostics-\(state.sentRequests)")
        }
        for uri in affected { scheduleDiagnostics(for: uri, recheckingDependents: false) }
        if let refreshID { writer.sendRequest(id: refreshID, "workspace/diagnostic/refresh") }
    }

    /// Runs `recheckDependents` for a change that no diagnostics run of the document follows
    /// (a close, or any change when the client pulls), after the diagnostics delay.
    func recheckDependentsLater(of uri: String) {
        let delay = state.withLock { $0.configuration.diagnosticDelay }
        let job: @Sendable () -> Void = { [self] in
            recheckDependents(of: uri)
            idleMemoryTrim.workFinished()
        }
        if let scheduler = options.diagnosticsScheduler {
            scheduler(delay, job)
        } else if delay > 0 {
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { DeepWork.start(job) }
        } else {
            DeepWork.start(job)
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
        for uri in uris { scheduleDiagnostics(for: uri, recheckingDependents: false) }
    }
}
