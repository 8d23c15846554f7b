import Foundation
import KissSyntax

/// A record of accepted findings (`--write-baseline`), so a team can adopt the
/// linter on old layouts and see only new findings (`--baseline`). Entries
/// match by file, code and message, counted, not by line: edits above a
/// finding do not make it new.
struct Baseline: Codable {
    struct Entry: Codable, Hashable {
        var path: String
        var code: String
        var message: String
        var count: Int
    }

    var version = 1
    var findings: [Entry]

    init(files: [LintedFile]) {
        var counts: [String: Entry] = [:]
        for file in files {
            for diagnostic in file.diagnostics {
                let key = "\(file.path)\u{0}\(diagnostic.code)\u{0}\(diagnostic.message)"
                counts[key, default: Entry(path: file.path, code: diagnostic.code.rawValue, message: diagnostic.message, count: 0)].count += 1
            }
        }
        findings = counts.values.sorted { ($0.path, $0.code, $0.message) < ($1.path, $1.code, $1.message) }
    }

    static func read(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("\(path): cannot read the baseline") }
        do { return try JSONDecoder().decode(Baseline.self, from: data) } catch {
            throw UsageError("\(path): not a kisslint baseline (\(error.localizedDescription))")
        }
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

    /// Findings not covered by the baseline, and the baseline entries that no longer occur.
    func filter(_ files: [LintedFile]) -> (files: [LintedFile], stale: [Entry]) {
        var remaining: [String: Int] = [:]
        for entry in findings { remaining["\(entry.path)\u{0}\(entry.code)\u{0}\(entry.message)", default: 0] += entry.count }
        var result: [LintedFile] = []
        for var file in files {
            file.diagnostics = file.diagnostics.filter { diagnostic in
                let key = "\(file.path)\u{0}\(diagnostic.code)\u{0}\(diagnostic.message)"
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
}
