import Foundation
@testable import KissAnalysis
import KissSyntax
import KissRuntime
import XCTest

/// `kiss-bench keystrokes --trace` reads the stages a lint records: off, nothing is kept; on,
/// a session's lint names its expansions, each solve with its lowering, engine and solved
/// elements, and each preview's rules, every span within the lint's time.
final class StageTraceTests: XCTestCase {
    override func tearDown() {
        StageTrace.enable(false)
        _ = StageTrace.take()
    }

    private static let text = """
        preview phone(width: 390)
        preview se(width: 320, scale: 2)

        layout Screen {
          vstack {
            Row(title: "One")
            Row(title: "Two")
          }
        }

        layout Row(title: "Title") {
          hstack {
            label(title).grow(1)
            label("›")
          }.padding(8)
        }
        """

    private func lint() {
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/Screen.kiss", bytes: Array(Self.text.utf8))
        _ = LintSession().lint(file, in: workspace)
    }

    func testNothingIsRecordedWhenOff() {
        StageTrace.enable(false)
        _ = StageTrace.take()
        lint()
        XCTAssertTrue(StageTrace.take().isEmpty)
    }

    func testALintRecordsItsStagesWhenOn() {
        StageTrace.enable(true)
        _ = StageTrace.take()
        let start = StageTrace.now
        lint()
        let end = StageTrace.now
        let spans = StageTrace.take()
        let labels = Set(spans.map(\.label))
        for expected in ["declarations", "session set-up", "K403", "expand Row", "expand Screen", "rules after the expansion",
                         "solve Screen@phone", "solve Screen@se", "  lower Screen@se", "  engine Screen@phone", "  build Screen@se",
                         "rules Row@phone", "modifier rules Screen", "end of version"] {
            XCTAssertTrue(labels.contains(expected), "\(expected) not among \(labels.sorted())")
        }
        for span in spans {
            XCTAssertLessThanOrEqual(span.start, span.end, span.label)
            XCTAssertGreaterThanOrEqual(span.start, start, span.label)
            XCTAssertLessThanOrEqual(span.end, end, span.label)
        }
    }
}
