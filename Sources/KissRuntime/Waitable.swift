import Foundation

/// A value behind a lock that threads can wait on: a `Mutex` with a condition variable.
///
/// `Synchronization.Mutex` cannot wait, so a type whose threads wait for one another (a pool
/// waiting for work, a reader waiting for bytes) held an `NSCondition` and its state side by
/// side, and promised by hand (an unchecked `Sendable`) that the state was touched only with the
/// condition's lock held. This is that promise made once, here: the state is reachable only
/// through the methods below, each of which holds the lock while it runs the caller's closure,
/// and the state itself must be `Sendable`; so a type that keeps what changes in a `Waitable`
/// is checked `Sendable`.
///
/// Waiting is by attempt: `wait(for:)` runs its closure with the lock held, and while the
/// closure returns nil (not yet), waits on the condition — the lock let go of meanwhile, as
/// `NSCondition.wait` does — and runs it again. A closure that changed what a waiter waits for
/// calls `broadcast` (or `signal`), from inside, as one does with `NSCondition`.
public final class Waitable<State: Sendable>: @unchecked Sendable {
    // @unchecked: `state` is read and written only between `condition.lock()` and
    // `condition.unlock()` (every access is in the methods below), and nothing else is stored.
    private let condition = NSCondition()
    private var state: State

    public init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the lock held.
    public func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        condition.lock()
        defer { condition.unlock() }
        return try body(&state)
    }

    /// Runs `attempt` with the lock held until it returns a value, waiting to be woken
    /// between tries.
    public func wait<R>(for attempt: (inout State) throws -> R?) rethrows -> R {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = try attempt(&state) { return result }
            condition.wait()
        }
    }

    /// Runs `attempt` with the lock held until it returns a value, waiting between tries to be
    /// woken or until `wake`'s date (nil: only when woken): for an attempt that can succeed
    /// with time as well as with a change (a value whose wait ended).
    public func wait<R>(for attempt: (inout State) throws -> R?, wakingAt wake: (State) -> Date?) rethrows -> R {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = try attempt(&state) { return result }
            if let date = wake(state) { _ = condition.wait(until: date) } else { condition.wait() }
        }
    }

    /// Runs `attempt` with the lock held until it returns a value or `deadline` passes (nil).
    /// It is run once more when the deadline passes, so a change that came with it counts.
    public func wait<R>(for attempt: (inout State) throws -> R?, before deadline: Date) rethrows -> R? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = try attempt(&state) { return result }
            guard condition.wait(until: deadline) else { return try attempt(&state) }
        }
    }

    /// Wakes every thread waiting in `wait(for:)`; called from inside a closure that changed
    /// the state, with the lock held, as `NSCondition.broadcast` is.
    public func broadcast() {
        condition.broadcast()
    }

    /// Wakes one thread waiting in `wait(for:)` (see `broadcast`).
    public func signal() {
        condition.signal()
    }
}
