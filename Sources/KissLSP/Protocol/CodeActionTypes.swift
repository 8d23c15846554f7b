/// `textDocument/codeAction`.
extension LSP {
    public struct CodeActionParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range
        public var context: CodeActionContext
    }

    /// Only `only` is read: the actions come from the server's own findings, not from the
    /// `diagnostics` the client echoes back.
    public struct CodeActionContext: Codable, Sendable {
        public var only: [String]?
        public var triggerKind: Int?

        enum CodingKeys: String, CodingKey { case only, triggerKind }
    }

    public struct CodeAction: Encodable, Sendable {
        public var title: String
        public var kind: String
        public var diagnostics: [Diagnostic]?
        public var isPreferred: Bool?
        public var edit: WorkspaceEdit
    }

    public struct WorkspaceEdit: Encodable, Sendable {
        /// Edits by document URI.
        public var changes: [String: [TextEdit]]
    }

    public struct TextEdit: Codable, Hashable, Sendable {
        public var range: Range
        public var newText: String
    }

    public static let codeActionKinds = ["quickfix", "source.fixAll.kiss"]
}

/// `textDocument/formatting` and `textDocument/rangeFormatting`. The client's options
/// (tab size, spaces) are read but not followed: the style is the one canonical style.
extension LSP {
    public struct DocumentFormattingParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
    }

    public struct DocumentRangeFormattingParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range
    }
}

/// `textDocument/completion`.
extension LSP {
    public struct CompletionOptions: Codable, Sendable {
        public var triggerCharacters: [String]
        public var resolveProvider: Bool
    }

    public struct CompletionList: Encodable, Sendable {
        public var isIncomplete: Bool
        public var items: [CompletionItem]
    }

    public struct CompletionItem: Encodable, Sendable {
        public var label: String
        public var kind: Int
        public var detail: String?
        public var documentation: MarkupContent?
        public var insertText: String?
        /// Keeps the server's order (kinds, then layouts; labels before values).
        public var sortText: String
    }
}
