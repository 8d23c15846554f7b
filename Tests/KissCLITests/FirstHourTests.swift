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

    func testDiffShowsWhatFixWouldChangeAndWritesNothing() throws {
        let original = "layout A {\n  vstack {\n    label(\"x\").background(.rde)\n    label(\"y\")\n  }\n}\n"
        let folder = try TemporaryFolder(files: ["a.kiss": original, "clean.kiss": "layout C {\n  label(\"c\")\n}\n"])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["a.kiss", "clean.kiss", "--diff"]), .findings, "a fix would change something")
        XCTAssertEqual(capture.out, """
            --- a/a.kiss
            +++ b/a.kiss
            @@ -1,6 +1,6 @@
             layout A {
               vstack {
            -    label("x").background(.rde)
            +    label("x").background(.red)
                 label("y")
               }
             }

            """)
        XCTAssertTrue(capture.err.contains("a.kiss: would apply 1 fix"), capture.err)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("a.kiss"), encoding: .utf8), original, "nothing written")
        let clean = CapturedConsole(directory: folder.url)
        XCTAssertEqual(clean.run(["clean.kiss", "--diff"]), .clean)
        XCTAssertEqual(clean.out, "")
    }

    func testWatchLintsAgainWhenAFileChanges() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": "layout A {\n  label(\"x\").paddin(1)\n}\n"])
        let capture = CapturedConsole(directory: folder.url)
        let looks = Counter()
        let file = folder.url.appendingPathComponent("a.kiss")
        var console = capture.console
        // Each "pause" is a moment in which the user saves: the first one fixes the typo.
        console.pause = { _ in
            if looks.increment() == 1 {
                try? "layout A {\n  label(\"x\").padding(1)\n}\n".write(to: file, atomically: true, encoding: .utf8)
            }
        }
        console.keepWatching = { looks.value < 3 }
        XCTAssertEqual(KissLint.run(["a.kiss", "--watch"], console: console), .clean, "the last run is clean")
        XCTAssertEqual(capture.out.components(separatedBy: "`.paddin`").count - 1, 1, "the first run reports the typo once")
        XCTAssertTrue(capture.out.hasSuffix("No problems found (1 file checked).\n"), capture.out)
        XCTAssertEqual(capture.err.components(separatedBy: "files changed; linting again").count - 1, 1, "one change, one more run: \(capture.err)")
        let stdin = CapturedConsole(directory: folder.url)
        XCTAssertEqual(stdin.run(["-", "--watch"]), .failure)
    }

    func testSeveralWidthsAtOnce() throws {
        let folder = try TemporaryFolder(files: ["Card.kiss": Self.card])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["Card.kiss", "--width", "320,390,fit", "--format", "json"]), .clean)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap((object["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])
        let cut = try XCTUnwrap(findings.first { $0["code"] as? String == "K302" })
        XCTAssertEqual(cut["previews"] as? [String], ["w320"], "cut at 320 only: at 390 and unbounded the title fits")
        XCTAssertTrue((cut["message"] as? String ?? "").contains("at 320 it needs"), "\(cut)")
        let frames = CapturedConsole(directory: folder.url)
        XCTAssertEqual(frames.run(["frames", "Card.kiss", "--width", "320,375", "--height", "100"]), .clean)
        XCTAssertTrue(frames.out.hasPrefix("Card at 320 × 100 @3x\n"), frames.out)
        XCTAssertTrue(frames.out.contains("Card at 375 × 100 @3x\n"), frames.out)
        for bad in ["320,320", "320,,390", "0,390"] {
            XCTAssertEqual(CapturedConsole(directory: folder.url).run(["Card.kiss", "--width", bad]), .failure, bad)
        }
    }

    func testConfigurationPreviewsReplaceOrAddToAFilesOwn() throws {
        let file = "preview phone(width: 390)\nlayout A {\n  image(\"x\", 10, 10)\n}\n"
        func previews(_ configuration: String) throws -> [String] {
            let folder = try TemporaryFolder(files: ["a.kiss": file, ".kisslint.json": configuration])
            let capture = CapturedConsole(directory: folder.url)
            XCTAssertEqual(capture.run(["frames", "a.kiss"]), .clean, capture.err)
            return capture.out.split(separator: "\n").filter { $0.hasPrefix("A at ") }.map { String($0.dropFirst(5)) }
        }
        let se = #"{ "name": "se", "width": 320 }, { "name": "phone", "width": 400 }"#
        XCTAssertEqual(try previews(#"{ "previews": [\#(se)] }"#), ["phone (390) @3x"], "by default the file's own win")
        XCTAssertEqual(try previews(#"{ "previews": [\#(se)], "previewsMode": "add" }"#), ["phone (390) @3x", "se (320) @3x"],
                       "added after the file's own; a name the file has is the file's")
        XCTAssertEqual(try previews(#"{ "previews": [\#(se)], "previewsMode": "replace" }"#), ["se (320) @3x", "phone (400) @3x"])
        let folder = try TemporaryFolder(files: ["a.kiss": file, ".kisslint.json": #"{ "previewsMode": "merge" }"#])
        let bad = CapturedConsole(directory: folder.url)
        XCTAssertEqual(bad.run(["a.kiss"]), .failure)
        XCTAssertTrue(bad.err.contains("previewsMode: must be one of \"fallback\", \"add\", \"replace\""), bad.err)
    }

    func testDynamicTypeTextSizesAreMeasuredAtTheirSize() throws {
        let row = "preview phone(width: 390)\npreview big(width: 390, textSize: .accessibility3)\npreview twice(width: 390, textScale: 2)\n"
            + "layout Row {\n  hstack {\n    label(\"Notifications and sounds\", font: 17)\n    stretchSpacer\n    label(\"On\", font: 17)\n  }.padding(16)\n}\n"
        let folder = try TemporaryFolder(files: ["Row.kiss": row, "conf/.kisslint.json": #"{ "previews": [{ "name": "ax", "width": 390, "textSize": "accessibility5" }] }"#,
                                                 "conf/Row.kiss": row.components(separatedBy: "\n").dropFirst(3).joined(separator: "\n")])
        let frames = CapturedConsole(directory: folder.url)
        XCTAssertEqual(frames.run(["frames", "Row.kiss"]), .clean)
        // 17 pt at large, 40 pt at accessibility3 (UIKit's body sizes): 40/17 as wide and as tall.
        XCTAssertTrue(frames.out.contains("Row at big (390, accessibility3 text) @3x"), frames.out)
        XCTAssertTrue(frames.out.contains("Row at twice (390, text ×2) @3x"), frames.out)
        let lint = CapturedConsole(directory: folder.url)
        XCTAssertEqual(lint.run(["Row.kiss", "--format", "json"]), .clean)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lint.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap((object["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])
        let cut = try XCTUnwrap(findings.first { $0["code"] as? String == "K302" }, "\(findings)")
        XCTAssertEqual(cut["previews"] as? [String], ["big", "twice"], "the long label is cut only at the large text sizes")
        let configured = CapturedConsole(directory: folder.url.appendingPathComponent("conf"))
        XCTAssertEqual(configured.run(["frames", "Row.kiss"]), .clean, configured.err)
        XCTAssertTrue(configured.out.hasPrefix("Row at ax (390, accessibility5 text) @3x"), configured.out)
        let bad = try TemporaryFolder(files: ["Row.kiss": row, ".kisslint.json": #"{ "previews": [{ "name": "ax", "width": 390, "textSize": "huge" }] }"#])
        let refused = CapturedConsole(directory: bad.url)
        XCTAssertEqual(refused.run(["Row.kiss"]), .failure)
        XCTAssertTrue(refused.err.contains("previews[0].textSize: must be a text size category"), refused.err)
    }
}

/// A count shared with the closures of a test console.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; count += 1; return count }
}

/// The README's quick start shows what its first command prints: the same opening findings,
/// and the same summary.
final class QuickStartTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheReadmeShowsTheFirstRunsOutput() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "## Quick start").map { readme[$0.upperBound...] })
        let block = try XCTUnwrap(section.range(of: "```text\n").flatMap { open in section[open.upperBound...].range(of: "\n```").map { section[open.upperBound..<$0.lowerBound] } })
        let shown = block.components(separatedBy: "\n…\n")
        XCTAssertEqual(shown.count, 2, "the README shows the opening findings, `…`, and the summary")
        let console = CapturedConsole(directory: Self.root)
        XCTAssertEqual(console.run(["Examples/"]), .findings)
        XCTAssertTrue(console.out.hasPrefix(shown[0] + "\n"), "the first run starts:\n" + String(console.out.prefix(1_500)))
        XCTAssertTrue(console.out.hasSuffix("\n" + shown[1] + "\n"), "the first run ends:\n" + String(console.out.suffix(300)))
    }
}
