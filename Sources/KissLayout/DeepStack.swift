import Foundation
import KissRuntime

/// Runs deep layouts on a thread whose stack fits them.
///
/// The algorithm recurses a few frames per tree level (as Yoga does). A thousand levels fit the
/// main thread's 8 MB, but not a secondary thread's 512 KB, so beyond a modest depth we run on a
/// dedicated thread sized from the depth instead of trusting the caller's stack.
enum DeepStack {
    static let depthSafeOnAnyThread = 48
    static let bytesPerLevel = 16 * 1024

    static func run(depth: Int, _ work: @escaping () -> Void) {
        guard depth > depthSafeOnAnyThread else {
            work()
            return
        }
        let done = DispatchSemaphore(value: 0)
        // The closure touches only the engine, which the calling thread does not use until the
        // worker signals.
        let box = HandOff(work)
        let thread = Thread {
            box.value()
            done.signal()
        }
        thread.stackSize = min(1 << 30, max(8 << 20, (depth + 64) * bytesPerLevel))
        thread.start()
        done.wait()
    }
}
