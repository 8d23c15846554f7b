import Foundation

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

    // @unchecked-style globals: `isEnabled` is set once, before the threads that read it start
    // their work; `spans` is only touched with `lock` held.
    nonisolated(unsafe) public private(set) static var isEnabled = false
    nonisolated(unsafe) private static var spans: [Span] = []
    private static let lock = NSLock()

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
        lock.lock()
        spans.append(Span(label: label, start: start, end: end))
        lock.unlock()
    }

    /// The spans recorded since the last call, in the order they ended.
    public static func take() -> [Span] {
        lock.lock()
        defer { lock.unlock() }
        let taken = spans
        spans = []
        return taken
    }
}
