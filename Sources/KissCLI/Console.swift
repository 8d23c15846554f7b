import Foundation
import Synchronization
import KissAnalysis

/// Where the command reads and writes. The executable uses the process's
/// standard streams; tests capture them.
public struct Console: Sendable {
    public var write: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Standard input, whole; nil when it holds more than a file may (`SourceFileReader`).
    public var readInput: @Sendable () -> [UInt8]?
    /// True when standard output is a terminal (colors are on by default).
    public var isTerminal: Bool
    public var environment: [String: String]
    public var currentDirectory: URL
    /// Why writing the output failed (a full disk, a closed file), if it did: the run then
    /// ends with exit 2 rather than pretending it reported.
    public var outputFailure: @Sendable () -> String?
    /// `--watch`: whether to go on watching (until interrupted, for a person), and how to wait
    /// between looks at the files. Tests drive both.
    public var keepWatching: @Sendable () -> Bool = { true }
    public var pause: @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }
    /// Seconds a run works before a progress line appears on a terminal (`ProgressLine`).
    public var progressDelay: Double = 1

    public init(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> [UInt8]?, isTerminal: Bool, environment: [String: String],
        currentDirectory: URL, outputFailure: @escaping @Sendable () -> String? = { nil }
    ) {
        self.write = write
        self.writeError = writeError
        self.readInput = readInput
        self.isTerminal = isTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.outputFailure = outputFailure
    }

    /// The process's own standard streams.
    public static var standard: Console {
        let output = StandardStream(descriptor: STDOUT_FILENO)
        let errors = StandardStream(descriptor: STDERR_FILENO)
        return Console(
            write: output.write,
            writeError: errors.write,
            readInput: { SourceFileReader.readStream(FileHandle.standardInput) },
            isTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            outputFailure: { output.failure })
    }
}

/// Standard output or error, written with `write(2)`: a failed write is remembered (and the
/// rest not attempted), where `FileHandle.write` would stop the process.
final class StandardStream: Sendable {
    private let descriptor: Int32
    private let failed = Mutex<String?>(nil)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    var failure: String? { failed.withLock { $0 } }

    func write(_ text: String) {
        failed.withLock { failed in
            guard failed == nil else { return }
            failed = FileWriter.writeAll(Array(text.utf8), to: descriptor)
        }
    }
}
