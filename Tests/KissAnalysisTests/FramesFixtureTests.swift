import Foundation
import KissAnalysis
import KissTestSupport
import XCTest

/// `Fixtures/frames/*.kiss` solve to the frame trees in the `.frames` file
/// beside them (the text `kisslint frames` prints), and the examples solve
/// without errors. Regenerate with KISS_UPDATE_FIXTURES=1 and review the diff.
final class FramesFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/frames")

    static func frames(of input: URL, root: URL) -> String? {
        let workspace = Workspace(root: root.path)
        guard let file = workspace.file(input.path) else { return nil }
        let analysis = Analyzer.analyze(file, in: workspace)
        var solved: [SolvedLayout] = []
        for layout in analysis.layouts {
            for preview in analysis.previews {
                if let result = FrameSolver.solve(layout, at: preview) { solved.append(result) }
            }
        }
        return FramesReport.text(solved, analysis: analysis, workspace: workspace)
    }

    func testFramesMatchExpectations() throws {
        let inputs = Fixtures.files(in: Self.folder, withExtension: "kiss")
        XCTAssertFalse(inputs.isEmpty)
        for input in inputs {
            let text = try XCTUnwrap(Self.frames(of: input, root: Self.folder))
            if let failure = Fixtures.check(text, against: input.deletingPathExtension().appendingPathExtension("frames")) {
                XCTFail("\(input.lastPathComponent): \(failure)")
            }
        }
    }

    func testHiddenElementsHaveNoFrameInJSON() throws {
        let workspace = Workspace(root: Self.folder.path)
        let file = try XCTUnwrap(workspace.file(Self.folder.appendingPathComponent("leaf-kinds.kiss").path))
        let source = workspace.add(path: file.path + ".hidden.kiss", bytes: Array("layout H {\n  vstack {\n    label(\"x\").hidden()\n    vstack { label(\"y\") }.hidden()\n  }\n}\n".utf8))
        let analysis = Analyzer.analyze(source, in: workspace)
        let solved = try XCTUnwrap(FrameSolver.solve(analysis.layouts[0], at: .standard))
        let json = FramesReport(path: "H.kiss", analysis: analysis, solved: [solved], workspace: workspace).json()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let layouts = try XCTUnwrap(object["layouts"] as? [[String: Any]])
        let root = try XCTUnwrap(layouts.first?["root"] as? [String: Any])
        let children = try XCTUnwrap(root["children"] as? [[String: Any]])
        XCTAssertEqual(children.count, 2)
        for child in children {
            XCTAssertEqual(child["hidden"] as? Bool, true)
            XCTAssertTrue(child["frame"] is NSNull, "a hidden element's frame is null")
        }
        let nested = try XCTUnwrap((children[1]["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(nested["hidden"] as? Bool, true, "inside a hidden element")
        XCTAssertTrue(nested["frame"] is NSNull)
        let preview = try XCTUnwrap(layouts.first?["preview"] as? [String: Any])
        XCTAssertEqual(preview["name"] as? String, "default")
        XCTAssertEqual(preview["width"] as? Double, 390)
        XCTAssertTrue(preview["height"] is NSNull)
    }

    func testExamplesSolveAtEveryPreview() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        for input in Fixtures.files(in: examples, withExtension: "kiss") {
            let workspace = Workspace(root: examples.path)
            let file = try XCTUnwrap(workspace.file(input.path))
            let analysis = Analyzer.analyze(file, in: workspace)
            XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }.map(\.message), [], input.lastPathComponent)
            for layout in analysis.layouts {
                for preview in analysis.previews {
                    let solved = try XCTUnwrap(FrameSolver.solve(layout, at: preview), "\(layout.name) at \(preview.name)")
                    solved.root.forEach { element in
                        guard let frame = element.frame else { return }
                        XCTAssertTrue([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite))
                    }
                }
            }
        }
    }
}
