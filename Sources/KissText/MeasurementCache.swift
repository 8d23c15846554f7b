import Foundation

/// A bounded, lock-protected memo table. Layout measures the same label many
/// times per pass (Yoga calls measure functions repeatedly with the same
/// constraints) and across previews, so hits dominate.
///
/// Two generations: when the current one is full it becomes the old one
/// (the previous old one is dropped), and a hit in the old one is carried
/// into the current one. What is still in use survives a turnover, so an
/// editor that re-solves the same screen on every keystroke never finds the
/// cache suddenly empty; at most `capacity` entries are kept.
final class MeasurementCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked: every access to the mutable state below goes through `lock`.
    private let lock = NSLock()
    private var storage: [Key: Value] = [:]
    private var older: [Key: Value] = [:]
    private var hitCount = 0
    private var missCount = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    func value(for key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        if let value = storage[key] {
            hitCount += 1
            return value
        }
        if let value = older[key] {
            hitCount += 1
            insert(value, for: key)
            return value
        }
        missCount += 1
        return nil
    }

    func store(_ value: Value, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        insert(value, for: key)
    }

    /// The lock is held by the caller.
    private func insert(_ value: Value, for key: Key) {
        if storage.count >= max(1, capacity / 2) && storage[key] == nil {
            older = capacity >= 2 ? storage : [:]
            storage = [:]
        }
        storage[key] = value
    }

    var statistics: (hits: Int, misses: Int, entries: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (hitCount, missCount, storage.count + older.count)
    }

    /// Forgets the entries not used since the last turnover, keeping those in use.
    func dropOlderGeneration() {
        lock.lock()
        defer { lock.unlock() }
        older = [:]
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        storage.removeAll()
        older.removeAll()
        hitCount = 0
        missCount = 0
    }
}
