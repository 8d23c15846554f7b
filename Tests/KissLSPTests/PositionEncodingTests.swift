import Foundation
import KissLSP
import KissSyntax
import XCTest

final class PositionEncodingTests: XCTestCase {
    private func negotiated(_ offered: [String]?) -> JSONValue? {
        let session = InProcessSession()
        let capabilities: JSONValue = offered.map { ["general": ["positionEncodings": .array($0.map(JSONValue.string))]] } ?? [:]
        let result = session.initialize(capabilities: capabilities)
        return result["result"]?["capabilities"]?["positionEncoding"]
    }

    func testPreferenceIsUTF8ThenUTF32ThenUTF16() {
        XCTAssertEqual(negotiated(nil), "utf-16", "nothing offered: LSP's default")
        XCTAssertEqual(negotiated([]), "utf-16")
        XCTAssertEqual(negotiated(["utf-16"]), "utf-16")
        XCTAssertEqual(negotiated(["utf-16", "utf-8"]), "utf-8", "utf-8 wins wherever the client lists it")
        XCTAssertEqual(negotiated(["utf-32", "utf-16"]), "utf-32")
        XCTAssertEqual(negotiated(["utf-16", "utf-32", "utf-8"]), "utf-8")
        XCTAssertEqual(negotiated(["latin-1", "ebcdic"]), "utf-16", "unknown names are ignored")
    }

    func testNonsenseCapabilitiesDoNotFailInitialize() {
        let session = InProcessSession()
        let result = session.initialize(capabilities: ["general": ["positionEncodings": 12], "textDocument": "yes"])
        XCTAssertEqual(result["result"]?["capabilities"]?["positionEncoding"], "utf-16")
    }

    /// `1.` is malformed (K005); it comes after an emoji and a CJK character
    /// on the same line, so its column differs in every encoding.
    func testDiagnosticColumnsUseTheNegotiatedEncoding() {
        let text = "layout A {\n  label(\"😀中\", font: 1.)\n}\n"
        let expected: [String: Int] = ["utf-8": 25, "utf-16": 21, "utf-32": 20]
        for (encoding, column) in expected {
            let session = InProcessSession()
            session.initialize(encodings: [encoding])
            session.open("file:///a.kiss", text)
            let diagnostic = session.diagnostics(for: "file:///a.kiss")["diagnostics"]?[0] ?? .null
            XCTAssertEqual(diagnostic["code"], "K005")
            XCTAssertEqual(diagnostic["range"]?["start"], ["line": 1, "character": .integer(column)], encoding)
            XCTAssertEqual(diagnostic["range"]?["end"], ["line": 1, "character": .integer(column + 2)], encoding)
        }
    }

    func testHoverPositionsUseTheNegotiatedEncoding() {
        let text = "layout A {\n  hstack { label(\"😀\") switch }\n}\n"
        // `switch` starts at UTF-8 column 25, UTF-16 column 23, UTF-32 column 22.
        let expected: [String: Int] = ["utf-8": 25, "utf-16": 23, "utf-32": 22]
        for (encoding, column) in expected {
            let session = InProcessSession()
            session.initialize(encodings: [encoding])
            session.open("file:///a.kiss", text)
            let hover = session.hover("file:///a.kiss", line: 1, character: column + 1)
            XCTAssertEqual(hover["result"]?["contents"]?["value"], "**element** `switch`", encoding)
            XCTAssertEqual(hover["result"]?["range"], ["start": ["line": 1, "character": .integer(column)], "end": ["line": 1, "character": .integer(column + 6)]], encoding)
        }
    }
}
