/// `kisslint`'s exit codes (tooling §3).
public enum ExitCode: Int32, Sendable {
    /// No errors, and warnings within `--max-warnings`.
    case clean = 0
    /// Errors found, warnings over the limit, or any finding with `--warnings-as-errors`.
    case findings = 1
    /// Usage, configuration or I/O error; the message is on standard error.
    case failure = 2
}

/// A problem that stops the command before or while it runs: bad usage, an
/// unreadable path. Reported on standard error with exit code 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
