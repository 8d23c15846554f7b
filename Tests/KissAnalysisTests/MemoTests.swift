import KissAnalysis
import XCTest

final class MemoTests: XCTestCase {
    func testWorksOutEachKeyOnceAndEvictsTheLeastRecentlyUsed() {
        let memo = Memo<Int, String>(limit: 2)
        var computed: [Int] = []
        func get(_ key: Int) -> String { memo.value(for: key) { computed.append(key); return "v\(key)" } }
        XCTAssertEqual(get(1), "v1")
        XCTAssertEqual(get(2), "v2")
        XCTAssertEqual(get(1), "v1", "kept")
        XCTAssertEqual(get(3), "v3", "2, used least recently, makes room")
        XCTAssertEqual(memo.count, 2)
        XCTAssertEqual(get(1), "v1")
        XCTAssertEqual(get(2), "v2")
        XCTAssertEqual(computed, [1, 2, 3, 2])
    }
}
