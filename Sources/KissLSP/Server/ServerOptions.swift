import Foundation

/// How a server instance behaves; fixed for its lifetime. Settings the client
/// may change at run time are in `ServerConfiguration`.
public struct ServerOptions: Sendable {
    /// The initial client-adjustable settings (documentation links, the
    /// diagnostics delay, push or pull).
    public var configuration = ServerConfiguration()
    /// See `MessageFramer`: a body that pauses this long was announced too long.
    public var stallTimeout: TimeInterval? = 2
    public var maximumMessageLength = MessageFramer.defaultMaximumBodyLength
    /// Where messages go before the client can receive `window/logMessage`
    /// (before `initialize`); the executable passes standard error.
    public var earlyLog: (@Sendable (String) -> Void)?
    /// Told when each pushed-diagnostics run ends, published or not: a
    /// deterministic point for tests and for measuring, without polling.
    public var diagnosticsRunObserver: (@Sendable (DiagnosticsRun) -> Void)?
    /// Runs a pushed-diagnostics job once the debounce delay has passed. nil:
    /// a dispatch queue's timer. Tests can collect the jobs and run them when
    /// they choose, which makes debouncing deterministic.
    public var diagnosticsScheduler: (@Sendable (_ delay: TimeInterval, _ job: @escaping @Sendable () -> Void) -> Void)?

    public init() {}
}

/// How one run of push diagnostics for one document version ended.
public struct DiagnosticsRun: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        case published
        /// A newer edit, a close or a shutdown came first; nothing was sent.
        case superseded
        /// The analyzer threw something other than `CancellationError`.
        case failed
    }

    public var uri: String
    public var version: Int
    public var outcome: Outcome
}
