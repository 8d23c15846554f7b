import Foundation

/// The notifications an editor sends with every keystroke (`didChange`) or with a whole file
/// (`didOpen`), read in one pass by `JSONParser` instead of twice by `JSONDecoder`.
///
/// Only a message of exactly the expected shape is taken: an object with `"jsonrpc": "2.0"`,
/// one of these methods, no `id`, and parameters whose every field has the type the protocol
/// type declares (a `null` where the type is optional). Anything else — including what
/// `JSONDecoder` would accept by converting it — answers nil, and the message goes the general
/// way (`IncomingMessage.classify`), so both ways agree on every message this one takes.
public enum FrequentNotification: Sendable {
    case didOpen(LSP.DidOpenTextDocumentParams)
    case didChange(LSP.DidChangeTextDocumentParams)

    public var method: String {
        switch self {
        case .didOpen: "textDocument/didOpen"
        case .didChange: "textDocument/didChange"
        }
    }

    static func decode(_ bytes: [UInt8]) -> FrequentNotification? {
        guard case .object(let message)? = JSONParser.parse(bytes), message["id"] == nil,
              message["jsonrpc"] == .string("2.0"), case .string(let method)? = message["method"],
              case .object(let params)? = message["params"]
        else { return nil }
        switch method {
        case "textDocument/didOpen":
            guard case .object(let item)? = params["textDocument"], let uri = item["uri"]?.stringValue,
                  let languageID = item["languageId"]?.stringValue, case .integer(let version)? = item["version"],
                  let text = item["text"]?.stringValue
            else { return nil }
            return .didOpen(LSP.DidOpenTextDocumentParams(textDocument: LSP.TextDocumentItem(uri: uri, languageId: languageID, version: version, text: text)))
        case "textDocument/didChange":
            guard case .object(let identifier)? = params["textDocument"], let uri = identifier["uri"]?.stringValue,
                  case .integer(let version)? = identifier["version"], case .array(let events)? = params["contentChanges"]
            else { return nil }
            var changes: [LSP.TextDocumentContentChangeEvent] = []
            changes.reserveCapacity(events.count)
            for event in events {
                guard case .object(let fields) = event, let text = fields["text"]?.stringValue,
                      let range = optional(fields["range"], readRange), let rangeLength = optional(fields["rangeLength"], readInteger)
                else { return nil }
                var change = LSP.TextDocumentContentChangeEvent(range: range, text: text)
                change.rangeLength = rangeLength
                changes.append(change)
            }
            return .didChange(LSP.DidChangeTextDocumentParams(
                textDocument: LSP.VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: changes))
        default:
            return nil
        }
    }

    /// `.some(nil)` for an absent or null member, `.some(value)` when it reads, nil when it does not.
    private static func optional<T>(_ value: JSONValue?, _ read: (JSONValue) -> T?) -> T?? {
        guard let value, value != .null else { return .some(nil) }
        return read(value).map { .some($0) }
    }

    private static func readInteger(_ value: JSONValue) -> Int? {
        if case .integer(let integer) = value { return integer }
        return nil
    }

    private static func readRange(_ value: JSONValue) -> LSP.Range? {
        func position(_ value: JSONValue?) -> LSP.Position? {
            guard case .integer(let line)? = value?["line"], case .integer(let character)? = value?["character"] else { return nil }
            return LSP.Position(line: line, character: character)
        }
        guard case .object = value, let start = position(value["start"]), let end = position(value["end"]) else { return nil }
        return LSP.Range(start: start, end: end)
    }
}
