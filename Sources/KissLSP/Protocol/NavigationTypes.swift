/// Navigation requests: definition, references, highlights, rename, symbols.
extension LSP {
    public struct ReferenceParams: Codable, Sendable {
        public struct Context: Codable, Sendable {
            public var includeDeclaration: Bool
        }

        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var context: Context?
    }

    public struct RenameParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var newName: String
    }

    public struct PrepareRenameResult: Encodable, Sendable {
        public var range: Range
        public var placeholder: String
    }

    public struct DocumentHighlight: Encodable, Sendable {
        public var range: Range
        /// 1: text.
        public var kind: Int
    }

    public struct DocumentSymbolParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
    }

    public struct DocumentSymbol: Encodable, Sendable {
        public var name: String
        public var detail: String?
        public var kind: Int
        public var range: Range
        public var selectionRange: Range
        public var children: [DocumentSymbol]
    }

    public struct WorkspaceSymbolParams: Codable, Sendable {
        public var query: String
    }

    public struct SymbolInformation: Encodable, Sendable {
        public var name: String
        public var kind: Int
        public var location: Location
        public var containerName: String?
    }

    public struct RenameOptions: Codable, Sendable {
        public var prepareProvider: Bool
    }
}
