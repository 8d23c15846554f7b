import Foundation
@testable import KissAnalysis
import XCTest
import KissTestSupport
@testable import KissRuntime

/// What is handed to `BackgroundRelease` is freed, and not on the thread that handed it over.
final class BackgroundReleaseTests: XCTestCase {
    private final class Tracked: @unchecked Sendable {
        let freed: DispatchSemaphore
        let onThread: @Sendable (Bool) -> Void
        init(freed: DispatchSemaphore, onThread: @escaping @Sendable (Bool) -> Void) {
            self.freed = freed
            self.onThread = onThread
        }
        deinit {
            onThread(Thread.isMainThread)
            freed.signal()
        }
    }

    func testReleasedValuesAreFreedOffTheCallingThread() {
        let freed = DispatchSemaphore(value: 0)
        let wasMain = ResultBox()
        XCTAssertTrue(Thread.isMainThread)
        BackgroundRelease.release([Tracked(freed: freed, onThread: { wasMain.set($0) })])
        XCTAssertEqual(freed.wait(timeout: .now() + Patience.forAnAnswer), .success, "never freed")
        XCTAssertEqual(wasMain.value, false)
    }

    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Bool?
        func set(_ value: Bool) { lock.lock(); stored = value; lock.unlock() }
        var value: Bool? { lock.lock(); defer { lock.unlock() }; return stored }
    }
}

/// Freeing waits for a gap between analyses, within a bounded backlog.
final class BackgroundReleaseGateTests: XCTestCase {
    private final class Counted: @unchecked Sendable {
        let freed: DispatchSemaphore
        init(_ freed: DispatchSemaphore) { self.freed = freed }
        deinit { freed.signal() }
    }

    func testNothingIsFreedWhileAnAnalysisRunsAndAllOfItAfter() {
        let freed = DispatchSemaphore(value: 0)
        BackgroundRelease.withLongestWait(60) {
            BackgroundRelease.whileBusy {
                BackgroundRelease.release(Counted(freed))
                BackgroundRelease.release(Counted(freed))
                // The worker is free to run meanwhile; the gate must hold it.
                XCTAssertEqual(freed.wait(timeout: .now() + 0.05), .timedOut, "freed during an analysis")
            }
        }
        XCTAssertEqual(freed.wait(timeout: .now() + Patience.forAnAnswer), .success, "not freed once the analysis ended")
        XCTAssertEqual(freed.wait(timeout: .now() + Patience.forAnAnswer), .success, "only one of two freed")
    }

    func testAValueWaitsNoLongerThanTheLongestWait() {
        let freed = DispatchSemaphore(value: 0)
        BackgroundRelease.whileBusy {
            BackgroundRelease.release(Counted(freed))
            XCTAssertEqual(freed.wait(timeout: .now() + Patience.forAnAnswer), .success, "an analysis that did not end held the value for good")
        }
    }

    func testABacklogPastTheLimitIsFreedDuringAnAnalysis() {
        let freed = DispatchSemaphore(value: 0)
        BackgroundRelease.withLongestWait(60) {
            BackgroundRelease.whileBusy {
                for _ in 0...BackgroundRelease.backlogLimit + 1 { BackgroundRelease.release(Counted(freed)) }
                XCTAssertEqual(freed.wait(timeout: .now() + Patience.forAnAnswer), .success, "a full backlog waited for the analysis to end")
            }
        }
        BackgroundRelease.drain()
    }

    func testDrainFreesEverythingEvenDuringAnAnalysis() {
        let freed = DispatchSemaphore(value: 0)
        BackgroundRelease.withLongestWait(60) {
            BackgroundRelease.whileBusy {
                for _ in 0..<3 { BackgroundRelease.release(Counted(freed)) }
                BackgroundRelease.drain()
                for _ in 0..<3 { XCTAssertEqual(freed.wait(timeout: .now()), .success, "drain returned before freeing") }
            }
        }
    }
}
