import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output must never be one of the command's inputs: `render a.kiss -o a.kiss` or
/// `--write-baseline a.kiss` would replace the user's source with a picture or a JSON record,
/// and exit 0. Files are compared as the system sees them (device and inode), so `./a.kiss`,
/// an absolute path, a second spelling through `..` or a link to it are all the same file.
enum OutputGuard {
    /// The input `output` would overwrite, if any. A path that does not exist yet cannot be an
    /// input, so only an existing output is compared.
    static func inputOverwritten(by output: String, inputs: [String]) -> String? {
        guard let target = identity(output) else { return nil }
        return inputs.first { identity($0) == target }
    }

    private struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    private static func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}

extension Console {
    /// Says why an output over an input is refused, and returns whether it was (exit 2 follows).
    func refusesOutput(_ output: String?, option: String = "-o", over inputs: [String]) -> Bool {
        guard let output, let input = OutputGuard.inputOverwritten(by: absolutePath(output), inputs: inputs.map(absolutePath)),
              let shown = inputs.first(where: { absolutePath($0) == input }) else { return false }
        writeError("kisslint: \(option) \(output) is the input \(shown); writing there would replace it. Name another file\n")
        return true
    }
}
