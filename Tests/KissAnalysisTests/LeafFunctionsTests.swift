import KissLayout
import KissText
import XCTest

@testable import KissAnalysis

/// A leaf's kept functions are reused only for the scale, font factor and family they were made
/// for; anything else makes new ones.
final class LeafFunctionsTests: XCTestCase {
    private func functions(_ size: Double) -> (MeasureFunction, BaselineFunction?) {
        ({ _, _, _, _ in LayoutSize(width: size, height: size) }, nil)
    }

    private func width(_ functions: (MeasureFunction, BaselineFunction?)) -> Double {
        functions.0(100, .atMost, 100, .atMost).width
    }

    func testKeptFunctionsAreReusedOnlyForTheirKey() {
        let kept = LeafFunctions()
        var made = 0
        func ask(scale: Double, factor: Double = 1, family: FontFamily = .system, size: Double) -> Double {
            width(kept.functions(scale: scale, factor: factor, family: family) {
                made += 1
                return functions(size)
            })
        }
        XCTAssertEqual(ask(scale: 1, size: 10), 10)
        XCTAssertEqual(ask(scale: 1, size: 99), 10, "the same key answers with the kept functions")
        XCTAssertEqual(made, 1)
        XCTAssertEqual(ask(scale: 2, size: 20), 20, "another scale")
        XCTAssertEqual(ask(scale: 1, factor: 0.8, size: 30), 30, "another font factor")
        let other = FontFamily(name: "Other", faces: [.regular: FontMetrics.inter(.bold)])
        XCTAssertEqual(ask(scale: 1, family: other, size: 40), 40, "another family")
        XCTAssertEqual(made, 4)
        XCTAssertEqual(ask(scale: .nan, size: 50), 50)
        XCTAssertEqual(ask(scale: .nan, size: 60), 60, "a NaN scale is never kept")
        XCTAssertEqual(ask(scale: 2, size: 99), 20)
    }
}
