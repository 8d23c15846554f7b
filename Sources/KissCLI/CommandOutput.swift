import Foundation

extension Console {
    /// A command's whole output: to standard output, or to `path` (`-o`), written atomically.
    func deliver(_ text: String, to path: String?) -> ExitCode {
        guard let path else {
            write(text)
            return .clean
        }
        let target = path.hasPrefix("/") ? path : currentDirectory.appendingPathComponent(path).path
        do {
            try FileWriter.write(Array(text.utf8), to: target)
        } catch {
            writeError("kisslint: \(error.path): \(error.reason)\n")
            return .failure
        }
        return .clean
    }
}
