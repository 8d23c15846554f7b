import KissLayout
import XCTest

/// What a measure function is offered, and how its answer becomes a frame.
final class MeasureFunctionTests: XCTestCase {
    /// A label-like leaf: 100 pt of text in 10-pt lines, wrapping to the offered width.
    private static let wrappingText: MeasureFunction = { width, mode, _, _ in
        let lineWidth = mode == .undefined ? 100 : min(100, width)
        let lines = (100 / max(lineWidth, 1)).rounded(.up)
        return LayoutSize(width: lineWidth, height: lines * 10)
    }

    func testTextWrapsToTheWidthOfAStretchingColumn() {
        // The column is 40 wide; the leaf is stretched to it, so it is measured with exactly 40
        // (minus its 2 × 5 padding: 30) and wraps to ⌈100 / 30⌉ = 4 lines: 40 + 10 padding = 50.
        var padded = LayoutStyle()
        padded.padding = LayoutEdges(all: 5)
        let root = LayoutNode(children: [LayoutNode(style: padded, measure: Self.wrappingText)])
        let result = LayoutSolver.solve(root, width: 40, height: nil, scale: 1)
        XCTAssertEqual(result.node(at: [0])?.frame, LayoutFrame(x: 0, y: 0, width: 40, height: 50))
    }

    func testUnconstrainedAxisIsOfferedAsInfinity() {
        let offers = OfferLog()
        let probe: MeasureFunction = { width, widthMode, height, heightMode in
            offers.append("\(width) \(widthMode) \(height) \(heightMode)")
            return LayoutSize(width: 10, height: 10)
        }
        var row = LayoutStyle()
        row.direction = .row
        let result = LayoutSolver.solve(
            LayoutNode(style: row, children: [LayoutNode(measure: probe)]), width: nil, height: nil, scale: 1)
        XCTAssertEqual(result.node(at: [0])?.frame, LayoutFrame(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(offers.entries.first, "inf undefined inf undefined")
    }

    func testMisbehavingMeasurerCountsAsZero() {
        let root = LayoutNode(children: [LayoutNode(measure: { _, _, _, _ in LayoutSize(width: .nan, height: -5) })])
        let result = LayoutSolver.solve(root, width: 30, height: nil, scale: 2)
        XCTAssertEqual(result.node(at: [0])?.frame, LayoutFrame(x: 0, y: 0, width: 30, height: 0))
    }
}

private final class OfferLog: @unchecked Sendable {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}
