extension LSP {
    public enum MessageType {
        public static let error = 1
        public static let warning = 2
        public static let info = 3
        public static let log = 4
    }

    public struct LogMessageParams: Codable, Sendable {
        public var type: Int
        public var message: String
    }

    public enum TraceValue: String, Codable, Sendable {
        case off, messages, verbose
    }

    public struct SetTraceParams: Codable, Sendable {
        public var value: TraceValue
    }

    public struct LogTraceParams: Codable, Sendable {
        public var message: String
        public var verbose: String?
    }

    public struct CancelParams: Codable, Sendable {
        public var id: RequestID
    }
}
