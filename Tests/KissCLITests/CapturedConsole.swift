import Foundation
import KissCLI

/// A console whose output the test reads back.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""
    let input: [UInt8]
    let directory: URL
    let terminal: Bool

    init(input: String = "", directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath), terminal: Bool = false) {
        self.input = Array(input.utf8)
        self.directory = directory
        self.terminal = terminal
    }

    var out: String { lock.lock(); defer { lock.unlock() }; return outText }
    var err: String { lock.lock(); defer { lock.unlock() }; return errText }

    var console: Console {
        Console(
            write: { text in self.lock.lock(); self.outText += text; self.lock.unlock() },
            writeError: { text in self.lock.lock(); self.errText += text; self.lock.unlock() },
            readInput: { self.input },
            isTerminal: terminal,
            environment: [:],
            currentDirectory: directory)
    }

    func run(_ arguments: [String]) -> ExitCode {
        KissLint.run(arguments, console: console)
    }
}

/// A temporary folder of files, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init(files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("kisslint-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
