import Foundation
import Synchronization

/// Where a keystroke's time goes, stage by stage: spans recorded with their start and end on
/// whichever thread runs them, for `kiss-bench keystrokes --trace`. Off unless a benchmark
/// turns it on before any analysis starts; off, a span costs one load and a branch.
///
/// Every session of work on the keystroke's latency rebuilt this by hand (BENCHMARKS.md,
/// sessions 15–20); the stages it names are those the benchmark's notes talk about.
public enum StageTrace {
    /// One stage of one analysis, in microseconds of the process's monotonic clock.
    public struct Span: Sendable {
        public var label: String
        public var start: Double
        public var end: Double
    }

    // An @unchecked-style global: `isEnabled` is set once, before the threads that read it
    // start their work.
    nonisolated(unsafe) public private(set) static var isEnabled = false
    /// The spans recorded and not yet taken, the latest first: a list whose head (the address of
    /// a `Recorded`, 0 for none) is pushed to by compare-and-exchange and taken whole by an
    /// exchange, so no lock is needed (and, as nodes are never taken one by one, no ABA).
    private static let recorded = Atomic<Int>(0)

    private struct Recorded {
        var span: Span
        var next: Int
    }

    /// Turns recording on or off; call it before the analyses to trace, not during them.
    public static func enable(_ on: Bool) {
        isEnabled = on
    }

    public static var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000 }

    /// Runs `body`, recording it as `label` when tracing is on.
    @inline(__always)
    public static func span<T>(_ label: @autoclosure () -> String, _ body: () throws -> T) rethrows -> T {
        guard isEnabled else { return try body() }
        let start = now
        let value = try body()
        record(label(), from: start, to: now)
        return value
    }

    /// When a stage that does not run as one closure starts; nil when tracing is off.
    public static func start() -> Double? {
        isEnabled ? now : nil
    }

    /// Records the stage begun at `start` as `label` (nothing when it was not traced).
    public static func end(_ label: @autoclosure () -> String, since start: Double?) {
        guard let start else { return }
        record(label(), from: start, to: now)
    }

    private static func record(_ label: String, from start: Double, to end: Double) {
        let node = UnsafeMutablePointer<Recorded>.allocate(capacity: 1)
        var head = recorded.load(ordering: .relaxed)
        node.initialize(to: Recorded(span: Span(label: label, start: start, end: end), next: head))
        while true {
            let (exchanged, found) = recorded.weakCompareExchange(
                expected: head, desired: Int(bitPattern: node), successOrdering: .releasing, failureOrdering: .relaxed)
            if exchanged { return }
            head = found
            node.pointee.next = head
        }
    }

    /// The spans recorded since the last call, in the order they ended.
    public static func take() -> [Span] {
        var head = recorded.exchange(0, ordering: .acquiring)
        var taken: [Span] = []
        while let node = UnsafeMutablePointer<Recorded>(bitPattern: head) {
            let recorded = node.move()
            node.deallocate()
            taken.append(recorded.span)
            head = recorded.next
        }
        taken.reverse()
        return taken
    }
}
