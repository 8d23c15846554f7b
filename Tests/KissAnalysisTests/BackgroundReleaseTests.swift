import Foundation
import KissAnalysis
import XCTest

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
        XCTAssertEqual(freed.wait(timeout: .now() + 10), .success, "never freed")
        XCTAssertEqual(wasMain.value, false)
    }

    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Bool?
        func set(_ value: Bool) { lock.lock(); stored = value; lock.unlock() }
        var value: Bool? { lock.lock(); defer { lock.unlock() }; return stored }
    }
}
