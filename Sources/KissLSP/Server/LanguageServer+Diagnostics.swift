import Foundation
import KissAnalysis
import KissSyntax
import KissRuntime

/// Diagnostics, pushed after changes and pulled on request.
extension LanguageServer {
    /// Analyses the document's current version after the configured delay
    /// and publishes the result, unless a newer edit, a close or a shutdown
    /// came first: a result is only ever published for the version that is
    /// current when it is sent. `recheckingDependents` when the document's own text
    /// changed: the open documents that read it are checked again afterwards (or, when
    /// diagnostics are not pushed, after the delay).
    func scheduleDiagnostics(for uri: String, recheckingDependents: Bool) {
        var superseded: CancellationToken?
        let run = state.withLock { state -> (CancellationToken, DocumentSnapshot, WorkspaceSnapshot, DiagnosticConverter, TimeInterval)? in
            superseded = state.diagnosticRuns.removeValue(forKey: uri)
            guard state.pushesDiagnostics, state.lifecycle == .running, let document = state.documents[uri] else { return nil }
            let token = CancellationToken()
            state.diagnosticRuns[uri] = token
            return (token, document.snapshot, state.workspace(), state.converter, state.configuration.diagnosticDelay)
        }
        superseded?.cancel()
        guard let (token, document, workspace, converter, delay) = run else {
            if recheckingDependents { recheckDependentsLater(of: uri) }
            return
        }
        let job: @Sendable () -> Void = { [self] in
            let outcome = BackgroundRelease.whileBusy {
                publishDiagnostics(of: document, in: workspace, converter: converter, token: token)
            }
            options.diagnosticsRunObserver?(DiagnosticsRun(uri: uri, version: document.version, outcome: outcome))
            // A superseded run leaves the re-check to the run of the newer version.
            if recheckingDependents, outcome != .superseded { recheckDependents(of: uri) }
            idleMemoryTrim.workFinished()
        }
        if let scheduler = options.diagnosticsScheduler {
            scheduler(delay, job)
            return
        }
        // A thread per run: a slow document never delays another's diagnostics; and its stack
        // fits the deepest tree the analysis accepts (`DeepWork`).
        if delay > 0 {
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { DeepWork.start(job) }
        } else {
            DeepWork.start(job)
        }
    }

    private func publishDiagnostics(
        of document: DocumentSnapshot, in workspace: WorkspaceSnapshot, converter: DiagnosticConverter, token: CancellationToken
    ) -> DiagnosticsRun.Outcome {
        guard !token.isCancelled else { return .superseded }
        let findings: [Diagnostic]
        do {
            findings = try analyzer.diagnostics(for: document, in: workspace, cancellation: token)
        } catch is CancellationError {
            return .superseded
        } catch {
            log(LSP.MessageType.error, "analysis of \(document.uri) version \(document.version) failed: \(error)")
            return .failed
        }
        let diagnostics = converter.convert(findings, of: document, in: workspace)
        return state.withLock { state -> DiagnosticsRun.Outcome in
            // Checked and sent under the lock: no edit can slip in between.
            guard state.diagnosticRuns[document.uri] === token, !token.isCancelled,
                state.documents[document.uri]?.snapshot.version == document.version
            else { return .superseded }
            state.diagnosticRuns[document.uri] = nil
            writer.sendNotification(
                "textDocument/publishDiagnostics",
                LSP.PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: diagnostics))
            return .published
        }
    }

    /// `textDocument/diagnostic`: a full report, or `unchanged` when the
    /// client's previous result id is still current (no edit, no workspace
    /// change since), which costs no analysis.
    func pullDiagnostics(id: RequestID, params: LSP.DocumentDiagnosticParams) throws(ResponseError) {
        let uri = params.textDocument.uri
        let (resultID, converter) = state.withLock { ($0.resultID(of: uri), $0.converter) }
        if let resultID, params.previousResultId == resultID {
            writer.sendResponse(id: id, result: LSP.DocumentDiagnosticReport.unchanged(resultId: resultID))
            return
        }
        let (document, workspace) = try documentForRequest(uri)
        let analyzer = self.analyzer
        answerLater(id: id, method: "textDocument/diagnostic") { token in
            let findings = try analyzer.diagnostics(for: document, in: workspace, cancellation: token)
            return LSP.DocumentDiagnosticReport.full(resultId: resultID, items: converter.convert(findings, of: document, in: workspace))
        }
    }

    /// `workspace/diagnostic`: a report for every open document, `unchanged`
    /// where the client's result id is current. Answered at once rather than
    /// held open until something changes (LSP allows both).
    func pullWorkspaceDiagnostics(id: RequestID, params: LSP.WorkspaceDiagnosticParams) throws(ResponseError) {
        let previous = Dictionary(params.previousResultIds.map { ($0.uri, $0.value) }, uniquingKeysWith: { _, last in last })
        let (documents, workspace, converter) = state.withLock { state in
            (state.documents.keys.sorted().map { (state.documents[$0]!.snapshot, state.resultID(of: $0)!) }, state.workspace(), state.converter)
        }
        let analyzer = self.analyzer
        answerLater(id: id, method: "workspace/diagnostic") { token in
            var items: [LSP.WorkspaceDocumentDiagnosticReport] = []
            for (document, resultID) in documents {
                let report: LSP.DocumentDiagnosticReport
                if previous[document.uri] == resultID {
                    report = .unchanged(resultId: resultID)
                } else {
                    try token.checkCancellation()
                    let findings = try analyzer.diagnostics(for: document, in: workspace, cancellation: token)
                    report = .full(resultId: resultID, items: converter.convert(findings, of: document, in: workspace))
                }
                items.append(LSP.WorkspaceDocumentDiagnosticReport(report: report, uri: document.uri, version: document.version))
            }
            return LSP.WorkspaceDiagnosticReport(items: items)
        }
    }
}
