import Foundation
import Synchronization

/// A bounded, lock-protected memo table. Layout measures the same label many
/// times per pass (Yoga calls measure functions repeatedly with the same
/// constraints) and across previews, so hits dominate.
///
/// Two generations: when the current one is full it becomes the old one
/// (the previous old one is dropped), and a hit in the old one is carried
/// into the current one. What is still in use survives a turnover, so an
/// editor that re-solves the same screen on every keystroke never finds the
/// cache suddenly empty; at most `capacity` entries are kept.
final class MeasurementCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var storage: [Key: Value] = [:]
        var older: [Key: Value] = [:]
        var hitCount = 0
        var missCount = 0

        mutating func insert(_ value: Value, for key: Key, capacity: Int) {
            if storage.count >= max(1, capacity / 2) && storage[key] == nil {
                older = capacity >= 2 ? storage : [:]
                storage = [:]
            }
            storage[key] = value
        }
    }

    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    func value(for key: Key) -> Value? {
        let capacity = capacity
        return state.withLock { state in
            if let value = state.storage[key] {
                state.hitCount += 1
                return value
            }
            if let value = state.older[key] {
                state.hitCount += 1
                state.insert(value, for: key, capacity: capacity)
                return value
            }
            state.missCount += 1
            return nil
        }
    }

    func store(_ value: Value, for key: Key) {
        let capacity = capacity
        state.withLock { $0.insert(value, for: key, capacity: capacity) }
    }

    var statistics: (hits: Int, misses: Int, entries: Int) {
        state.withLock { ($0.hitCount, $0.missCount, $0.storage.count + $0.older.count) }
    }

    /// Forgets the entries not used since the last turnover, keeping those in use.
    func dropOlderGeneration() {
        state.withLock { $0.older = [:] }
    }

    func removeAll() {
        state.withLock { state in
            state.storage.removeAll()
            state.older.removeAll()
            state.hitCount = 0
            state.missCount = 0
        }
    }
}
