import Foundation
import KissCLI
import XCTest

/// Configuration, exit-code policies, --fix, baselines, rules and frames, run through the command.
final class LintOptionsTests: XCTestCase {
    static let unusedSuppression = "layout Card {\n  // kisslint-disable-next-line K102\n  label(\"x\")\n}\n"

    func testInvalidConfigurationExitsTwoNamingPathAndKey() throws {
        let folder = try TemporaryFolder(files: [".kisslint.json": #"{ "rules": { "K2O1": "off" } }"#, "a.kiss": "layout A { label(\"x\") }\n"])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["."]), .failure)
        XCTAssertTrue(capture.err.contains(".kisslint.json: rules.K2O1: unknown code; did you mean K201?"), capture.err)
    }

    func testConfigurationSeverityAndExclude() throws {
        let folder = try TemporaryFolder(files: [
            ".kisslint.json": #"{ "rules": { "K102": "warning" }, "exclude": ["Generated/**"] }"#,
            "a.kiss": "layout A { label(\"x\").paddin(1) }\n",
            "Generated/b.kiss": "layout B { label(\"x\"\n}\n",
        ])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["."]), .clean, capture.out)
        XCTAssertTrue(capture.out.contains("a.kiss:1:23: warning: unknown modifier `.paddin`"), capture.out)
        XCTAssertTrue(capture.out.contains("(1 file checked)"), "the excluded file is not linted: \(capture.out)")
        // Named explicitly, an excluded file is linted.
        let explicit = CapturedConsole(directory: folder.url)
        XCTAssertEqual(explicit.run(["Generated/b.kiss"]), .findings)
    }

    func testWarningPolicies() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.unusedSuppression])
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["a.kiss"]), .clean)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["a.kiss", "--warnings-as-errors"]), .findings)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["a.kiss", "--max-warnings", "1"]), .clean)
        let over = CapturedConsole(directory: folder.url)
        XCTAssertEqual(over.run(["a.kiss", "--max-warnings=0"]), .findings)
        XCTAssertTrue(over.err.contains("more than --max-warnings 0"))
    }

    func testFixAppliesSafeFixesAtomicallyAndIsIdempotent() throws {
        let folder = try TemporaryFolder(files: [
            "a.kiss": "layout A {\n  vstack {\n    // kisslint-disable-next-line K102\n    label(\"x\").background(.rde).paddin(2)\n  }\n}\n",
            "broken.kiss": "layout B {\n  lable(\"x\"\n}\n",
        ])
        let first = CapturedConsole(directory: folder.url)
        _ = first.run([".", "--fix"])
        let fixed = try String(contentsOf: folder.url.appendingPathComponent("a.kiss"), encoding: .utf8)
        XCTAssertEqual(fixed, "layout A {\n  vstack {\n    // kisslint-disable-next-line K102\n    label(\"x\").background(.red).paddin(2)\n  }\n}\n",
                       "the color's spelling fix is applied (it cannot change a frame); the used suppression stays")
        XCTAssertTrue(first.err.contains("a.kiss: applied 1 fix"), first.err)
        let broken = try String(contentsOf: folder.url.appendingPathComponent("broken.kiss"), encoding: .utf8)
        XCTAssertEqual(broken, "layout B {\n  lable(\"x\"\n}\n", "files with syntax errors are left alone")

        let second = CapturedConsole(directory: folder.url)
        _ = second.run([".", "--fix"])
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("a.kiss"), encoding: .utf8), fixed, "a second --fix changes nothing")
        XCTAssertFalse(second.err.contains("applied"))
    }

    func testRemovingAnUnusedSuppressionKeepsTheFrames() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.unusedSuppression])
        let before = CapturedConsole(directory: folder.url)
        _ = before.run(["frames", "a.kiss", "--json"])
        _ = CapturedConsole(directory: folder.url).run(["a.kiss", "--fix"])
        let text = try String(contentsOf: folder.url.appendingPathComponent("a.kiss"), encoding: .utf8)
        XCTAssertFalse(text.contains("kisslint-disable"))
        let after = CapturedConsole(directory: folder.url)
        _ = after.run(["frames", "a.kiss", "--json"])
        func frames(_ json: String) throws -> [String] {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            let layouts = object["layouts"] as! [[String: Any]]
            return try layouts.map { String(decoding: try JSONSerialization.data(withJSONObject: ($0["root"] as! [String: Any])["frame"]!, options: .sortedKeys), as: UTF8.self) }
        }
        XCTAssertEqual(try frames(before.out), try frames(after.out))
    }

    func testBaselineReportsOnlyNewFindingsAndStaleEntries() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": "layout A {\n  vstack {\n    label(\"x\").paddin(1)\n  }\n}\n"])
        let write = CapturedConsole(directory: folder.url)
        XCTAssertEqual(write.run([".", "--write-baseline", "baseline.json"]), .clean)
        XCTAssertTrue(write.err.contains("recorded 1 finding"))
        XCTAssertEqual(CapturedConsole(directory: folder.url).run([".", "--baseline", "baseline.json"]), .clean)

        try "layout A {\n  vstack {\n    label(\"x\").grwo(1)\n  }\n}\n".write(to: folder.url.appendingPathComponent("a.kiss"), atomically: true, encoding: .utf8)
        let changed = CapturedConsole(directory: folder.url)
        XCTAssertEqual(changed.run([".", "--baseline", "baseline.json"]), .findings)
        XCTAssertTrue(changed.out.contains("`.grwo`"))
        XCTAssertTrue(changed.err.contains("baseline entry no longer occurs: a.kiss K102"), changed.err)
    }

    func testRulesAndExplain() {
        let rules = CapturedConsole()
        XCTAssertEqual(rules.run(["rules"]), .clean)
        XCTAssertTrue(rules.out.contains("K201  warning   suggestion  no-determinable-width"), rules.out)
        let explain = CapturedConsole()
        XCTAssertEqual(explain.run(["explain", "k102"]), .clean)
        XCTAssertTrue(explain.out.hasPrefix("K102 unknown-modifier: Unknown modifier"))
        XCTAssertEqual(CapturedConsole().run(["explain", "K999"]), .failure)
    }

    func testFramesCommand() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": "preview p(width: 100)\nlayout A {\n  hstack {\n    image(\"x\", 10, 20).id(icon)\n    label(\"Hi\").hidden()\n  }.padding(5)\n}\n"])
        let text = CapturedConsole(directory: folder.url)
        XCTAssertEqual(text.run(["frames", "a.kiss"]), .clean)
        XCTAssertEqual(text.out, "A at p (100) @3x\n  hstack  0, 0  100 × 30  line 3\n    image#icon \"x\"  5, 5  10 × 20  line 4\n    label \"Hi\"  hidden  line 5\n\n")
        let custom = CapturedConsole(directory: folder.url)
        XCTAssertEqual(custom.run(["frames", "a.kiss", "--width", "fit", "--scale", "2", "--json"]), .clean)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(custom.out.utf8)) as? [String: Any])
        let layout = try XCTUnwrap((object["layouts"] as? [[String: Any]])?.first)
        XCTAssertEqual((layout["root"] as? [String: Any])?["frame"] as? [String: Double], ["x": 0, "y": 0, "width": 20, "height": 30])
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["frames", "a.kiss", "--layout", "Nope"]), .failure)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["frames", "a.kiss", "--preview", "nope"]), .failure)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["frames"]), .failure)
    }
}

extension LintOptionsTests {
    func testFramesUseConfiguredPreviewsWhenTheFileDeclaresNone() throws {
        let folder = try TemporaryFolder(files: [
            ".kisslint.json": #"{ "previews": [{ "name": "small", "width": 200, "scale": 2 }] }"#,
            "a.kiss": "layout A {\n  image(\"x\", 10, 20)\n}\n",
        ])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["frames", "a.kiss"]), .clean)
        XCTAssertEqual(capture.out, "A at small (200) @2x\n  image \"x\"  0, 0  200 × 20  line 2\n\n")
    }
}

extension LintOptionsTests {
    /// A divider that only collapses when the preview fits its content.
    static let fitsOnlyWithWidth = "preview phone(width: 390)\nlayout A {\n  vstack {\n    view(.gray).height(1)\n  }\n}\n"

    func testPreviewOptionsChooseWhereLayoutsAreChecked() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.fitsOnlyWithWidth])
        let atPhone = CapturedConsole(directory: folder.url)
        XCTAssertEqual(atPhone.run(["a.kiss", "--preview", "phone"]), .clean)
        XCTAssertFalse(atPhone.out.contains("K201"), atPhone.out)
        let fit = CapturedConsole(directory: folder.url)
        XCTAssertEqual(fit.run(["a.kiss", "--width", "fit", "--scale", "2"]), .clean)
        XCTAssertTrue(fit.out.contains("collapses to 0 at custom (fit)"), fit.out)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["a.kiss", "--preview", "phone", "--width", "10"]), .failure)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["a.kiss", "--width", "0"]), .failure)
    }
}

extension LintOptionsTests {
    func testFilesIgnoredByGitAreSkippedWhenWalkingFolders() throws {
        let folder = try TemporaryFolder(files: [
            ".gitignore": "Generated/\n*.tmp.kiss\n",
            "a.kiss": "layout A { label(\"x\") }\n",
            "b.tmp.kiss": "layout B { label(\"x\"\n}\n",
            "Generated/c.kiss": "layout C { label(\"x\"\n}\n",
        ])
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", folder.url.path, "init", "-q"]
        git.standardOutput = FileHandle.nullDevice
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { throw XCTSkip("git is not installed") }
        git.waitUntilExit()
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["."]), .clean, capture.out)
        XCTAssertTrue(capture.out.contains("(1 file checked)"), capture.out)
        // Named explicitly, an ignored file is still linted.
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["b.tmp.kiss"]), .findings)
    }
}

extension LintOptionsTests {
    func testRelatedLocationsInAnotherFileUseThatFilesLines() throws {
        let folder = try TemporaryFolder(files: [
            "Tags.kiss": "// a comment line\n// another\nlayout Tag {\n  label(\"t\")\n}\n",
            "a.kiss": "import \"Tags.kiss\"\nlayout Tag {\n  label(\"mine\")\n}\n",
        ])
        let capture = CapturedConsole(directory: folder.url)
        _ = capture.run(["a.kiss", "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap((object["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])
        let duplicate = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "K108" })
        let related = try XCTUnwrap((duplicate["related"] as? [[String: Any]])?.first)
        XCTAssertTrue((related["path"] as? String)?.hasSuffix("Tags.kiss") == true)
        let start = try XCTUnwrap((related["range"] as? [String: Any])?["start"] as? [String: Int])
        XCTAssertEqual(start, ["line": 2, "character": 7], "the imported Tag's name, in Tags.kiss's own lines")
    }
}
