import Foundation
import KissAnalysis
import XCTest

/// The whole pipeline — expansion, every check, solving at every preview —
/// on mutated real files: it must finish with finite frames, whatever the edit.
final class PipelineRobustnessTests: XCTestCase {
    private static let fragments = [
        "{", "}", "(", ")", ",", ":", ".", "-", "/", "0", "1e", "99999999", "%", "\"", "vstack {", "hstack {", "wrap {",
        "pin {", ".grow(", ".ratio(0)", ".width(-1)", ".hidden()", "Tag", "ProfileCard", ".overlay {", ".pin(left: x.right)",
        "label(\"😀\")", "\n", " ", ".uniformFontScale(min: 0.1)", ".size(100%)", "spacer(relative: -5)",
    ]

    func testMutatedFilesNeverCrashTheAnalysis() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var inputs: [URL] = []
        for folder in ["Examples", "Tests/KissAnalysisTests/Fixtures/diagnostics", "Tests/KissAnalysisTests/Fixtures/frames"] {
            let url = root.appendingPathComponent(folder)
            inputs += ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".kiss") }.map { url.appendingPathComponent($0) }
        }
        XCTAssertGreaterThan(inputs.count, 10)
        var state: UInt64 = 99
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        for input in inputs {
            let original = try [UInt8](Data(contentsOf: input))
            for round in 0..<15 {
                var bytes = original
                for _ in 0..<(1 + next(3)) {
                    let position = next(bytes.count + 1)
                    if next(2) == 0, position < bytes.count {
                        bytes.removeSubrange(position..<min(bytes.count, position + 1 + next(8)))
                    } else {
                        bytes.insert(contentsOf: Array(Self.fragments[next(Self.fragments.count)].utf8), at: position)
                    }
                }
                let workspace = Workspace(root: input.deletingLastPathComponent().path)
                let file = workspace.add(path: input.path, bytes: bytes)
                let result = Linter.lint(file, in: workspace)
                for layout in result.analysis.layouts {
                    for preview in result.analysis.previews {
                        FrameSolver.solve(layout, at: preview)?.root.forEach { element in
                            guard let frame = element.frame else { return }
                            XCTAssertTrue([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                                          "\(input.lastPathComponent) round \(round)")
                        }
                    }
                }
            }
        }
    }
}
