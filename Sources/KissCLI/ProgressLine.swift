import Foundation
import Synchronization

/// "kisslint: 412 of 1500 files linted": a line on standard error, rewritten in place
/// (`\r`), while a long run works, so a person at a terminal sees it is not stuck. It
/// appears only after `Console.progressDelay` and only when the output is a terminal
/// (never in a log or a test), and is cleared before anything else is printed.
final class ProgressLine: Sendable {
    private struct State {
        var done = 0
        var lastShown: Date?
        var width = 0
    }

    private let state = Mutex(State())
    private let total: Int
    private let write: @Sendable (String) -> Void
    private let start = Date()
    private let delay: Double

    /// Nil when no line may be shown: the output is not a terminal.
    init?(total: Int, console: Console) {
        guard console.isTerminal, total > 1 else { return nil }
        self.total = total
        self.delay = console.progressDelay
        self.write = console.writeError
    }

    /// One more file is done; shown at most ten times a second.
    func advance() {
        state.withLock { state in
            state.done += 1
            let now = Date()
            guard now.timeIntervalSince(start) >= delay else { return }
            if let lastShown = state.lastShown, now.timeIntervalSince(lastShown) < 0.1, state.done < total { return }
            state.lastShown = now
            let line = "kisslint: \(state.done) of \(total) files linted"
            state.width = max(state.width, line.count)
            write("\r" + line)
        }
    }

    /// Removes the line, if one was shown.
    func clear() {
        state.withLock { state in
            guard state.width > 0 else { return }
            write("\r" + String(repeating: " ", count: state.width) + "\r")
            state.width = 0
        }
    }
}
