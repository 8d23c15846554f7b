import Foundation
import KissCLI
import XCTest

/// What got in a new user's way in their first hour (issue 19), each pinned.
final class FirstHourTests: XCTestCase {
    static let card = "preview phone(width: 390)\npreview se(width: 320)\nlayout Card {\n  hstack {\n    label(\"A title that is long enough to be cut at se\", font: 20)\n  }\n}\n"

    func testAPreviewNoFileHasIsAnErrorWithASuggestion() throws {
        let folder = try TemporaryFolder(files: ["Card.kiss": Self.card, "Other.kiss": "preview tablet(width: 768)\nlayout O {\n  label(\"x\")\n}\n"])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run([".", "--preview", "sse"]), .failure)
        XCTAssertEqual(capture.out, "", "nothing is reported as checked")
        XCTAssertEqual(capture.err, "kisslint: no file has a preview named 'sse' (they have: phone, se, tablet); did you mean 'se'?\n")
        // One file having it is enough: the others keep their own previews.
        let known = CapturedConsole(directory: folder.url)
        XCTAssertEqual(known.run([".", "--preview", "tablet"]), .clean)
        let frames = CapturedConsole(directory: folder.url)
        XCTAssertEqual(frames.run(["frames", "Card.kiss", "--preview", "phnoe"]), .failure)
        XCTAssertTrue(frames.err.hasSuffix("did you mean 'phone'?\n"), frames.err)
    }

    func testAMissingFileOrABadConfigurationPrintsOnlyTheError() throws {
        let folder = try TemporaryFolder(files: ["Card.kiss": Self.card])
        let missing = CapturedConsole(directory: folder.url)
        XCTAssertEqual(missing.run(["Nope.kiss"]), .failure)
        XCTAssertEqual(missing.out, "")
        XCTAssertFalse(missing.err.isEmpty)
        let broken = try TemporaryFolder(files: ["Card.kiss": Self.card, ".kisslint.json": "{ \"previews\": 3 }"])
        let configured = CapturedConsole(directory: broken.url)
        XCTAssertEqual(configured.run(["Card.kiss"]), .failure)
        XCTAssertEqual(configured.out, "")
        XCTAssertTrue(configured.err.contains("configuration error"), configured.err)
    }

    func testInfosAndHintsNeverFailARunInAnyReporter() throws {
        // K405 (a redundant modifier) is a hint.
        let folder = try TemporaryFolder(files: ["a.kiss": "layout A {\n  vstack {\n    label(\"x\").crossAlign(self: .stretch)\n  }.autoInvisible(.allInvisible)\n}\n"])
        let text = CapturedConsole(directory: folder.url)
        XCTAssertEqual(text.run(["a.kiss", "--warnings-as-errors"]), .clean, text.out)
        XCTAssertTrue(text.out.contains("hint:"), text.out)
        let junit = CapturedConsole(directory: folder.url)
        XCTAssertEqual(junit.run(["a.kiss", "--format", "junit", "--warnings-as-errors"]), .clean)
        XCTAssertTrue(junit.out.contains("failures=\"0\""), junit.out)
        XCTAssertTrue(junit.out.contains("<system-out>a.kiss:"), junit.out)
        XCTAssertFalse(junit.out.contains("<failure"), junit.out)
        let warned = try TemporaryFolder(files: ["a.kiss": "layout Card {\n  // kisslint-disable-next-line K102\n  label(\"x\")\n}\n"])
        XCTAssertEqual(CapturedConsole(directory: warned.url).run(["a.kiss", "--warnings-as-errors"]), .findings, "a warning still fails it")
    }

    func testABaselineWorksFromAnyFolderAndNeverHidesSyntaxErrors() throws {
        let folder = try TemporaryFolder(files: [
            "App/Views/a.kiss": "layout A {\n  vstack {\n    label(\"x\").paddin(1)\n  }\n}\n",
            "App/Views/broken.kiss": "layout B {\n  label(\"x\"\n}\n",
        ])
        let write = CapturedConsole(directory: folder.url.appendingPathComponent("App"))
        XCTAssertEqual(write.run(["Views", "--write-baseline", "kiss-baseline.json"]), .clean)
        XCTAssertTrue(write.err.contains("recorded 1 finding"), "the syntax error is not recorded: \(write.err)")
        let text = try String(contentsOf: folder.url.appendingPathComponent("App/kiss-baseline.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("\"path\" : \"Views/a.kiss\""), text)
        XCTAssertTrue(text.contains("\"version\" : 2"), text)
        // From the parent folder, and from the file's own folder: the same entries match.
        for (directory, arguments) in [("", ["App/Views", "--baseline", "App/kiss-baseline.json"]),
                                       ("App/Views", ["a.kiss", "broken.kiss", "--baseline", "../kiss-baseline.json"])] {
            let run = CapturedConsole(directory: directory.isEmpty ? folder.url : folder.url.appendingPathComponent(directory))
            XCTAssertEqual(run.run(arguments), .findings, "the syntax error still fails the run")
            XCTAssertFalse(run.out.contains("paddin"), run.out)
            XCTAssertTrue(run.out.contains("[K013]"), run.out)
            XCTAssertFalse(run.err.contains("no longer occurs"), run.err)
        }
    }

    func testAVersionOneBaselineStillMatchesFromTheFolderItWasWrittenIn() throws {
        let folder = try TemporaryFolder(files: [
            "a.kiss": "layout A {\n  vstack {\n    label(\"x\").paddin(1)\n  }\n}\n",
            "old.json": "{ \"version\": 1, \"findings\": [{ \"path\": \"a.kiss\", \"code\": \"K102\", \"message\": \"unknown modifier `.paddin`; did you mean `.padding`?\", \"count\": 1 }] }",
        ])
        let run = CapturedConsole(directory: folder.url)
        let code = run.run(["a.kiss", "--baseline", "old.json"])
        XCTAssertEqual(code, .clean, run.out + run.err)
    }
}
