import Foundation
import KissLSP
import XCTest

final class IncrementalSyncTests: XCTestCase {
    private let uri = "file:///doc.kiss"
    /// An emoji (4 UTF-8 bytes, 2 UTF-16 units, 1 scalar), CJK (3, 1, 1) and CRLF line ends.
    private let original = "a😀b\r\n中文c\r\nend"

    private func session(_ encoding: String, text: String? = nil) -> InProcessSession {
        let session = InProcessSession()
        session.initialize(encodings: [encoding])
        session.open(uri, text ?? original)
        return session
    }

    private func text(of session: InProcessSession) -> [UInt8] {
        session.sync()
        return session.server.document(uri: uri)?.text ?? []
    }

    /// The same three edits, spelled in each encoding's columns, applied in
    /// one didChange: replace the emoji, insert inside the CJK word, join the
    /// first two lines across the CRLF.
    func testEditsAroundEmojiCJKAndCRLFInEveryEncoding() {
        let columns: [String: (emojiEnd: Int, insideCJK: Int, lineEnd: Int)] = [
            "utf-8": (5, 3, 3),
            "utf-16": (3, 1, 3),
            "utf-32": (2, 1, 3),
        ]
        for (encoding, column) in columns {
            let session = session(encoding)
            session.change(uri, version: 2, [
                edit(0, 1, 0, column.emojiEnd, "X"),
                edit(1, column.insideCJK, 1, column.insideCJK, "+"),
                edit(0, column.lineEnd, 1, 0, " "),
            ])
            XCTAssertEqual(text(of: session), Array("aXb 中+文c\r\nend".utf8), encoding)
            XCTAssertEqual(session.server.document(uri: uri)?.version, 2)
        }
    }

    func testInsertingAnEmojiThenEditingAfterItCountsItsWidth() {
        let columns: [String: Int] = ["utf-8": 6, "utf-16": 4, "utf-32": 3]
        for (encoding, afterInserted) in columns {
            let session = session(encoding, text: "ab\ncd")
            session.change(uri, version: 2, [edit(0, 1, 0, 1, "🎉"), edit(0, afterInserted, 0, afterInserted, "!")])
            XCTAssertEqual(text(of: session), Array("a🎉b!\ncd".utf8), encoding)
        }
    }

    func testAColumnInsideASurrogatePairSnapsToTheCharacterStart() {
        let session = session("utf-16")
        session.change(uri, version: 2, [edit(0, 2, 0, 2, "|")])
        XCTAssertEqual(text(of: session), Array("a|😀b\r\n中文c\r\nend".utf8))
    }

    func testWholeTextReplacementAndMixedChanges() {
        let session = session("utf-16")
        session.change(uri, version: 2, [["text": "layout A {\n}\n"], edit(1, 0, 1, 0, "  view\n")])
        XCTAssertEqual(text(of: session), Array("layout A {\n  view\n}\n".utf8))
    }

    func testDeletingACRLFAsAWholeAndInsertingLineBreaks() {
        let session = session("utf-32")
        session.change(uri, version: 2, [edit(1, 3, 2, 0, ""), edit(0, 0, 0, 0, "\r\n\n")])
        XCTAssertEqual(text(of: session), Array("\r\n\na😀b\r\n中文cend".utf8))
        // Line 2 is now "a😀b": the new line breaks are counted.
        session.change(uri, version: 3, [edit(2, 2, 2, 3, "B")])
        XCTAssertEqual(text(of: session), Array("\r\n\na😀B\r\n中文cend".utf8))
    }

    func testOutOfRangePositionsAreClampedAndLogged() {
        let session = session("utf-16")
        // A column past the end of line 0 means its end; a line past the last means the end of the text.
        session.change(uri, version: 2, [edit(0, 99, 0, 120, "!"), edit(40, 0, 41, 3, "?")])
        XCTAssertEqual(text(of: session), Array("a😀b!\r\n中文c\r\nend?".utf8))
        let warning = session.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.contains("outside the text") == true }
        XCTAssertEqual(warning["params"]?["type"], 2)
        XCTAssertEqual(warning["params"]?["message"], "change 1 of file:///doc.kiss version 2: range 0:99-0:120 lies outside the text (3 lines); clamped to it")
    }

    func testHugeNumbersClampWithoutOverflowInEveryEncoding() {
        for encoding in ["utf-8", "utf-16", "utf-32"] {
            let session = session(encoding)
            session.change(uri, version: 2, [
                edit(0, Int.max, 0, Int.max, "!"), edit(1, Int.max, 1, Int.max, "#"), edit(Int.max, Int.max, Int.max, Int.max, "?"),
            ])
            XCTAssertEqual(text(of: session), Array("a😀b!\r\n中文c#\r\nend?".utf8), encoding)
            XCTAssertNil(session.hover(uri, line: Int.max, character: Int.max)["error"], encoding)
        }
    }

    func testNegativePositionsClampToTheStartAndReversedRangesAreSwapped() {
        let session = session("utf-16")
        session.change(uri, version: 2, [edit(-1, -5, 0, 1, "A"), edit(1, 2, 1, 0, "")])
        XCTAssertEqual(text(of: session), Array("A😀b\r\nc\r\nend".utf8))
        let swapped = session.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.contains("swapped") == true }
        XCTAssertEqual(swapped["params"]?["type"], 2)
    }

    func testChangesToUnopenedDocumentsAreIgnoredWithAWarning() {
        let session = session("utf-16")
        session.change("file:///other.kiss", version: 2, [edit(0, 0, 0, 0, "x")])
        let warning = session.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.contains("not open") == true }
        XCTAssertEqual(warning["params"]?["message"], "ignored a change to file:///other.kiss, which is not open")
        XCTAssertNil(session.server.document(uri: "file:///other.kiss"))
    }

    func testCloseForgetsTheDocumentAndSaveChangesNothing() {
        let session = session("utf-16")
        session.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(text(of: session), Array(original.utf8))
        session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        session.sync()
        XCTAssertNil(session.server.document(uri: uri))
    }
}
