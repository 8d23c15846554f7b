/// Container measurements by exact constraints: an open-addressing hash table specialised for
/// `ConstraintKey`. `Dictionary` spent a fifth of a deep layout in its seeded SipHash; these keys
/// are already well-mixed bit patterns and need no protection against crafted collisions.
struct ConstraintTable {
    private var keys: [ConstraintKey?]
    private var values: [MeasuredSize]
    private var count = 0

    /// Sized for `expectedCount` entries without growing (a power of two, at least 64).
    init(expectedCount: Int = 0) {
        var capacity = 64
        while capacity < 2 * expectedCount { capacity *= 2 }
        keys = Array(repeating: nil, count: capacity)
        values = Array(repeating: MeasuredSize(width: 0, height: 0), count: capacity)
    }

    subscript(key: ConstraintKey) -> MeasuredSize? {
        get {
            var slot = Self.slot(for: key, capacity: keys.count)
            while let stored = keys[slot] {
                if stored == key { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            var slot = Self.slot(for: key, capacity: keys.count)
            while let stored = keys[slot] {
                if stored == key {
                    values[slot] = newValue
                    return
                }
                slot = (slot + 1) & (keys.count - 1)
            }
            keys[slot] = key
            values[slot] = newValue
            count += 1
        }
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: nil, count: oldKeys.count * 2)
        values = Array(repeating: MeasuredSize(width: 0, height: 0), count: oldKeys.count * 2)
        count = 0
        for index in oldKeys.indices {
            if let key = oldKeys[index] { self[key] = oldValues[index] }
        }
    }

    private static func slot(for key: ConstraintKey, capacity: Int) -> Int {
        let sizes = UInt64(key.widthBits) << 32 | UInt64(key.heightBits)
        let identity = UInt64(UInt32(bitPattern: key.node)) << 8 | UInt64(key.modes)
        let mixed = (sizes &* 0x9E37_79B9_7F4A_7C15) ^ (identity &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: (mixed ^ (mixed >> 29)) & UInt64(capacity - 1))
    }
}
