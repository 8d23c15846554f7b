import Foundation
import KissAnalysis
import KissLayout
import XCTest

/// What the Kiss library lays out, according to the Kiss oracle (Scripts/yoga/kiss_oracle.py:
/// its own parser, the library's mapping to Yoga styles from docs/kiss-semantics.md, and the
/// real Yoga engine). Every layout of each file, at every preview of the file, must solve
/// through the whole pipeline — parse, expand, lower, solve — to the oracle's frames within
/// 0.001 pt, with the same hidden elements and the same numbers of children and overlay elements.
///
/// - `Fixtures/kiss-readme/NAME.json`: the frames of `Examples/Kiss/NAME.kiss`, the Kiss
///   README's code examples written as `.kiss`.
/// - `Fixtures/kiss-oracle/NNNN.kiss` + `.json`: random Kiss-level layouts.
///
/// Regenerate both with `Scripts/yoga/generate_kiss_fixtures.py` (see its docstring).
final class KissOracleTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let tolerance = 0.001
    static let reported = 15

    func testReadmeExamplesMatchTheKissLibrary() throws {
        let folder = Self.fixtures.appendingPathComponent("kiss-readme")
        let examples = Self.repository.appendingPathComponent("Examples/Kiss")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 10, "the README fixtures are missing")
        var failures: [String] = []
        for name in names {
            let kiss = examples.appendingPathComponent((name as NSString).deletingPathExtension + ".kiss")
            try check(kiss, against: folder.appendingPathComponent(name), workspaceRoot: examples, failures: &failures)
        }
        report(failures, of: names.count, in: "kiss-readme")
    }

    func testRandomLayoutsMatchTheKissLibrary() throws {
        try checkRandomLayouts(in: Self.fixtures.appendingPathComponent("kiss-oracle"), atLeast: 400)
    }

    /// More cases without committing them: `generate_kiss_fixtures.py --random --count N --seed S
    /// --out DIR`, then `KISS_ORACLE_EXTRA_FIXTURES=DIR swift test --filter KissOracleTests`.
    func testExtraRandomLayoutsMatchTheKissLibrary() throws {
        guard let extra = ProcessInfo.processInfo.environment["KISS_ORACLE_EXTRA_FIXTURES"] else {
            throw XCTSkip("set KISS_ORACLE_EXTRA_FIXTURES to a folder of generated cases")
        }
        try checkRandomLayouts(in: URL(fileURLWithPath: extra), atLeast: 1)
    }

    private func checkRandomLayouts(in folder: URL, atLeast minimum: Int) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".kiss") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, minimum, "the oracle fixtures are missing")
        var failures: [String] = []
        for name in names {
            let kiss = folder.appendingPathComponent(name)
            let json = kiss.deletingPathExtension().appendingPathExtension("json")
            try check(kiss, against: json, workspaceRoot: folder, failures: &failures)
        }
        report(failures, of: names.count, in: folder.lastPathComponent)
    }

    private func report(_ failures: [String], of count: Int, in folder: String) {
        guard !failures.isEmpty else { return }
        XCTFail("\(failures.count) difference\(failures.count == 1 ? "" : "s") from the Kiss library in \(count) files of \(folder); "
                + "the first \(min(failures.count, Self.reported)):\n" + failures.prefix(Self.reported).joined(separator: "\n"))
    }

    private func check(_ kiss: URL, against json: URL, workspaceRoot: URL, failures: inout [String]) throws {
        let name = kiss.lastPathComponent
        let fixture = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any], json.path)
        let expectedLayouts = fixture["layouts"] as? [[String: Any]] ?? []
        let workspace = Workspace(root: workspaceRoot.path)
        guard let file = workspace.file(kiss.path) else {
            failures.append("\(name): cannot read the file")
            return
        }
        let analysis = Analyzer.analyze(file, in: workspace)
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            failures.append("\(name): errors \(errors.map(\.message))")
            return
        }
        var solved: [SolvedLayout] = []
        for layout in analysis.layouts {
            for preview in analysis.previews {
                guard let result = FrameSolver.solve(layout, at: preview) else {
                    failures.append("\(name) \(layout.name) at \(preview.name): nothing to solve")
                    return
                }
                solved.append(result)
            }
        }
        guard solved.count == expectedLayouts.count else {
            failures.append("\(name): \(solved.count) layouts × previews solved, expected \(expectedLayouts.count)")
            return
        }
        for (result, expected) in zip(solved, expectedLayouts) {
            let preview = expected["preview"] as? [String: Any] ?? [:]
            let label = "\(name) \(result.name) at \(result.preview.name)"
            guard result.name == expected["name"] as? String, result.preview.name == preview["name"] as? String,
                  result.preview.width == (preview["width"] as? NSNumber)?.doubleValue,
                  result.preview.height == (preview["height"] as? NSNumber)?.doubleValue,
                  result.preview.scale == (preview["scale"] as? NSNumber)?.doubleValue else {
                failures.append("\(label): expected layout \(expected["name"] ?? "?") at preview \(preview)")
                continue
            }
            compare(result.root, expected["root"] as? [String: Any] ?? [:], path: "root", in: label, failures: &failures)
        }
    }

    /// Every node: kind, hidden-ness, frame, then children and overlay elements in order.
    private func compare(_ element: SolvedElement, _ expected: [String: Any], path: String, in label: String, failures: inout [String]) {
        let kind = element.instance.kind.rawValue
        guard kind == expected["kind"] as? String else {
            failures.append("\(label) \(path): a `\(kind)`, expected a `\(expected["kind"] ?? "?")`")
            return
        }
        let shouldHide = expected["hidden"] as? Bool ?? false
        guard element.isHidden == shouldHide else {
            failures.append("\(label) \(path) (\(kind)): " + (shouldHide ? "has a frame, expected hidden" : "hidden, expected a frame"))
            return
        }
        if let frame = element.frame, let want = expected["frame"] as? [String: Any] {
            let got = ["x": frame.x, "y": frame.y, "width": frame.width, "height": frame.height]
            for key in ["x", "y", "width", "height"] {
                let value = (want[key] as? NSNumber)?.doubleValue ?? .nan
                if !(abs(got[key]! - value) <= Self.tolerance) {
                    failures.append("\(label) \(path) (\(kind)).\(key): expected \(value), got \(got[key]!)")
                    return
                }
            }
        }
        let children = expected["children"] as? [[String: Any]] ?? []
        let overlays = expected["overlay"] as? [[String: Any]] ?? []
        guard element.children.count == children.count, element.overlays.count == overlays.count else {
            failures.append("\(label) \(path) (\(kind)): \(element.children.count) children and \(element.overlays.count) overlay elements, "
                            + "expected \(children.count) and \(overlays.count)")
            return
        }
        for (index, (child, want)) in zip(element.children, children).enumerated() {
            compare(child, want, path: "\(path).\(index)", in: label, failures: &failures)
        }
        for (index, (overlay, want)) in zip(element.overlays, overlays).enumerated() {
            compare(overlay, want, path: "\(path).overlay\(index)", in: label, failures: &failures)
        }
    }
}
