/// Turns an input into a nearby one: the edits a fuzzer, a careless script or a keystroke
/// make — a slice deleted, doubled or moved, a language token inserted, one construct
/// repeated hundreds of times (the way deep nesting and long chains are found).
public struct Mutator {
    /// Pieces of the language and of what breaks it.
    public static let tokens: [String] = [
        "layout", "preview", "import", "vstack {", "hstack {", "wrap {", "pin {", "label(\"", "view", "image(\"x\", 3, 4)",
        "spacer", "button(\"b\")", "keyValue(\"k\", \"v\")", "}", "{", "(", ")", ",", ":", ".", "%", "\"", "#fff", "\n", " ", "\t",
        ".grow(", ".shrink(1)", ".width(", ".height(", ".size(", ".ratio(", ".padding(", ".margin(", ".spacing(", ".hidden()",
        ".crossAlign(", ".mainAlign(.spaceBetween)", ".overlay {", ".pin(left: parent.left, top: parent.top)", ".id(a)",
        ".minWidth(", ".maxWidth(", ".position(top: 3)", ".uniformFontScale(min: 0.5)", ".autoInvisible(.allInvisible)",
        "0", "1", "-1", "1e300", "100%", "0.5", "999999999999", "+", "-", "*", "/", "//", "/*", "*/", "///",
        "😀", "日本語", "\u{200B}", "\u{0301}", "\r\n", "\r", "Tag", "Card", "A", "parent.right", "a.bottom + 8",
    ] + extremeNumbers

    /// The ends of `Double`, written out (`.kiss` has no exponents): 1e-300, a subnormal, the
    /// smallest subnormal, a font that once trapped, -0, 1e300, 1e309 (infinity as a literal),
    /// 1e308·10 (infinity by arithmetic) and Int.max + 1.
    public static let extremeNumbers: [String] = [
        "0." + String(repeating: "0", count: 299) + "1", "0." + String(repeating: "0", count: 319) + "1",
        "0." + String(repeating: "0", count: 323) + "5", "0.000000000000000000000001", "-0",
        "1" + String(repeating: "0", count: 300), "1" + String(repeating: "0", count: 309),
        "1" + String(repeating: "0", count: 308) + "*10", "9223372036854775808",
    ]

    public init() {}

    public func mutate(_ input: [UInt8], splicing other: [UInt8], _ random: inout some RandomNumberGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
                bytes.removeSubrange(min(position, bytes.count - 1)..<end)
            case 1, 2:
                bytes.insert(contentsOf: Array(Self.tokens.randomElement(using: &random)!.utf8), at: position)
            case 3 where !bytes.isEmpty:
                let start = min(position, bytes.count - 1)
                let slice = Array(bytes[start..<min(bytes.count, start + Int.random(in: 1...64, using: &random))])
                bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &random))
            case 4 where !other.isEmpty:
                let start = Int.random(in: 0..<other.count, using: &random)
                bytes.insert(contentsOf: other[start..<min(other.count, start + Int.random(in: 1...128, using: &random))], at: position)
            case 5:
                // One construct many times: nesting, chains, long lines.
                let piece = ["(", "-", "+1", "*2", "vstack {", "pin {", ".grow(1)", "label(\"x\") ", "{", "\"", "//"].randomElement(using: &random)!
                let count = [10, 100, 400, 2_000].randomElement(using: &random)!
                bytes.insert(contentsOf: Array(String(repeating: piece, count: count).utf8), at: position)
            case 6 where position < bytes.count:
                bytes[position] = UInt8.random(in: 0...255, using: &random)
            default:
                bytes.insert(contentsOf: Array(Self.tokens.randomElement(using: &random)!.utf8), at: position)
            }
        }
        // Stay small enough for many runs a second; the limits have their own tests.
        return bytes.count > 64 << 10 ? Array(bytes.prefix(64 << 10)) : bytes
    }

    /// Random edits an editor might send for `text`.
    public func edits(for text: [UInt8], count: Int, _ random: inout some RandomNumberGenerator) -> [EditLoopCheck.Edit] {
        var length = text.count
        return (0..<count).map { _ in
            let start = Int.random(in: 0...length, using: &random)
            let end = min(length, start + (Bool.random(using: &random) ? 0 : Int.random(in: 0...12, using: &random)))
            let inserted = Bool.random(using: &random) ? Array(Self.tokens.randomElement(using: &random)!.utf8) : []
            length += inserted.count - (end - start)
            return EditLoopCheck.Edit(start: start, end: end, text: inserted)
        }
    }

    /// Broken traffic: bad headers, bodies that are not JSON or not requests.
    public static let garbage: [[UInt8]] = [
        Array("Content-Length: abc\r\n\r\n".utf8),
        Array("Content-Length: 5\r\n\r\n{\"a\":".utf8),
        Array("Content-Length: 2\r\n\r\n[]".utf8),
        Array("Content-Length: 40\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":7,\"params\":[1]}".utf8),
        Array("Content-Length: 62\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"method\":\"textDocument/hover\",\"params\":3}".utf8),
        Array("X-Nothing: 1\r\n\r\n".utf8),
    ]
}
