/// Namespace for the LSP 3.17 types the server uses. Only what the server
/// reads or sends is modelled; unknown members are ignored when decoding.
public enum LSP {}

extension LSP {
    public struct Position: Codable, Hashable, Sendable {
        public var line: Int
        public var character: Int

        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }
    }

    public struct Range: Codable, Hashable, Sendable {
        public var start: Position
        public var end: Position

        public init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }
    }

    public struct Location: Codable, Hashable, Sendable {
        public var uri: String
        public var range: Range

        public init(uri: String, range: Range) {
            self.uri = uri
            self.range = range
        }
    }

    public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
        public var uri: String

        public init(uri: String) {
            self.uri = uri
        }
    }

    public struct TextDocumentPositionParams: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
    }

    /// Text shown to the user: `markdown` or `plaintext`.
    public struct MarkupContent: Codable, Hashable, Sendable {
        public var kind: String
        public var value: String
    }
}
