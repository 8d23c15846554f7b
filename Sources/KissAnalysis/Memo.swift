import Foundation
import KissRuntime

/// Values worked out once per key and kept, safe to share between threads: looked up
/// under a lock and worked out outside it, so that callers asking for other keys — or a
/// computation that asks the memo again, as nested pin containers do — need not wait; two
/// callers may both work out one key, with equal results. At most `limit` values are kept:
/// when full, the one used least recently makes room, so a memo bounded for memory's sake
/// keeps what is in use.
public final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: (value: Value, used: UInt64)] = [:]
    private var clock: UInt64 = 0
    private let limit: Int

    public init(limit: Int = .max) {
        self.limit = max(1, limit)
    }

    /// The value for `key`, worked out by `compute` the first time.
    public func value(for key: Key, compute: () throws -> Value) rethrows -> Value {
        let known: Value? = lock.withLock {
            guard let entry = values[key] else { return nil }
            clock += 1
            values[key]?.used = clock
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
    public func store(_ value: Value, for key: Key) {
        let evicted: Value? = lock.withLock {
            var evicted: Value?
            if values.count >= limit, values[key] == nil,
               let oldest = values.min(by: { $0.value.used < $1.value.used })?.key {
                evicted = values.removeValue(forKey: oldest)?.value
            }
            clock += 1
            values[key] = (value, clock)
            return evicted
        }
        if let evicted { BackgroundRelease.release(evicted) }
    }

    /// Lets go of every value, freed outside the lock (a caller asking meanwhile need not wait
    /// for large values to be freed).
    public func removeAll() {
        let removed = lock.withLock {
            let all = values
            values.removeAll()
            return all
        }
        withExtendedLifetime(removed) {}
    }

    /// How many values it holds.
    public var count: Int { lock.withLock { values.count } }
}
