import KissText
import XCTest

final class UniformFontScaleTests: XCTestCase {
    let measurer = TextMeasurer()
    let row: [(text: String, font: Font)] = [
        ("Nguyen Thien Trung", Font(size: 17, weight: .semibold)),
        ("ATK 120", Font(size: 13)),
        ("HP 4500", Font(size: 13)),
    ]

    private func natural() -> Double {
        tableWidth("Nguyen Thien Trung", size: 17, weight: .semibold) + tableWidth("ATK 120", size: 13)
            + tableWidth("HP 4500", size: 13)
    }

    func testFitsWithoutShrinkingWhenThereIsRoom() {
        let result = measurer.uniformFontScale(texts: row, availableWidth: natural() + 20, fixedWidth: 16, minScale: 0.5, scale: 3)
        XCTAssertEqual(result.factor, 1)
        XCTAssertTrue(result.fits)
    }

    func testFindsTheLargestCommonFactor() {
        let fixed = 16.0
        for scale in [1.0, 2.0, 3.0] {
            let available = 0.7 * natural() + fixed
            let result = measurer.uniformFontScale(texts: row, availableWidth: available, fixedWidth: fixed, minScale: 0.5, scale: scale)
            XCTAssertTrue(result.fits)
            XCTAssertLessThanOrEqual(result.factor, 0.7 + 1e-12, "rounding only ever widens")
            XCTAssertGreaterThan(result.factor, 0.7 - 3.0 / scale / natural() - 1e-9, "at most one pixel per text lost to rounding")
            XCTAssertLessThanOrEqual(result.widths.reduce(fixed, +), available + 1e-9)

            // The widths are each text measured at the factor, and a hair more does not fit.
            func widths(_ factor: Double) -> [Double] {
                row.map { measurer.measure($0.text, font: $0.font.scaled(by: factor), scale: scale).width }
            }
            XCTAssertEqual(result.widths, widths(result.factor))
            let above = result.factor + 2 * UniformFontScale.precision
            XCTAssertGreaterThan(widths(above).reduce(fixed, +), available, "scale \(scale)")
        }
    }

    func testReportsWhenEvenTheMinimumDoesNotFit() {
        let result = measurer.uniformFontScale(texts: row, availableWidth: 0.3 * natural(), minScale: 0.5)
        XCTAssertFalse(result.fits)
        XCTAssertEqual(result.factor, 0.5)
        XCTAssertGreaterThan(result.widths.reduce(0, +), 0.3 * natural())
    }
}
