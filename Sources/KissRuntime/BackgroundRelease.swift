import Foundation

/// Lets go of large structures on a background thread, while no analysis runs.
///
/// A keystroke replaces the previous version's expansions, contributions and analysis; freeing
/// those object graphs took about a tenth of a keystroke's time, on the thread the editor is
/// waiting for. Whatever is handed over here is freed later, on a thread of its own (as
/// rust-analyzer drops old analyses on a separate thread). Reference counts are atomic, so parts
/// still shared with the new version simply stay alive.
///
/// Freeing waits while any analysis is under way (`busy`). Freed alongside the next keystroke's
/// analysis, the old version's objects cost that analysis far more than their own time: the
/// freeing thread took the allocator's locks the analysis needed, and released objects the new
/// version shares with the old one, so each reference count it changed pulled a cache line
/// away from the core the analysis ran on (`kiss-bench lsp`: a keystroke's parse and expansion
/// took twice as long as with nothing freed; BENCHMARKS.md, session 17). When analyses leave
/// no gap, what waits is bounded: a value waits `longestWait` at most, and past `backlogLimit`
/// waiting values they are freed regardless.
public enum BackgroundRelease {
    /// Values waiting to be freed past which freeing no longer waits for a gap.
    public static let backlogLimit = 48
    /// How long a value waits for a gap at most. Enough to keep a small document's next parse
    /// and expansion clear of it; short enough that a large document analysed back to back
    /// does not hold its replaced versions for whole analyses (waiting without a bound raised
    /// the benchmark's peak memory from 63 to 70–87 MB, and left more of it behind at rest).
    public static let longestWait: TimeInterval = 0.002

    /// Runs `body` with values waiting up to `wait` instead (for tests of the gate that must not
    /// depend on how fast the machine is).
    static func withLongestWait<T>(_ wait: TimeInterval, _ body: () throws -> T) rethrows -> T {
        worker.setLongestWait(wait)
        defer { worker.setLongestWait(longestWait) }
        return try body()
    }

    private static let worker = Worker()

    /// Drops `value` on the background thread. The caller must hold no other reference to what
    /// should be freed there (a copy it keeps would only be freed when it lets go of it).
    public static func release<Value>(_ value: consuming Value) {
        worker.enqueue(Box(value))
    }

    /// Runs `work` as an analysis: nothing handed over here is freed meanwhile (within the
    /// backlog limit). Nests and may run on several threads at once.
    public static func whileBusy<T>(_ work: () throws -> T) rethrows -> T {
        worker.begin()
        defer { worker.end() }
        return try work()
    }

    /// Waits until everything handed over so far has been freed (for tests and memory figures).
    public static func drain() {
        worker.drain()
    }

    private protocol Droppable: AnyObject, Sendable {
        func drop()
    }

    // @unchecked: the value is touched by one thread at a time (handed over, then dropped).
    private final class Box<Value>: Droppable, @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
        func drop() { value = nil }
    }

    private final class Worker: Sendable {
        private struct State {
            var pending: [(box: any Droppable, deadline: Date)] = []
            var busy = 0
            var dropping = false
            var draining = 0
            var started = false
            var longestWait = BackgroundRelease.longestWait

            var mayDrop: Bool {
                guard let first = pending.first else { return false }
                return busy == 0 || draining > 0 || pending.count > BackgroundRelease.backlogLimit || first.deadline <= Date()
            }
        }

        private let state = Waitable(State())

        func setLongestWait(_ wait: TimeInterval) {
            state.withLock { $0.longestWait = wait }
        }

        func enqueue(_ box: any Droppable) {
            state.withLock { state in
                if !state.started {
                    state.started = true
                    let thread = Thread { [self] in run() }
                    thread.name = "kiss.background-release"
                    // Freeing a tree recurses through it like the analysis that built it.
                    thread.stackSize = DeepWork.stackSize
                    thread.start()
                }
                state.pending.append((box, Date(timeIntervalSinceNow: state.longestWait)))
                self.state.broadcast()
            }
        }

        func begin() {
            state.withLock { $0.busy += 1 }
        }

        func end() {
            state.withLock { state in
                state.busy -= 1
                if state.busy == 0 { self.state.broadcast() }
            }
        }

        func drain() {
            // Joining and waiting are two holds of the lock (the wait lets go of it anyway).
            state.withLock { state in
                state.draining += 1
                self.state.broadcast()
            }
            state.wait { state -> Void? in
                guard state.pending.isEmpty && !state.dropping else { return nil }
                state.draining -= 1
                return ()
            }
        }

        private func run() {
            while true {
                // One at a time, looking at the gate again between them: an analysis that starts
                // meanwhile waits at most for the value being freed.
                let box = state.wait(for: { state -> (any Droppable)? in
                    guard state.mayDrop else { return nil }
                    state.dropping = true
                    return state.pending.removeFirst().box
                }, wakingAt: { $0.pending.first?.deadline })
                box.drop()
                state.withLock { state in
                    state.dropping = false
                    self.state.broadcast()
                }
            }
        }
    }
}
