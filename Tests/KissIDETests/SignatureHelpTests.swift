import Foundation
import KissIDE
import XCTest

/// Signature help follows commas and labels, for kinds, modifiers and layouts.
final class SignatureHelpTests: XCTestCase {
    private let text = """
        layout Row(title: "x", size: 12) {
          hstack {
            label(title, font: size, weight: .bold)
          }.padding(top: 4, 8)
        }

        layout Screen {
          vstack { Row(title: "a", size: 3) }
        }

        """

    private func help(after needle: String, occurrence: Int = 0) -> SignatureInfo? {
        var start = text.startIndex
        var found: Range<String.Index>?
        for _ in 0...occurrence {
            found = text.range(of: needle, range: start..<text.endIndex)
            start = found!.upperBound
        }
        let offset = text.utf8.distance(from: text.startIndex, to: found!.upperBound)
        return IDEService().signatureHelp(for: IDEDocument(path: "/nonexistent-signature/Row.kiss", text: Array(text.utf8)), at: offset)
    }

    private func active(_ info: SignatureInfo?) -> String? {
        guard let info, let index = info.activeParameter else { return nil }
        let range = info.parameters[index]
        return String(Array(info.label)[range])
    }

    func testTheActiveParameterFollowsCommasAndLabels() throws {
        XCTAssertEqual(help(after: "label(")?.label, "label(text, font:, weight:, lines:, lineBreak:, minScale:, color:)")
        XCTAssertEqual(active(help(after: "label(")), "text")
        XCTAssertEqual(active(help(after: "font: ")), "font:")
        XCTAssertEqual(active(help(after: "weight: .")), "weight:")
        XCTAssertEqual(active(help(after: "padding(")), "top:", "the argument there is labelled top:")
        XCTAssertEqual(active(help(after: "4, ")), "all", "the positional argument after it is the first positional parameter")
        XCTAssertEqual(help(after: "Row(", occurrence: 1)?.label, "Row(title:, size:)")
        XCTAssertEqual(active(help(after: "\"a\", ")), "size:")
        XCTAssertNil(help(after: "hstack {"), "no call around a block's content")
    }
}
