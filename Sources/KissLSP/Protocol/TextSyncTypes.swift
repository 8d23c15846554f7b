extension LSP {
    public struct TextDocumentItem: Codable, Sendable {
        public var uri: String
        public var languageId: String
        public var version: Int
        public var text: String
    }

    public struct VersionedTextDocumentIdentifier: Codable, Sendable {
        public var uri: String
        public var version: Int
    }

    public struct DidOpenTextDocumentParams: Codable, Sendable {
        public var textDocument: TextDocumentItem
    }

    /// Without a `range`, `text` replaces the whole document.
    public struct TextDocumentContentChangeEvent: Codable, Sendable {
        public var range: Range?
        /// Deprecated by LSP and ignored: the range says what is replaced.
        public var rangeLength: Int?
        public var text: String

        public init(range: Range? = nil, text: String) {
            self.range = range
            self.text = text
        }
    }

    public struct DidChangeTextDocumentParams: Codable, Sendable {
        public var textDocument: VersionedTextDocumentIdentifier
        public var contentChanges: [TextDocumentContentChangeEvent]
    }

    public struct DidCloseTextDocumentParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
    }

    public struct DidSaveTextDocumentParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var text: String?
    }
}
