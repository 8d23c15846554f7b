import Foundation

/// A message body classified by its JSON-RPC shape. Parameters stay as raw
/// JSON until a handler knows which type to decode them as, so a large
/// `didOpen` is decoded once into its own type rather than twice.
public enum IncomingMessage: Sendable {
    case request(id: RequestID, method: String, body: Data)
    case notification(method: String, body: Data)
    /// A `didOpen` or `didChange` already decoded (`FrequentNotification`).
    case frequent(FrequentNotification, body: Data)
    /// A reply to something the server sent; the server sends no requests,
    /// so these are ignored.
    case response(id: RequestID?)
    /// Not a valid message: answered with this error and this id (nil: null).
    case invalid(id: RequestID?, error: ResponseError)

    /// Batches (JSON arrays) are answered with one -32600 error: LSP never
    /// sends them, and answering them would need a response array that no
    /// LSP client reads.
    public static func classify(_ bytes: [UInt8]) -> IncomingMessage {
        if let notification = FrequentNotification.decode(bytes) {
            return .frequent(notification, body: Data(bytes))
        }
        guard isValidUTF8(bytes) else {
            return .invalid(id: nil, error: .parseError("message body is not valid UTF-8"))
        }
        let data = Data(bytes)
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: data)
        } catch {
            return .invalid(id: nil, error: .parseError("message body is not valid JSON"))
        }
        switch envelope.shape {
        case .batch:
            return .invalid(id: nil, error: .invalidRequest("batch requests are not supported; send one message at a time"))
        case .notAnObject:
            return .invalid(id: nil, error: .invalidRequest("a message must be a JSON object"))
        case .object(let fields):
            return classify(fields, body: data)
        }
    }

    private static func classify(_ fields: Envelope.Fields, body: Data) -> IncomingMessage {
        var id: RequestID?
        switch fields.id {
        case .absent, .null: id = nil
        case .valid(let value): id = value
        case .invalid:
            return .invalid(id: nil, error: .invalidRequest("a request id must be an integer or a string"))
        }
        guard fields.jsonrpc == "2.0" else {
            return .invalid(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        switch fields.method {
        case .absent:
            if fields.hasResultOrError, fields.id != .absent { return .response(id: id) }
            return .invalid(id: id, error: .invalidRequest("a message needs a 'method' (or, as a response, a 'result' or 'error')"))
        case .null, .invalid:
            return .invalid(id: id, error: .invalidRequest("'method' must be a string"))
        case .valid(let method):
            if !fields.paramsAreStructured {
                return .invalid(id: id, error: .invalidRequest("'params' must be an object or an array"))
            }
            switch fields.id {
            case .absent: return .notification(method: method, body: body)
            case .null: return .invalid(id: nil, error: .invalidRequest("a request id must be an integer or a string, not null"))
            case .valid(let id): return .request(id: id, method: method, body: body)
            case .invalid: fatalError("handled above")
            }
        }
    }

    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        // The standard decoder is strict: overlong forms and surrogates are errors, as JSON requires.
        bytes.withUnsafeBufferPointer { buffer in
            var iterator = buffer.makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }
    }
}

/// The top level of a message, read without materialising `params`.
private struct Envelope: Decodable {
    enum Member<Value: Equatable>: Equatable {
        case absent, null, valid(Value), invalid
    }

    struct Fields {
        var jsonrpc: String?
        var id: Member<RequestID>
        var method: Member<String>
        var paramsAreStructured: Bool
        var hasResultOrError: Bool
    }

    enum Shape {
        case object(Fields)
        case batch
        case notAnObject
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    let shape: Shape

    init(from decoder: Decoder) throws {
        guard let object = try? decoder.container(keyedBy: Key.self) else {
            shape = (try? decoder.unkeyedContainer()) != nil ? .batch : .notAnObject
            return
        }
        let jsonrpc = try? object.decodeIfPresent(String.self, forKey: Key(stringValue: "jsonrpc"))
        let id = Self.member(RequestID.self, "id", in: object)
        let method = Self.member(String.self, "method", in: object)
        var structured = true
        let paramsKey = Key(stringValue: "params")
        // `"params": null` is treated as absent: some clients send it for `shutdown`.
        if object.contains(paramsKey), (try? object.decodeNil(forKey: paramsKey)) != true {
            let isObject = (try? object.nestedContainer(keyedBy: Key.self, forKey: paramsKey)) != nil
            let isArray = (try? object.nestedUnkeyedContainer(forKey: paramsKey)) != nil
            structured = isObject || isArray
        }
        let hasResultOrError = object.contains(Key(stringValue: "result")) || object.contains(Key(stringValue: "error"))
        shape = .object(Fields(jsonrpc: jsonrpc ?? nil, id: id, method: method, paramsAreStructured: structured, hasResultOrError: hasResultOrError))
    }

    private static func member<Value: Decodable & Equatable>(_ type: Value.Type, _ name: String, in object: KeyedDecodingContainer<Key>) -> Member<Value> {
        let key = Key(stringValue: name)
        guard object.contains(key) else { return .absent }
        if (try? object.decodeNil(forKey: key)) == true { return .null }
        if let value = try? object.decode(Value.self, forKey: key) { return .valid(value) }
        return .invalid
    }
}

/// Decodes the `params` of a message as a handler's type; a mismatch is
/// -32602 with a message naming the offending member.
enum ParamsDecoder {
    private struct Box<Params: Decodable>: Decodable {
        let params: Params
    }

    static func decode<Params: Decodable>(_ type: Params.Type, from body: Data) throws(ResponseError) -> Params {
        do {
            return try JSONDecoder().decode(Box<Params>.self, from: body).params
        } catch let error as DecodingError {
            throw .invalidParams("invalid params: \(describe(error))")
        } catch {
            throw .invalidParams("invalid params")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [CodingKey]) -> String {
            let names = codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return names.isEmpty ? "params" : names.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' in \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            return "unreadable value at \(path(context.codingPath))"
        @unknown default:
            return "unreadable"
        }
    }
}
