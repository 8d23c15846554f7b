/// A JSON-RPC request id: a number or a string, echoed back in the response.
/// Fractional numbers are rejected as invalid requests (JSON-RPC says ids
/// SHOULD NOT have them, and comparing them exactly would be fragile).
public enum RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    case integer(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }

    public var description: String {
        switch self {
        case .integer(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        }
    }

    public var jsonValue: JSONValue {
        switch self {
        case .integer(let value): return .integer(value)
        case .string(let value): return .string(value)
        }
    }
}
