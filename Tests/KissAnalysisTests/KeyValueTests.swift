import Foundation
import KissAnalysis
import KissLayout
import KissText
import XCTest

/// keyValue (KeyValueLabel, language §4.4): the value's place by `valueAlignment`, and its
/// key and value always inside its own frame, whatever the mode and width.
final class KeyValueTests: XCTestCase {
    private func parts(_ element: String, width: Double = 390) throws -> (frame: LayoutFrame, key: LayoutFrame, value: LayoutFrame) {
        let text = "preview p(width: \(width))\nlayout KV {\n  vstack {\n    \(element)\n  }\n}\n"
        let workspace = Workspace(root: "/nonexistent-root")
        let analysis = Analyzer.analyze(workspace.add(path: "/nonexistent-root/KV.kiss", bytes: Array(text.utf8)), in: workspace)
        XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }, [], element)
        let layout = try XCTUnwrap(analysis.layouts.first)
        let solved = try XCTUnwrap(FrameSolver.solve(layout, at: try XCTUnwrap(analysis.previews.first)))
        let keyValue = try XCTUnwrap(solved.root.children.first)
        let facts = solved.textFacts(of: keyValue)
        XCTAssertEqual(facts.map(\.part), ["key", "value"])
        return (try XCTUnwrap(keyValue.frame), facts[0].frame, facts[1].frame)
    }

    func testTheValueIsPlacedInItsColumnByItsAlignment() throws {
        // .equal in a 390 row with the default 8 pt margin: each column is (390 − 8) / 2 = 191
        // wide, the value's from 199 to 390.
        let left = try parts("keyValue(\"Name\", \"Value\", valueAlignment: .left)")
        let center = try parts("keyValue(\"Name\", \"Value\", valueAlignment: .center)")
        let right = try parts("keyValue(\"Name\", \"Value\", valueAlignment: .right)")
        let width = left.value.width
        XCTAssertEqual(left.value.x, 199, accuracy: 0.001)
        XCTAssertEqual(center.value.x, 199 + (191 - width) / 2, accuracy: 0.001)
        XCTAssertEqual(right.value.x, 390 - width, accuracy: 0.001)
        XCTAssertEqual(try parts("keyValue(\"Name\", \"Value\")").value.x, 199, accuracy: 0.001, "left is the default")
        // singleLineKey: the value's column starts after the key and the margin.
        let single = try parts("keyValue(\"Name\", \"Value\", multiline: .singleLineKey, valueAlignment: .left)")
        XCTAssertEqual(single.value.x, single.key.width + 8, accuracy: 0.001)
        // vertical: as wide as the wider part, the value aligned across that width.
        let vertical = try parts("keyValue(\"A longer key\", \"Value\", orientation: .vertical, valueAlignment: .right).crossAlign(self: .start)")
        XCTAssertEqual(vertical.frame.width, vertical.key.width, accuracy: 0.001)
        XCTAssertEqual(vertical.value.x, vertical.key.width - vertical.value.width, accuracy: 0.001)
    }

    func testKeyAndValueStayInsideTheElement() throws {
        let key = "A key that is rather long for its column"
        let value = "and a value that is longer still, so that both wrap"
        for orientation in ["horizontal", "vertical"] {
            for mode in ["equal", "singleLineKey", "singleLineValue"] {
                for alignment in ["left", "center", "right"] {
                    for width in [120.0, 320, 390] {
                        let element = "keyValue(\"\(key)\", \"\(value)\", orientation: .\(orientation), multiline: .\(mode), valueAlignment: .\(alignment))"
                        let (frame, keyPart, valuePart) = try parts(element, width: width)
                        for part in [keyPart, valuePart] {
                            XCTAssertGreaterThanOrEqual(part.x, -0.001, "\(element) at \(width)")
                            XCTAssertLessThanOrEqual(part.x + part.width, frame.width + 0.001, "\(element) at \(width): \(part) sticks out of \(frame)")
                            XCTAssertLessThanOrEqual(part.y + part.height, frame.height + 0.001, "\(element) at \(width)")
                        }
                    }
                }
            }
        }
    }

    func testALongOneLineKeyLeavesTheValueItsLongestWord() throws {
        // singleLineKey with a key wider than the row: the value keeps the width of its longest
        // word ("Wednesday"), so it wraps between words; the key takes the rest, shrinking its
        // font to keyMinScale and then truncating.
        let key = "A very long key that goes on and on beyond the row"
        let value = "Due Wednesday"
        let word = TextMeasurer.shared.longestWordWidth(value, font: Font(size: 17), scale: 3)
        XCTAssertEqual(word, TextMeasurer.shared.measure("Wednesday", font: Font(size: 17), scale: 3).width)
        for minScale in [1.0, 0.5] {
            let kv = try parts("keyValue(\"\(key)\", \"\(value)\", multiline: .singleLineKey, keyMinScale: \(minScale))")
            XCTAssertEqual(kv.value.width, word, accuracy: 0.001, "keyMinScale \(minScale)")
            XCTAssertEqual(kv.value.height, 2 * TextMeasurer.shared.measure("Due", font: Font(size: 17), scale: 3).height, accuracy: 0.001)
            XCTAssertEqual(kv.value.x, 390 - word, accuracy: 0.001, "keyMinScale \(minScale)")
            XCTAssertLessThanOrEqual(kv.key.width, 390 - 8 - word + 0.001)
        }
        // The mirror image: a long one-line value leaves the key its longest word.
        let mirrored = try parts("keyValue(\"Due Wednesday\", \"\(key)\", multiline: .singleLineValue, valueMinScale: 0.5)")
        XCTAssertEqual(mirrored.key.width, word, accuracy: 0.001)
        // A short key is untouched.
        let short = try parts("keyValue(\"Due\", \"\(value)\", multiline: .singleLineKey)")
        XCTAssertEqual(short.key.width, TextMeasurer.shared.measure("Due", font: Font(size: 17), scale: 3).width, accuracy: 0.001)
    }
}
