import Foundation
import KissAnalysis
import KissLayout
import XCTest

/// The oracle's random layouts, written as `.kiss` by the generator
/// (Scripts/yoga/generate_fixtures.py), must solve through the whole
/// pipeline — parse, expand, lower, solve — to Yoga's frames within 0.001 pt.
final class KissConformanceTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("KissLayoutTests/Fixtures/yoga")

    func testGeneratedKissFilesMatchYoga() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".kiss") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 500, "conformance fixtures are missing")
        var failures: [String] = []
        for name in names {
            let kiss = Self.folder.appendingPathComponent(name)
            let json = kiss.deletingPathExtension().appendingPathExtension("json")
            let fixture = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as! [String: Any]
            let expected = fixture["expected"] as! [String: Any]
            let workspace = Workspace(root: Self.folder.path)
            guard let file = workspace.file(kiss.path) else { XCTFail("cannot read \(name)"); continue }
            let analysis = Analyzer.analyze(file, in: workspace)
            guard analysis.diagnostics.filter({ $0.severity == .error }).isEmpty else {
                failures.append("\(name): \(analysis.diagnostics.map(\.message))")
                continue
            }
            guard let layout = analysis.layouts.first, let preview = analysis.previews.first,
                  let solved = FrameSolver.solve(layout, at: preview) else {
                failures.append("\(name): nothing to solve")
                continue
            }
            compare(solved.root, expected, path: "root", in: name, failures: &failures)
        }
        if !failures.isEmpty {
            XCTFail("\(failures.count) of \(names.count) fixtures differ from Yoga:\n" + failures.prefix(15).joined(separator: "\n"))
        }
    }

    private func compare(_ element: SolvedElement, _ expected: [String: Any], path: String, in name: String, failures: inout [String]) {
        if expected["hidden"] as? Bool == true {
            if !element.isHidden { failures.append("\(name) \(path): should be hidden") }
            return
        }
        guard let frame = element.frame else {
            failures.append("\(name) \(path): hidden, expected a frame")
            return
        }
        let want = expected["frame"] as! [String: Double]
        let got = ["x": frame.x, "y": frame.y, "width": frame.width, "height": frame.height]
        for key in ["x", "y", "width", "height"] where abs(got[key]! - want[key]!) > 0.001 {
            failures.append("\(name) \(path).\(key): expected \(want[key]!), got \(got[key]!)")
            return
        }
        // Overlay elements are Yoga's absolute children, appended after the others.
        let actualChildren = element.children + element.overlays
        let expectedChildren = expected["children"] as? [[String: Any]] ?? []
        guard actualChildren.count == expectedChildren.count else {
            failures.append("\(name) \(path): \(actualChildren.count) children, expected \(expectedChildren.count)")
            return
        }
        for (index, (child, want)) in zip(actualChildren, expectedChildren).enumerated() {
            compare(child, want, path: "\(path).\(index)", in: name, failures: &failures)
        }
    }
}
