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
struct OutputGuard {
    /// Each input as the user wrote it, with its identity, read once: a command writing one
    /// output per input asks for every output, and each ask must not read every input again.
    private let inputs: [(shown: String, identity: FileIdentity)]

    init(inputs: [String], console: Console) {
        self.inputs = inputs.compactMap { path in Self.identity(console.absolutePath(path)).map { (path, $0) } }
    }

    /// The input (as written) that `output`, an absolute path, would overwrite, if any. A path
    /// that does not exist yet cannot be an input, so only an existing output is compared.
    func inputOverwritten(by output: String) -> String? {
        guard let target = Self.identity(output) else { return nil }
        return inputs.first { $0.identity == target }?.shown
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
    func refusesOutput(_ output: String?, option: String = "-o", over inputs: OutputGuard) -> Bool {
        guard let output, let shown = inputs.inputOverwritten(by: absolutePath(output)) else { return false }
        writeError("kisslint: \(option) \(output) is the input \(shown); writing there would replace it. Name another file\n")
        return true
    }

    func refusesOutput(_ output: String?, option: String = "-o", over inputs: [String]) -> Bool {
        guard output != nil else { return false }
        return refusesOutput(output, option: option, over: OutputGuard(inputs: inputs, console: self))
    }

    /// Whether `paths` name a folder of outputs: several of them, or one folder.
    func namesFolder(_ paths: [String]) -> Bool {
        guard paths.count == 1 else { return paths.count > 1 }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolutePath(paths[0]), isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether each input gets an output name of its own in one folder (`name` of its path);
    /// says which two clash when they do not, followed by `advice`.
    func outputNamesAreDistinct(_ inputs: [SourceInput], name: (String) -> String, advice: String) -> Bool {
        var byName: [String: String] = [:]
        for input in inputs {
            let output = name(input.displayPath)
            if let other = byName[output] {
                writeError("kisslint: \(other) and \(input.displayPath) would both be \(output)\(advice)\n")
                return false
            }
            byName[output] = input.displayPath
        }
        return true
    }

    /// Makes the folder outputs go to (and those above it); says so when it cannot.
    func makeFolder(_ folder: String) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: absolutePath(folder), withIntermediateDirectories: true)
            return true
        } catch {
            writeError("kisslint: \(folder): cannot make this folder\n")
            return false
        }
    }
}
