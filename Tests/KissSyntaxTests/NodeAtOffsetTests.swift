import Foundation
@testable import KissSyntax
import KissTestSupport
import XCTest

/// `SyntaxTree.node(at:)` finds a node by binary search instead of scanning each level's
/// children (issue 45): it must answer exactly as the scan did, and its work must not grow
/// with the number of siblings.
final class NodeAtOffsetTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func inputs() -> [URL] {
        let folders = ["Tests/KissSyntaxTests/Fixtures/parser/ok", "Tests/KissSyntaxTests/Fixtures/parser/err", "Examples", "Tests/KissAnalysisTests/Fixtures/diagnostics", "Fuzz/corpus"]
        return folders.flatMap { Fixtures.files(in: Self.root.appendingPathComponent($0), withExtension: "kiss") }
    }

    func testAgreesWithTheScanAtEveryOffset() throws {
        let inputs = Self.inputs()
        XCTAssertGreaterThan(inputs.count, 20)
        var texts = try inputs.map { try Array(Data(contentsOf: $0)) }
        // Empty nodes (something missing) and trivia at the edges are where the two could part.
        texts += ["", "layout", "layout L {", "layout L {\n  view.padding(", "layout L { hstack { view. } }\n", "  \n// c\n"].map { Array($0.utf8) }
        for text in texts {
            let tree = SyntaxTree.parse(text)
            for offset in -1...(text.count + 1) {
                var fast = 0
                var scan = 0
                let expected = tree.nodeByScanning(at: offset, steps: &scan)
                let found = tree.node(at: offset, steps: &fast)
                guard found == expected else {
                    return XCTFail("offset \(offset) of \(String(decoding: text.prefix(80), as: UTF8.self)): \(found.kind) at \(found.range), the scan found \(expected.kind) at \(expected.range)")
                }
            }
        }
    }

    /// Looking up every modifier of one chained element: the scan looks at every sibling
    /// for each, n² in all; the search must stay linear.
    func testWorkOnAModifierChainGrowsLinearly() {
        func work(_ n: Int) -> (fast: Int, scan: Int) {
            let text = "layout L {\n  view" + String(repeating: ".padding(1)", count: n) + "\n}\n"
            let tree = SyntaxTree.parse(text)
            let modifiers = tree.nodes(of: .modifier)
            XCTAssertEqual(modifiers.count, n)
            var fast = 0
            var scan = 0
            for modifier in modifiers {
                XCTAssertEqual(tree.node(at: modifier.range.lowerBound, steps: &fast), tree.nodeByScanning(at: modifier.range.lowerBound, steps: &scan))
            }
            return (fast, scan)
        }
        let small = work(500)
        let large = work(1000)
        // A binary search adds one step per doubling for each of the n look-ups.
        XCTAssertLessThanOrEqual(large.fast, 2 * small.fast + 2 * 1000 + 100)
        // The scan this replaced is quadratic: the bound above would fail for it.
        XCTAssertGreaterThan(large.scan, 2 * small.scan + 2 * 1000 + 100)
    }
}
