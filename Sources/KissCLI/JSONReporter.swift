import Foundation
import Synchronization
import KissSyntax

/// The JSON report of tooling §3: 0-based lines and UTF-16 characters, as LSP.
public struct JSONReporter {
    public init() {}

    struct Report: Encodable {
        var version: String
        var files: [File]
        var summary: Summary
    }

    struct File: Encodable {
        var path: String
        var diagnostics: [Finding]
    }

    struct Finding: Encodable {
        var code: String
        var severity: String
        var message: String
        var range: RangeJSON
        var related: [Related]
        var fixes: [Fix]
        var tags: [String]
        /// The previews a layout finding occurs at; absent for findings no preview decides.
        var previews: [String]?
    }

    struct Related: Encodable {
        var path: String
        var range: RangeJSON
        var message: String
    }

    struct Fix: Encodable {
        var message: String
        var safe: Bool
        var edits: [Edit]
    }

    struct Edit: Encodable {
        var range: RangeJSON
        var newText: String
    }

    struct RangeJSON: Encodable {
        var start: PositionJSON
        var end: PositionJSON
    }

    struct PositionJSON: Encodable {
        var line: Int
        var character: Int
    }

    struct Summary: Encodable {
        var files: Int
        var errors: Int
        var warnings: Int
        var infos: Int
        var hints: Int
    }

    static func range(_ range: Range<Int>, _ index: LineIndex) -> RangeJSON {
        let start = index.position(of: range.lowerBound, in: .utf16)
        let end = index.position(of: range.upperBound, in: .utf16)
        return RangeJSON(
            start: PositionJSON(line: start.line, character: start.column),
            end: PositionJSON(line: end.line, character: end.column))
    }

    /// The line index of a related location's file: another file is read
    /// from disk (once per report), so its lines and columns are its own.
    private func lineIndex(of path: String?, else file: LintedFile) -> LineIndex {
        guard let path, path != file.path else { return file.lineIndex }
        if let cached = otherFiles.value(path) { return cached }
        let index = LineIndex(FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
        otherFiles.store(path, index)
        return index
    }

    private let otherFiles = LineIndexCache()

    public func report(_ files: [LintedFile]) -> String {
        let summary = LintSummary(files)
        let report = Report(
            version: KissVersion.current,
            files: files.map { file in
                File(path: file.path, diagnostics: file.diagnostics.map { diagnostic in
                    Finding(
                        code: diagnostic.code.rawValue,
                        severity: diagnostic.severity.rawValue,
                        message: diagnostic.message,
                        range: Self.range(diagnostic.range, file.lineIndex),
                        related: diagnostic.related.map {
                            Related(path: $0.file ?? file.path, range: Self.range($0.range, lineIndex(of: $0.file, else: file)), message: $0.message)
                        },
                        fixes: diagnostic.fixes.map { fix in
                            Fix(message: fix.message, safe: fix.isSafe, edits: fix.edits.map {
                                Edit(range: Self.range($0.range, file.lineIndex), newText: $0.replacement)
                            })
                        },
                        tags: diagnostic.tags.map(\.rawValue).sorted(),
                        previews: diagnostic.previews.isEmpty ? nil : diagnostic.previews)
                })
            },
            summary: Summary(
                files: summary.files, errors: summary.errors, warnings: summary.warnings,
                infos: summary.infos, hints: summary.hints))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// Line indexes of other files met while reporting.
final class LineIndexCache: Sendable {
    private let indexes = Mutex<[String: LineIndex]>([:])

    func value(_ path: String) -> LineIndex? {
        indexes.withLock { $0[path] }
    }

    func store(_ path: String, _ index: LineIndex) {
        indexes.withLock { $0[path] = index }
    }
}
