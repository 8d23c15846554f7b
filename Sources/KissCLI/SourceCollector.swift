import Foundation

/// One input to lint: where it is read from and how its path is shown.
public struct SourceInput: Equatable, Sendable {
    public enum Origin: Equatable, Sendable {
        case file(URL)
        case standardInput
    }

    public var origin: Origin
    public var displayPath: String
    /// Named on the command line (linted even if the configuration excludes it).
    public var explicit = true
}

/// Expands the command's paths into `.kiss` files: files are taken as given,
/// folders are walked recursively (hidden entries and files git ignores
/// skipped), in a stable order: a folder's files, then its subfolders'.
public enum SourceCollector {
    /// `fileExtensions`: the files a folder gives (`kiss`; `swift` for `import --swift`; both
    /// for lint, which reads Swift code that uses Kiss in place).
    public static func collect(
        _ paths: [String], stdinFilename: String?, currentDirectory: URL, fileExtensions: Set<String> = ["kiss"]
    ) -> (inputs: [SourceInput], errors: [String]) {
        var inputs: [SourceInput] = []
        var errors: [String] = []
        var seen = Set<String>()
        let fileManager = FileManager.default
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                inputs.append(SourceInput(origin: .standardInput, displayPath: stdinFilename ?? "<stdin>"))
                continue
            }
            let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
                .standardizedFileURL
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                errors.append("\(path): no such file or folder")
                continue
            }
            if !isDirectory.boolValue {
                if seen.insert(url.path).inserted {
                    inputs.append(SourceInput(origin: .file(url), displayPath: display(path)))
                }
                continue
            }
            guard fileManager.isReadableFile(atPath: url.path),
                  let enumerator = fileManager.enumerator(
                      at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            else {
                errors.append("\(path): cannot read this folder")
                continue
            }
            var found: [(URL, String)] = []
            let base = url.path.hasSuffix("/") ? url.path : url.path + "/"
            for case let file as URL in enumerator where fileExtensions.contains(file.pathExtension) {
                let isFile = (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
                guard isFile else { continue }
                let filePath = file.standardizedFileURL.path
                let relative = filePath.hasPrefix(base) ? String(filePath.dropFirst(base.count)) : file.lastPathComponent
                found.append((file.standardizedFileURL, join(path, relative)))
            }
            let ignored = GitIgnore.ignored(found.map(\.0.path), in: url)
            for (file, shown) in found.sorted(by: { Self.precedes($0.1, $1.1) }) where !ignored.contains(file.path) && seen.insert(file.path).inserted {
                inputs.append(SourceInput(origin: .file(file), displayPath: shown, explicit: false))
            }
        }
        return (inputs, errors)
    }

    /// A folder's own files before its subfolders', each in name order (as `tree --filesfirst`
    /// lists them): the files someone put at the top come first in the report.
    static func precedes(_ left: String, _ right: String) -> Bool {
        let a = left.split(separator: "/", omittingEmptySubsequences: false)
        let b = right.split(separator: "/", omittingEmptySubsequences: false)
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            let aIsFile = index == a.count - 1
            let bIsFile = index == b.count - 1
            if aIsFile != bIsFile { return aIsFile }
            return a[index] < b[index]
        }
        return a.count < b.count
    }

    private static func display(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    private static func join(_ folder: String, _ relative: String) -> String {
        let folder = display(folder)
        if folder.isEmpty || folder == "." { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
