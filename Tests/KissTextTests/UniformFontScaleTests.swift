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
        XCTAssertEqual(result.factors, [1, 1, 1])
        XCTAssertTrue(result.fits)
    }

    func testEachSizeIsTheFloorOfTheScaledSizeMinusOne() {
        let fixed = 16.0
        for scale in [1.0, 2.0, 3.0] {
            // Room for 70% of the natural widths: 17 pt → ⌊11.9⌋ − 1 = 10, 13 pt → ⌊9.1⌋ − 1 = 8.
            let available = 0.7 * natural() + fixed
            let result = measurer.uniformFontScale(texts: row, availableWidth: available, fixedWidth: fixed, minScale: 0.5, scale: scale)
            XCTAssertEqual(result.factors[0], 10.0 / 17, accuracy: 1e-12)
            XCTAssertEqual(result.factors[1], 8.0 / 13, accuracy: 1e-12)
            XCTAssertEqual(result.factors[2], 8.0 / 13, accuracy: 1e-12)
            XCTAssertTrue(result.fits)
            let measured = [measurer.measure(row[0].text, font: Font(size: 10, weight: .semibold), scale: scale).width,
                            measurer.measure(row[1].text, font: Font(size: 8), scale: scale).width,
                            measurer.measure(row[2].text, font: Font(size: 8), scale: scale).width]
            XCTAssertEqual(result.widths, measured)
            XCTAssertLessThanOrEqual(result.widths.reduce(fixed, +), available)
        }
    }

    func testAHairTooLittleRoomStillCostsAWholePointAndOne() {
        // Overflowing by a fraction of a point: ⌊17 × 0.999⌋ − 1 = 15.
        let result = measurer.uniformFontScale(texts: [row[0]], availableWidth: 0.999 * natural(0), minScale: 0.5)
        XCTAssertEqual(result.factors, [15.0 / 17])
    }

    func testStopsAtTheMinimumAndSaysItDoesNotFit() {
        // 30% of the room: ⌊5.1⌋ − 1 = 4 pt is below 50% of 17, so 8.5 pt; 13 pt → 6.5 pt.
        let result = measurer.uniformFontScale(texts: row, availableWidth: 0.3 * natural(), minScale: 0.5)
        XCTAssertFalse(result.fits)
        XCTAssertEqual(result.factors, [0.5, 0.5, 0.5])
        XCTAssertGreaterThan(result.widths.reduce(0, +), 0.3 * natural())
    }

    private func natural(_ index: Int) -> Double {
        tableWidth(row[index].text, size: row[index].font.size, weight: row[index].font.weight)
    }
}
