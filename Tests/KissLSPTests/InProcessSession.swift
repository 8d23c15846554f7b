import Foundation
import KissLSP
import XCTest
import KissTestSupport

/// A server running on a thread of the test process, connected by in-memory
/// channels.
final class InProcessSession: TestClient, @unchecked Sendable {
    let server: LanguageServer
    let toServer = InMemoryByteChannel()
    private let finished = DispatchSemaphore(value: 0)
    private let exitCodeStore = ExitCodeStore()

    init(analyzer: any DocumentAnalyzer = SyntaxAnalyzer(), options: ServerOptions = InProcessSession.immediateOptions()) {
        let fromServer = InMemoryByteChannel()
        server = LanguageServer(analyzer: analyzer, options: options)
        let toServer = self.toServer
        super.init(inbox: MessageInbox(source: fromServer), write: { toServer.write($0) })
        let server = self.server
        let finished = self.finished
        let store = exitCodeStore
        Thread {
            store.code = server.run(input: toServer, output: fromServer)
            fromServer.close()
            finished.signal()
        }.start()
    }

    /// Options with no diagnostics delay, so tests need not wait for one.
    static func immediateOptions() -> ServerOptions {
        var options = ServerOptions()
        options.configuration.diagnosticDelay = 0
        return options
    }

    func closeInput() {
        toServer.close()
    }

    /// The exit code once `run` has returned, or nil if it did not in time.
    func exitCode(timeout: TimeInterval = Patience.forAnAnswer) -> Int32? {
        guard finished.wait(timeout: .now() + timeout) == .success else { return nil }
        finished.signal()
        return exitCodeStore.code
    }

    deinit {
        toServer.close()
    }
}

final class ExitCodeStore: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int32?

    var code: Int32? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
