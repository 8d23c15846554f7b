import Foundation
import KissCLI
import XCTest

/// `kisslint render` as a user runs it, and the frames text telling elements apart.
final class RenderCommandTests: XCTestCase {
    static let files = [
        "Card.kiss": "import \"parts/Badge.kiss\"\npreview phone(width: 200)\npreview wide(width: 400)\nlayout Card {\n  vstack {\n    label(\"A rather long title for a card\", font: 20)\n    Badge\n  }.padding(8).background(#ffcc00)\n}\n",
        "parts/Badge.kiss": "layout Badge {\n  hstack {\n    label(\"new\", font: 11).padding(4).background(.red)\n  }\n}\n",
    ]

    func testRenderWritesAnSVGOfEveryPreviewSideBySide() throws {
        let folder = try TemporaryFolder(files: Self.files)
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["render", "Card.kiss", "-o", "out/card.svg"]), .failure, "the folder does not exist")
        XCTAssertTrue(capture.err.contains("out/card.svg"), capture.err)
        let written = CapturedConsole(directory: folder.url)
        XCTAssertEqual(written.run(["render", "Card.kiss", "-o", "card.svg"]), .clean)
        XCTAssertEqual(written.out, "")
        let svg = try String(contentsOf: folder.url.appendingPathComponent("card.svg"), encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertEqual(svg.components(separatedBy: "class=\"preview\"").count - 1, 2)
        XCTAssertTrue(svg.contains("phone · 200 × "), "each preview is captioned with its name and size")
        XCTAssertTrue(svg.contains("fill=\"#ffcc00\""), "colours come from the file")
        XCTAssertTrue(svg.contains("data-source=\"parts/Badge.kiss:3:5\""), "an imported element names its own file")
        XCTAssertTrue(svg.contains("K302"), "the title is cut at 200 pt and marked")
    }

    func testRenderToStandardOutputAndHTML() throws {
        let folder = try TemporaryFolder(files: Self.files)
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["render", "Card.kiss", "--preview", "wide", "--layout", "Card"]), .clean)
        XCTAssertEqual(capture.out.components(separatedBy: "class=\"preview\"").count - 1, 1)
        XCTAssertFalse(capture.out.contains("K302"), "at 400 pt the title fits")
        let page = CapturedConsole(directory: folder.url)
        XCTAssertEqual(page.run(["render", "Card.kiss", "-o", "card.html"]), .clean)
        let html = try String(contentsOf: folder.url.appendingPathComponent("card.html"), encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<svg") && html.contains("<script>") && html.contains("id=\"info\""))
        XCTAssertFalse(html.contains("src=\"http") || html.contains("href=\"http"), "the page is self-contained")
        let forced = CapturedConsole(directory: folder.url)
        XCTAssertEqual(forced.run(["render", "Card.kiss", "--html"]), .clean)
        XCTAssertTrue(forced.out.hasPrefix("<!DOCTYPE html>"))
    }

    func testRenderRefusesWhatItCannotDraw() throws {
        let folder = try TemporaryFolder(files: Self.files)
        for arguments in [["render"], ["render", "Card.kiss", "--layout", "Nope"], ["render", "Card.kiss", "--preview", "nope"],
                          ["render", "Missing.kiss"], ["render", "Card.kiss", "--bogus"]] {
            let capture = CapturedConsole(directory: folder.url)
            XCTAssertEqual(capture.run(arguments), .failure, arguments.joined(separator: " "))
            XCTAssertFalse(capture.err.isEmpty, arguments.joined(separator: " "))
        }
    }

    func testFramesTextNamesTextsAndSourceLines() throws {
        let folder = try TemporaryFolder(files: Self.files)
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["frames", "Card.kiss", "--preview", "wide"]), .clean)
        let lines = capture.out.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    label \"A rather long title for…\"  8, 8") && $0.hasSuffix("line 6") }, capture.out)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    Badge (hstack)") && $0.hasSuffix("line 7") }, capture.out)
        XCTAssertTrue(lines.contains { $0.hasPrefix("      label \"new\"") && $0.hasSuffix("parts/Badge.kiss:3") }, capture.out)
        let badge = CapturedConsole(directory: folder.url)
        XCTAssertEqual(badge.run(["frames", "Card.kiss", "--layout", "Card", "--preview", "phone"]), .clean)
        XCTAssertFalse(badge.out.contains("Badge at"))
    }
}
