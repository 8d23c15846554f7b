extension LSP {
    public struct Hover: Codable, Sendable {
        public var contents: MarkupContent
        public var range: Range?
    }
}
