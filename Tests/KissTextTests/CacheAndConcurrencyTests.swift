import Foundation
import KissText
import XCTest

final class CacheAndConcurrencyTests: XCTestCase {
    func testRepeatedMeasurementsHitTheCache() {
        let measurer = TextMeasurer()
        let font = Font(size: 15)
        let first = measurer.measure("Cache me", font: font, maxWidth: 100)
        XCTAssertEqual(measurer.cacheStatistics, .init(hits: 0, misses: 1, entries: 1))
        XCTAssertEqual(measurer.measure("Cache me", font: font, maxWidth: 100), first)
        XCTAssertEqual(measurer.cacheStatistics, .init(hits: 1, misses: 1, entries: 1))

        // Every part of the key matters.
        _ = measurer.measure("Cache me", font: font, maxWidth: 40)
        _ = measurer.measure("Cache me", font: Font(size: 15, weight: .bold), maxWidth: 100)
        _ = measurer.measure("Cache me", font: font, maxWidth: 100, options: TextOptions(lines: 0))
        _ = measurer.measure("Cache me", font: font, maxWidth: 100, scale: 3)
        _ = measurer.measure("Cache me!", font: font, maxWidth: 100)
        XCTAssertEqual(measurer.cacheStatistics, .init(hits: 1, misses: 6, entries: 6))

        measurer.clearCache()
        XCTAssertEqual(measurer.cacheStatistics, .init(hits: 0, misses: 0, entries: 0))
    }

    func testFontsFromEqualBytesShareCacheEntries() throws {
        let data = try XCTUnwrap(Data(base64Encoded: SubsetFonts.interRegular, options: .ignoreUnknownCharacters))
        let measurer = TextMeasurer()
        _ = measurer.measure("Mi", font: Font(metrics: try FontMetrics(fontData: data), size: 12))
        _ = measurer.measure("Mi", font: Font(metrics: try FontMetrics(fontData: data), size: 12))
        XCTAssertEqual(measurer.cacheStatistics.hits, 1)
    }

    func testTheCacheStaysWithinItsCapacity() {
        let measurer = TextMeasurer(cacheCapacity: 3)
        for index in 0..<10 { _ = measurer.measure("text \(index)", font: Font(size: 12)) }
        XCTAssertLessThanOrEqual(measurer.cacheStatistics.entries, 3)
        XCTAssertEqual(measurer.cacheStatistics.misses, 10)
    }

    func testConcurrentMeasurementsAgreeWithSerialOnes() {
        let texts = (0..<20).map { "Label number \($0) with some words to wrap" }
        let serial = TextMeasurer()
        let expected = texts.map { serial.measure($0, font: Font(size: 17), maxWidth: 120, options: TextOptions(lines: 0), scale: 3) }

        let shared = TextMeasurer()
        let results = ResultBox(count: 400)
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let result = shared.measure(texts[index % 20], font: Font(size: 17), maxWidth: 120, options: TextOptions(lines: 0), scale: 3)
            results.set(index, result)
        }
        for index in 0..<400 {
            XCTAssertEqual(results.get(index), expected[index % 20])
        }
        let stats = shared.cacheStatistics
        XCTAssertEqual(stats.entries, 20)
        XCTAssertEqual(stats.hits + stats.misses, 400)
        XCTAssertGreaterThanOrEqual(stats.hits, 380 - 20, "at most a few threads race on the first measurement of a key")
    }
}

private final class ResultBox: @unchecked Sendable {
    // @unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var values: [TextMeasurement?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: TextMeasurement) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
    func get(_ index: Int) -> TextMeasurement? {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
