extension LSP {
    /// Params of the custom `kiss/frames` request.
    public struct KissFramesParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        /// A preview of the document by name; nil: every preview.
        public var preview: String?
    }
}
