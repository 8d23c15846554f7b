/// Keys in the order they were last used, oldest first, where using a key, removing one and
/// taking the oldest each cost O(1) whatever the count: a database kind may keep thousands of
/// values (every file of a project), and an array scanned and copied at every use made a run
/// over such a project quadratic.
struct RecencyList {
    private var positions: [SlotKey: Int] = [:]
    private var keys: [SlotKey?] = []
    private var older: [Int] = []
    private var newer: [Int] = []
    private var unused: [Int] = []
    private var oldest = -1
    private var newest = -1

    var count: Int { positions.count }

    /// Makes `key` the most recently used, adding it when it is not listed.
    mutating func use(_ key: SlotKey) {
        if let position = positions[key] {
            guard position != newest else { return }
            unlink(position)
            link(position)
            return
        }
        let position: Int
        if let reused = unused.popLast() {
            position = reused
            keys[position] = key
        } else {
            position = keys.count
            keys.append(key)
            older.append(-1)
            newer.append(-1)
        }
        positions[key] = position
        link(position)
    }

    mutating func remove(_ key: SlotKey) {
        guard let position = positions.removeValue(forKey: key) else { return }
        unlink(position)
        keys[position] = nil
        unused.append(position)
    }

    /// Removes and returns the least recently used key.
    mutating func removeOldest() -> SlotKey? {
        guard oldest >= 0, let key = keys[oldest] else { return nil }
        remove(key)
        return key
    }

    /// The keys, least recently used first.
    var inOrder: [SlotKey] {
        var result: [SlotKey] = []
        result.reserveCapacity(count)
        var position = oldest
        while position >= 0 {
            if let key = keys[position] { result.append(key) }
            position = newer[position]
        }
        return result
    }

    private mutating func link(_ position: Int) {
        older[position] = newest
        newer[position] = -1
        if newest >= 0 { newer[newest] = position } else { oldest = position }
        newest = position
    }

    private mutating func unlink(_ position: Int) {
        let before = older[position]
        let after = newer[position]
        if before >= 0 { newer[before] = after } else { oldest = after }
        if after >= 0 { older[after] = before } else { newest = before }
        older[position] = -1
        newer[position] = -1
    }
}
