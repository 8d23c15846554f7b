/// Measurements by exact constraints: an open-addressing hash table specialised for
/// `ConstraintKey`. `Dictionary` spent a fifth of a deep layout in its seeded SipHash; these keys
/// are already well-mixed bit patterns and need no protection against crafted collisions.
///
/// A class over manually managed storage, held in `let` properties of the engine, so that the
/// hot path pays neither copy-on-write checks nor dynamic exclusivity checks.
final class ConstraintTable {
    private struct Slot {
        var key: ConstraintKey
        var value: MeasuredSize
        var occupied: Bool
    }

    private var slots: UnsafeMutablePointer<Slot>
    private var capacity: Int
    private var count = 0

    /// Sized for `expectedCount` entries without growing (a power of two, at least 64).
    init(expectedCount: Int = 0) {
        var capacity = 64
        while capacity < 2 * expectedCount { capacity *= 2 }
        self.capacity = capacity
        slots = Self.emptySlots(capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    subscript(key: ConstraintKey) -> MeasuredSize? {
        get {
            var slot = Self.slot(for: key, capacity: capacity)
            while slots[slot].occupied {
                if slots[slot].key == key { return slots[slot].value }
                slot = (slot + 1) & (capacity - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > capacity { grow() }
            var slot = Self.slot(for: key, capacity: capacity)
            while slots[slot].occupied {
                if slots[slot].key == key {
                    slots[slot].value = newValue
                    return
                }
                slot = (slot + 1) & (capacity - 1)
            }
            slots[slot] = Slot(key: key, value: newValue, occupied: true)
            count += 1
        }
    }

    private static func emptySlots(_ capacity: Int) -> UnsafeMutablePointer<Slot> {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(
            repeating: Slot(
                key: ConstraintKey(0, 0, 0, .undefined, .undefined), value: MeasuredSize(width: 0, height: 0),
                occupied: false),
            count: capacity)
        return slots
    }

    private func grow() {
        let oldSlots = slots
        let oldCapacity = capacity
        capacity *= 2
        slots = Self.emptySlots(capacity)
        count = 0
        for index in 0..<oldCapacity where oldSlots[index].occupied {
            self[oldSlots[index].key] = oldSlots[index].value
        }
        oldSlots.deinitialize(count: oldCapacity)
        oldSlots.deallocate()
    }

    private static func slot(for key: ConstraintKey, capacity: Int) -> Int {
        let sizes = UInt64(key.widthBits) << 32 | UInt64(key.heightBits)
        let identity = UInt64(UInt32(bitPattern: key.node)) << 8 | UInt64(key.modes)
        // MurmurHash3's 64-bit finalizer over both words: every input bit reaches the low bits.
        var mixed = sizes ^ (identity &* 0x9E37_79B9_7F4A_7C15)
        mixed = (mixed ^ (mixed >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        mixed = (mixed ^ (mixed >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: (mixed ^ (mixed >> 33)) & UInt64(capacity - 1))
    }
}
