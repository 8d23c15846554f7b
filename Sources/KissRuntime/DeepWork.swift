import Foundation
import Synchronization

/// Threads whose stacks fit the deepest tree the analysis accepts.
///
/// Parsing, expansion, lowering, the rules and hover recurse a few frames per level of the
/// tree. The parser bounds a file's nesting and the instantiator the expanded tree's
/// (`Instantiator.maximumElementDepth`), but a bounded depth is only safe on a stack sized for
/// it: a secondary thread gets 512 KB on macOS, which a deep but legal layout can exceed. So
/// analysis never runs on a thread it did not choose: the tools' entry points hand their work
/// to `start` / `run`, and parallel work goes to `perform`, whose workers have the same stacks.
/// A stack's size is reserved address space; only the pages a deep layout touches are used.
public enum DeepWork {
    public static let stackSize = 16 << 20

    /// Starts `work` on a thread of its own and returns at once: a deep thread that finished
    /// its work and is waiting for more (`ParkedThreads`), or a new one.
    public static func start(_ work: @escaping @Sendable () -> Void) {
        if ParkedThreads.shared.resume(with: work) { return }
        // Handed over in a box the thread empties: the thread's block, which lives as long as
        // the thread, must not keep the first work's captures alive.
        let first = ParkedThreads.Slot()
        first.put(work)
        let thread = Thread {
            markDeep()
            var next = first.take()
            while next != nil {
                runTaking(&next)
                next = ParkedThreads.shared.park()
            }
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Runs the work in `slot` and lets go of it before returning (a parked thread holds nothing).
    private static func runTaking(_ slot: inout (@Sendable () -> Void)?) {
        guard let work = slot.take() else { return }
        work()
    }

    /// Runs `work` on a deep thread (this one, if it is) and returns its result.
    public static func run<T>(_ work: () throws -> T) rethrows -> T {
        if isDeep { return try work() }
        return try withoutActuallyEscaping(work) { work in
            // The work is let go of before the signal: it must not outlive `run`.
            let box = HandOff<(work: (() throws -> T)?, result: Result<T, Error>?)>((work, nil))
            let done = DispatchSemaphore(value: 0)
            start {
                box.value.result = Result { try box.value.work!() }
                box.value.work = nil
                done.signal()
            }
            done.wait()
            return try box.value.result!.get()
        }
    }

    /// Calls `body` with each index in `0..<iterations`, in parallel on deep threads, and
    /// returns when every call has. The calling thread takes part, so work started from inside
    /// other work always makes progress; a caller that is not a deep thread waits while one asks
    /// in its place (the pool alone has one thread fewer than processors).
    public static func perform(iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 0 else { return }
        guard isDeep else { return run { perform(iterations: iterations, body) } }
        if iterations == 1 {
            body(0)
            return
        }
        withoutActuallyEscaping(body) { body in
            let batch = Batch(count: iterations, body: body)
            WorkerPool.shared.submit(batch)
            batch.workUntilDone()
        }
    }

    /// Returns `main()`, worked out on this thread, and `side()`, worked out on a pool thread
    /// meanwhile — or on this one after `main`, if no pool thread took it by then. `main` stays
    /// on the calling thread, so the batches it starts itself have that thread to work on them.
    public static func run<T, Side>(_ main: () -> T, alongside side: () -> Side) -> (T, Side) {
        withoutActuallyEscaping(side) { side in
            // Written by whichever thread runs `side`; read after the batch is done, which its lock orders.
            nonisolated(unsafe) var sideResult: Side?
            let batch = Batch(count: 1) { _ in sideResult = side() }
            WorkerPool.shared.submit(batch)
            let result = main()
            batch.workUntilDone()
            return (result, sideResult!)
        }
    }

    /// Whether the current thread is one of ours.
    public static var isDeep: Bool {
        Thread.current.threadDictionary[deepKey] != nil
    }

    private static let deepKey = "kiss.deep-work"

    fileprivate static func markDeep() {
        Thread.current.threadDictionary[deepKey] = true
    }
}

/// Deep threads whose work is done, waiting a while for more: a keystroke's analysis and
/// every request run on a thread of their own, and starting one with a 16 MiB stack each
/// time cost about a tenth of a millisecond of every keystroke. At most `limit` wait, each
/// for `idleTimeout`, then end; a parked thread holds no work.
final class ParkedThreads: Sendable {
    static let shared = ParkedThreads()
    static let limit = 4
    static let idleTimeout: TimeInterval = 10

    /// Where a parked thread waits for its next work.
    final class Slot: Sendable {
        private let stored = Mutex<(@Sendable () -> Void)?>(nil)
        let signal = DispatchSemaphore(value: 0)

        func put(_ work: @escaping @Sendable () -> Void) {
            stored.withLock { $0 = work }
        }

        func take() -> (@Sendable () -> Void)? {
            stored.withLock { stored in
                defer { stored = nil }
                return stored
            }
        }
    }

    private let parked = Waitable<[Slot]>([])

    /// How many threads wait for work.
    var count: Int { parked.withLock { $0.count } }

    /// Waits until at least `count` threads wait for work (false: not within `timeout`).
    func waitUntilParked(_ count: Int, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return parked.wait(for: { $0.count >= count ? true : nil }, before: deadline) ?? false
    }

    /// Hands `work` to a parked thread; false when none waits.
    func resume(with work: @escaping @Sendable () -> Void) -> Bool {
        let slot: Slot? = parked.withLock { $0.popLast() }
        guard let slot else { return false }
        slot.put(work)
        slot.signal.signal()
        return true
    }

    /// Called by a deep thread whose work is done: its next work, or nil to end the thread.
    func park() -> (@Sendable () -> Void)? {
        let slot = Slot()
        let waits = parked.withLock { parked -> Bool in
            guard parked.count < Self.limit else { return false }
            parked.append(slot)
            self.parked.broadcast()
            return true
        }
        guard waits else { return nil }
        if slot.signal.wait(timeout: .now() + Self.idleTimeout) == .timedOut {
            let stillParked = parked.withLock { parked -> Bool in
                guard let index = parked.firstIndex(where: { $0 === slot }) else { return false }
                parked.remove(at: index)
                return true
            }
            if stillParked { return nil }
            // Taken just as the wait ended: its work is on the way.
            slot.signal.wait()
        }
        return slot.take()
    }
}

/// Work the pool's threads take a piece of at a time.
private protocol PoolWork: AnyObject, Sendable {
    var hasUnclaimed: Bool { get }
    /// Runs one unclaimed piece, if one is left.
    func runOne()
}

/// One `perform` call: indices handed out one at a time to whoever asks.
private final class Batch: PoolWork, @unchecked Sendable {
    private let lock = NSCondition()
    private let count: Int
    private var next = 0
    private var unfinished: Int
    /// Let go of when the last call returns: the body must not outlive `perform`.
    private var body: ((Int) -> Void)?

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.unfinished = count
        self.body = body
    }

    var hasUnclaimed: Bool { lock.withLock { next < count } }

    func claim() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Runs a claimed index. The body is cleared only once every claimed index has run, so
    /// it is still there for this one.
    func run(_ index: Int) {
        body?(index)
        lock.withLock {
            unfinished -= 1
            if unfinished == 0 {
                body = nil
                lock.broadcast()
            }
        }
    }

    func runOne() {
        if let index = claim() { run(index) }
    }

    /// Runs the indices nobody has claimed yet on this thread, then waits for the others.
    func workUntilDone() {
        while let index = claim() { run(index) }
        lock.withLock {
            while unfinished > 0 { lock.wait() }
        }
    }
}

/// One deep thread fewer than there are processors (one at least), started when first needed,
/// taking indices from the oldest batch that still has some. The thread that asks works on its
/// own batch (`perform`), so a batch has as many threads as processors: a third thread
/// time-sharing two cores made a keystroke's slowest answers slower (BENCHMARKS.md, session 15).
private final class WorkerPool: Sendable {
    static let shared = WorkerPool(threads: max(1, ProcessInfo.processInfo.activeProcessorCount - 1))

    private struct State {
        var batches: [any PoolWork] = []
        var started = false
    }

    private let state = Waitable(State())
    private let threads: Int

    init(threads: Int) {
        self.threads = threads
    }

    /// Offers `batch`'s pieces to the pool's threads (again, for a stream given more since
    /// they took its last).
    func submit(_ batch: any PoolWork) {
        state.withLock { state in
            if !state.batches.contains(where: { $0 === batch }) { state.batches.append(batch) }
            if !state.started {
                state.started = true
                for _ in 0..<threads { DeepWork.start { [self] in work() } }
            }
            self.state.broadcast()
        }
    }

    private func work() {
        while true {
            let batch: any PoolWork = state.wait { state in
                state.batches.removeAll { !$0.hasUnclaimed }
                return state.batches.first
            }
            batch.runOne()
        }
    }
}

/// Tasks handed to the pool as they are made, so that the pool's threads start on them while
/// the thread making them goes on (a keystroke's solves of the layouts expanded first, while
/// the screen that uses them is expanded). Each task is taken highest priority first; the
/// thread that made them runs what is left, and waits for the rest, in `finish`.
public final class TaskStream: PoolWork, @unchecked Sendable {
    // @unchecked: `pending`, `running` and `added` are only touched with `lock` held.
    private let lock = NSCondition()
    private var pending: [(priority: Priority, order: Int, task: () -> Void)] = []
    private var running = 0
    private var added = 0
    /// False only in tests that watch the order tasks are taken in, on one thread.
    private let offered: Bool

    /// Higher first; among equals, the one added first.
    public struct Priority: Comparable, Sendable {
        var rank: Int
        var size: Int
        public static func < (a: Priority, b: Priority) -> Bool { (a.rank, a.size) < (b.rank, b.size) }

        /// Before anything else (moving kept expansions ahead, which the expansion waits for).
        public static let first = Priority(rank: 2, size: 0)
        /// A solve (and its rules) of a layout of `size` elements: largest layout first.
        public static func solve(size: Int) -> Priority { Priority(rank: 1, size: size) }
        /// A layout's modifier rules: after every solve.
        public static func modifierRules(size: Int) -> Priority { Priority(rank: 0, size: size) }
        /// Work that no finding waits for: after everything else.
        public static let last = Priority(rank: -1, size: 0)
    }

    /// `offeredToPool`: false keeps every task for the thread that calls `finish`.
    public init(offeredToPool: Bool = true) {
        offered = offeredToPool
    }

    public func add(priority: Priority, _ task: @escaping () -> Void) {
        lock.withLock {
            pending.append((priority, added, task))
            added += 1
        }
        if offered { WorkerPool.shared.submit(self) }
    }

    var hasUnclaimed: Bool { lock.withLock { !pending.isEmpty } }

    private func claim() -> (() -> Void)? {
        lock.withLock {
            guard !pending.isEmpty else { return nil }
            var best = 0
            for index in pending.indices.dropFirst() {
                let candidate = pending[index], chosen = pending[best]
                if chosen.priority < candidate.priority || (chosen.priority == candidate.priority && candidate.order < chosen.order) {
                    best = index
                }
            }
            running += 1
            return pending.remove(at: best).task
        }
    }

    func runOne() {
        if let task = claim() { run(task) }
    }

    /// Runs a claimed task, then wakes `finish` if it was the last.
    private func run(_ task: () -> Void) {
        task()
        lock.withLock {
            running -= 1
            if running == 0 && pending.isEmpty { lock.broadcast() }
        }
    }

    /// Runs the tasks nobody has taken on this thread (a deep one: the tasks may recurse as
    /// deep as the trees they work on), then waits for those others took.
    public func finish() {
        guard DeepWork.isDeep else { return DeepWork.run { finish() } }
        while let task = claim() { run(task) }
        lock.withLock {
            while running > 0 || !pending.isEmpty { lock.wait() }
        }
    }
}
