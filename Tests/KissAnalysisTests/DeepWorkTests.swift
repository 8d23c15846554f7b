import Foundation
import XCTest

@testable import KissAnalysis

/// `DeepWork.start` runs work on deep threads, reusing one whose work is done, and a waiting
/// thread keeps nothing of the work it ran.
final class DeepWorkTests: XCTestCase {
    private final class Captured: @unchecked Sendable {}

    /// Runs `work` through `DeepWork.start` and waits for it.
    private func startAndWait(_ work: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        DeepWork.start {
            work()
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    }

    func testStartedWorkRunsDeepAndAFinishedThreadIsReused() throws {
        let seen = ResultSlots<String>(count: 2)
        let others = ResultSlots<Int>(count: 1)
        let marker = UUID().uuidString
        startAndWait {
            Thread.current.threadDictionary["DeepWorkTests.marker"] = marker
            others.set(0, ParkedThreads.shared.count)
            seen.set(0, "\(DeepWork.isDeep)")
        }
        // Its thread parks once the work has returned, beside the others already waiting.
        let waiting = try XCTUnwrap(others.values[0] ?? nil)
        try XCTSkipIf(waiting >= ParkedThreads.limit, "as many threads as may wait were waiting already")
        XCTAssertTrue(ParkedThreads.shared.waitUntilParked(waiting + 1, timeout: 10))
        startAndWait { seen.set(1, Thread.current.threadDictionary["DeepWorkTests.marker"] as? String ?? "a new thread") }
        let values = seen.values
        XCTAssertEqual(values[0], "true")
        XCTAssertEqual(values[1], marker, "the second work ran on the thread that parked last")
    }

    func testAParkedThreadHoldsNothingOfItsWork() {
        weak var weakCaptured: Captured?
        do {
            let captured = Captured()
            weakCaptured = captured
            startAndWait { _ = captured }
        }
        // The work returned; its thread now waits for more, without the work's captures.
        let deadline = Date(timeIntervalSinceNow: 5)
        while weakCaptured != nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertNil(weakCaptured)
    }
}
