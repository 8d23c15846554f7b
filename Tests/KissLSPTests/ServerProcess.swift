import Foundation
import KissLSP
import XCTest
import KissTestSupport

/// The built `kiss-lsp` executable, run as a child process over pipes.
final class ServerProcess: TestClient, @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let exited = DispatchSemaphore(value: 0)

    /// The executable next to the test bundle (SwiftPM puts products and test
    /// bundles in one folder), or `KISS_LSP_PATH`.
    static func executable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["KISS_LSP_PATH"] {
            return URL(fileURLWithPath: path)
        }
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in candidates {
            let url = folder.appendingPathComponent("kiss-lsp")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw XCTSkip("kiss-lsp is not built next to the tests (looked in \(candidates.map(\.path))); run `swift build --product kiss-lsp` or set KISS_LSP_PATH")
    }

    init(arguments: [String] = []) throws {
        let output = Pipe()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let sink = FileDescriptorByteSink(fileDescriptor: input.fileHandleForWriting.fileDescriptor)
        super.init(inbox: MessageInbox(source: FileDescriptorByteSource(fileDescriptor: output.fileHandleForReading.fileDescriptor)),
                   write: { sink.write($0) })
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// The exit status once the process has ended, or nil (and the process
    /// killed) if it did not in time.
    func exitStatus(timeout: TimeInterval = Patience.forAnAnswer) -> Int32? {
        guard exited.wait(timeout: .now() + timeout) == .success else {
            process.terminate()
            return nil
        }
        exited.signal()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Runs the executable with arguments and no input; returns status and standard output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
