import Foundation

/// Reads source and configuration files within the documented limits (docs/limits.md): a file
/// larger than `maximumFileBytes` is refused without being read, and a read confined to a
/// folder follows symbolic links first and refuses a file whose real path leaves it.
public enum SourceFileReader {
    /// The largest `.kiss` file, import or configuration file the tools read.
    public static let maximumFileBytes = 16 << 20
    /// The most one analysis reads from disk besides the file analysed: imports, and the
    /// project's other files scanned for uses of its layouts (K403).
    public static let maximumWorkspaceBytes = 64 << 20

    public enum Outcome: Equatable, Sendable {
        case contents([UInt8])
        /// Not there, not a regular file, or not readable.
        case unreadable
        case tooLarge(bytes: Int)
        /// Its real path (links followed) is outside the folder the read is confined to.
        case outside(realPath: String)
    }

    /// Reads `path`, refusing what is too large and, with `confinedTo`, what resolves outside
    /// that folder.
    public static func read(_ path: String, confinedTo folder: String? = nil) -> Outcome {
        // What the links lead to is what is measured and read (attributes describe a link itself).
        let real = realPath(path)
        if let folder {
            guard contains(folder, real) else { return .outside(realPath: real) }
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.intValue
        else { return .unreadable }
        guard size <= maximumFileBytes else { return .tooLarge(bytes: size) }
        guard let handle = FileHandle(forReadingAtPath: real) else { return .unreadable }
        defer { try? handle.close() }
        // The file may have grown since it was measured: read one byte past the limit to know.
        let data: Data
        // nil (not an error) means nothing to read: an empty file.
        do { data = try handle.read(upToCount: maximumFileBytes + 1) ?? Data() } catch { return .unreadable }
        guard data.count <= maximumFileBytes else { return .tooLarge(bytes: data.count) }
        return .contents([UInt8](data))
    }

    /// Reads a stream (standard input) up to the limit: nil when it holds more.
    public static func readStream(_ handle: FileHandle) -> [UInt8]? {
        var bytes: [UInt8] = []
        while true {
            guard let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty else { return bytes }
            bytes.append(contentsOf: chunk)
            if bytes.count > maximumFileBytes { return nil }
        }
    }

    /// The path with every symbolic link resolved (as far as the path exists).
    public static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Whether `path` (already real) is `folder` or inside it, `folder`'s own links followed.
    public static func contains(_ folder: String, _ path: String) -> Bool {
        isInside(realPath(folder), path)
    }

    /// Whether `path` is `folder` or inside it, both real already.
    static func isInside(_ folder: String, _ path: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path == folder || path.hasPrefix(prefix)
    }

    /// A byte count as the limits are written: "16 MiB" when whole, else "16,777,254 bytes".
    public static func describe(bytes: Int) -> String {
        if bytes > 0, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        var digits = String(bytes)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped + " bytes"
    }
}
