import Foundation

/// "kisslint: 412 of 1500 files linted": a line on standard error, rewritten in place
/// (`\r`), while a long run works, so a person at a terminal sees it is not stuck. It
/// appears only after `Console.progressDelay` and only when the output is a terminal
/// (never in a log or a test), and is cleared before anything else is printed.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let write: @Sendable (String) -> Void
    private let start = Date()
    private let delay: Double
    private var done = 0
    private var lastShown: Date?
    private var width = 0

    /// Nil when no line may be shown: the output is not a terminal.
    init?(total: Int, console: Console) {
        guard console.isTerminal, total > 1 else { return nil }
        self.total = total
        self.delay = console.progressDelay
        self.write = console.writeError
    }

    /// One more file is done; shown at most ten times a second.
    func advance() {
        lock.withLock {
            done += 1
            let now = Date()
            guard now.timeIntervalSince(start) >= delay else { return }
            if let lastShown, now.timeIntervalSince(lastShown) < 0.1, done < total { return }
            lastShown = now
            let line = "kisslint: \(done) of \(total) files linted"
            width = max(width, line.count)
            write("\r" + line)
        }
    }

    /// Removes the line, if one was shown.
    func clear() {
        lock.withLock {
            guard width > 0 else { return }
            write("\r" + String(repeating: " ", count: width) + "\r")
            width = 0
        }
    }
}
