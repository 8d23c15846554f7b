import Foundation
import XCTest
@testable import KissDatabase

/// An editor buffer's text, by name.
private enum Text: Input {
    typealias Key = String
    typealias Value = String
}

/// A file on "disk", loaded on first read from `Disk.files`.
private enum DiskText: Input {
    typealias Key = String
    typealias Value = String
    static var isLoadedOnFirstRead: Bool { true }
}

private final class Disk: @unchecked Sendable {
    let lock = NSLock()
    var files: [String: String] = [:]
    var reads = 0
    func read(_ name: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        reads += 1
        return files[name]
    }
}

private let disk = Disk()

/// The length of a text: changes only when the length does (early cut-off below it).
private enum Length: Query {
    static let capacity = 8
    static func compute(_ key: String, previous: Int?, in context: QueryContext) throws(QueryInterruption) -> Int {
        try context.input(Text.self, key)?.count ?? 0
    }
}

/// Reads `Length`, so it is recomputed only when a length changed.
private enum Report: Query {
    static let capacity = 8
    static func compute(_ key: [String], previous: String?, in context: QueryContext) throws(QueryInterruption) -> String {
        var parts: [String] = []
        for name in key { parts.append("\(name)=\(try context.query(Length.self, name))") }
        return parts.joined(separator: ",")
    }
}

private enum Loaded: Query {
    static let capacity = 8
    static func compute(_ key: String, previous: String?, in context: QueryContext) throws(QueryInterruption) -> String {
        try context.input(DiskText.self, key, loadingWith: { disk.read(key) }) ?? "<none>"
    }
}

private enum SelfReading: Query {
    static let capacity = 8
    static func compute(_ key: Int, previous: Int?, in context: QueryContext) throws(QueryInterruption) -> Int {
        try context.query(SelfReading.self, key) + 1
    }
}

/// A value that holds the snapshot it was worked out in, as an analysis holds its workspace's.
private enum HoldsSnapshot: Query {
    static let capacity = 8
    static func compute(_ key: Int, previous: Snapshot?, in context: QueryContext) throws(QueryInterruption) -> Snapshot {
        context.snapshot
    }
}

private enum Small: Query {
    static let capacity = 2
    static func compute(_ key: Int, previous: Int?, in context: QueryContext) throws(QueryInterruption) -> Int {
        _ = try context.input(Text.self, "a")
        return key * 10
    }
}

/// A file on disk: durable.
private enum DurableText: Input {
    typealias Key = String
    typealias Value = String
    static var durability: Durability { .high }
}

/// The total length of ten durable texts, through one query per text.
private enum DurableTotal: Query {
    static let capacity = 8
    static func compute(_ key: Int, previous: Int?, in context: QueryContext) throws(QueryInterruption) -> Int {
        var total = 0
        for index in 0..<10 { total += try context.query(DurableLength.self, "\(index)") }
        return total
    }
}

private enum DurableLength: Query {
    static let capacity = 16
    static func compute(_ key: String, previous: Int?, in context: QueryContext) throws(QueryInterruption) -> Int {
        try context.input(DurableText.self, key)?.count ?? 0
    }
}

final class DatabaseTests: XCTestCase {
    func testAValueOfDurableReadsHoldsWithoutCheckingThemWhenOnlyABufferChanged() throws {
        let database = Database()
        for index in 0..<10 { database.set(DurableText.self, "\(index)", to: String(repeating: "x", count: index)) }
        XCTAssertEqual(try database.snapshot().query(DurableTotal.self, 0), 45)
        database.startLogging()
        database.set(Text.self, "typed", to: "a")
        let checked = database.checkedReadCount
        XCTAssertEqual(try database.snapshot().query(DurableTotal.self, 0), 45)
        XCTAssertEqual(database.checkedReadCount, checked, "a buffer changed: nothing durable did, no read is checked")
        XCTAssertEqual(database.takeLog(), [])

        database.set(DurableText.self, "3", to: "yyy")
        XCTAssertEqual(try database.snapshot().query(DurableTotal.self, 0), 45)
        XCTAssertEqual(database.checkedReadCount - checked, 10 + 10, "a durable input changed: each read is checked again")
        XCTAssertEqual(database.takeLog(), ["DurableLength(3)"], "the same length: the total holds (early cut-off)")

        database.set(DurableText.self, "3", to: "yyyy")
        XCTAssertEqual(try database.snapshot().query(DurableTotal.self, 0), 46)
        XCTAssertEqual(database.takeLog().sorted(), ["DurableLength(3)", "DurableTotal(0)"])
    }

    func testAValueThatReadABufferIsCheckedWhenABufferChanged() throws {
        let database = Database()
        database.set(Text.self, "a", to: "hello")
        XCTAssertEqual(try database.snapshot().query(Length.self, "a"), 5)
        database.set(Text.self, "b", to: "other")
        let checked = database.checkedReadCount
        XCTAssertEqual(try database.snapshot().query(Length.self, "a"), 5)
        XCTAssertEqual(database.checkedReadCount - checked, 1, "its read of a buffer is checked")
    }

    func testAValueIsReusedUntilAnInputItReadChanges() throws {
        let database = Database()
        database.set(Text.self, "a", to: "hello")
        database.set(Text.self, "b", to: "hi")
        database.startLogging()
        XCTAssertEqual(try database.snapshot().query(Report.self, ["a", "b"]), "a=5,b=2")
        XCTAssertEqual(database.takeLog().sorted(), ["Length(a)", "Length(b)", "Report([\"a\", \"b\"])"])
        XCTAssertEqual(try database.snapshot().query(Report.self, ["a", "b"]), "a=5,b=2")
        XCTAssertEqual(database.takeLog(), [], "nothing changed: nothing is computed")

        database.set(Text.self, "b", to: "yo!")
        XCTAssertEqual(try database.snapshot().query(Report.self, ["a", "b"]), "a=5,b=3")
        XCTAssertEqual(database.takeLog(), ["Length(b)", "Report([\"a\", \"b\"])"], "only what read b")
    }

    func testSettingAnEqualValueStartsNoRevision() {
        let database = Database()
        database.set(Text.self, "a", to: "x")
        let revision = database.currentRevision
        database.set(Text.self, "a", to: "x")
        database.set(Text.self, "never-set", to: nil)
        XCTAssertEqual(database.currentRevision, revision)
        database.set(Text.self, "a", to: "y")
        XCTAssertEqual(database.currentRevision, revision + 1)
    }

    func testAValueThatComesOutTheSameStopsInvalidation() throws {
        let database = Database()
        database.set(Text.self, "a", to: "abc")
        XCTAssertEqual(try database.snapshot().query(Report.self, ["a"]), "a=3")
        database.startLogging()
        database.set(Text.self, "a", to: "xyz")
        XCTAssertEqual(try database.snapshot().query(Report.self, ["a"]), "a=3")
        XCTAssertEqual(database.takeLog(), ["Length(a)"], "the length did not change, so the report is not recomputed")
    }

    func testAStaleSnapshotIsCancelledAndKeepsNothing() throws {
        let database = Database()
        database.set(Text.self, "a", to: "abc")
        let old = database.snapshot()
        database.set(Text.self, "a", to: "abcd")
        XCTAssertTrue(old.isCancelled)
        XCTAssertThrowsError(try old.query(Length.self, "a")) { XCTAssertEqual($0 as? QueryInterruption, .cancelled) }
        XCTAssertEqual(try database.snapshot().query(Length.self, "a"), 4)
    }

    func testALoadedInputIsReadOnceUntilForgotten() throws {
        let database = Database()
        disk.lock.lock(); disk.files["loaded-1"] = "one"; disk.reads = 0; disk.lock.unlock()
        XCTAssertEqual(try database.snapshot().query(Loaded.self, "loaded-1"), "one")
        let revision = database.currentRevision
        XCTAssertEqual(try database.snapshot().query(Loaded.self, "loaded-1"), "one")
        XCTAssertEqual(disk.reads, 1)
        XCTAssertEqual(database.currentRevision, revision, "loading is not a change")

        disk.lock.lock(); disk.files["loaded-1"] = "two"; disk.lock.unlock()
        XCTAssertEqual(try database.snapshot().query(Loaded.self, "loaded-1"), "one", "kept until the host forgets it")
        database.forget(DiskText.self, "loaded-1")
        XCTAssertEqual(try database.snapshot().query(Loaded.self, "loaded-1"), "two")
        XCTAssertEqual(disk.reads, 2)
        XCTAssertEqual(database.loadedInputs(DiskText.self).map(\.key), ["loaded-1"])
    }

    func testACycleIsReportedNotDeadlocked() {
        let database = Database()
        XCTAssertThrowsError(try database.snapshot().query(SelfReading.self, 1)) { error in
            guard case .cycle(let name)? = error as? QueryInterruption else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "SelfReading(1)")
        }
        // Nothing is left half-computed: the next read reports the cycle again, at once.
        XCTAssertThrowsError(try database.snapshot().query(SelfReading.self, 1))
    }

    func testEachKindKeepsAtMostItsCapacity() throws {
        let database = Database()
        database.set(Text.self, "a", to: "x")
        for key in 1...5 { XCTAssertEqual(try database.snapshot().query(Small.self, key), key * 10) }
        XCTAssertEqual(database.keptCount(of: Small.self), 2)
        database.startLogging()
        XCTAssertEqual(try database.snapshot().query(Small.self, 5), 50)
        XCTAssertEqual(try database.snapshot().query(Small.self, 1), 10)
        XCTAssertEqual(database.takeLog(), ["Small(1)"], "the most recent values are kept; the evicted one is computed again")
        database.removeAllValues()
        XCTAssertEqual(database.keptCount(of: Small.self), 0)
    }

    func testTheLeastRecentlyUsedValueIsTheOneLetGo() throws {
        let database = Database()
        database.set(Text.self, "a", to: "x")
        database.setCapacity(Small.self, 3)
        for key in [1, 2, 3, 1, 4] { _ = try database.snapshot().query(Small.self, key) }
        XCTAssertEqual(database.keptValues(of: Small.self), [30, 10, 40], "2 was used least recently; the others oldest first")
        database.startLogging()
        for key in [3, 1, 4, 2] { _ = try database.snapshot().query(Small.self, key) }
        XCTAssertEqual(database.takeLog(), ["Small(2)"])
        XCTAssertEqual(database.keptValues(of: Small.self), [10, 40, 20])
        database.setCapacity(Small.self, 1)
        XCTAssertEqual(database.keptValues(of: Small.self), [20], "a smaller capacity lets go of the oldest at once")
    }

    func testAValueHoldingASnapshotDoesNotKeepTheStoreAlive() throws {
        weak var released: Database?
        var kept: Snapshot?
        do {
            let database = Database()
            released = database
            kept = try database.snapshot().query(HoldsSnapshot.self, 1)
        }
        XCTAssertNil(released, "the store and what it holds are freed with their owner")
        XCTAssertEqual(kept?.isCancelled, true)
        XCTAssertThrowsError(try kept?.query(Length.self, "a")) { XCTAssertEqual($0 as? QueryInterruption, .cancelled) }
    }

    func testADetachedSnapshotReadsNothing() {
        XCTAssertTrue(Snapshot.detached.isCancelled)
        XCTAssertThrowsError(try Snapshot.detached.query(Length.self, "a")) { XCTAssertEqual($0 as? QueryInterruption, .cancelled) }
        XCTAssertNil(Snapshot.detached.peek(Length.self, "a"))
    }

    func testReadersOfOneValueShareOneComputation() {
        let database = Database()
        database.set(Text.self, "shared", to: String(repeating: "x", count: 1000))
        database.startLogging()
        let snapshot = database.snapshot()
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.add(try? snapshot.query(Report.self, ["shared"]))
        }
        XCTAssertEqual(results.values, Array(repeating: "shared=1000", count: 8))
        XCTAssertEqual(database.takeLog().sorted(), ["Length(shared)", "Report([\"shared\"])"])
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String?] = []
    func add(_ value: String?) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}
