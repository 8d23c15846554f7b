import Foundation
@testable import KissAnalysis
import KissSyntax
import XCTest

/// K201 / K202 try each fix they offer by solving the layout again: one whole solve per fix
/// per finding made n bare `view`s in a row cost n² (issue 45). The trials are counted, not
/// timed, so the check does not depend on the machine.
final class FixTrialCostTests: XCTestCase {
    private func lint(_ text: String) -> (diagnostics: [Diagnostic], trialSolves: Int) {
        let workspace = Workspace(root: "/nonexistent-root")
        let source = workspace.add(path: "/nonexistent-root/Row.kiss", bytes: Array(text.utf8))
        let before = AnalysisWork.fixTrialSolveCount
        let diagnostics = Linter.lint(source, in: workspace).diagnostics
        return (diagnostics, AnalysisWork.fixTrialSolveCount - before)
    }

    private func bareViews(_ count: Int) -> String {
        "layout Row {\n  hstack {\n" + String(repeating: "    view\n", count: count) + "  }\n}\n"
    }

    func testIdenticalSiblingsShareTheirTrials() {
        var trials: [Int: Int] = [:]
        for count in [200, 400] {
            let (diagnostics, solves) = lint(bareViews(count))
            let collapses = diagnostics.filter { $0.code == .noDeterminableWidth }
            XCTAssertEqual(collapses.count, count)
            // Every view is offered what the first one is: the shared answers are the ones a
            // trial of its own would give.
            let offered = collapses.map { $0.fixes.map(\.message) }
            XCTAssertEqual(Set(offered).count, 1, "\(Set(offered))")
            XCTAssertEqual(offered.first, ["Give it a width of 44 pt", "Let it grow into the free space"])
            trials[count] = solves
        }
        XCTAssertLessThanOrEqual(trials[200]!, FixTrial.Session.fewestSolves)
        XCTAssertEqual(trials[400], trials[200], "twice the views, the same trials")
    }

    /// Different findings cannot share trials: the whole solves made stay within the bound,
    /// and the findings past it are still offered fixes (the ones predicted).
    func testWholeSolvesAreBounded() {
        var rows = ""
        for index in 0..<300 {
            rows += "    hstack {\n      label(\"\(index)\")\n      view.height(\(index % 40 + 1))\n    }\n"
        }
        let text = "layout Rows {\n  vstack {\n\(rows)  }\n}\n"
        let (diagnostics, solves) = lint(text)
        let collapses = diagnostics.filter { $0.code == .noDeterminableWidth }
        XCTAssertEqual(collapses.count, 300)
        let nodes = 1 + 300 * 3
        XCTAssertLessThanOrEqual(solves, max(FixTrial.Session.fewestSolves, FixTrial.Session.nodeBudget / nodes))
        XCTAssertTrue(collapses.allSatisfy { !$0.fixes.isEmpty })
        XCTAssertEqual(collapses[5].fixes.first?.message, "Give it a width of 44 pt")
    }
}
