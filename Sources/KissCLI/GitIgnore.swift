import Foundation

/// Which files git ignores (`.gitignore`, `.git/info/exclude`, the global
/// excludes), asked of git itself so every pattern means what git means. Out
/// of a repository, or without git, nothing is ignored.
enum GitIgnore {
    static func ignored(_ paths: [String], in folder: URL) -> Set<String> {
        guard !paths.isEmpty else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "check-ignore", "--stdin", "-z"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // git exits at once outside a repository; writing to its closed stdin
        // must be an error, not a SIGPIPE that ends this process.
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch { return [] }
        // Written on another thread: git may fill its output pipe before reading all input.
        let payload = Data(paths.joined(separator: "\u{0}").utf8 + [0])
        let writer = Thread {
            // The throwing write: the old one traps on a broken pipe.
            try? input.fileHandleForWriting.write(contentsOf: payload)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // 0: some are ignored; 1: none are; anything else: not a repository, or no git.
        guard process.terminationStatus == 0 else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\u{0}").map(String.init))
    }
}
