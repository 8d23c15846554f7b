import Foundation

extension Console {
    /// A path from the command line, absolute: relative ones are from the current directory.
    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory.appendingPathComponent(path).path
    }

    /// A command's whole output: to standard output, or to `path` (`-o`), written atomically.
    func deliver(_ text: String, to path: String?) -> ExitCode {
        guard let path else {
            write(text)
            return .clean
        }
        let target = absolutePath(path)
        do {
            try FileWriter.write(Array(text.utf8), to: target)
        } catch {
            writeError("kisslint: \(error.path): \(error.reason)\n")
            return .failure
        }
        return .clean
    }
}
