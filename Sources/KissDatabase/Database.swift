import Foundation
import Synchronization

/// One store for everything the analysis works out, as rust-analyzer's `AnalysisHost` over its
/// query database: the host sets inputs, each change starts a revision, and requests read a
/// `Snapshot` of one revision. A query's value is kept with what it read (its dependencies);
/// in a later revision it is checked, not recomputed, when none of those changed, and a value
/// that comes out the same stops invalidation there. Each kind of query keeps at most its
/// `capacity` values.
///
/// Thread-safe, with one lock: any number of snapshots may read at once. Two readers asking for
/// the same value share one computation (the second waits for the first). Setting an input
/// cancels the snapshots of earlier revisions: their reads throw `QueryInterruption.cancelled`,
/// and nothing they were working out is kept.
public final class Database: @unchecked Sendable {
    // Everything below is guarded by `condition`'s lock; `condition` also wakes the readers
    // waiting for a computation in flight or for a new revision.
    let condition = NSCondition()
    var revision = 1
    /// By durability, the last revision in which an input of that durability or a higher one
    /// changed: a value of durability `d` checked at or after `lastChange[d]` still holds.
    var lastChange = [Int](repeating: 0, count: Durability.allCases.count)
    var inputs: [SlotKey: InputSlot] = [:]
    var memos: [SlotKey: MemoSlot] = [:]
    /// Per kind of query, its keys with a value, least recently used first.
    var recency: [ObjectIdentifier: RecencyList] = [:]
    /// Per kind of query, its keys without a value (evicted), oldest first.
    var valueless: [ObjectIdentifier: RecencyList] = [:]
    /// Capacities the host set instead of a kind's own (`setCapacity`).
    var capacities: [ObjectIdentifier: Int] = [:]
    var log: [String]?
    /// How many recorded reads were checked one by one (what durability saves: tests pin it).
    let checkedReads = Atomic<Int>(0)
    public var checkedReadCount: Int { checkedReads.load(ordering: .relaxed) }
    /// Values the store let go of (evicted, or replaced by a newer value), collected under the
    /// lock and handed to `dispose` after it.
    var disposed: [any Sendable] = []
    private let dispose: @Sendable ([any Sendable]) -> Void

    /// `dispose` receives the values the store lets go of, outside its lock: freeing a large
    /// value (a document's analysis) can take milliseconds a reader should not wait for.
    public init(dispose: @escaping @Sendable ([any Sendable]) -> Void = { _ in }) {
        self.dispose = dispose
    }

    /// Hands what the store let go of to `dispose` (called without the lock held).
    func disposeLetGo() {
        condition.lock()
        let values = disposed
        disposed = []
        condition.unlock()
        if !values.isEmpty { dispose(values) }
    }

    /// The current revision: 1 at first, one more for each change of an input.
    public var currentRevision: Int {
        condition.lock()
        defer { condition.unlock() }
        return revision
    }

    /// Sets an input; nil is a value too (an editor buffer that was closed). A value equal to
    /// the current one changes nothing; another starts a new revision.
    /// Returns whether it changed.
    @discardableResult
    public func set<I: Input>(_ kind: I.Type, _ key: I.Key, to value: I.Value?) -> Bool {
        let slot = SlotKey(kind, key)
        condition.lock()
        defer { condition.unlock() }
        if let current = inputs[slot], current.value as? I.Value == value { return false }
        if inputs[slot] == nil, value == nil, !I.isLoadedOnFirstRead { return false }
        revision += 1
        noteChange(of: I.durability)
        inputs[slot] = InputSlot(value: value, changedAt: revision)
        condition.broadcast()
        return true
    }

    /// Forgets a loaded input (`Input.isLoadedOnFirstRead`): a file changed on disk. What read
    /// it is worked out again, loading it anew. Nothing happens when it was not loaded.
    public func forget<I: Input>(_ kind: I.Type, _ key: I.Key) {
        let slot = SlotKey(kind, key)
        condition.lock()
        defer { condition.unlock() }
        guard inputs.removeValue(forKey: slot) != nil else { return }
        revision += 1
        noteChange(of: I.durability)
        condition.broadcast()
    }

    /// Forgets every loaded input of a kind for which `matching` holds (all of them by default).
    public func forgetAll<I: Input>(_ kind: I.Type, where matching: (I.Key) -> Bool = { _ in true }) {
        let identifier = ObjectIdentifier(kind)
        condition.lock()
        defer { condition.unlock() }
        let forgotten = inputs.keys.filter { $0.kind == identifier && ($0.key as? I.Key).map(matching) ?? false }
        guard !forgotten.isEmpty else { return }
        for slot in forgotten { inputs.removeValue(forKey: slot) }
        revision += 1
        noteChange(of: I.durability)
        condition.broadcast()
    }

    /// The loaded inputs of a kind, with their values (for a host that checks them against
    /// the outside world now and then).
    public func loadedInputs<I: Input>(_ kind: I.Type) -> [(key: I.Key, value: I.Value?)] {
        let identifier = ObjectIdentifier(kind)
        condition.lock()
        defer { condition.unlock() }
        return inputs.compactMap { slot, input in
            guard slot.kind == identifier, let key = slot.key as? I.Key else { return nil }
            return (key, input.value as? I.Value)
        }
    }

    /// Keeps up to `capacity` values of a kind instead of `Q.capacity`: a run of the command
    /// line, which reads every file of a project once, keeps every parse for the run, where an
    /// editor keeps those it is likely to need again.
    public func setCapacity<Q: Query>(_ kind: Q.Type, _ capacity: Int) {
        condition.lock()
        defer { condition.unlock() }
        capacities[ObjectIdentifier(kind)] = capacity
        evict(kind: ObjectIdentifier(kind), capacity: capacity, readsCapacity: Q.readsCapacity)
    }

    /// Records that an input of `durability` changed in the current revision (the lock is held).
    private func noteChange(of durability: Durability) {
        for level in Durability.allCases where level <= durability { lastChange[level.rawValue] = revision }
    }

    /// A view of the current revision for one request.
    public func snapshot() -> Snapshot {
        Snapshot(database: self, revision: currentRevision)
    }

    /// Lets go of every value kept (memory at rest); inputs stay.
    public func removeAllValues() {
        condition.lock()
        disposed.append(contentsOf: memos.values.compactMap { $0.isComputing ? nil : $0.value })
        memos = memos.filter { $0.value.isComputing }
        recency.removeAll()
        valueless.removeAll()
        condition.unlock()
        disposeLetGo()
    }

    /// Lets go of every value of one kind (work that only speeds up the next requests, once
    /// the host is idle); what is being worked out now stays.
    public func removeValues<Q: Query>(of kind: Q.Type) {
        let identifier = ObjectIdentifier(kind)
        condition.lock()
        // Slots first, so that the dictionary is not copied by changing it while it is walked.
        let slots = memos.compactMap { slot, memo in slot.kind == identifier && !memo.isComputing ? slot : nil }
        for slot in slots {
            if let value = memos.removeValue(forKey: slot)?.value { disposed.append(value) }
        }
        recency[identifier] = nil
        valueless[identifier] = nil
        condition.unlock()
        disposeLetGo()
    }

    /// The values of a kind kept now, least recently used first (without using them).
    public func keptValues<Q: Query>(of kind: Q.Type) -> [Q.Value] {
        condition.lock()
        defer { condition.unlock() }
        return (recency[ObjectIdentifier(kind)]?.inOrder ?? []).compactMap { memos[$0]?.value as? Q.Value }
    }

    /// How many values of a kind are kept now.
    public func keptCount<Q: Query>(of kind: Q.Type) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return recency[ObjectIdentifier(kind)]?.count ?? 0
    }

    // MARK: - The execution log, for tests that pin what work a request does

    /// From now on, each computation (not each reuse) is logged by its query's `describe`.
    public func startLogging() {
        condition.lock()
        log = []
        condition.unlock()
    }

    /// The computations logged since the last call, in the order they finished.
    public func takeLog() -> [String] {
        condition.lock()
        defer { condition.unlock() }
        let taken = log ?? []
        if log != nil { log = [] }
        return taken
    }

    /// Logs work that is not a query yet, so that tests can count it the same way.
    public func note(_ entry: @autoclosure () -> String) {
        condition.lock()
        if log != nil { log!.append(entry()) }
        condition.unlock()
    }
}

/// A kind of input or query and one of its keys. The key is kept as itself rather than as an
/// `AnyHashable` (which is not `Sendable`), so the compiler checks this is.
struct SlotKey: Hashable, Sendable {
    let kind: ObjectIdentifier
    let key: any Hashable & Sendable

    init<Kind, Key: Hashable & Sendable>(_ kind: Kind.Type, _ key: Key) {
        self.kind = ObjectIdentifier(kind)
        self.key = key
    }

    static func == (a: SlotKey, b: SlotKey) -> Bool {
        a.kind == b.kind && a.key.isEqual(to: b.key)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        key.hash(into: &hasher)
    }
}

private extension Hashable {
    /// Whether `other` is a value of this one's type equal to it.
    func isEqual(to other: any Hashable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

struct InputSlot {
    var value: (any Sendable)?
    var changedAt: Int
}

/// What a query read: an input, or another query (checked by fetching it again, which
/// recomputes it only when what it read changed).
enum Dependency {
    case input(SlotKey, loadedOnFirstRead: Bool)
    case query(SlotKey, changedAt: @Sendable (Snapshot, QueryContext?) throws(QueryInterruption) -> Int)
}

struct MemoSlot {
    var value: (any Sendable)?
    var verifiedAt: Int
    var changedAt: Int
    var dependencies: [Dependency]
    var isComputing: Bool
    /// The lowest durability of what it read.
    var durability: Durability = .low
}
