import Foundation
import KissRuntime
import Synchronization

/// Values worked out once per key and kept, safe to share between threads: looked up
/// under a lock and worked out outside it, so that callers asking for other keys — or a
/// computation that asks the memo again, as nested pin containers do — need not wait; two
/// callers may both work out one key, with equal results. At most `limit` values are kept:
/// when full, the one used least recently makes room, so a memo bounded for memory's sake
/// keeps what is in use. Keys and values are `Sendable` (every memo's are), so the compiler
/// checks that sharing one is safe.
///
/// Its methods are inlinable so that a memo used from another module (the editor's
/// per-version memos) is specialized there: unspecialized, each call looked up the metadata
/// of its generic state and lock at run time (0.09 M instructions of a 200-line keystroke).
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var values: [Key: (value: Value, used: UInt64)] = [:]
        @usableFromInline var clock: UInt64 = 0

        @usableFromInline init() {}
    }

    @usableFromInline let state = Mutex(State())
    @usableFromInline let limit: Int

    public init(limit: Int = .max) {
        self.limit = max(1, limit)
    }

    /// The value for `key`, worked out by `compute` the first time.
    @inlinable
    public func value(for key: Key, compute: () throws -> Value) rethrows -> Value {
        let known: Value? = state.withLock { state in
            guard let entry = state.values[key] else { return nil }
            state.clock += 1
            state.values[key]?.used = state.clock
            return entry.value
        }
        if let known { return known }
        let value = try compute()
        store(value, for: key)
        return value
    }

    /// Keeps a value worked out elsewhere. A value it makes room by dropping is freed on
    /// `BackgroundRelease`'s queue: an evicted solve of a screen is a large tree, and freeing
    /// it was a fifth of a cold hover's time.
    @inlinable
    public func store(_ value: Value, for key: Key) {
        let limit = limit
        let evicted: Value? = state.withLock { state in
            var evicted: Value?
            if state.values.count >= limit, state.values[key] == nil,
               let oldest = state.values.min(by: { $0.value.used < $1.value.used })?.key {
                evicted = state.values.removeValue(forKey: oldest)?.value
            }
            state.clock += 1
            state.values[key] = (value, state.clock)
            return evicted
        }
        if let evicted { BackgroundRelease.release(evicted) }
    }

    /// Lets go of every value, freed outside the lock (a caller asking meanwhile need not wait
    /// for large values to be freed).
    @inlinable
    public func removeAll() {
        let removed = state.withLock { state in
            let all = state.values
            state.values.removeAll()
            return all
        }
        withExtendedLifetime(removed) {}
    }

    /// How many values it holds.
    @inlinable
    public var count: Int { state.withLock { $0.values.count } }
}
