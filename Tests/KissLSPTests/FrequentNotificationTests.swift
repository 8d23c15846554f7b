import Foundation
import KissTestSupport
import XCTest

@testable import KissLSP

/// `JSONParser` and `FrequentNotification` read `didOpen` / `didChange` in one pass. They may
/// decline any message (the general path then reads it), but whatever they accept must be read
/// exactly as `JSONDecoder` reads it.
final class FrequentNotificationTests: XCTestCase {
    private func parse(_ text: String) -> JSONValue? { JSONParser.parse(Array(text.utf8)) }

    private func foundation(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    func testValidJSON() {
        XCTAssertEqual(parse(#" {"a" : [1, -2, 0, true, false, null, "x"], "b": {}} "#),
                       .object(["a": .array([1, -2, 0, true, false, nil, "x"]), "b": .object([:])]))
        XCTAssertEqual(parse(#""\" \\ \/ \b \f \n \r \t \u00e9 \ud83d\ude00 \u0000""#), .string("\" \\ / \u{8} \u{C} \n \r \t é 😀 \u{0}"))
        XCTAssertEqual(parse(#""é — 😀""#), .string("é — 😀"))
        XCTAssertEqual(parse("[]"), .array([]))
        XCTAssertEqual(parse("-0"), .integer(0))
    }

    func testDeclinesWhatItDoesNotAccept() {
        let declined = [
            "", " ", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[1 2]", "01", "1.5", "1e3", "-", "+1",
            "1234567890123456789", "tru", "nul", "\"abc", "\"a\u{1}b\"", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"",
            "\"\\udc00\"", "\"\\ud800\\u0041\"", "{\"a\":1,\"a\":2}", "[1] x", "'a'",
        ]
        for text in declined { XCTAssertNil(parse(text), text) }
        XCTAssertNil(JSONParser.parse([0x22, 0xFF, 0x22]), "invalid UTF-8")
        XCTAssertNil(JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]), "an encoded surrogate")
        let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1) + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        XCTAssertNil(parse(deep))
        let allowed = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        XCTAssertNotNil(parse(allowed))
        XCTAssertNil(parse(String(repeating: "[", count: 200_000)), "no recursion past the limit")
    }

    /// Random documents, with random damage: what the parser accepts, `JSONDecoder` reads alike.
    func testAgreesWithJSONDecoderOnRandomDocuments() {
        var random = SplitMix64(seed: 20261127)
        var accepted = 0
        for _ in 0..<3000 {
            var text = Self.randomJSON(&random, depth: 0)
            if random.below(3) == 0, !text.isEmpty {
                let damage = Array("{}[]\",:\\ ue1.-".utf8)
                var bytes = Array(text.utf8)
                let at = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(damage[random.below(damage.count)], at: at)
                default: bytes[at] = damage[random.below(damage.count)]
                }
                text = String(decoding: bytes, as: UTF8.self)
            }
            guard let ours = parse(text) else { continue }
            accepted += 1
            XCTAssertEqual(ours, foundation(text), text)
        }
        XCTAssertGreaterThan(accepted, 1500)
    }

    static func randomJSON(_ random: inout SplitMix64, depth: Int) -> String {
        let pieces = ["a", "é", "😀", "\\n", "\\\"", "\\u00e9", "\\ud83d\\ude00", "\\\\", " ", "\\/", "\\t", "x y"]
        switch random.below(depth > 3 ? 4 : 6) {
        case 0: return (random.below(2) == 0 ? "-" : "") + String(random.below(2_000_000))
        case 1: return ["true", "false", "null"][random.below(3)]
        case 2, 3: return "\"" + (0..<random.below(5)).map { _ in pieces[random.below(pieces.count)] }.joined() + "\""
        case 4: return "[" + (0..<random.below(4)).map { _ in randomJSON(&random, depth: depth + 1) }.joined(separator: ",") + "]"
        default:
            let keys = (0..<random.below(4)).map { "\"k\($0)\"" }
            return "{" + keys.map { "\($0): \(randomJSON(&random, depth: depth + 1))" }.joined(separator: " , ") + "}"
        }
    }

    // MARK: - The notifications

    private struct Message<Params: Decodable>: Decodable {
        let params: Params
    }

    private func general<T: Decodable>(_ type: T.Type, _ text: String) -> T? {
        try? JSONDecoder().decode(Message<T>.self, from: Data(text.utf8)).params
    }

    private func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }

    /// Checks that `text` is taken (or declined, when `taken` is false) and, when taken, read as
    /// the general path reads it.
    private func check(_ text: String, taken: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let fast = FrequentNotification.decode(Array(text.utf8))
        XCTAssertEqual(fast != nil, taken, text, file: file, line: line)
        switch fast {
        case .didOpen(let params)?:
            XCTAssertEqual(encoded(params), general(LSP.DidOpenTextDocumentParams.self, text).map(encoded), file: file, line: line)
        case .didChange(let params)?:
            XCTAssertEqual(encoded(params), general(LSP.DidChangeTextDocumentParams.self, text).map(encoded), file: file, line: line)
        case nil:
            break
        }
    }

    func testTakesTheShapesEditorsSend() {
        check(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a.kiss","version":3},"contentChanges":[{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":3}},"rangeLength":1,"text":"é\n"}]}}"#, taken: true)
        check(#"{"params":{"contentChanges":[{"text":"whole"},{"range":null,"rangeLength":null,"text":""}],"textDocument":{"version":9,"uri":"u"}},"method":"textDocument/didChange","jsonrpc":"2.0"}"#, taken: true)
        check(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.kiss","languageId":"kiss","version":1,"text":"layout A {\n  label(\"x\")\n}\n"},"extra":[1]}}"#, taken: true)
    }

    func testDeclinesWhatTheGeneralPathMustJudge() {
        let change = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":VERSION},"contentChanges":[CHANGE]}}"#
        func variant(version: String = "2", change replacement: String = #"{"text":"x"}"#) -> String {
            change.replacingOccurrences(of: "VERSION", with: version).replacingOccurrences(of: "CHANGE", with: replacement)
        }
        check(variant(), taken: true)
        check(variant(version: "2.0"), taken: false)
        check(variant(version: "\"2\""), taken: false)
        check(variant(version: "null"), taken: false)
        check(variant(change: #"{"range":{"start":{"line":0},"end":{"line":0,"character":0}},"text":"x"}"#), taken: false)
        check(variant(change: #"{"range":[],"text":"x"}"#), taken: false)
        check(variant(change: #"{"rangeLength":"1","text":"x"}"#), taken: false)
        check(variant(change: #"{"text":7}"#), taken: false)
        check(variant(change: "7"), taken: false)
        check(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/didChange","params":{}}"#, taken: false)
        check(#"{"jsonrpc":"2.0","id":null,"method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":1},"contentChanges":[]}}"#, taken: false)
        check(#"{"jsonrpc":"1.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":1},"contentChanges":[]}}"#, taken: false)
        check(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"u"}}}"#, taken: false)
        check(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"u","version":1,"text":""}}}"#, taken: false)
    }

    /// The whole classification: a message taken here is the same notification with the same
    /// parameters as the general path makes of it.
    func testClassifiesAsTheGeneralPathDoes() {
        let text = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":2},"contentChanges":[{"text":"x"}]}}"#
        guard case .frequent(.didChange(let params), let body) = IncomingMessage.classify(Array(text.utf8)) else { return XCTFail() }
        XCTAssertEqual(body, Data(text.utf8))
        XCTAssertEqual(params.textDocument.version, 2)
        XCTAssertEqual(params.contentChanges.map(\.text), ["x"])
    }
}
