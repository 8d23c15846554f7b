extension LSP {
    /// Only `capabilities` is required; a malformed optional member is read
    /// as absent, so an odd client still gets a working server.
    public struct InitializeParams: Decodable, Sendable {
        public var processId: Int?
        public var clientInfo: ClientInfo?
        public var rootUri: String?
        public var rootPath: String?
        public var capabilities: ClientCapabilities
        public var initializationOptions: JSONValue?
        public var trace: TraceValue?
        public var workspaceFolders: [WorkspaceFolder]?

        enum CodingKeys: String, CodingKey {
            case processId, clientInfo, rootUri, rootPath, capabilities, initializationOptions, trace, workspaceFolders
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            capabilities = try container.decode(ClientCapabilities.self, forKey: .capabilities)
            processId = (try? container.decodeIfPresent(Int.self, forKey: .processId)) ?? nil
            clientInfo = (try? container.decodeIfPresent(ClientInfo.self, forKey: .clientInfo)) ?? nil
            rootUri = (try? container.decodeIfPresent(String.self, forKey: .rootUri)) ?? nil
            rootPath = (try? container.decodeIfPresent(String.self, forKey: .rootPath)) ?? nil
            initializationOptions = (try? container.decodeIfPresent(JSONValue.self, forKey: .initializationOptions)) ?? nil
            trace = (try? container.decodeIfPresent(TraceValue.self, forKey: .trace)) ?? nil
            workspaceFolders = (try? container.decodeIfPresent([WorkspaceFolder].self, forKey: .workspaceFolders)) ?? nil
        }
    }

    public struct ClientInfo: Codable, Sendable {
        public var name: String
        public var version: String?
    }

    public struct WorkspaceFolder: Codable, Sendable {
        public var uri: String
        public var name: String
    }

    /// Capabilities are read leniently: an unexpected value for a feature the
    /// server does not use must not make `initialize` fail.
    public struct ClientCapabilities: Decodable, Sendable {
        /// Encodings the client can count columns in, in its preference order.
        public var positionEncodings: [String]
        /// The client pulls diagnostics itself (`textDocument.diagnostic`).
        public var supportsPullDiagnostics: Bool
        /// Hover formats the client renders, preferred first.
        public var hoverContentFormats: [String]?
        /// The client accepts `client/registerCapability` for file watchers,
        /// so the server can ask to hear about `.kisslint.json` changes.
        public var registersFileWatchers = false
        /// The client re-pulls diagnostics on `workspace/diagnostic/refresh`, so the server can
        /// say when a document's diagnostics changed without an edit to it.
        public var refreshesDiagnostics = false

        enum CodingKeys: String, CodingKey { case general, textDocument, workspace }
        enum WorkspaceKeys: String, CodingKey { case didChangeWatchedFiles, diagnostics }
        enum RefreshKeys: String, CodingKey { case refreshSupport }
        enum GeneralKeys: String, CodingKey { case positionEncodings }
        enum TextDocumentKeys: String, CodingKey { case diagnostic, hover }
        enum HoverKeys: String, CodingKey { case contentFormat }
        enum DiagnosticKeys: String, CodingKey { case dynamicRegistration }

        public init(positionEncodings: [String] = [], supportsPullDiagnostics: Bool = false, hoverContentFormats: [String]? = nil) {
            self.positionEncodings = positionEncodings
            self.supportsPullDiagnostics = supportsPullDiagnostics
            self.hoverContentFormats = hoverContentFormats
        }

        public init(from decoder: Decoder) throws {
            // The member itself must be an object; its contents are optional.
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let general = try? container.nestedContainer(keyedBy: GeneralKeys.self, forKey: .general)
            positionEncodings = ((try? general?.decodeIfPresent([String].self, forKey: .positionEncodings)) ?? nil) ?? []
            let textDocument = try? container.nestedContainer(keyedBy: TextDocumentKeys.self, forKey: .textDocument)
            supportsPullDiagnostics = (try? textDocument?.nestedContainer(keyedBy: DiagnosticKeys.self, forKey: .diagnostic)) != nil
            let hover = try? textDocument?.nestedContainer(keyedBy: HoverKeys.self, forKey: .hover)
            hoverContentFormats = (try? hover?.decodeIfPresent([String].self, forKey: .contentFormat)) ?? nil
            let workspace = try? container.nestedContainer(keyedBy: WorkspaceKeys.self, forKey: .workspace)
            let watched = try? workspace?.nestedContainer(keyedBy: DiagnosticKeys.self, forKey: .didChangeWatchedFiles)
            registersFileWatchers = ((try? watched?.decodeIfPresent(Bool.self, forKey: .dynamicRegistration)) ?? nil) ?? false
            let diagnostics = try? workspace?.nestedContainer(keyedBy: RefreshKeys.self, forKey: .diagnostics)
            refreshesDiagnostics = ((try? diagnostics?.decodeIfPresent(Bool.self, forKey: .refreshSupport)) ?? nil) ?? false
        }
    }

    public struct InitializeResult: Codable, Sendable {
        public var capabilities: ServerCapabilities
        public var serverInfo: ServerInfo
    }

    public struct ServerInfo: Codable, Sendable {
        public var name: String
        public var version: String
    }

    public struct ServerCapabilities: Codable, Sendable {
        public var positionEncoding: String
        public var textDocumentSync: TextDocumentSyncOptions
        public var hoverProvider: Bool
        public var diagnosticProvider: DiagnosticOptions
        public var codeActionProvider: CodeActionOptions
        public var signatureHelpProvider: SignatureHelpOptions
        public var semanticTokensProvider: SemanticTokensOptions
        public var selectionRangeProvider: Bool
        public var foldingRangeProvider: Bool
        public var colorProvider: Bool
        public var inlayHintProvider: Bool
        public var definitionProvider: Bool
        public var referencesProvider: Bool
        public var documentHighlightProvider: Bool
        public var renameProvider: RenameOptions
        public var documentSymbolProvider: Bool
        public var workspaceSymbolProvider: Bool
        public var completionProvider: CompletionOptions
        public var documentFormattingProvider: Bool
        public var documentRangeFormattingProvider: Bool
        /// Custom requests, so a client can tell this server offers them.
        public var experimental: JSONValue?
    }

    public struct TextDocumentSyncOptions: Codable, Sendable {
        public var openClose: Bool
        /// 2: incremental.
        public var change: Int
        public var save: SaveOptions
    }

    public struct SaveOptions: Codable, Sendable {
        public var includeText: Bool
    }

    public struct CodeActionOptions: Codable, Sendable {
        public var codeActionKinds: [String]
        public var resolveProvider: Bool
    }

    public struct DiagnosticOptions: Codable, Sendable {
        public var identifier: String?
        public var interFileDependencies: Bool
        public var workspaceDiagnostics: Bool
    }
}

extension LSP {
    /// `client/registerCapability` for `workspace/didChangeWatchedFiles`.
    public struct RegistrationParams: Encodable, Sendable {
        public struct Registration: Encodable, Sendable {
            public var id: String
            public var method: String
            public var registerOptions: WatchOptions
        }

        public struct WatchOptions: Encodable, Sendable {
            public var watchers: [Watcher]
        }

        public struct Watcher: Encodable, Sendable {
            public var globPattern: String
        }

        public var registrations: [Registration]

        /// The files whose changes the analysis depends on: configuration and layouts.
        public static let kissFiles = RegistrationParams(registrations: [Registration(
            id: "kiss-watched-files", method: "workspace/didChangeWatchedFiles",
            registerOptions: WatchOptions(watchers: [Watcher(globPattern: "**/.kisslint.json"), Watcher(globPattern: "**/*.kiss")]))])
    }
}
