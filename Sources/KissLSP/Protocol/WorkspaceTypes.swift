extension LSP {
    public struct DidChangeConfigurationParams: Codable, Sendable {
        public var settings: JSONValue?
    }

    public struct FileEvent: Codable, Sendable {
        public var uri: String
        /// 1 created, 2 changed, 3 deleted.
        public var type: Int
    }

    public struct DidChangeWatchedFilesParams: Codable, Sendable {
        public var changes: [FileEvent]
    }
}
