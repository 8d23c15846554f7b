import Foundation

/// `window/logMessage` and `$/logTrace`.
extension LanguageServer {
    /// LSP forbids notifications before `initialize`, so earlier messages go
    /// to `ServerOptions.earlyLog` (standard error for the executable).
    func log(_ type: Int, _ message: String) {
        let initialized = state.withLock { $0.lifecycle != .uninitialized }
        if initialized {
            writer.sendNotification("window/logMessage", LSP.LogMessageParams(type: type, message: message))
        } else {
            options.earlyLog?(message)
        }
    }

    /// What `$/setTrace` asked for: `messages` names each message received,
    /// `verbose` adds its text (cut at 4 KB: a 10 MB `didOpen` would flood the
    /// client's log).
    func trace(_ message: String, body: Data) {
        let level = state.withLock { $0.lifecycle == .uninitialized ? .off : $0.trace }
        guard level != .off else { return }
        var verbose: String?
        if level == .verbose {
            let limit = 4096
            verbose = String(decoding: body.prefix(limit), as: UTF8.self) + (body.count > limit ? " … (\(body.count) bytes)" : "")
        }
        writer.sendNotification("$/logTrace", LSP.LogTraceParams(message: message, verbose: verbose))
    }
}
