/// The built-in element kinds (language §4.1–§4.4).
public enum BuiltinKind: String, Sendable, Hashable, CaseIterable {
    case vstack, hstack, wrap, pin
    case view, label, button, image
    case `switch`, slider, progress, textField, textView, activity, stepper
    case spacer, growSpacer, stretchSpacer
    case keyValue

    public var isContainer: Bool {
        switch self {
        case .vstack, .hstack, .wrap, .pin: return true
        default: return false
        }
    }

    /// A flex container (`pin` places its children by anchors instead).
    public var isStack: Bool {
        self == .vstack || self == .hstack || self == .wrap
    }

    /// Layout-only nodes without a measure function (language §7).
    public var isSpacer: Bool {
        self == .spacer || self == .growSpacer || self == .stretchSpacer
    }

    /// A leaf view: a Yoga node with a measure function.
    public var isLeafView: Bool {
        !isContainer && !isSpacer
    }

    /// Shows text, so it has a baseline and a cap line of its own.
    public var hasText: Bool {
        self == .label || self == .button || self == .textField || self == .textView || self == .keyValue
    }

    static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// Built once: expansion asks for it at every element.
    public var signature: Signature { Self.signatures[self] ?? .none }

    private static let signatures: [BuiltinKind: Signature] = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.makeSignature) })

    private var makeSignature: Signature {
        switch self {
        case .vstack, .hstack, .wrap, .pin, .switch, .slider, .progress, .stepper:
            return .none
        case .view:
            return Signature([ParameterSpec("color", .color, positional: true)])
        case .label:
            return Signature([
                ParameterSpec("text", .string, positional: true, required: true),
                ParameterSpec("font", .number), ParameterSpec("weight", .cases(Self.weights)),
                ParameterSpec("lines", .number), ParameterSpec("lineBreak", .cases(["word", "char"])),
                ParameterSpec("minScale", .number), ParameterSpec("color", .color),
            ])
        case .button:
            return Signature([
                ParameterSpec("title", .string, positional: true, required: true),
                ParameterSpec("font", .number), ParameterSpec("weight", .cases(Self.weights)),
            ])
        case .image:
            return Signature([
                ParameterSpec("name", .string, positional: true, required: true),
                ParameterSpec("width", .number, positional: true), ParameterSpec("height", .number, positional: true),
            ])
        case .textField:
            return Signature([
                ParameterSpec("placeholder", .string, positional: true), ParameterSpec("font", .number),
            ])
        case .textView:
            return Signature([
                ParameterSpec("text", .string, positional: true), ParameterSpec("font", .number),
                ParameterSpec("weight", .cases(Self.weights)), ParameterSpec("color", .color),
            ])
        case .activity:
            return Signature([ParameterSpec("style", .cases(["medium", "large"]), positional: true)])
        case .spacer:
            return Signature([ParameterSpec("length", .number, positional: true), ParameterSpec("relative", .number)], requiresAny: true)
        case .growSpacer:
            return Signature([ParameterSpec("factor", .number, positional: true)])
        case .stretchSpacer:
            return Signature([ParameterSpec("min", .number)])
        case .keyValue:
            return Signature([
                ParameterSpec("key", .string, positional: true, required: true),
                ParameterSpec("value", .string, positional: true, required: true),
                ParameterSpec("orientation", .cases(["horizontal", "vertical"])),
                ParameterSpec("multiline", .cases(["equal", "singleLineKey", "singleLineValue"])),
                ParameterSpec("margin", .number),
                ParameterSpec("verticalAlignment", .cases(["top", "center", "bottom"])),
                ParameterSpec("keyFont", .number), ParameterSpec("valueFont", .number),
                ParameterSpec("keyMinScale", .number), ParameterSpec("valueMinScale", .number),
                ParameterSpec("valueAlignment", .cases(["left", "center", "right"])),
            ])
        }
    }
}
