import Foundation
@testable import KissLSP
import KissSyntax
import XCTest

/// An opened document's line index is made on another thread while its analysis runs; every
/// reader, on whatever thread and however early, sees the index of its text.
final class DocumentSnapshotTests: XCTestCase {
    func testTheLineIndexMadeAheadIsTheTextsWhoeverAsksFirst() {
        let text = Array((0..<2_000).map { "line \($0) é 👋\r\n" }.joined().utf8)
        let expected = LineIndex(text)
        for _ in 0..<20 {
            let snapshot = DocumentSnapshot(uri: "file:///a.kiss", version: 1, text: text)
            snapshot.indexLinesAhead()
            let readers = ResultBox()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in readers.add(snapshot.lineIndex) }
            XCTAssertEqual(readers.indexes.count, 4)
            XCTAssertTrue(readers.indexes.allSatisfy { $0 == expected })
            // A copy of the snapshot shares the index, made once.
            let copy = snapshot
            XCTAssertEqual(copy.lineIndex, expected)
        }
    }

    func testASnapshotNeverIndexedAheadIndexesWhenAsked() {
        let text = Array("a\nb\n".utf8)
        let snapshot = DocumentSnapshot(uri: "file:///b.kiss", version: 2, text: text)
        XCTAssertEqual(snapshot.lineIndex, LineIndex(text))
    }

    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var indexes: [LineIndex] = []
        func add(_ index: LineIndex) { lock.withLock { indexes.append(index) } }
    }
}
