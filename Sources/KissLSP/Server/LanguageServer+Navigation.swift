import Foundation
import KissAnalysis
import KissIDE
import KissSyntax

/// Definition, references, highlights, rename, document and workspace symbols: answered by
/// `IDEService` in byte ranges and paths, turned into LSP locations here (other files are
/// positioned with their open text, else their disk contents).
extension LanguageServer {
    /// What a request answered by `IDEService` directly works on.
    struct IDERequest {
        var document: DocumentSnapshot
        var workspace: WorkspaceSnapshot
        var encoding: PositionEncoding
        var service: IDEService
        var input: IDEDocument
    }

    /// A request on `document`; nil when the analyzer is not `IDEAnalyzer` (tests' stand-ins).
    func ideRequest(_ document: DocumentSnapshot, _ workspace: WorkspaceSnapshot) -> IDERequest? {
        guard let ide = analyzer as? IDEAnalyzer else { return nil }
        return IDERequest(document: document, workspace: workspace, encoding: state.withLock { $0.encoding }, service: ide.service,
                          input: ide.ideDocument(document, workspace))
    }

    /// A request on the open document at `uri`, or else the file on disk.
    private func navigationRequest(_ uri: String) throws(ResponseError) -> IDERequest? {
        guard analyzer is IDEAnalyzer else { return nil }
        let (document, workspace) = try documentForRequest(uri)
        return ideRequest(document, workspace)
    }

    private static func location(_ place: FileRange, request: IDERequest) -> LSP.Location? {
        let url = URL(fileURLWithPath: place.file)
        let uri = DocumentURI.uri(for: url)
        if uri == request.document.uri || place.file == request.input.path {
            return LSP.Location(uri: request.document.uri, range: request.document.lineIndex.lspRange(of: place.range, in: request.encoding))
        }
        guard let text = request.workspace.contents(of: url) else { return nil }
        return LSP.Location(uri: uri, range: LineIndex(text).lspRange(of: place.range, in: request.encoding))
    }

    private func offset(_ position: LSP.Position, in request: IDERequest) -> Int {
        request.document.lineIndex.offset(of: position, in: request.encoding).offset
    }

    func definition(id: RequestID, params: LSP.TextDocumentPositionParams) throws(ResponseError) {
        guard let request = try navigationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: nil) }
        let at = offset(params.position, in: request)
        answerLater(id: id, method: "textDocument/definition") { _ in
            request.service.definition(in: request.input, at: at).flatMap { Self.location($0, request: request) }
        }
    }

    func references(id: RequestID, params: LSP.ReferenceParams) throws(ResponseError) {
        guard let request = try navigationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: [LSP.Location]()) }
        let at = offset(params.position, in: request)
        answerLater(id: id, method: "textDocument/references") { _ in
            request.service.references(in: request.input, at: at, includeDeclaration: params.context?.includeDeclaration ?? true)
                .compactMap { Self.location($0, request: request) }
        }
    }

    func documentHighlight(id: RequestID, params: LSP.TextDocumentPositionParams) throws(ResponseError) {
        guard let request = try navigationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: [LSP.DocumentHighlight]()) }
        let at = offset(params.position, in: request)
        answerLater(id: id, method: "textDocument/documentHighlight") { _ in
            request.service.highlights(in: request.input, at: at).map {
                LSP.DocumentHighlight(range: request.document.lineIndex.lspRange(of: $0, in: request.encoding), kind: 1)
            }
        }
    }

    func prepareRename(id: RequestID, params: LSP.TextDocumentPositionParams) throws(ResponseError) {
        guard let request = try navigationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: nil) }
        let at = offset(params.position, in: request)
        answerLater(id: id, method: "textDocument/prepareRename") { _ in
            do {
                let range = try request.service.prepareRename(in: request.input, at: at)
                return LSP.PrepareRenameResult(range: request.document.lineIndex.lspRange(of: range, in: request.encoding),
                                               placeholder: String(decoding: request.document.text[range], as: UTF8.self))
            } catch let error as IDERequestError {
                throw ResponseError.requestFailed(error.message)
            }
        }
    }

    func rename(id: RequestID, params: LSP.RenameParams) throws(ResponseError) {
        guard let request = try navigationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: nil) }
        let at = offset(params.position, in: request)
        answerLater(id: id, method: "textDocument/rename") { _ in
            let edits: [String: [TextEdit]]
            do {
                edits = try request.service.rename(in: request.input, at: at, to: params.newName)
            } catch let error as IDERequestError {
                throw ResponseError.requestFailed(error.message)
            }
            var changes: [String: [LSP.TextEdit]] = [:]
            for (path, fileEdits) in edits {
                for edit in fileEdits {
                    guard let location = Self.location(FileRange(file: path, range: edit.range), request: request) else { continue }
                    changes[location.uri, default: []].append(LSP.TextEdit(range: location.range, newText: edit.replacement))
                }
            }
            return LSP.WorkspaceEdit(changes: changes)
        }
    }

    func documentSymbols(id: RequestID, params: LSP.DocumentSymbolParams) throws(ResponseError) {
        guard let request = try navigationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: [LSP.DocumentSymbol]()) }
        answerLater(id: id, method: "textDocument/documentSymbol") { _ in
            func convert(_ symbol: OutlineSymbol) -> LSP.DocumentSymbol {
                LSP.DocumentSymbol(
                    name: symbol.name, detail: symbol.detail, kind: Self.symbolKind(symbol.kind),
                    range: request.document.lineIndex.lspRange(of: symbol.range, in: request.encoding),
                    selectionRange: request.document.lineIndex.lspRange(of: symbol.selectionRange, in: request.encoding),
                    children: symbol.children.map(convert))
            }
            return request.service.outline(of: request.input).map(convert)
        }
    }

    func workspaceSymbols(id: RequestID, params: LSP.WorkspaceSymbolParams) throws(ResponseError) {
        let (first, folder) = state.withLock { ($0.documents.keys.sorted().first, $0.folders.first) }
        // Any open document reaches the workspace; with none open, a blank one in the first folder does.
        let request: IDERequest?
        if let uri = first {
            request = try navigationRequest(uri)
        } else if let folder {
            let blank = DocumentSnapshot(uri: DocumentURI.uri(for: folder.appendingPathComponent(".kiss-workspace-symbols.kiss")), version: 0, text: [])
            request = ideRequest(blank, state.withLock { $0.workspace() })
        } else {
            request = nil
        }
        guard let request else { return writer.sendResponse(id: id, result: [LSP.SymbolInformation]()) }
        answerLater(id: id, method: "workspace/symbol") { _ in
            request.service.workspaceLayouts(matching: params.query, from: request.input).compactMap { found in
                Self.location(found.place, request: request).map {
                    LSP.SymbolInformation(name: found.name, kind: 23, location: $0, containerName: URL(fileURLWithPath: found.place.file).lastPathComponent)
                }
            }
        }
    }

    /// LSP's `SymbolKind` numbers.
    static func symbolKind(_ kind: OutlineSymbol.Kind) -> Int {
        switch kind {
        case .layout: return 23 // Struct
        case .preview: return 14 // Constant
        case .importDeclaration: return 2 // Module
        case .container: return 3 // Namespace
        case .layoutUse: return 19 // Object
        }
    }
}
