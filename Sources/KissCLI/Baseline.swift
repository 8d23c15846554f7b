import Foundation
import KissSyntax

/// A record of accepted findings (`--write-baseline`), so a team can adopt the
/// linter on old layouts and see only new findings (`--baseline`). Entries
/// match by file, code and message, counted, not by line: edits above a
/// finding do not make it new. Paths are relative to the baseline's own folder
/// (version 2), so the same baseline works from any folder kisslint is run in;
/// version 1 baselines named files from the folder they were written in.
/// Syntax errors (K0xx) are never recorded and never hidden: a file that does not
/// parse is always reported.
struct Baseline: Codable {
    struct Entry: Codable, Hashable {
        var path: String
        var code: String
        var message: String
        var count: Int
    }

    static let currentVersion = 2

    var version = Baseline.currentVersion
    var findings: [Entry]

    /// Whether a finding can be accepted into a baseline: anything but a syntax error.
    static func accepts(_ diagnostic: Diagnostic) -> Bool {
        !diagnostic.code.rawValue.hasPrefix("K0")
    }

    /// The baseline of `files`, to be written in `folder`.
    init(files: [LintedFile], folder: String) {
        var counts: [String: Entry] = [:]
        for file in files {
            let path = Self.relative(file.absolutePath, from: folder)
            for diagnostic in file.diagnostics where Self.accepts(diagnostic) {
                let key = "\(path)\u{0}\(diagnostic.code)\u{0}\(diagnostic.message)"
                counts[key, default: Entry(path: path, code: diagnostic.code.rawValue, message: diagnostic.message, count: 0)].count += 1
            }
        }
        findings = counts.values.sorted { ($0.path, $0.code, $0.message) < ($1.path, $1.code, $1.message) }
    }

    static func read(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("\(path): cannot read the baseline") }
        let baseline: Baseline
        do { baseline = try JSONDecoder().decode(Baseline.self, from: data) } catch {
            throw UsageError("\(path): not a kisslint baseline (\(error.localizedDescription))")
        }
        guard (1...currentVersion).contains(baseline.version) else {
            throw UsageError("\(path): a baseline of version \(baseline.version), newer than this kisslint reads (\(currentVersion))")
        }
        return baseline
    }

    func write(_ path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(self) } catch { throw UsageError("\(path): cannot encode the baseline (\(error))") }
        do { try FileWriter.write([UInt8](data), to: path) } catch {
            throw UsageError("cannot write the baseline: \(error)")
        }
    }

    /// Findings not covered by the baseline (read from `folder`), and the baseline entries
    /// that no longer occur.
    func filter(_ files: [LintedFile], folder: String) -> (files: [LintedFile], stale: [Entry]) {
        var remaining: [String: Int] = [:]
        for entry in findings { remaining["\(entry.path)\u{0}\(entry.code)\u{0}\(entry.message)", default: 0] += entry.count }
        var result: [LintedFile] = []
        for var file in files {
            let path = version == 1 ? file.path : Self.relative(file.absolutePath, from: folder)
            file.diagnostics = file.diagnostics.filter { diagnostic in
                guard Self.accepts(diagnostic) else { return true }
                let key = "\(path)\u{0}\(diagnostic.code)\u{0}\(diagnostic.message)"
                if let left = remaining[key], left > 0 {
                    remaining[key] = left - 1
                    return false
                }
                return true
            }
            result.append(file)
        }
        let stale = findings.compactMap { entry -> Entry? in
            let left = remaining["\(entry.path)\u{0}\(entry.code)\u{0}\(entry.message)"] ?? 0
            guard left > 0 else { return nil }
            var copy = entry
            copy.count = left
            return copy
        }
        return (result, stale)
    }

    /// `path` named from `folder` (both absolute): "Views/Card.kiss", "../Shared/Tag.kiss".
    static func relative(_ path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...]).joined(separator: "/")
    }
}
