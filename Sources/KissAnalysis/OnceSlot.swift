import Synchronization

/// An element's memo (`LoweredStyleMemo`, `LoweredTreeMemo`, `ModifierFindingsMemo`), made when
/// first needed and read without a lock: the slot is set at most once, by a compare-and-exchange
/// (two threads making one at once keep the first, and the other lets its own go), and never
/// changed after, so a reference read from it stays valid as long as its owner lives. The slot
/// holds the memo retained and releases it when its owner is freed. What changes in a memo is
/// guarded by the memo's own lock.
///
/// An `Atomic` of an `Unmanaged` reference rather than an `AtomicLazyReference`: its loads are
/// inlined, where `AtomicLazyReference`'s are called unspecialized (session 27 measured that at
/// 2 % of a keystroke).
struct OnceSlot<Object: AnyObject>: ~Copyable {
    private let reference = Atomic<Unmanaged<Object>?>(nil)

    init() {}

    deinit {
        reference.load(ordering: .acquiring)?.release()
    }

    /// The object, once one is set.
    @inline(__always)
    var value: Object? {
        reference.load(ordering: .acquiring)?.takeUnretainedValue()
    }

    /// The object set, `make()` set first when there is none.
    func value(orSet make: () -> Object) -> Object {
        if let existing = reference.load(ordering: .acquiring) { return existing.takeUnretainedValue() }
        let made = Unmanaged.passRetained(make())
        let (exchanged, found) = reference.compareExchange(
            expected: nil, desired: made, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
        if exchanged { return made.takeUnretainedValue() }
        made.release()
        return found!.takeUnretainedValue()
    }
}
