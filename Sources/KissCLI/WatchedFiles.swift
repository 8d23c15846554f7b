import Foundation
import KissAnalysis

/// What `--watch` looks at: every `.kiss` file the paths name (as linting collects them) and
/// the `.kisslint.json` files above them, each by size and modification time. Polling keeps
/// it Foundation-only and the same on every platform.
enum WatchedFiles {
    /// Seconds between looks.
    static let interval = 0.3

    struct Stamp: Hashable {
        var path: String
        var size: UInt64
        var modified: Double
    }

    static func signature(of paths: [String], currentDirectory: URL) -> Set<Stamp> {
        let collected = SourceCollector.collect(paths, stdinFilename: nil, currentDirectory: currentDirectory, fileExtensions: LintRunner.lintedExtensions)
        var stamps = Set<Stamp>()
        var folders = Set<String>()
        for input in collected.inputs {
            guard case .file(let url) = input.origin else { continue }
            stamps.insert(stamp(url.path))
            var folder = url.deletingLastPathComponent().path
            while folders.insert(folder).inserted {
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
        }
        for folder in folders {
            let configuration = folder + "/.kisslint.json"
            if FileManager.default.fileExists(atPath: configuration) { stamps.insert(stamp(configuration)) }
        }
        return stamps
    }

    private static func stamp(_ path: String) -> Stamp {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return Stamp(path: path, size: size, modified: modified)
    }
}
