extension LSP {
    /// Params of the custom `kiss/frames` request.
    public struct KissFramesParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        /// A preview of the document by name; nil: every preview.
        public var preview: String?
    }
}

extension LSP {
    /// Params of the custom `kiss/render` request.
    public struct KissRenderParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        /// A preview of the document by name; nil: every preview.
        public var preview: String?
        /// A layout of the document by name; nil: every layout.
        public var layout: String?
        /// "svg" (the default) or "html" (the page with the pointer panel).
        public var format: String?
    }

    /// The result of `kiss/render`: `{ "svg": TEXT }`, or `{ "html": TEXT }` when asked for.
    public struct KissRenderResult: Codable, Sendable {
        public var svg: String?
        public var html: String?

        public init(svg: String? = nil, html: String? = nil) {
            self.svg = svg
            self.html = html
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(svg, forKey: .svg)
            try container.encodeIfPresent(html, forKey: .html)
        }

        enum CodingKeys: String, CodingKey { case svg, html }
    }
}
