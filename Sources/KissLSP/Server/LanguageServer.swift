import Foundation
import KissAnalysis
import KissSyntax
import KissRuntime

/// A language server for `.kiss` files over one connection.
///
/// `run` reads messages on the calling thread and applies each one's effect
/// on the server's state before reading the next, so edits, opens and
/// closes are seen in order. Anything that analyses text (hover, diagnostics,
/// frames) runs on its own dispatch queue with a cancellation token, so one
/// slow document never holds up another or the reading of messages.
///
/// One instance serves one connection; create another for the next.
///
/// Cancellation tokens are cancelled outside the state lock: their handlers
/// belong to the analyzer and may call back into the server.
public final class LanguageServer: Sendable {
    let analyzer: any DocumentAnalyzer
    let options: ServerOptions
    let state: Locked<SessionState>
    let idleMemoryTrim: IdleMemoryTrim
    private let writerSlot = Locked<MessageWriter?>(nil)

    public init(analyzer: any DocumentAnalyzer = IDEAnalyzer(), options: ServerOptions = ServerOptions()) {
        self.analyzer = analyzer
        idleMemoryTrim = IdleMemoryTrim { analyzer.releaseIdleMemory() }
        self.options = options
        self.state = Locked(SessionState(configuration: options.configuration))
    }

    /// The open document at `uri` as the server now holds it.
    public func document(uri: String) -> DocumentSnapshot? {
        state.withLock { $0.documents[uri]?.snapshot }
    }

    /// The column unit agreed in `initialize` (utf-16 until then).
    public var positionEncoding: PositionEncoding {
        state.withLock { $0.encoding }
    }

    var writer: MessageWriter {
        writerSlot.withLock { $0! }
    }

    /// Serves until `exit` or the end of the input. Returns the process exit
    /// code LSP prescribes: 0 if `shutdown` came first, else 1.
    public func run(input: any ByteSource, output: any ByteSink) -> Int32 {
        writerSlot.withLock { $0 = MessageWriter(sink: output) }
        let framer = MessageFramer(source: input, maximumBodyLength: options.maximumMessageLength, stallTimeout: options.stallTimeout)
        reading: while true {
            switch framer.next() {
            case .endOfStream:
                break reading
            case .malformed(let reason):
                log(LSP.MessageType.warning, "unreadable message: \(reason)")
                writer.sendError(id: nil, .parseError(reason))
            case .body(let body):
                // Reading and applying an edit is the start of its analysis (`BackgroundRelease`).
                let after = BackgroundRelease.whileBusy { handle(IncomingMessage.classify(body)) }
                if after == .stop { break reading }
            }
        }
        let (shutDown, unfinished) = state.withLock { state -> (Bool, [CancellationToken]) in
            let unfinished = Array(state.diagnosticRuns.values) + Array(state.pendingRequests.values)
            state.diagnosticRuns = [:]
            return (state.lifecycle == .shutDown, unfinished)
        }
        for token in unfinished { token.cancel() }
        writer.close()
        return shutDown ? 0 : 1
    }

    private enum AfterMessage {
        case keepReading
        case stop
    }

    private func handle(_ message: IncomingMessage) -> AfterMessage {
        switch message {
        case .invalid(let id, let error):
            log(LSP.MessageType.warning, "rejected a message: \(error.message)")
            writer.sendError(id: id, error)
        case .response:
            break
        case .request(let id, let method, let body):
            trace("Received request '\(method) - (\(id))'.", body: body)
            handleRequest(id: id, method: method, body: body)
        case .notification(let method, let body):
            if method == "exit" { return .stop }
            trace("Received notification '\(method)'.", body: body)
            handleNotification(method: method, body: body)
        case .frequent(let notification, let body):
            trace("Received notification '\(notification.method)'.", body: body)
            handleNotification(method: notification.method, body: body, decoded: notification)
        }
        return .keepReading
    }

    private func handleRequest(id: RequestID, method: String, body: Data) {
        let lifecycle = state.withLock { $0.lifecycle }
        if method == "initialize" {
            guard lifecycle == .uninitialized else {
                writer.sendError(id: id, lifecycle == .shutDown ? .shuttingDown : .invalidRequest("the server is already initialized"))
                return
            }
            do throws(ResponseError) {
                try initialize(id: id, params: ParamsDecoder.decode(LSP.InitializeParams.self, from: body))
            } catch {
                writer.sendError(id: id, error)
            }
            return
        }
        switch lifecycle {
        case .uninitialized:
            writer.sendError(id: id, .serverNotInitialized)
            return
        case .shutDown:
            writer.sendError(id: id, .shuttingDown)
            return
        case .running:
            break
        }
        do throws(ResponseError) {
            switch method {
            case "shutdown":
                shutdown()
                writer.sendResponse(id: id, result: nil)
            case "textDocument/hover":
                try hover(id: id, params: ParamsDecoder.decode(LSP.TextDocumentPositionParams.self, from: body))
            case "textDocument/diagnostic":
                try pullDiagnostics(id: id, params: ParamsDecoder.decode(LSP.DocumentDiagnosticParams.self, from: body))
            case "workspace/diagnostic":
                try pullWorkspaceDiagnostics(id: id, params: ParamsDecoder.decode(LSP.WorkspaceDiagnosticParams.self, from: body))
            case "textDocument/semanticTokens/full":
                semanticTokensFull(id: id, params: try ParamsDecoder.decode(LSP.SemanticTokensParams.self, from: body))
            case "textDocument/semanticTokens/full/delta":
                semanticTokensDelta(id: id, params: try ParamsDecoder.decode(LSP.SemanticTokensDeltaParams.self, from: body))
            case "textDocument/selectionRange":
                selectionRanges(id: id, params: try ParamsDecoder.decode(LSP.SelectionRangeParams.self, from: body))
            case "textDocument/signatureHelp":
                signatureHelp(id: id, params: try ParamsDecoder.decode(LSP.TextDocumentPositionParams.self, from: body))
            case "textDocument/foldingRange":
                foldingRanges(id: id, params: try ParamsDecoder.decode(LSP.DocumentParams.self, from: body))
            case "textDocument/documentColor":
                documentColors(id: id, params: try ParamsDecoder.decode(LSP.DocumentParams.self, from: body))
            case "textDocument/colorPresentation":
                colorPresentations(id: id, params: try ParamsDecoder.decode(LSP.ColorPresentationParams.self, from: body))
            case "textDocument/inlayHint":
                inlayHints(id: id, params: try ParamsDecoder.decode(LSP.InlayHintParams.self, from: body))
            case "textDocument/definition":
                try definition(id: id, params: ParamsDecoder.decode(LSP.TextDocumentPositionParams.self, from: body))
            case "textDocument/references":
                try references(id: id, params: ParamsDecoder.decode(LSP.ReferenceParams.self, from: body))
            case "textDocument/documentHighlight":
                try documentHighlight(id: id, params: ParamsDecoder.decode(LSP.TextDocumentPositionParams.self, from: body))
            case "textDocument/prepareRename":
                try prepareRename(id: id, params: ParamsDecoder.decode(LSP.TextDocumentPositionParams.self, from: body))
            case "textDocument/rename":
                try rename(id: id, params: ParamsDecoder.decode(LSP.RenameParams.self, from: body))
            case "textDocument/documentSymbol":
                try documentSymbols(id: id, params: ParamsDecoder.decode(LSP.DocumentSymbolParams.self, from: body))
            case "workspace/symbol":
                try workspaceSymbols(id: id, params: ParamsDecoder.decode(LSP.WorkspaceSymbolParams.self, from: body))
            case "textDocument/completion":
                try completion(id: id, params: ParamsDecoder.decode(LSP.TextDocumentPositionParams.self, from: body))
            case "textDocument/formatting":
                try formatting(id: id, uri: ParamsDecoder.decode(LSP.DocumentFormattingParams.self, from: body).textDocument.uri, range: nil)
            case "textDocument/rangeFormatting":
                let params = try ParamsDecoder.decode(LSP.DocumentRangeFormattingParams.self, from: body)
                try formatting(id: id, uri: params.textDocument.uri, range: params.range)
            case "textDocument/codeAction":
                try codeActions(id: id, params: ParamsDecoder.decode(LSP.CodeActionParams.self, from: body))
            case "kiss/frames":
                try frames(id: id, params: ParamsDecoder.decode(LSP.KissFramesParams.self, from: body))
            case "kiss/render":
                try render(id: id, params: ParamsDecoder.decode(LSP.KissRenderParams.self, from: body))
            default:
                writer.sendError(id: id, .methodNotFound(method))
            }
        } catch {
            writer.sendError(id: id, error)
        }
    }

    /// `decoded`: the parameters of a `didOpen` or `didChange`, read with the message.
    private func handleNotification(method: String, body: Data, decoded: FrequentNotification? = nil) {
        let lifecycle = state.withLock { $0.lifecycle }
        // Before `initialize` notifications are dropped, as LSP says; after
        // `shutdown` nothing but `exit` has an effect.
        guard lifecycle == .running else { return }
        do throws(ResponseError) {
            switch method {
            case "initialized":
                // Hear about .kisslint.json and layout files changing on disk, from
                // clients that do not watch them on their own.
                if state.withLock({ $0.clientRegistersFileWatchers }) {
                    writer.sendRequest(id: .string("kiss-register-watchers"), "client/registerCapability", LSP.RegistrationParams.kissFiles)
                }
            case "textDocument/didOpen":
                if case .didOpen(let params)? = decoded { didOpen(params) } else {
                    didOpen(try ParamsDecoder.decode(LSP.DidOpenTextDocumentParams.self, from: body))
                }
            case "textDocument/didChange":
                if case .didChange(let params)? = decoded { didChange(params) } else {
                    didChange(try ParamsDecoder.decode(LSP.DidChangeTextDocumentParams.self, from: body))
                }
            case "textDocument/didClose":
                didClose(try ParamsDecoder.decode(LSP.DidCloseTextDocumentParams.self, from: body))
            case "textDocument/didSave":
                // Analysis reads open documents' text, which saving does not change.
                _ = try ParamsDecoder.decode(LSP.DidSaveTextDocumentParams.self, from: body)
            case "$/cancelRequest":
                cancelRequest(try ParamsDecoder.decode(LSP.CancelParams.self, from: body).id)
            case "$/setTrace":
                let value = try ParamsDecoder.decode(LSP.SetTraceParams.self, from: body).value
                state.withLock { $0.trace = value }
            case "workspace/didChangeConfiguration":
                didChangeConfiguration(try ParamsDecoder.decode(LSP.DidChangeConfigurationParams.self, from: body))
            case "workspace/didChangeWatchedFiles":
                didChangeWatchedFiles(try ParamsDecoder.decode(LSP.DidChangeWatchedFilesParams.self, from: body))
            default:
                // `$/` notifications are optional by definition; others are worth a note.
                if !method.hasPrefix("$/") { log(LSP.MessageType.log, "ignored unknown notification '\(method)'") }
            }
        } catch {
            log(LSP.MessageType.warning, "ignored '\(method)': \(error.message)")
        }
    }

    private func initialize(id: RequestID, params: LSP.InitializeParams) {
        let (encoding, problems, pushes) = state.withLock { state -> (PositionEncoding, [String], Bool) in
            state.encoding = PositionEncodingNegotiation.choose(offered: params.capabilities.positionEncodings)
            state.clientPullsDiagnostics = params.capabilities.supportsPullDiagnostics
            state.clientRegistersFileWatchers = params.capabilities.registersFileWatchers
            state.clientRefreshesDiagnostics = params.capabilities.refreshesDiagnostics
            if let formats = params.capabilities.hoverContentFormats, !formats.isEmpty, !formats.contains("markdown") {
                state.hoverMarkupKind = "plaintext"
            }
            state.trace = params.trace ?? .off
            state.folders = (params.workspaceFolders?.map(\.uri) ?? [params.rootUri].compactMap { $0 }).compactMap(DocumentURI.fileURL)
            if state.folders.isEmpty, let rootPath = params.rootPath { state.folders = [URL(fileURLWithPath: rootPath)] }
            var problems: [String] = []
            if let options = params.initializationOptions {
                problems = state.configuration.apply(options)
                state.settings = options
            }
            state.lifecycle = .running
            return (state.encoding, problems, state.pushesDiagnostics)
        }
        let capabilities = LSP.ServerCapabilities(
            positionEncoding: encoding.rawValue,
            textDocumentSync: LSP.TextDocumentSyncOptions(openClose: true, change: 2, save: LSP.SaveOptions(includeText: false)),
            hoverProvider: true,
            diagnosticProvider: LSP.DiagnosticOptions(identifier: "kiss", interFileDependencies: true, workspaceDiagnostics: true),
            codeActionProvider: LSP.CodeActionOptions(codeActionKinds: LSP.codeActionKinds, resolveProvider: false),
            signatureHelpProvider: LSP.SignatureHelpOptions(triggerCharacters: ["(", ","], retriggerCharacters: [":"]),
            semanticTokensProvider: LSP.SemanticTokensOptions(legend: Self.semanticLegend, full: .init(delta: true), range: false),
            selectionRangeProvider: true,
            foldingRangeProvider: true,
            colorProvider: true,
            inlayHintProvider: true,
            definitionProvider: true,
            referencesProvider: true,
            documentHighlightProvider: true,
            renameProvider: LSP.RenameOptions(prepareProvider: true),
            documentSymbolProvider: true,
            workspaceSymbolProvider: true,
            completionProvider: LSP.CompletionOptions(triggerCharacters: [".", "(", ",", ":", "\""], resolveProvider: false),
            documentFormattingProvider: true,
            documentRangeFormattingProvider: true,
            experimental: ["kissFramesProvider": true, "kissRenderProvider": true])
        writer.sendResponse(id: id, result: LSP.InitializeResult(
            capabilities: capabilities, serverInfo: LSP.ServerInfo(name: ServerVersion.name, version: ServerVersion.current)))
        log(LSP.MessageType.info, "\(ServerVersion.name) \(ServerVersion.current) ready: positions in \(encoding.rawValue), diagnostics \(pushes ? "pushed and pullable" : "pulled")")
        for problem in problems { log(LSP.MessageType.warning, "initializationOptions: \(problem)") }
    }

    private func shutdown() {
        let runs = state.withLock { state -> [CancellationToken] in
            state.lifecycle = .shutDown
            defer { state.diagnosticRuns = [:] }
            return Array(state.diagnosticRuns.values)
        }
        for token in runs { token.cancel() }
    }
}
