import Foundation

/// A fresh folder for a test's files, marked as a project root by an empty
/// `.kisslint.json` (so imports and K403 stay inside it).
public enum ProjectFolder {
    public static func make(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent(".kisslint.json"))
        return folder
    }
}
