import Foundation
@testable import KissAnalysis
import KissLayout
import XCTest

/// Nesting costs work in proportion to the elements nested, whatever nests: a construct that
/// measures its children (pin) must not measure them again for each measurement of its own.
final class NestingCostTests: XCTestCase {
    private func analyze(_ text: String) -> FileAnalysis {
        let workspace = Workspace(root: "/nonexistent-root")
        let source = workspace.add(path: "/nonexistent-root/Nesting.kiss", bytes: Array(text.utf8))
        return Analyzer.analyze(source, in: workspace)
    }

    /// `pin { pin { … pin { label } } }`, each pinned to its parent's top left, and a label
    /// beside each inner pin, anchored to it.
    private func nestedPins(_ levels: Int) -> String {
        var element = "label(\"x\")"
        for level in 0..<levels {
            element = """
            pin {
              \(element).id(inner\(level)).pin(left: parent.left, top: parent.top)
              label("beside \(level)", lines: 0).pin(left: inner\(level).right + 4, right: parent.right, top: inner\(level).bottom)
            }
            """
        }
        return "layout Nested {\n\(element)\n}\n"
    }

    private func pinMeasurements(_ levels: Int, at preview: Preview) throws -> Int {
        let analysis = analyze(nestedPins(levels))
        XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }, [])
        let layout = try XCTUnwrap(analysis.layouts.first)
        let leaves = LeafMeasurement(scale: preview.scale, measurer: .shared, family: .system)
        let solved = try XCTUnwrap(FrameSolver.solve(layout, at: preview, leaves: leaves))
        XCTAssertNotNil(solved.root.frame)
        return leaves.pinSizes.count
    }

    func testNestedPinsAreMeasuredAFewTimesPerLevel() throws {
        for preview in [Preview(name: "fixed", width: 390, height: 844), Preview(name: "fitting", width: nil)] {
            let shallow = try pinMeasurements(5, at: preview)
            let deep = try pinMeasurements(40, at: preview)
            // Before, each level doubled the measurements: 2^40 for the deep one.
            XCTAssertLessThanOrEqual(deep, 4 * 40, preview.name)
            XCTAssertLessThanOrEqual(deep - shallow, 4 * 35, preview.name)
        }
    }

    func testNestedPinsThroughNamedLayoutsAreSolvedWhole() throws {
        var text = "layout Level0 {\n  pin {\n    label(\"x\").pin(left: parent.left, top: parent.top)\n  }\n}\n"
        for level in 1...40 {
            text += "layout Level\(level) {\n  pin {\n    Level\(level - 1).pin(left: parent.left, top: parent.top)\n"
                + "    label(\"y\").pin(left: parent.left, top: parent.top)\n  }\n}\n"
        }
        let analysis = analyze(text)
        let deepest = try XCTUnwrap(analysis.layouts.first { $0.name == "Level40" })
        let solved = try XCTUnwrap(FrameSolver.solve(deepest, at: Preview(name: "p", width: 390, height: 844)))
        var labels = 0
        solved.root.forEach { element in
            if element.instance.kind == .label, element.frame != nil { labels += 1 }
        }
        XCTAssertEqual(labels, 41)
    }
}
