import XCTest
@testable import KissAnalysis

/// The binder's record of which parameters a call gave: bits for small signatures, an array
/// past 64 parameters; both must answer alike.
final class GivenParametersTests: XCTestCase {
    func testEachIndexIsSetAndClearedOnItsOwnWhateverTheSignaturesSize() {
        for count in [1, 3, 63, 64, 65, 130] {
            var given = GivenParameters(count: count)
            var expected = [Bool](repeating: false, count: count)
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(count)
            for _ in 0..<400 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let index = Int(state >> 33) % count
                let value = (state >> 17) & 1 == 1
                given[index] = value
                expected[index] = value
                XCTAssertEqual((0..<count).map { given[$0] }, expected, "count \(count)")
            }
        }
    }

    func testAnUnknownLabelAndATwiceGivenArgumentAreStillReported() {
        // Through the binder: `text` given twice, by position and by label.
        let workspace = Workspace(root: "/generated")
        let file = workspace.add(path: "/generated/A.kiss", bytes: Array("layout A {\n  label(\"a\", text: \"b\", font: 12, fnot: 3)\n}\n".utf8))
        let diagnostics = Linter.lint(file, in: workspace).diagnostics.map(\.message)
        XCTAssertTrue(diagnostics.contains { $0.contains("`text` is given twice") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.contains("has no argument `fnot`") }, "\(diagnostics)")
    }
}
