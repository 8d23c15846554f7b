import KissText
import XCTest

@testable import KissAnalysis

/// A label's own memo must answer exactly what the shared measurer answers, whatever the
/// order and number of requests (more than it keeps), and must not keep answers it cannot find.
final class LabelMeasurementsTests: XCTestCase {
    func testAnswersAreTheMeasurersForEveryRequestInAnyOrder() {
        let memo = LabelMeasurements()
        let measurer = TextMeasurer(cacheCapacity: 1_000)
        let text = "Subtitle with some words in it, long enough to wrap"
        let options = TextOptions(lines: 2)
        var requests: [(Font, Double?, Double)] = []
        for weight in [FontWeight.regular, .bold] {
            for size in [13.0, 17.0] {
                for width in [nil, 0, 80, 120.5, 390] as [Double?] {
                    for scale in [1.0, 3.0] {
                        requests.append((Font(size: size, weight: weight), width, scale))
                    }
                }
            }
        }
        XCTAssertGreaterThan(requests.count, 2 * LabelMeasurements.capacity)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4 {
            for (font, width, scale) in requests.shuffled(using: &generator) {
                let direct = measurer.measure(text, font: font, maxWidth: width, options: options, scale: scale)
                let remembered = memo.measure(text, font: font, maxWidth: width, options: options, scale: scale, with: measurer)
                XCTAssertEqual(remembered, direct, "\(font.size) \(font.weight) \(String(describing: width)) @\(scale)")
            }
        }
    }

    func testARepeatedRequestIsAnsweredWithoutTheMeasurer() {
        let memo = LabelMeasurements()
        let measurer = TextMeasurer(cacheCapacity: 1_000)
        let font = Font(size: 15)
        _ = memo.measure("Hello", font: font, maxWidth: 100, options: TextOptions(), scale: 2, with: measurer)
        _ = memo.measure("Hello", font: font, maxWidth: 100, options: TextOptions(), scale: 2, with: measurer)
        XCTAssertEqual(measurer.cacheStatistics.hits + measurer.cacheStatistics.misses, 1)
        // A NaN width never matches itself: such answers are measured each time, never kept.
        _ = memo.measure("Hello", font: font, maxWidth: .nan, options: TextOptions(), scale: 2, with: measurer)
        _ = memo.measure("Hello", font: Font(size: .nan), maxWidth: 100, options: TextOptions(), scale: 2, with: measurer)
        _ = memo.measure("Hello", font: font, maxWidth: 100, options: TextOptions(), scale: 2, with: measurer)
        XCTAssertEqual(measurer.cacheStatistics.hits + measurer.cacheStatistics.misses, 2)
    }
}
