/// One revision of a `Database`, as one request reads it. Cheap to make and to copy; reads
/// throw `QueryInterruption.cancelled` once the host has moved to a newer revision.
public struct Snapshot: Sendable {
    /// Weak: values the store keeps may hold snapshots (an analysis reads its imports through
    /// one), and a strong reference would keep the store, and all it holds, alive for ever. A
    /// snapshot of a store that is gone is cancelled. (Written once, in `init`, and only read
    /// after: a `weak var` rather than `weak let`, which needs Swift 6.2.)
    nonisolated(unsafe) weak var owner: Database?
    public let revision: Int

    init(database: Database?, revision: Int) {
        owner = database
        self.revision = revision
    }

    /// A snapshot of no database: every read is cancelled. For work that must read nothing
    /// kept (a request whose inputs the host no longer holds), through code that takes a snapshot.
    public static let detached = Snapshot(database: nil, revision: 0)

    /// The store, while it exists.
    func live() throws(QueryInterruption) -> Database {
        guard let owner else { throw .cancelled }
        return owner
    }

    /// The database with its condition locked, while it is still at this snapshot's revision;
    /// `.cancelled` (the condition let go) once the host has moved past it.
    private func lockedAtRevision() throws(QueryInterruption) -> Database {
        let database = try live()
        database.condition.lock()
        guard database.revision == revision else {
            database.condition.unlock()
            throw .cancelled
        }
        return database
    }

    /// The same store at its current revision (detached once the store is gone): for a value
    /// kept across revisions that asks the store for more when it is still current.
    public var current: Snapshot { owner?.snapshot() ?? .detached }

    /// Whether the host has started a newer revision (this snapshot's answers are stale).
    public var isCancelled: Bool { owner.map { $0.currentRevision != revision } ?? true }

    /// A query's value at this revision.
    public func query<Q: Query>(_ kind: Q.Type, _ key: Q.Key) throws(QueryInterruption) -> Q.Value {
        try fetch(kind, key, parent: nil).value
    }

    /// An input's value at this revision (nil: not set, or set to nil).
    public func input<I: Input>(_ kind: I.Type, _ key: I.Key) throws(QueryInterruption) -> I.Value? {
        try read(kind, key, loads: false, load: { nil })
    }

    /// A loaded input's value (`Input.isLoadedOnFirstRead`), loading it with `load` the first
    /// time any reader needs it.
    public func input<I: Input>(_ kind: I.Type, _ key: I.Key, loadingWith load: () -> I.Value?) throws(QueryInterruption) -> I.Value? {
        try read(kind, key, loads: true, load: load)
    }

    func read<I: Input>(_ kind: I.Type, _ key: I.Key, loads: Bool, load: () -> I.Value?) throws(QueryInterruption) -> I.Value? {
        let slot = SlotKey(kind, key)
        let database = try lockedAtRevision()
        let condition = database.condition
        if let input = database.inputs[slot] {
            condition.unlock()
            return input.value as? I.Value
        }
        condition.unlock()
        guard I.isLoadedOnFirstRead, loads else { return nil }
        let loaded = load()
        condition.lock()
        defer { condition.unlock() }
        guard database.revision == revision else { throw .cancelled }
        // Another reader may have loaded it meanwhile: the first load is the input.
        if let input = database.inputs[slot] { return input.value as? I.Value }
        // No value kept can depend on an input that was not there, so loading it is not a change.
        database.inputs[slot] = InputSlot(value: loaded, changedAt: revision)
        return loaded
    }

    /// The query's value and the revision it last changed in, computing it (or checking that it
    /// still holds) when this revision has not yet.
    func fetch<Q: Query>(_ kind: Q.Type, _ key: Q.Key, parent: QueryContext?) throws(QueryInterruption) -> (value: Q.Value, changedAt: Int, durability: Durability) {
        let slot = SlotKey(kind, key)
        if let parent, parent.isComputing(slot) { throw .cycle(Q.describe(key)) }
        let database = try live()
        let condition = database.condition
        condition.lock()
        var previous: MemoSlot?
        while true {
            guard database.revision == revision else {
                condition.unlock()
                throw .cancelled
            }
            guard let memo = database.memos[slot] else { break }
            if memo.isComputing {
                condition.wait()
                continue
            }
            if let value = memo.value as? Q.Value, database.holdsUnchecked(memo, at: revision) {
                if memo.verifiedAt != revision { database.memos[slot]?.verifiedAt = revision }
                database.touch(slot)
                condition.unlock()
                return (value, memo.changedAt, memo.durability)
            }
            previous = memo
            break
        }
        database.memos[slot] = MemoSlot(value: previous?.value, verifiedAt: previous?.verifiedAt ?? 0, changedAt: previous?.changedAt ?? 0,
                                        dependencies: previous?.dependencies ?? [], isComputing: true)
        condition.unlock()
        do {
            return try refresh(kind, key, slot: slot, previous: previous, parent: parent)
        } catch {
            condition.lock()
            if let previous { database.memos[slot] = previous } else { database.memos.removeValue(forKey: slot) }
            condition.broadcast()
            condition.unlock()
            throw error
        }
    }

    /// Whether what is kept of `key` still holds at this revision — checked as a read would
    /// check it, without working the value out again (what it read is brought up to date, which
    /// may work those out). Nil when nothing is kept of it, or its first computation is under
    /// way; false when it is being worked out again (what a host asks this for should then be
    /// treated as changed).
    public func isUpToDate<Q: Query>(_ kind: Q.Type, _ key: Q.Key) throws(QueryInterruption) -> Bool? {
        let slot = SlotKey(kind, key)
        let database = try lockedAtRevision()
        let condition = database.condition
        guard let memo = database.memos[slot] else {
            condition.unlock()
            return nil
        }
        let holds = database.holdsUnchecked(memo, at: revision)
        condition.unlock()
        if memo.isComputing { return memo.verifiedAt == 0 ? nil : false }
        if holds { return true }
        let context = QueryContext(snapshot: self, computing: slot, parent: nil)
        guard try unchanged(memo.dependencies, since: memo.verifiedAt, context: context) else { return false }
        condition.lock()
        if database.revision == revision, var current = database.memos[slot], !current.isComputing, current.verifiedAt == memo.verifiedAt {
            current.verifiedAt = revision
            database.memos[slot] = current
        }
        condition.unlock()
        return true
    }

    /// Reuses `previous` when nothing it read changed since it was last checked, else computes
    /// the value again; stores the result as checked at this revision.
    private func refresh<Q: Query>(_ kind: Q.Type, _ key: Q.Key, slot: SlotKey, previous: MemoSlot?,
                                   parent: QueryContext?) throws(QueryInterruption) -> (value: Q.Value, changedAt: Int, durability: Durability) {
        let previousValue = previous?.value as? Q.Value
        let database = try live()
        let context = QueryContext(snapshot: self, computing: slot, parent: parent)
        var value: Q.Value
        var changedAt: Int
        var dependencies: [Dependency]
        var durability: Durability
        var replaced: (any Sendable)?
        let stillHolds = try previous.map { memo throws(QueryInterruption) in
            try unchanged(memo.dependencies, since: memo.verifiedAt, context: context)
        } ?? false
        if stillHolds, let previous, let previousValue {
            (value, changedAt, dependencies, durability) = (previousValue, previous.changedAt, previous.dependencies, previous.durability)
        } else {
            value = try Q.compute(key, previous: previousValue, in: context)
            dependencies = context.dependencies
            durability = context.durability
            database.note(Q.describe(key))
            if let previous, stillHolds {
                // Evicted, worked out again from the same reads: the same value.
                changedAt = previous.changedAt
            } else if let previous, let previousValue, Q.isSame(previousValue, value) {
                (value, changedAt) = (previousValue, previous.changedAt)
            } else {
                changedAt = revision
                replaced = previousValue
            }
        }
        let condition = database.condition
        condition.lock()
        guard database.revision == revision else {
            // Right for this snapshot, which asked for it, but not kept: the inputs moved on.
            if let previous { database.memos[slot] = previous } else { database.memos.removeValue(forKey: slot) }
            condition.broadcast()
            condition.unlock()
            return (value, changedAt, durability)
        }
        if let replaced { database.disposed.append(replaced) }
        database.memos[slot] = MemoSlot(value: value, verifiedAt: revision, changedAt: changedAt, dependencies: dependencies, isComputing: false,
                                        durability: durability)
        database.touch(slot)
        database.evict(kind: slot.kind, capacity: database.capacities[slot.kind] ?? Q.capacity, readsCapacity: Q.readsCapacity)
        condition.broadcast()
        condition.unlock()
        database.disposeLetGo()
        return (value, changedAt, durability)
    }

    /// A query's value when it was worked out or checked at this very revision, without
    /// computing or checking anything (nil otherwise).
    public func peek<Q: Query>(_ kind: Q.Type, _ key: Q.Key) -> Q.Value? {
        guard let database = owner else { return nil }
        let condition = database.condition
        condition.lock()
        defer { condition.unlock() }
        guard database.revision == revision, let memo = database.memos[SlotKey(kind, key)], !memo.isComputing,
              memo.verifiedAt == revision else { return nil }
        return memo.value as? Q.Value
    }

    /// Whether none of `dependencies` changed after revision `verifiedAt` (a query among them
    /// is brought up to this revision first, which recomputes it only if its own reads changed).
    private func unchanged(_ dependencies: [Dependency], since verifiedAt: Int, context: QueryContext) throws(QueryInterruption) -> Bool {
        let database = try live()
        database.checkedReads.add(dependencies.count, ordering: .relaxed)
        for dependency in dependencies {
            switch dependency {
            case .input(let slot, let loadedOnFirstRead):
                let condition = database.condition
                condition.lock()
                let input = database.inputs[slot]
                condition.unlock()
                if let input {
                    if input.changedAt > verifiedAt { return false }
                } else if loadedOnFirstRead {
                    return false
                }
            case .query(_, let changedAt):
                if try changedAt(self, context) > verifiedAt { return false }
            }
        }
        return true
    }
}

/// What a query being computed reads through: it records each read as a dependency of the
/// value. Used by one computation on one thread.
public final class QueryContext {
    public let snapshot: Snapshot
    private let computing: SlotKey
    private let parent: QueryContext?
    fileprivate(set) var dependencies: [Dependency] = []
    /// The lowest durability of what it read so far (nothing read: nothing can change it).
    fileprivate(set) var durability = Durability.high

    init(snapshot: Snapshot, computing: SlotKey, parent: QueryContext?) {
        self.snapshot = snapshot
        self.computing = computing
        self.parent = parent
    }

    fileprivate func isComputing(_ slot: SlotKey) -> Bool {
        var context: QueryContext? = self
        while let current = context {
            if current.computing == slot { return true }
            context = current.parent
        }
        return false
    }

    /// Another query's value, recorded as read.
    public func query<Q: Query>(_ kind: Q.Type, _ key: Q.Key) throws(QueryInterruption) -> Q.Value {
        let fetched = try snapshot.fetch(kind, key, parent: self)
        durability = min(durability, fetched.durability)
        dependencies.append(.query(SlotKey(kind, key)) { snapshot, parent throws(QueryInterruption) in
            try snapshot.fetch(kind, key, parent: parent).changedAt
        })
        return fetched.value
    }

    /// An input's value, recorded as read (nil: not set, or set to nil).
    public func input<I: Input>(_ kind: I.Type, _ key: I.Key) throws(QueryInterruption) -> I.Value? {
        let value = try snapshot.read(kind, key, loads: false, load: { nil })
        durability = min(durability, I.durability)
        dependencies.append(.input(SlotKey(kind, key), loadedOnFirstRead: I.isLoadedOnFirstRead))
        return value
    }

    /// A loaded input's value (`Input.isLoadedOnFirstRead`), loading it with `load` the first
    /// time any reader needs it; recorded as read.
    public func input<I: Input>(_ kind: I.Type, _ key: I.Key, loadingWith load: () -> I.Value?) throws(QueryInterruption) -> I.Value? {
        let value = try snapshot.read(kind, key, loads: true, load: load)
        durability = min(durability, I.durability)
        dependencies.append(.input(SlotKey(kind, key), loadedOnFirstRead: I.isLoadedOnFirstRead))
        return value
    }

    /// Whether the host has started a newer revision: long work checks it now and then and
    /// throws `QueryInterruption.cancelled`.
    public var isCancelled: Bool { snapshot.isCancelled }
}

extension Database {
    /// Whether `memo` holds at `revision` without a look at what it read: it was checked at that
    /// revision, or nothing as durable as what it read changed since it was (the lock is held).
    func holdsUnchecked(_ memo: MemoSlot, at revision: Int) -> Bool {
        memo.verifiedAt == revision || lastChange[memo.durability.rawValue] <= memo.verifiedAt
    }

    /// Marks a kind's key as just used (the lock is held).
    func touch(_ slot: SlotKey) {
        recency[slot.kind, default: RecencyList()].use(slot)
        valueless[slot.kind]?.remove(slot)
    }

    /// Drops the values of a kind beyond its capacity, least recently used first; what they
    /// read is kept for as many again, then dropped too (the lock is held).
    func evict(kind: ObjectIdentifier, capacity: Int, readsCapacity: Int? = nil) {
        guard let count = recency[kind]?.count, count > capacity else { return }
        while let kept = recency[kind]?.count, kept > max(1, capacity), let slot = recency[kind]?.removeOldest() {
            guard var memo = memos[slot], !memo.isComputing else { continue }
            if let value = memo.value { disposed.append(value) }
            memo.value = nil
            memos[slot] = memo
            valueless[kind, default: RecencyList()].use(slot)
        }
        while let dropped = valueless[kind]?.count, dropped > max(1, readsCapacity ?? capacity), let slot = valueless[kind]?.removeOldest() {
            if let memo = memos[slot], memo.value == nil, !memo.isComputing { memos.removeValue(forKey: slot) }
        }
    }
}
