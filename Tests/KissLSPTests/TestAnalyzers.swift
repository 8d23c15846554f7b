import Foundation
import KissLSP
import KissSyntax
import KissTestSupport

/// Reports what a closure says and remembers which versions it analysed.
final class RecordingAnalyzer: DocumentAnalyzer, @unchecked Sendable {
    private let lock = NSLock()
    private var versions: [String: [Int]] = [:]
    private let findings: @Sendable (DocumentSnapshot) -> [Diagnostic]
    private let syntax = SyntaxAnalyzer()

    init(findings: @escaping @Sendable (DocumentSnapshot) -> [Diagnostic] = { SyntaxTree.parse($0.text).diagnostics }) {
        self.findings = findings
    }

    private var changedFiles: [[URL]?] = []

    func analyzedVersions(of uri: String) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        return versions[uri] ?? []
    }

    /// What `workspaceDidChange` was told, in order.
    var workspaceChanges: [[URL]?] {
        lock.lock()
        defer { lock.unlock() }
        return changedFiles
    }

    func workspaceDidChange(files: [URL]?) {
        lock.lock()
        changedFiles.append(files)
        lock.unlock()
    }

    private var workspaceSeen: WorkspaceSnapshot?

    /// The workspace the latest diagnostics run was given.
    var lastWorkspace: WorkspaceSnapshot? {
        lock.lock()
        defer { lock.unlock() }
        return workspaceSeen
    }

    func diagnostics(for document: DocumentSnapshot, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> [Diagnostic] {
        lock.lock()
        versions[document.uri, default: []].append(document.version)
        workspaceSeen = workspace
        lock.unlock()
        return findings(document)
    }

    func hover(in document: DocumentSnapshot, at offset: Int, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> HoverContent? {
        HoverContent(markdown: "offset \(offset)", range: offset..<min(offset + 1, document.text.count))
    }

    func frames(for document: DocumentSnapshot, preview: String?, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> any Encodable & Sendable {
        try syntax.frames(for: document, preview: preview, in: workspace, cancellation: cancellation)
    }
}

/// Blocks chosen work until the test releases it or, if cooperative, until
/// it is cancelled; signals when work starts, so a test knows the server is
/// inside the analyzer without sleeping.
final class BlockingAnalyzer: DocumentAnalyzer, @unchecked Sendable {
    let entered = DispatchSemaphore(value: 0)
    private let release = DispatchSemaphore(value: 0)
    private let cooperative: Bool
    private let blocksVersion: Int?
    private let lock = NSLock()
    private var cancellationsSeen = 0

    /// `blocksVersion`: the document version whose diagnostics block (nil:
    /// none; hovers always block).
    init(cooperative: Bool, blocksVersion: Int? = nil) {
        self.cooperative = cooperative
        self.blocksVersion = blocksVersion
    }

    var sawCancellation: Int {
        lock.lock()
        defer { lock.unlock() }
        return cancellationsSeen
    }

    func releaseOne() {
        release.signal()
    }

    private func block(_ token: CancellationToken) throws {
        entered.signal()
        if cooperative {
            let release = self.release
            token.onCancel { release.signal() }
        }
        _ = release.wait(timeout: .now() + Patience.forAnAnswer)
        if token.isCancelled {
            lock.lock()
            cancellationsSeen += 1
            lock.unlock()
            if cooperative { throw CancellationError() }
        }
    }

    func diagnostics(for document: DocumentSnapshot, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> [Diagnostic] {
        if document.version == blocksVersion { try block(cancellation) }
        let message = "analysed version \(document.version)"
        return [Diagnostic(code: DiagnosticCode("K404"), severity: .warning, message: message, range: 0..<min(1, document.text.count))]
    }

    func hover(in document: DocumentSnapshot, at offset: Int, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> HoverContent? {
        try block(cancellation)
        return HoverContent(markdown: "late")
    }

    func frames(for document: DocumentSnapshot, preview: String?, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> any Encodable & Sendable {
        ["layouts": [String]()]
    }
}

/// Records how pushed-diagnostics runs ended and lets a test wait for one.
final class DiagnosticsRunLog: @unchecked Sendable {
    private let condition = NSCondition()
    private var runs: [DiagnosticsRun] = []

    func record(_ run: DiagnosticsRun) {
        condition.lock()
        runs.append(run)
        condition.broadcast()
        condition.unlock()
    }

    func waitForRun(uri: String, version: Int, timeout: TimeInterval = Patience.forAnAnswer) -> DiagnosticsRun.Outcome? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let run = runs.first(where: { $0.uri == uri && $0.version == version }) { return run.outcome }
            if !condition.wait(until: deadline) { return nil }
        }
    }
}

/// Holds pushed-diagnostics jobs until the test runs them: debouncing without a clock.
final class ManualScheduler: @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [(delay: TimeInterval, job: @Sendable () -> Void)] = []

    func schedule(_ delay: TimeInterval, _ job: @escaping @Sendable () -> Void) {
        lock.lock()
        jobs.append((delay, job))
        lock.unlock()
    }

    var delays: [TimeInterval] {
        lock.lock()
        defer { lock.unlock() }
        return jobs.map(\.delay)
    }

    /// Runs every held job, in the order they were scheduled.
    func runAll() {
        lock.lock()
        let held = jobs
        jobs = []
        lock.unlock()
        for (_, job) in held { job() }
    }
}

/// Fails every request, as a broken analysis layer would.
struct FailingAnalyzer: DocumentAnalyzer {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the layout engine fell over" }
    }

    func diagnostics(for document: DocumentSnapshot, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> [Diagnostic] {
        throw Broken()
    }

    func hover(in document: DocumentSnapshot, at offset: Int, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> HoverContent? {
        throw Broken()
    }

    func frames(for document: DocumentSnapshot, preview: String?, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> any Encodable & Sendable {
        throw Broken()
    }
}
