import Foundation
import KissCLI
import XCTest

/// `kisslint export --swift` as a user runs it.
final class ExportCommandTests: XCTestCase {
    func testExportWritesSwiftOrNamesWhatCannotBeExported() throws {
        let folder = try TemporaryFolder(files: [
            "Hello.kiss": "layout Hello {\n  wrap {\n    label(\"HELLO \", font: 72, color: .red)\n  }.padding(10).mainAlign(.center)\n}\n",
            "Gap.kiss": "layout Gap {\n  hstack {\n    label(\"a\")\n  }.uniformFontScale(min: 0.5)\n}\n",
        ])
        let written = CapturedConsole(directory: folder.url)
        XCTAssertEqual(written.run(["export", "--swift", "Hello.kiss", "-o", "Hello.swift"]), .clean, written.err)
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Hello.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("func helloLayout() -> WrapLayout {"), swift)
        XCTAssertTrue(swift.contains("}.padding(10.0).mainAlign(.center)") || swift.contains("}.mainAlign(.center).padding(10.0)"), swift)
        let refused = CapturedConsole(directory: folder.url)
        XCTAssertEqual(refused.run(["export", "--swift", "Gap.kiss", "-o", "Gap.swift"]), .findings)
        XCTAssertTrue(refused.err.hasPrefix("Gap.kiss:4:4: error: cannot export `.uniformFontScale`"), refused.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Gap.swift").path), "nothing is written")
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["export", "Hello.kiss"]), .failure, "the target language is required")
        // --check: current, then stale after the .kiss changes; nothing is written.
        let current = CapturedConsole(directory: folder.url)
        XCTAssertEqual(current.run(["export", "--swift", "Hello.kiss", "-o", "Hello.swift", "--check"]), .clean, current.err)
        try "layout Hello {\n  wrap {\n    label(\"HELLO \", font: 60, color: .red)\n  }.padding(10).mainAlign(.center)\n}\n"
            .write(to: folder.url.appendingPathComponent("Hello.kiss"), atomically: true, encoding: .utf8)
        let stale = CapturedConsole(directory: folder.url)
        XCTAssertEqual(stale.run(["export", "--swift", "Hello.kiss", "-o", "Hello.swift", "--check"]), .findings)
        XCTAssertEqual(stale.err, "kisslint: Hello.swift is not what Hello.kiss exports now: run `kisslint export --swift Hello.kiss -o Hello.swift`\n")
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("Hello.swift"), encoding: .utf8), swift, "--check writes nothing")
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["export", "--swift", "Hello.kiss", "--check"]), .failure, "--check needs -o")
    }

    /// A folder (or several files) exports to a folder, one Swift file per `.kiss` file by name;
    /// `--check` names each stale or missing one with the command that updates them all.
    func testAFolderExportsToAFolderAndChecksIt() throws {
        let hello = "layout Hello {\n  wrap {\n    label(\"HELLO \", font: 72, color: .red)\n  }.padding(10)\n}\n"
        let folder = try TemporaryFolder(files: [
            ".kisslint.json": "{}\n",
            "Layouts/Hello.kiss": hello,
            "Layouts/sub/Card.kiss": "import \"../Hello.kiss\"\nlayout Card {\n  vstack {\n    Hello\n    label(\"x\").padding(4)\n  }.spacing(8)\n}\n",
        ])
        let written = CapturedConsole(directory: folder.url)
        XCTAssertEqual(written.run(["export", "--swift", "Layouts", "-o", "Generated"]), .clean, written.err)
        let card = try String(contentsOf: folder.url.appendingPathComponent("Generated/Card.swift"), encoding: .utf8)
        XCTAssertTrue(card.contains("// .kiss imports: \"../Hello.kiss\""), card)
        XCTAssertTrue(card.contains("helloLayout()"), card)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Generated/Hello.swift").path))
        let current = CapturedConsole(directory: folder.url)
        XCTAssertEqual(current.run(["export", "--swift", "Layouts", "-o", "Generated", "--check"]), .clean, current.err)
        try hello.replacingOccurrences(of: "72", with: "60").write(to: folder.url.appendingPathComponent("Layouts/Hello.kiss"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Generated/Card.swift"))
        let stale = CapturedConsole(directory: folder.url)
        XCTAssertEqual(stale.run(["export", "--swift", "Layouts", "-o", "Generated", "--check"]), .findings)
        XCTAssertEqual(stale.err, """
            kisslint: Generated/Hello.swift is not what Layouts/Hello.kiss exports now: run `kisslint export --swift Layouts -o Generated`
            kisslint: Generated/Card.swift does not exist: run `kisslint export --swift Layouts -o Generated`

            """)
        // Two files of one name would be one Swift file: refused before anything is written.
        try hello.write(to: folder.url.appendingPathComponent("Layouts/sub/Hello.kiss"), atomically: true, encoding: .utf8)
        let clash = CapturedConsole(directory: folder.url)
        XCTAssertEqual(clash.run(["export", "--swift", "Layouts", "-o", "Other"]), .failure)
        XCTAssertTrue(clash.err.contains("would both be Hello.swift"), clash.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Other").path))
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["export", "--swift", "Layouts/Hello.kiss", "Layouts/sub/Card.kiss"]), .failure, "several files need -o FOLDER")
    }
}

extension ExportCommandTests {
    /// What a build running the export shows: errors, and with `--warnings` warnings, each at the
    /// `.kiss` file's line and column in the form compilers use; warnings do not stop the export.
    func testErrorsAndWarningsPrintAtTheirLineForABuild() throws {
        let folder = try TemporaryFolder(files: [
            "Row.kiss": "layout Row {\n  hstack {\n    label(\"a\")\n    view\n  }\n}\n",
            "Broken.kiss": "layout Broken {\n  label(\"a\"\n}\n",
        ])
        let quiet = CapturedConsole(directory: folder.url)
        XCTAssertEqual(quiet.run(["export", "--swift", "Row.kiss", "-o", "Row.swift"]), .clean, quiet.err)
        XCTAssertFalse(quiet.err.contains("warning:"), quiet.err)
        let warned = CapturedConsole(directory: folder.url)
        XCTAssertEqual(warned.run(["export", "--swift", "Row.kiss", "-o", "Row.swift", "--warnings"]), .clean, warned.err)
        XCTAssertTrue(warned.err.contains("Row.kiss:4:5: warning: `view` has no determinable width"), warned.err)
        XCTAssertTrue(warned.err.hasSuffix("[K201]\n"), warned.err)
        let broken = CapturedConsole(directory: folder.url)
        XCTAssertEqual(broken.run(["export", "--swift", "Broken.kiss", "-o", "Broken.swift"]), .findings)
        XCTAssertTrue(broken.err.contains("Broken.kiss:2:8: error: this `(` is never closed"), broken.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Broken.swift").path))
    }
}

/// `export --previews`: Xcode `#Preview`s at the `.kiss` file's previews.
final class ExportPreviewsCommandTests: XCTestCase {
    func testEachHostViewGetsAPreviewAtEachOfTheFilesSizes() throws {
        let folder = try TemporaryFolder(files: [
            "Card.kiss": "preview phone(width: 390, height: 844)\npreview se(width: 320)\n\nlayout Card(title: \"Hi\") {\n  vstack {\n    label(title, font: 17)\n  }.padding(16)\n}\n\nlayout Badge {\n  label(\"new\")\n}\n",
        ])
        let console = CapturedConsole(directory: folder.url)
        XCTAssertEqual(console.run(["export", "--swift", "Card.kiss", "--previews"]), .clean, console.err)
        let out = console.out
        // A fitted height is the one the layout fits to: 16 + a 17 pt line (20.67 at 3x) + 16.
        XCTAssertTrue(out.contains("""
            #if canImport(SwiftUI) && DEBUG
            import SwiftUI

            // Xcode's canvas at the .kiss file's previews (kisslint render draws the same frames).
            #Preview("Card · phone", traits: .fixedLayout(width: 390, height: 844)) {
                CardView()
            }

            #Preview("Card · se", traits: .fixedLayout(width: 320, height: 52.67)) {
                CardView()
            }
            #endif

            """), out)
        // A layout whose root is not a stack has no host view, so no preview.
        XCTAssertFalse(out.contains("Badge ·"), out)
        let plain = CapturedConsole(directory: folder.url)
        XCTAssertEqual(plain.run(["export", "--swift", "Card.kiss"]), .clean)
        XCTAssertFalse(plain.out.contains("#Preview"))
    }

    /// A layout with previews of its own (`for: Row`) gets its `#Preview`s at those only: the
    /// row at its fitting height, not at the screen's.
    func testALayoutWithItsOwnPreviewsIsPreviewedAtThem() throws {
        let folder = try TemporaryFolder(files: [
            "Screen.kiss": "preview phone(width: 390, height: 844)\npreview row(width: 390, for: Row)\n\nlayout Row {\n  hstack {\n    label(\"Wi-Fi\")\n  }.padding(12)\n}\n\nlayout Screen {\n  vstack {\n    Row()\n  }\n}\n",
        ])
        let console = CapturedConsole(directory: folder.url)
        XCTAssertEqual(console.run(["export", "--swift", "Screen.kiss", "--previews"]), .clean, console.err)
        let out = console.out
        XCTAssertTrue(out.contains("#Preview(\"Row · row\", traits: .fixedLayout(width: 390, height: 44.67))"), out)
        XCTAssertTrue(out.contains("#Preview(\"Screen · phone\", traits: .fixedLayout(width: 390, height: 844))"), out)
        XCTAssertFalse(out.contains("Row · phone") || out.contains("Screen · row"), out)
    }
}

/// A folder export writes the helper views once, in KissSupport.swift.
final class ExportSharedSupportTests: XCTestCase {
    func testAFolderExportDeclaresTheHelpersOnce() throws {
        let folder = try TemporaryFolder(files: [
            "A.kiss": "layout A {\n  vstack {\n    label(\"x\").padding(4)\n  }\n}\n",
            "B.kiss": "layout B {\n  vstack {\n    label(\"y\").padding(2)\n  }\n}\n",
            "C.kiss": "layout C {\n  vstack {\n    label(\"z\")\n  }\n}\n",
        ])
        let console = CapturedConsole(directory: folder.url)
        XCTAssertEqual(console.run(["export", "--swift", "A.kiss", "B.kiss", "C.kiss", "-o", "Out"]), .clean, console.err)
        func read(_ name: String) throws -> String { try String(contentsOf: folder.url.appendingPathComponent("Out/\(name)"), encoding: .utf8) }
        XCTAssertFalse(try read("A.swift").contains("class KissPaddedLabel"))
        XCTAssertTrue(try read("A.swift").contains("KissPaddedLabel()"))
        let support = try read("KissSupport.swift")
        XCTAssertEqual(support.components(separatedBy: "final class KissPaddedLabel").count, 2)
        XCTAssertFalse(support.contains("fileprivate"), "the module's files use them")
        XCTAssertFalse(support.contains("KissKeyValueView"), "only the helpers the files use")
        // --check knows the support file too.
        let check = CapturedConsole(directory: folder.url)
        XCTAssertEqual(check.run(["export", "--swift", "A.kiss", "B.kiss", "C.kiss", "-o", "Out", "--check"]), .clean, check.err)
        try "stale".write(to: folder.url.appendingPathComponent("Out/KissSupport.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["export", "--swift", "A.kiss", "B.kiss", "C.kiss", "-o", "Out", "--check"]), .findings)
        // One file alone stands on its own; --no-support leaves the helpers out; --support writes them all.
        let alone = CapturedConsole(directory: folder.url)
        XCTAssertEqual(alone.run(["export", "--swift", "A.kiss"]), .clean)
        XCTAssertTrue(alone.out.contains("fileprivate final class KissPaddedLabel"))
        let without = CapturedConsole(directory: folder.url)
        XCTAssertEqual(without.run(["export", "--swift", "A.kiss", "--no-support"]), .clean)
        XCTAssertFalse(without.out.contains("class KissPaddedLabel"))
        let all = CapturedConsole(directory: folder.url)
        XCTAssertEqual(all.run(["export", "--swift", "--support"]), .clean, all.err)
        XCTAssertTrue(all.out.contains("final class KissKeyValueView"))
    }
}
