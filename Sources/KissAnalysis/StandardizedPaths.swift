import Foundation
import Synchronization

/// Standardized file paths, remembered.
///
/// An editor's keystroke names the same few documents and folders every time, and Foundation
/// takes several microseconds to standardize a path (parse it as a URL, remove `.` and `..`,
/// print it again); the language server did that for every open document on every keystroke.
/// The answers are Foundation's own, kept by the path as given (at most `capacity` of them); a
/// relative path is resolved against the current directory when first asked, which the tools
/// never change.
public enum StandardizedPaths {
    private static let memo = Memo()
    static let capacity = 4_096

    /// The standardized path of a file (not a folder: Foundation is told so, and asks no disk).
    public static func file(_ path: String) -> String {
        memo.value(for: path, kind: .file) { URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.path }
    }

    /// The standardized path of a folder.
    public static func directory(_ path: String) -> String {
        memo.value(for: path, kind: .directory) { URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path }
    }

    /// The standardized path of the folder holding a file.
    public static func folder(of path: String) -> String {
        memo.value(for: path, kind: .folderOfFile) {
            URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.deletingLastPathComponent().path
        }
    }

    private final class Memo: Sendable {
        private let values = Mutex<[Key: String]>([:])

        enum Kind: Hashable { case file, directory, folderOfFile }

        struct Key: Hashable {
            var path: String
            var kind: Kind
        }

        func value(for path: String, kind: Kind, compute: () -> String) -> String {
            let key = Key(path: path, kind: kind)
            if let known = values.withLock({ $0[key] }) { return known }
            let value = compute()
            values.withLock { values in
                if values.count >= StandardizedPaths.capacity { values.removeAll() }
                values[key] = value
            }
            return value
        }
    }

    /// `path` named from the folder of `file` ("parts/Tag.kiss"), or nil when it does not lie
    /// below it: how frames and pictures name an element written in another file.
    public static func name(of path: String, besides file: String) -> String? {
        let folder = (file as NSString).deletingLastPathComponent + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : nil
    }
}
