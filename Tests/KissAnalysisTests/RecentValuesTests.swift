import XCTest

@testable import KissAnalysis

/// The small keyed store behind the per-element memos: a value per key, the oldest let go
/// first when full, and handed back so its owner frees it outside its lock.
final class RecentValuesTests: XCTestCase {
    func testTheOldestIsLetGoWhenFullAndAKeptKeyIsNotReplaced() {
        var values = RecentValues<Int, String>(capacity: 2)
        XCTAssertNil(values.nextEvicted)
        XCTAssertNil(values.insert("one", for: 1))
        XCTAssertNil(values.insert("two", for: 2))
        XCTAssertEqual(values.nextEvicted, "one")
        XCTAssertNil(values.insert("uno", for: 1), "a key kept already keeps its value")
        XCTAssertEqual(values.value(for: 1), "one")
        XCTAssertEqual(values.insert("three", for: 3), "one", "full: the oldest goes")
        XCTAssertNil(values.value(for: 1))
        XCTAssertEqual(values.value(for: 2), "two")
        XCTAssertEqual(values.value(for: 3), "three")
        XCTAssertTrue(values.contains(3))
        XCTAssertEqual(values.keys, [2, 3])
    }

    func testAKeyThatNeverEqualsItselfIsNeverFound() {
        var values = RecentValues<Double, String>(capacity: 2)
        values.insert("nan", for: .nan)
        XCTAssertNil(values.value(for: .nan))
    }
}
