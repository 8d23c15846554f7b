import Foundation
import KissAnalysis
import KissBridge
import KissSyntax
import KissTestSupport
import XCTest

/// The Kiss library's own sample app at several commits (Fixtures/kiss-sample/SOURCE.md):
/// what `import --swift` makes of each folder, what it could not translate, and what the
/// in-place lint finds, at Swift positions.
final class KissSampleCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/kiss-sample")

    func testEachCommitImportsAndLintsAsRecorded() throws {
        let commits = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
        XCTAssertGreaterThanOrEqual(commits.count, 3)
        for commit in commits {
            let folder = Self.corpus.appendingPathComponent(commit)
            let sample = folder.appendingPathComponent("Sample")
            let files = try Self.swiftFiles(in: sample)
            var actual: [String: String] = [:]
            let imported = SwiftImporter().module(files.map { ($0.name, $0.text) })
            var notes = ""
            for (file, result) in zip(files, imported) {
                if result.hasLayout { actual[SwiftImporter.kissName(of: file.name)] = result.kiss }
                for note in result.notes { notes += "\(file.relative):\(note.line):\(note.column): \(note.message)\n" }
            }
            actual["import-notes.txt"] = notes
            let outputs = SwiftInPlaceLint.lint(files.map { SwiftInPlaceLint.Input(path: $0.relative, bytes: Array($0.text.utf8)) })
            var findings = ""
            for (file, output) in zip(files, outputs) {
                let lines = LineIndex(Array(file.text.utf8))
                for diagnostic in output.diagnostics {
                    let line = lines.line(of: diagnostic.range.lowerBound)
                    let column = diagnostic.range.lowerBound - lines.contentRange(ofLine: line).lowerBound + 1
                    findings += "\(file.relative):\(line + 1):\(column): \(diagnostic.severity.rawValue) \(diagnostic.code): \(diagnostic.message)\n"
                }
            }
            actual["findings.txt"] = findings
            try Self.compare(actual, with: folder.appendingPathComponent("expected"), commit: commit)
            // What the import writes is valid `.kiss` (but where the library's own engine had
            // constructs `.kiss` lacks: SOURCE.md).
            guard !FileManager.default.fileExists(atPath: folder.appendingPathComponent("oracle-exempt.txt").path) else { continue }
            let expected = folder.appendingPathComponent("expected")
            let workspace = Workspace(root: expected.path)
            for name in actual.keys.sorted() where name.hasSuffix(".kiss") {
                let file = try XCTUnwrap(workspace.file(expected.appendingPathComponent(name).path))
                let errors = Analyzer.analyze(file, in: workspace).diagnostics.filter { $0.severity == .error }
                XCTAssertEqual(errors.map { "\($0.code) \($0.message)" }, [], "\(commit)/expected/\(name)")
            }
        }
    }

    /// The imported screens solve to what the Kiss library lays out for them: `oracle/NAME.json`
    /// is the Kiss oracle's answer for `expected/NAME.kiss` (real Yoga under the library's
    /// mapping; `python3 Scripts/yoga/generate_kiss_fixtures.py --corpus` writes them).
    func testImportedScreensSolveToTheLibrarysFrames() throws {
        var compared = 0
        var failures: [String] = []
        for commit in try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted() {
            let oracle = Self.corpus.appendingPathComponent(commit).appendingPathComponent("oracle")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: oracle.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".json") {
                let kiss = Self.corpus.appendingPathComponent(commit).appendingPathComponent("expected")
                    .appendingPathComponent(String(name.dropLast(5)) + ".kiss")
                let fixture = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: oracle.appendingPathComponent(name))) as? [String: Any])
                let workspace = Workspace(root: kiss.deletingLastPathComponent().path)
                let file = try XCTUnwrap(workspace.file(kiss.path))
                let analysis = Analyzer.analyze(file, in: workspace)
                XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }.map(\.message), [], "\(commit)/\(name)")
                let expected = fixture["layouts"] as? [[String: Any]] ?? []
                var solved: [SolvedLayout] = []
                for layout in analysis.layouts {
                    for preview in analysis.previews {
                        if let result = FrameSolver.solve(layout, at: preview) { solved.append(result) }
                    }
                }
                XCTAssertEqual(solved.count, expected.count, "\(commit)/\(name): layouts × previews")
                for (result, want) in zip(solved, expected) {
                    compared += 1
                    let got = Self.flattened(result.root)
                    let wanted = Self.flattened(want["root"] as? [String: Any] ?? [:])
                    if got.count != wanted.count {
                        failures.append("\(commit)/\(name) \(result.name) at \(result.preview.name): \(got.count) elements, the library \(wanted.count)")
                        continue
                    }
                    for (index, (mine, theirs)) in zip(got, wanted).enumerated() where mine.kind != theirs.kind || mine.hidden != theirs.hidden
                        || zip(mine.frame, theirs.frame).contains(where: { abs($0 - $1) > 0.001 }) {
                        failures.append("\(commit)/\(name) \(result.name) at \(result.preview.name), element \(index) (\(mine.kind)): \(mine.frame) hidden \(mine.hidden), the library \(theirs.kind) \(theirs.frame) hidden \(theirs.hidden)")
                        break
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 10)
        XCTAssertEqual(failures, [])
    }

    typealias Flat = (kind: String, hidden: Bool, frame: [Double])

    /// Every element, children then overlay elements, depth first.
    static func flattened(_ element: SolvedElement) -> [Flat] {
        let frame = element.frame.map { [$0.x, $0.y, $0.width, $0.height] } ?? []
        return [(element.instance.kind.rawValue, element.isHidden, element.isHidden ? [] : frame)]
            + element.children.flatMap(flattened) + element.overlays.flatMap(flattened)
    }

    static func flattened(_ node: [String: Any]) -> [Flat] {
        let hidden = node["hidden"] as? Bool ?? false
        let frame = (node["frame"] as? [String: Any]).map { f in ["x", "y", "width", "height"].map { (f[$0] as? NSNumber)?.doubleValue ?? .nan } } ?? []
        let children = (node["children"] as? [[String: Any]] ?? []).flatMap(flattened)
        let overlay = (node["overlay"] as? [[String: Any]] ?? []).flatMap(flattened)
        return [(node["kind"] as? String ?? "?", hidden, hidden ? [] : frame)] + children + overlay
    }

    static func swiftFiles(in folder: URL) throws -> [(name: String, relative: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [(String, String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            found.append((url.lastPathComponent, "Sample/" + relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return found.sorted { $0.1 < $1.1 }
    }

    static func compare(_ actual: [String: String], with expected: URL, commit: String) throws {
        if ProcessInfo.processInfo.environment["KISS_UPDATE_FIXTURES"] != nil {
            try? FileManager.default.removeItem(at: expected)
            try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
            for (name, text) in actual { try text.write(to: expected.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            return
        }
        let recorded = try FileManager.default.contentsOfDirectory(atPath: expected.path).sorted()
        XCTAssertEqual(recorded, actual.keys.sorted(), "\(commit): the files of expected/")
        for name in recorded {
            let text = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(actual[name], text, "\(commit)/expected/\(name) (KISS_UPDATE_FIXTURES=1 rewrites it)")
        }
    }
}
