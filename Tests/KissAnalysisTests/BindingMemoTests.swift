import Foundation
@testable import KissAnalysis
import KissSyntax
import KissTestSupport
import XCTest

/// A lint that answers bindings and modifiers from `BindingMemo` expands every layout to what
/// it expands to without it — the same elements, values, places and modifiers — and reports
/// the same findings, on every fixture and example and on edited versions of them.
final class BindingMemoTests: XCTestCase {
    /// Every layout expanded afresh, with a memo (as `LintSession` has).
    private struct MemoizedContributions: ContributionSource {
        func contributions(
            for declarations: [LayoutDeclaration], names: UInt64, context: ContributionContext,
            symbols: @escaping (SourceFile) -> [String: LayoutDeclaration],
            symbolTables: inout [String: [String: LayoutDeclaration]], rules: Bool
        ) -> (contributions: [LayoutContribution], instances: [Int: LayoutInstance]) {
            var context = context
            context.bindingMemo = BindingMemo()
            memos.append(context.bindingMemo!)
            return FreshContributions().contributions(for: declarations, names: names, context: context, symbols: symbols,
                                                      symbolTables: &symbolTables, rules: rules)
        }

        func keep(_ contributions: [LayoutContribution]) {}
    }

    /// The memos `MemoizedContributions` made, for their hits.
    nonisolated(unsafe) private static var memos: [BindingMemo] = []

    /// The expansion and findings of `file` with the memo, checked against those without it;
    /// returns how many evaluations the memo answered.
    private func check(_ file: SourceFile, in workspace: Workspace, _ label: @autoclosure () -> String) -> Int {
        Self.memos = []
        let memoized = FileLint.expand(file, in: workspace, configuration: .empty, selection: nil, source: MemoizedContributions())
        let plain = FileLint.expand(file, in: workspace, configuration: .empty, selection: nil)
        XCTAssertEqual(memoized.analysis.diagnostics, plain.analysis.diagnostics, "expansion findings, \(label())")
        XCTAssertEqual(memoized.instances.count, plain.instances.count, label())
        for (index, instance) in memoized.instances {
            XCTAssertEqual(KeptExpansionReaderTests.describe(instance.root), KeptExpansionReaderTests.describe(plain.instances[index]?.root),
                           "\(instance.name), \(label())")
        }
        let hits = Self.memos.reduce(0) { $0 + $1.hits }
        let linted = FileLint.run(file, in: workspace, configuration: .empty, selection: nil, source: MemoizedContributions()).diagnostics
        let lintedPlain = FileLint.run(file, in: workspace, configuration: .empty, selection: nil).diagnostics
        XCTAssertEqual(linted, lintedPlain, "findings, \(label())")
        return hits
    }

    func testMemoizedExpansionIsThePlainExpansionOnEditedFiles() throws {
        let files = Fixtures.files(in: LintSessionTests.fixtures, withExtension: "kiss")
            + Fixtures.files(in: LintSessionTests.examples, withExtension: "kiss")
        XCTAssertGreaterThan(files.count, 30)
        var hits = 0
        for (fileIndex, input) in files.enumerated() {
            let original = try [UInt8](Data(contentsOf: input))
            let workspace = Workspace(root: input.deletingLastPathComponent().path)
            var random = SplitMix64(seed: UInt64(fileIndex) &* 104_729 &+ 3)
            var text = original
            for step in 0..<8 {
                hits += check(workspace.add(path: input.path, bytes: text), in: workspace, "\(input.lastPathComponent), edit \(step)")
                text = LintSessionTests.edit(text, original: original, random: &random)
            }
        }
        XCTAssertGreaterThan(hits, 1_000, "layouts used more than once answer bindings from the memo")
    }

    /// A parameter read by an argument or a modifier makes each use's values its own: a value
    /// out of range, of the wrong type or an unknown color is reported at the use that gives
    /// it, though the same modifier was bound before with another value; what reads no
    /// parameter is answered from the memo.
    func testAParameterReadMakesTheBindingTheUsesOwn() throws {
        let text = """
            preview phone(width: 390)

            layout Screen {
              vstack {
                Box(w: 10)
                Box(w: -5)
                Box(w: "wide")
                Box(w: 10)
                Tag(c: .red, title: "a")
                Tag(c: .notAColor, title: "b")
                Tag(c: .red, title: 3)
              }
            }

            layout Box(w: 20) {
              view(.gray).width(w).height(8).padding(2).grow(1)
            }

            layout Tag(c: .blue, title: "t") {
              hstack {
                label(title, font: 12).background(c).padding(4)
                label("fixed", font: 12).margin(left: w)
              }.spacing(2)
            }
            """
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/Screen.kiss", bytes: Array(text.utf8))
        let hits = check(file, in: workspace, "Screen.kiss")
        XCTAssertGreaterThan(hits, 10)
        let messages = FileLint.run(file, in: workspace, configuration: .empty, selection: nil).diagnostics.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("cannot be negative") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("unknown color") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("takes a string") || $0.contains("takes text") || $0.contains("(from its default)") }, "\(messages)")
    }
}
