import Foundation
import KissAnalysis
import KissSyntax
import XCTest

/// Previews of one layout (`preview row(width: 390, for: Row)`): a layout with previews of
/// its own is solved at those only, the others at the file's (docs/language.md, "Previews and
/// the root"); a file without any keeps its previews as before.
final class LayoutPreviewsTests: XCTestCase {
    private func lint(_ text: String) -> LintResult {
        let workspace = Workspace(root: "/virtual")
        let file = workspace.add(path: "/virtual/Screen.kiss", bytes: Array(text.utf8))
        return Linter.lint(file, in: workspace)
    }

    private let screenAndRow = """
    preview phone(width: 390, height: 844)
    preview row(width: 390, for: Row)

    layout Row(title: "Wi-Fi") {
      hstack {
        label(title)
        growSpacer()
        switch()
      }.padding(12)
    }

    layout Screen {
      vstack {
        Row()
        Row(title: "Bluetooth")
        growSpacer()
      }
    }
    """

    func testARowWithItsOwnPreviewIsSolvedAtItOnly() throws {
        let result = lint(screenAndRow)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(result.analysis.previews.map(\.name), ["phone", "row"])
        let solves = result.solved.map { "\($0.name)@\($0.preview.name)" }.sorted()
        XCTAssertEqual(solves, ["Row@row", "Screen@phone"])
        // The row fits its content at its own preview instead of taking the screen's 844 points.
        let row = try XCTUnwrap(result.solved.first { $0.name == "Row" })
        let frame = try XCTUnwrap(row.root.frame)
        XCTAssertEqual(frame.width, 390)
        XCTAssertLessThan(frame.height, 100)
    }

    func testWithoutOwnPreviewsEveryLayoutIsSolvedAtTheFilesPreviews() throws {
        let text = screenAndRow.replacingOccurrences(of: "preview row(width: 390, for: Row)\n", with: "")
        let result = lint(text)
        let solves = result.solved.map { "\($0.name)@\($0.preview.name)" }.sorted()
        XCTAssertEqual(solves, ["Row@phone", "Screen@phone"])
        XCTAssertEqual(try XCTUnwrap(result.solved.first { $0.name == "Row" }?.root.frame).height, 844, "the screen's height, as before")
    }

    func testAPreviewForALayoutThatIsNotInTheFileIsReported() {
        let text = screenAndRow.replacingOccurrences(of: "for: Row)", with: "for: Rwo)")
        let errors = lint(text).diagnostics.filter { $0.code == .unknownName }
        XCTAssertEqual(errors.count, 1, "\(errors.map(\.message))")
        XCTAssertTrue(errors.first?.message.contains("no layout `Rwo` in this file") == true, errors.first?.message ?? "")
        XCTAssertTrue(errors.first?.message.contains("Row") == true, "suggests the layout: \(errors.first?.message ?? "")")
    }

    /// A lint session gives the linter's findings as a layout's own preview comes, changes and
    /// goes: the row is cut short at its own 150 points only.
    /// A preview's text size is part of what a session's kept work depends on: changing only
    /// `textSize:` gives the findings a fresh lint gives.
    func testALintSessionFollowsAPreviewsTextSize() throws {
        let base = "preview phone(width: 200)\n\nlayout Row {\n  hstack {\n    label(\"Notifications\", lines: 1)\n    switch()\n  }\n}\n"
        let workspace = Workspace(root: "/virtual")
        let session = LintSession()
        var seen: [[String]] = []
        for text in [base, base.replacingOccurrences(of: "width: 200)", with: "width: 200, textSize: .accessibility3)"), base] {
            let file = workspace.add(path: "/virtual/Row.kiss", bytes: Array(text.utf8))
            let fresh = Linter.lint(file, in: workspace).diagnostics
            XCTAssertEqual(session.lint(file, in: workspace), fresh)
            seen.append(fresh.map(\.code.rawValue))
        }
        XCTAssertFalse(seen[0].contains("K302"), "\(seen[0])")
        XCTAssertTrue(seen[1].contains("K302"), "\(seen[1])")
        XCTAssertEqual(seen[2], seen[0])
    }

    func testALintSessionFollowsALayoutsOwnPreviews() throws {
        let base = """
        preview phone(width: 390)

        layout Row {
          hstack {
            label("Notifications and sounds", lines: 1)
            switch()
          }
        }

        layout Screen {
          vstack {
            Row()
          }
        }
        """
        let workspace = Workspace(root: "/virtual")
        let session = LintSession()
        var seen: [[String]] = []
        for text in [base, base.replacingOccurrences(of: "preview phone(width: 390)\n", with: "preview phone(width: 390)\npreview row(width: 150, for: Row)\n"),
                     base.replacingOccurrences(of: "preview phone(width: 390)\n", with: "preview phone(width: 390)\npreview row(width: 300, for: Row)\n"), base] {
            let file = workspace.add(path: "/virtual/Screen.kiss", bytes: Array(text.utf8))
            let fresh = Linter.lint(file, in: workspace).diagnostics
            XCTAssertEqual(session.lint(file, in: workspace), fresh)
            seen.append(fresh.map(\.code.rawValue))
        }
        XCTAssertEqual(seen[0], [])
        XCTAssertTrue(seen[1].contains("K302"), "\(seen[1])")
        XCTAssertEqual(seen[2], [])
        XCTAssertEqual(seen[3], [])
    }
}
