@testable import KissCLI
import XCTest

/// The diff `--diff` prints, checked against what `diff -u` prints for the same texts.
final class UnifiedDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.make(Array(old.utf8), Array(new.utf8), path: "f")
    }

    func testEqualTextsHaveNoDiff() {
        XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
    }

    func testDistantChangesMakeSeparateHunks() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l18\n", with: "l18\nnew\n")
        XCTAssertEqual(diff(old, new), """
            --- a/f
            +++ b/f
            @@ -1,5 +1,5 @@
             l1
            -l2
            +L2
             l3
             l4
             l5
            @@ -16,5 +16,6 @@
             l16
             l17
             l18
            +new
             l19
             l20

            """)
    }

    func testInsertionsAtTheStartAndAMissingFinalNewline() {
        XCTAssertEqual(diff("b\nc", "a\nb\nc"), """
            --- a/f
            +++ b/f
            @@ -1,2 +1,3 @@
            +a
             b
             c
            \\ No newline at end of file

            """)
        XCTAssertEqual(diff("", "x\n"), "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+x\n")
        XCTAssertEqual(diff("x\n", ""), "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-x\n")
    }
}
