/// A few values by key, the oldest let go first when full: what the small memos kept with an
/// element or a leaf hold (its measure functions, a key-value label's layouts, a kept
/// expansion's lowered trees and modifier reports), one or two per preview.
///
/// Not synchronised: the memo that holds it guards it with its lock. A key that never equals
/// itself (NaN in it) is never found, so callers do not insert one.
struct RecentValues<Key: Equatable, Value> {
    let capacity: Int
    // Side by side, so that a search compares keys without reading (or copying) the values.
    private(set) var keys: [Key] = []
    private var values: [Value] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    func value(for key: Key) -> Value? {
        keys.firstIndex(of: key).map { values[$0] }
    }

    /// The same keys and values, oldest first, each transformed; an entry `transform` returns
    /// nil for is left out. (A memo whose element is copied to other offsets moves its entries so.)
    func compactMap<NewKey, NewValue>(_ transform: (Key, Value) -> (NewKey, NewValue)?) -> RecentValues<NewKey, NewValue> {
        var result = RecentValues<NewKey, NewValue>(capacity: capacity)
        result.keys.reserveCapacity(keys.count)
        result.values.reserveCapacity(keys.count)
        for index in keys.indices {
            guard let (key, value) = transform(keys[index], values[index]) else { continue }
            result.keys.append(key)
            result.values.append(value)
        }
        return result
    }

    func contains(_ key: Key) -> Bool {
        keys.contains(key)
    }

    /// The value `insert` lets go of to make room; nil while there is room.
    var nextEvicted: Value? {
        keys.count >= capacity ? values.first : nil
    }

    /// Adds `value` for `key` unless one is kept for it already. Returns the value let go of
    /// to make room, for the caller to free where it chooses (not under its lock).
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> Value? {
        guard !contains(key) else { return nil }
        var evicted: Value?
        if keys.count >= capacity {
            keys.removeFirst()
            evicted = values.removeFirst()
        }
        keys.append(key)
        values.append(value)
        return evicted
    }
}
