import Foundation
@testable import KissAnalysis
import XCTest

/// "Did you mean" searches are bounded (issue 45): misspelt uses cost comparisons in
/// proportion to the uses, not to uses × candidates, and the bounded search gives the
/// answer the full one gave.
final class SuggestionCostTests: XCTestCase {
    private func analyze(_ text: String) -> FileAnalysis {
        let workspace = Workspace(root: "/nonexistent-root")
        let source = workspace.add(path: "/nonexistent-root/Suggest.kiss", bytes: Array(text.utf8))
        return Analyzer.analyze(source, in: workspace)
    }

    /// n layouts `Row00000…` declared, and n uses of `Rwo00000…`.
    private func misspeltUses(_ n: Int) -> String {
        let uses = (0..<n).map { String(format: "    Rwo%05d", $0) }.joined(separator: "\n")
        let layouts = (0..<n).map { String(format: "layout Row%05d { view }", $0) }.joined(separator: "\n")
        return "layout Main {\n  vstack {\n\(uses)\n  }\n}\n\(layouts)\n"
    }

    /// A pin with n ids, then n children anchored to ids nobody declared.
    private func unknownPinIDs(_ n: Int) -> String {
        let ids = (0..<n).map { String(format: "    view.id(a%05d).pin(left: parent.left, top: parent.top)", $0) }
        let unknown = (0..<n).map { String(format: "    view.pin(left: b%05d.left, top: parent.top)", $0) }
        return "layout Main {\n  pin {\n\((ids + unknown).joined(separator: "\n"))\n  }\n}\n"
    }

    private func comparisons(_ text: String, expecting findings: Int) -> Int {
        let before = AnalysisWork.suggestionComparisonCount
        let analysis = analyze(text)
        XCTAssertGreaterThanOrEqual(analysis.diagnostics.filter { $0.code == .unknownName }.count, findings)
        return AnalysisWork.suggestionComparisonCount - before
    }

    func testMisspeltLayoutUsesCostComparisonsInProportionToTheUses() {
        let n = 2 * Suggestions.maximumCandidates
        let small = comparisons(misspeltUses(n), expecting: n)
        let large = comparisons(misspeltUses(2 * n), expecting: 2 * n)
        // Every use against every layout would be 4n² here.
        XCTAssertLessThanOrEqual(large, 2 * small + 1_000, "\(small) comparisons for \(n) uses, \(large) for \(2 * n)")
    }

    func testUnknownPinIDsCostComparisonsInProportionToTheChildren() {
        let n = 2 * Suggestions.maximumCandidates
        let small = comparisons(unknownPinIDs(n), expecting: n)
        let large = comparisons(unknownPinIDs(2 * n), expecting: 2 * n)
        XCTAssertLessThanOrEqual(large, 2 * small + 1_000, "\(small) comparisons for \(n) children, \(large) for \(2 * n)")
    }

    func testFewCandidatesStillGetASuggestion() {
        let analysis = analyze(misspeltUses(20))
        let messages = analysis.diagnostics.filter { $0.code == .unknownName }.map(\.message)
        XCTAssertEqual(messages.count, 20)
        XCTAssertTrue(messages.allSatisfy { $0.contains("did you mean `Row") }, "\(messages.prefix(3))")
        let pins = analyze(unknownPinIDs(20)).diagnostics.filter { $0.code == .unknownName }.map(\.message)
        XCTAssertTrue(pins.contains { $0.contains("did you mean `a00019`") }, "\(pins.suffix(2))")
        XCTAssertEqual(Suggestions.closest(to: "prent", in: ["a1"], plus: ["parent"]), "parent")
    }

    /// The length filter and the early stop give the answer comparing everything gave.
    func testBoundedSearchAgreesWithTheFullOne() {
        func full(_ word: String, _ candidates: [String]) -> String? {
            var best: (String, Int)?
            for candidate in candidates {
                let distance = Suggestions.editDistance(word.lowercased(), candidate.lowercased())
                if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) { best = (candidate, distance) }
            }
            guard let (candidate, distance) = best else { return nil }
            return distance <= max(1, min(3, word.count / 3)) ? candidate : nil
        }
        var random = SystemRandomNumberGenerator()
        let letters = Array("abcAB")
        func word() -> String { String((0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random)! }) }
        for _ in 0..<2_000 {
            let candidates = (0..<Int.random(in: 0...12, using: &random)).map { _ in word() }
            let query = word()
            XCTAssertEqual(Suggestions.closest(to: query, in: candidates), full(query, candidates), "\(query) in \(candidates)")
        }
        for (left, right) in [("", "abc"), ("ab", "ba"), ("kitten", "sitting"), ("abcdef", "badcfe")] {
            XCTAssertEqual(Suggestions.editDistance(Array(left.utf8), Array(right.utf8), atMost: 1), Suggestions.editDistance(left, right) <= 1 ? Suggestions.editDistance(left, right) : nil)
        }
    }
}
