import Foundation
import KissIDE
import XCTest

/// Semantic classification of each kind of token.
final class SemanticTokenTests: XCTestCase {
    func testTokensAreClassifiedFromTheSyntax() {
        let text = """
            /// Doc.
            layout Row(title: "x") {
              hstack {
                label(title, font: 12).crossAlign(self: .center) // note
                view(#FF0000).width(50%).ratio(1/2)
              }
            }

            layout Screen {
              vstack { Row(title: "a") }
            }

            """
        let bytes = Array(text.utf8)
        let tokens = IDEService().semanticTokens(for: IDEDocument(path: "/nonexistent-semantic/Row.kiss", text: bytes))
        let described = tokens.map { token -> String in
            let modifiers = token.modifiers.map(\.rawValue).sorted().joined(separator: ",")
            return "\(String(decoding: bytes[token.range], as: UTF8.self)) \(token.kind.rawValue)" + (modifiers.isEmpty ? "" : " [\(modifiers)]")
        }
        XCTAssertEqual(described, [
            "/// Doc. comment [documentation]", "layout keyword", "Row class [declaration]", "title parameter [declaration]", "\"x\" string",
            "hstack type [defaultLibrary]", "label type [defaultLibrary]", "title parameter", "font property", "12 number",
            "crossAlign method [defaultLibrary]", "self property", "center enumMember", "// note comment",
            "view type [defaultLibrary]", "#FF0000 number", "width method [defaultLibrary]", "50% number",
            "ratio method [defaultLibrary]", "1 number", "/ operator", "2 number",
            "layout keyword", "Screen class [declaration]", "vstack type [defaultLibrary]", "Row class", "title property", "\"a\" string",
        ])
    }
}
