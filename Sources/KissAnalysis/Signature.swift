/// What an argument may hold.
public enum ArgumentType: Sendable, Hashable {
    case number
    /// A number of points or a percentage.
    case length
    case string
    case color
    case bool
    /// One of the listed enum cases.
    case cases([String])
    /// A bare name (`.id(avatar)`).
    case name
    /// `parent.left`, `title.baseline + 8`.
    case anchor

    public var description: String {
        switch self {
        case .number: return "a number"
        case .length: return "a length (points or a percentage)"
        case .string: return "a string"
        case .color: return "a color (#RRGGBB or .red)"
        case .bool: return "true or false"
        case .cases(let names): return "one of " + names.map { "." + $0 }.joined(separator: ", ")
        case .name: return "a name"
        case .anchor: return "an anchor such as parent.left or title.bottom + 8"
        }
    }
}

/// One parameter of a built-in kind or modifier.
public struct ParameterSpec: Sendable, Hashable {
    public var name: String
    public var type: ArgumentType
    /// May be passed without its label, in order.
    public var positional: Bool
    public var required: Bool

    public init(_ name: String, _ type: ArgumentType, positional: Bool = false, required: Bool = false) {
        self.name = name
        self.type = type
        self.positional = positional
        self.required = required
    }
}

/// The parameters of a kind or modifier, and how a call is checked against them.
public struct Signature: Sendable, Hashable {
    public var parameters: [ParameterSpec]
    /// At least one argument must be given (`.margin(…)` with any subset of edges).
    public var requiresAny: Bool

    public init(_ parameters: [ParameterSpec], requiresAny: Bool = false) {
        self.parameters = parameters
        self.requiresAny = requiresAny
    }

    public static let none = Signature([])

    /// How the call is written in messages: `label(text, font:, …)`.
    public func rendered(_ name: String) -> String {
        guard !parameters.isEmpty else { return name }
        let parts = parameters.map { $0.positional ? $0.name : "\($0.name):" }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }
}
