import Foundation
import KissAnalysis
import KissIDE
import KissSyntax
import KissRuntime

/// Requests answered off the reader thread, and their cancellation.
extension LanguageServer {
    /// Runs `work` on its own queue and answers `id` exactly once: with its
    /// result, or -32800 if the request was cancelled first. `$/cancelRequest`
    /// answers at once, without waiting for the work to notice.
    func answerLater(
        id: RequestID, method: String,
        _ work: @escaping @Sendable (CancellationToken) throws -> (any Encodable & Sendable)?
    ) {
        let token = CancellationToken()
        let duplicate = state.withLock { state -> Bool in
            guard state.pendingRequests[id] == nil else { return true }
            state.pendingRequests[id] = token
            return false
        }
        if duplicate {
            writer.sendError(id: id, .invalidRequest("request id \(id) is already in use by a request in progress"))
            return
        }
        // A thread per request: a slow one never waits for, or delays, another; and its stack
        // fits the deepest tree the analysis accepts (`DeepWork`).
        DeepWork.start { [self] in
            let outcome: Result<(any Encodable & Sendable)?, ResponseError>
            do {
                try token.checkCancellation()
                outcome = .success(try work(token))
            } catch is CancellationError {
                outcome = .failure(.requestCancelled)
            } catch let error as ResponseError {
                outcome = .failure(error)
            } catch let error as AnalysisRequestError {
                outcome = .failure(.invalidParams(error.message))
            } catch {
                log(LSP.MessageType.error, "\(method) failed: \(error)")
                outcome = .failure(.requestFailed("\(method) failed: \(error)"))
            }
            // A request's work (a hover's solves in context) is let go of at rest too.
            defer { idleMemoryTrim.workFinished() }
            let stillOwed = state.withLock { $0.pendingRequests.removeValue(forKey: id) != nil }
            guard stillOwed else { return }
            switch outcome {
            case .success(let result): writer.sendResponse(id: id, result: result)
            case .failure(let error): writer.sendError(id: id, error)
            }
        }
    }

    func cancelRequest(_ id: RequestID) {
        guard let token = state.withLock({ $0.pendingRequests.removeValue(forKey: id) }) else { return }
        token.cancel()
        writer.sendError(id: id, .requestCancelled)
    }

    func hover(id: RequestID, params: LSP.TextDocumentPositionParams) throws(ResponseError) {
        let captured = state.withLock { state -> (DocumentSnapshot, WorkspaceSnapshot, PositionEncoding, String)? in
            guard let document = state.documents[params.textDocument.uri]?.snapshot else { return nil }
            return (document, state.workspace(), state.encoding, state.hoverMarkupKind)
        }
        guard let (document, workspace, encoding, markupKind) = captured else {
            writer.sendResponse(id: id, result: nil)
            return
        }
        let (offset, _) = document.lineIndex.offset(of: params.position, in: encoding)
        let analyzer = self.analyzer
        answerLater(id: id, method: "textDocument/hover") { token in
            guard let content = try analyzer.hover(in: document, at: offset, in: workspace, cancellation: token) else { return nil }
            return LSP.Hover(
                contents: LSP.MarkupContent(kind: markupKind, value: content.markdown),
                range: content.range.map { document.lineIndex.lspRange(of: $0, in: encoding) })
        }
    }

    /// `textDocument/codeAction`: the fixes of the findings the range touches, and "fix all"
    /// (`source.fixAll.kiss`) — filtered by `context.only`, where a kind also asks for its
    /// sub-kinds (`source.fixAll` includes `source.fixAll.kiss`).
    func codeActions(id: RequestID, params: LSP.CodeActionParams) throws(ResponseError) {
        let captured = state.withLock { state -> (DocumentSnapshot, WorkspaceSnapshot, PositionEncoding, DiagnosticConverter)? in
            guard let document = state.documents[params.textDocument.uri]?.snapshot else { return nil }
            return (document, state.workspace(), state.encoding, state.converter)
        }
        guard let (document, workspace, encoding, converter) = captured else {
            writer.sendResponse(id: id, result: [LSP.CodeAction]())
            return
        }
        let start = document.lineIndex.offset(of: params.range.start, in: encoding).offset
        let end = max(start, document.lineIndex.offset(of: params.range.end, in: encoding).offset)
        let kinds = params.context.only.map { only in
            Set(CodeAction.Kind.allCases.filter { kind in only.contains { kind.rawValue == $0 || kind.rawValue.hasPrefix($0 + ".") } })
        }
        let analyzer = self.analyzer
        answerLater(id: id, method: "textDocument/codeAction") { token in
            if let kinds, kinds.isEmpty { return [LSP.CodeAction]() }
            let actions = try analyzer.codeActions(in: document, range: start..<end, kinds: kinds, in: workspace, cancellation: token)
            return actions.map { action in
                LSP.CodeAction(
                    title: action.title, kind: action.kind.rawValue,
                    diagnostics: action.diagnostic.map { converter.convert([$0], of: document, in: workspace) },
                    isPreferred: action.kind == .quickFix ? action.isPreferred : nil,
                    edit: LSP.WorkspaceEdit(changes: [document.uri: action.edits.map { edit in
                        LSP.TextEdit(range: document.lineIndex.lspRange(of: edit.range, in: encoding), newText: edit.replacement)
                    }]))
            }
        }
    }

    /// `textDocument/completion`: the analyzer's items in its order, with their kinds in LSP's terms.
    func completion(id: RequestID, params: LSP.TextDocumentPositionParams) throws(ResponseError) {
        let captured = state.withLock { state -> (DocumentSnapshot, WorkspaceSnapshot, PositionEncoding, String)? in
            guard let document = state.documents[params.textDocument.uri]?.snapshot else { return nil }
            return (document, state.workspace(), state.encoding, state.hoverMarkupKind)
        }
        guard let (document, workspace, encoding, markupKind) = captured else {
            writer.sendResponse(id: id, result: LSP.CompletionList(isIncomplete: false, items: []))
            return
        }
        let (offset, _) = document.lineIndex.offset(of: params.position, in: encoding)
        let analyzer = self.analyzer
        answerLater(id: id, method: "textDocument/completion") { token in
            let items = try analyzer.completions(in: document, at: offset, in: workspace, cancellation: token)
            return LSP.CompletionList(isIncomplete: false, items: items.enumerated().map { index, item in
                LSP.CompletionItem(
                    label: item.label, kind: Self.completionKind(item.kind), detail: item.detail,
                    documentation: item.documentation.map { LSP.MarkupContent(kind: markupKind, value: $0) },
                    insertText: item.insertText, sortText: String(format: "%04d", index))
            })
        }
    }

    /// LSP's `CompletionItemKind` numbers.
    static func completionKind(_ kind: CompletionItem.Kind) -> Int {
        switch kind {
        case .elementKind: return 7 // Class
        case .layout: return 22 // Struct
        case .modifier: return 2 // Method
        case .enumCase: return 20 // EnumMember
        case .color: return 16 // Color
        case .parameter: return 5 // Field
        case .keyword: return 14 // Keyword
        case .file: return 17 // File
        }
    }

    /// `textDocument/formatting` and `rangeFormatting` (a range formats the top-level
    /// declarations it touches): the edits, `[]` when the text is already formatted, and
    /// `[]` with a log line when it cannot be formatted (syntax errors), so that format on
    /// save is quiet while the user is mid-edit.
    func formatting(id: RequestID, uri: String, range: LSP.Range?) throws(ResponseError) {
        let captured = state.withLock { state -> (DocumentSnapshot, WorkspaceSnapshot, PositionEncoding)? in
            guard let document = state.documents[uri]?.snapshot else { return nil }
            return (document, state.workspace(), state.encoding)
        }
        guard let (document, workspace, encoding) = captured else {
            throw .invalidParams("\(uri) is not open")
        }
        let bytes = range.map { range -> Range<Int> in
            let start = document.lineIndex.offset(of: range.start, in: encoding).offset
            return start..<max(start, document.lineIndex.offset(of: range.end, in: encoding).offset)
        }
        let analyzer = self.analyzer
        answerLater(id: id, method: range == nil ? "textDocument/formatting" : "textDocument/rangeFormatting") { [self] _ in
            guard let edits = analyzer.formattingEdits(for: document, in: bytes, in: workspace) else {
                log(LSP.MessageType.info, "\(uri) was not formatted: it has syntax errors")
                return [LSP.TextEdit]()
            }
            return edits.map { LSP.TextEdit(range: document.lineIndex.lspRange(of: $0.range, in: encoding), newText: $0.replacement) }
        }
    }

    func frames(id: RequestID, params: LSP.KissFramesParams) throws(ResponseError) {
        let (document, workspace) = try documentForRequest(params.textDocument.uri)
        let analyzer = self.analyzer
        answerLater(id: id, method: "kiss/frames") { token in
            try analyzer.frames(for: document, preview: params.preview, in: workspace, cancellation: token)
        }
    }

    func render(id: RequestID, params: LSP.KissRenderParams) throws(ResponseError) {
        let html: Bool
        switch params.format ?? "svg" {
        case "svg": html = false
        case "html": html = true
        default: throw .invalidParams("format is \"svg\" or \"html\", not \"\(params.format ?? "")\"")
        }
        let (document, workspace) = try documentForRequest(params.textDocument.uri)
        let analyzer = self.analyzer
        answerLater(id: id, method: "kiss/render") { token in
            try analyzer.render(for: document, preview: params.preview, layout: params.layout, html: html, in: workspace, cancellation: token)
        }
    }

    /// The open document, or else the file on disk (version 0), with the
    /// workspace as it is now.
    func documentForRequest(_ uri: String) throws(ResponseError) -> (DocumentSnapshot, WorkspaceSnapshot) {
        let (open, workspace) = state.withLock { ($0.documents[uri]?.snapshot, $0.workspace()) }
        if let open { return (open, workspace) }
        guard let text = workspace.contents(ofURI: uri) else {
            throw .invalidParams("\(uri) is neither open nor a readable file")
        }
        return (DocumentSnapshot(uri: uri, version: 0, text: text), workspace)
    }
}
