/// Cooperative cancellation for analysis work: a `$/cancelRequest` or a
/// newer edit of the same document sets it, and the analyzer checks it at
/// convenient points and stops early.
public final class CancellationToken: Sendable {
    private struct State {
        var cancelled = false
        var handlers: [@Sendable () -> Void] = []
    }

    private let state = Locked(State())

    public init() {}

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    public func cancel() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.cancelled else { return [] }
            state.cancelled = true
            defer { state.handlers = [] }
            return state.handlers
        }
        for handler in handlers { handler() }
    }

    /// Runs `handler` once the token is cancelled (at once if it already is),
    /// for work that waits on something other than the CPU.
    public func onCancel(_ handler: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.cancelled { return true }
            state.handlers.append(handler)
            return false
        }
        if runNow { handler() }
    }

    /// Throws `CancellationError` once cancelled.
    public func checkCancellation() throws {
        if isCancelled { throw CancellationError() }
    }

    /// A fresh token, for callers with nothing to cancel (a shared one could
    /// be cancelled by anyone).
    public static var never: CancellationToken { CancellationToken() }
}
