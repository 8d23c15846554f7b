import Foundation
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

    public init(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> [UInt8]?, isTerminal: Bool, environment: [String: String],
        currentDirectory: URL
    ) {
        self.write = write
        self.writeError = writeError
        self.readInput = readInput
        self.isTerminal = isTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    /// The process's own standard streams.
    public static var standard: Console {
        Console(
            write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            readInput: { SourceFileReader.readStream(FileHandle.standardInput) },
            isTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}
