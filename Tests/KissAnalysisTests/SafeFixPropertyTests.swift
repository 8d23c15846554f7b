import Foundation
import KissAnalysis
import KissSyntax
import KissTestSupport
import XCTest

/// A safe fix cannot change a frame (tooling §2): on real files with names misspelt at
/// random, applying every safe fix leaves every frame of every layout at every preview as
/// it was. (Spelling corrections were all "safe" once, and changed the frames of more than
/// half of such files.)
final class SafeFixPropertyTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Names a misspelling can hit: element kinds, modifiers, enum cases and colors, labels.
    private static let name = try! NSRegularExpression(pattern: #"(?<=[.\s{])[a-zA-Z]{3,}(?=[(:\s)])"#)

    private func frames(_ result: LintResult) -> [String] {
        var lines: [String] = []
        for layout in result.analysis.layouts {
            for preview in result.analysis.previews {
                lines.append("\(layout.name) @ \(preview.name)")
                FrameSolver.solve(layout, at: preview)?.root.forEach { element in
                    lines.append(element.frame.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } ?? "-")
                }
            }
        }
        return lines
    }

    private func applySafeFixes(_ diagnostics: [Diagnostic], to source: [UInt8]) -> [UInt8]? {
        let (fixed, applied) = FixApplier.apply(diagnostics, to: source, includeSuggestions: false)
        return applied > 0 ? fixed : nil
    }

    func testSafeFixesOnMisspeltNamesKeepEveryFrame() throws {
        var inputs: [URL] = []
        for folder in ["Examples", "Examples/Kiss", "Tests/KissAnalysisTests/Fixtures/frames"] {
            let url = Self.root.appendingPathComponent(folder)
            inputs += ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".kiss") }.sorted().map { url.appendingPathComponent($0) }
        }
        XCTAssertGreaterThan(inputs.count, 15)
        var random = SplitMix64(seed: 0x5AFE)
        var fixed = 0
        for input in inputs {
            let text = try String(contentsOf: input, encoding: .utf8)
            let names = Self.name.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
            guard !names.isEmpty else { continue }
            for round in 0..<12 {
                // Misspell one or two names: a letter dropped, doubled or changed.
                var mutated = text
                for range in [names[Int(random.next() % UInt64(names.count))]].sorted(by: { $0.lowerBound > $1.lowerBound }) {
                    var word = Array(text[range])
                    let at = Int(random.next() % UInt64(word.count))
                    switch random.next() % 3 {
                    case 0: word.remove(at: at)
                    case 1: word.insert(word[at], at: at)
                    default: word[at] = word[at] == "e" ? "a" : "e"
                    }
                    mutated.replaceSubrange(range, with: String(word))
                }
                let workspace = Workspace(root: input.deletingLastPathComponent().path)
                let path = input.path
                let before = Linter.lint(workspace.add(path: path, bytes: Array(mutated.utf8)), in: workspace)
                guard let repaired = applySafeFixes(before.diagnostics, to: Array(mutated.utf8)) else { continue }
                let after = Linter.lint(workspace.add(path: path, bytes: repaired), in: workspace)
                XCTAssertEqual(frames(after), frames(before), "\(input.lastPathComponent) round \(round): a safe fix moved a frame\n\(String(decoding: repaired, as: UTF8.self))")
                fixed += 1
            }
        }
        XCTAssertGreaterThan(fixed, 20, "enough mutations had a safe fix to apply")
    }
}
