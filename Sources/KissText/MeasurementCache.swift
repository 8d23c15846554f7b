import Foundation

/// A bounded, lock-protected memo table. Layout measures the same label many
/// times per pass (Yoga calls measure functions repeatedly with the same
/// constraints) and across previews, so hits dominate.
final class MeasurementCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked: every access to the mutable state below goes through `lock`.
    private let lock = NSLock()
    private var storage: [Key: Value] = [:]
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
        missCount += 1
        return nil
    }

    /// When full, everything is dropped: simpler than LRU bookkeeping on every hit,
    /// and a full cache means the working set has moved on (another file, other previews).
    func store(_ value: Value, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if storage.count >= capacity && storage[key] == nil {
            storage.removeAll(keepingCapacity: true)
        }
        storage[key] = value
    }

    var statistics: (hits: Int, misses: Int, entries: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (hitCount, missCount, storage.count)
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        storage.removeAll()
        hitCount = 0
        missCount = 0
    }
}
