import Foundation
import KissAnalysis
import KissLSP
import KissTestSupport
import XCTest

/// The server with its real analysis (`IDEAnalyzer`): solved frames in
/// hover and `kiss/frames`, semantic diagnostics, and the client's settings.
final class IDEAnalyzerTests: XCTestCase {
    private var folder: URL!
    private var uri: String { DocumentURI.uri(for: folder.appendingPathComponent("card.kiss")) }
    private let text = """
        preview phone(width: 390, height: 844)

        /// A card.
        layout Card {
          vstack {
            label("Hi").id(title)
            view(.red).height(10).mystery(1)
          }.padding(10)
        }

        """

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-lsp-ide")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func session(options: JSONValue? = nil, text: String? = nil) -> InProcessSession {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        session.initialize(options: options)
        session.open(uri, text ?? self.text)
        return session
    }

    func testHoverOnAnElementShowsItsSolvedFrameAndWhy() throws {
        let hover = session(text: text.replacingOccurrences(of: ".mystery(1)", with: "")).hover(uri, line: 5, character: 6)["result"] ?? .null
        XCTAssertEqual(hover["range"], ["start": ["line": 5, "character": 4], "end": ["line": 5, "character": 9]])
        let markdown = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(markdown.hasPrefix("**label** #title\n\n"), markdown)
        XCTAssertTrue(markdown.contains("- **phone** (390 × 844): frame x 10 y 10 width 370 height 20.67\n"), markdown)
        XCTAssertTrue(markdown.contains("  - width 370: stretched to the vstack (390 − padding 20)\n"), markdown)
        XCTAssertTrue(markdown.contains("  - height 20.67: label text, 1 line at 17 pt\n"), markdown)
    }

    /// A keystroke through the server lints again only the layout it reached. The server hands
    /// the client's settings to the analysis with every request; once, that reset every
    /// document's lint session, and each keystroke linted the whole file again.
    func testAKeystrokeExpandsOnlyTheLayoutItReached() {
        let session = self.session(text: text + "\nlayout Other {\n  label(\"other\")\n}\n")
        XCTAssertEqual(session.diagnostics(for: uri, version: 1)["diagnostics"]?[0]?["code"], "K102")
        for (version, word) in [(2, "Ho"), (3, "Hu")] {
            let before = AnalysisWork.counts
            session.change(uri, version: version, [[
                "range": ["start": ["line": 5, "character": 11], "end": ["line": 5, "character": 13]], "text": .string(word),
            ]])
            XCTAssertEqual(session.diagnostics(for: uri, version: version)["diagnostics"]?[0]?["code"], "K102")
            XCTAssertEqual((AnalysisWork.counts - before).expansions, 1, "version \(version): Card only")
        }
    }

    func testHoverOnAModifierShowsItsDocumentation() throws {
        let markdown = session().hover(uri, line: 6, character: 18)["result"]?["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(markdown.hasPrefix("```kiss\n.height(value)\n```\n"), markdown)
    }

    func testFramesAnswerTheKisslintFramesShape() throws {
        let result = session().call("kiss/frames", ["textDocument": ["uri": .string(uri)]])["result"] ?? .null
        XCTAssertEqual(result["file"], .string(folder.appendingPathComponent("card.kiss").path))
        let layout = result["layouts"]?[0] ?? .null
        XCTAssertEqual(layout["name"], "Card")
        XCTAssertEqual(layout["preview"], ["name": "phone", "width": 390, "height": 844, "scale": 3])
        let root = layout["root"] ?? .null
        XCTAssertEqual(root["kind"], "vstack")
        XCTAssertEqual(root["hidden"], false)
        XCTAssertEqual(root["frame"], ["x": 0, "y": 0, "width": 390, "height": 844])
        XCTAssertEqual(root["range"], ["start": ["line": 4, "character": 2], "end": ["line": 4, "character": 8]])
        let label = root["children"]?[0] ?? .null
        XCTAssertEqual(label["id"], "title")
        XCTAssertEqual(label["frame"]?["x"], 10)
        XCTAssertEqual(label["frame"]?["width"], 370)
        XCTAssertEqual(label["overlay"], [])
    }

    func testFramesAtAnUnknownPreviewIsInvalidParams() {
        let answer = session().call("kiss/frames", ["textDocument": ["uri": .string(uri)], "preview": "tablet"])
        XCTAssertEqual(answer.errorCode, -32602)
        XCTAssertEqual(answer["error"]?["message"], "no preview named 'tablet'; this file's previews are phone")
    }

    func testSemanticDiagnosticsArePublishedWithTheirLinks() {
        let published = session().diagnostics(for: uri)
        let diagnostic = published["diagnostics"]?[0] ?? .null
        XCTAssertEqual(diagnostic["code"], "K102")
        XCTAssertEqual(diagnostic["severity"], 1)
        XCTAssertEqual(diagnostic["range"], ["start": ["line": 6, "character": 26], "end": ["line": 6, "character": 33]])
        XCTAssertNil(diagnostic["codeDescription"])
    }

    func testSettingsGivePreviewsAndRuleSeverities() {
        let options: JSONValue = ["kiss": ["previews": [["name": "watch", "width": 184]], "rules": ["K102": "warning"]]]
        let plain = text.replacingOccurrences(of: "preview phone(width: 390, height: 844)\n", with: "")
        let session = session(options: options, text: plain)
        XCTAssertEqual(session.diagnostics(for: uri)["diagnostics"]?[0]?["severity"], 2)
        let frames = session.call("kiss/frames", ["textDocument": ["uri": .string(uri)]])["result"] ?? .null
        XCTAssertEqual(frames["layouts"]?[0]?["preview"]?["name"], "watch")

        session.notify("workspace/didChangeConfiguration", ["settings": ["kiss": ["rules": ["K102": "off"]]]])
        XCTAssertEqual(session.diagnostics(for: uri)["diagnostics"], [])
        let after = session.call("kiss/frames", ["textDocument": ["uri": .string(uri)]])["result"] ?? .null
        XCTAssertEqual(after["layouts"]?[0]?["preview"]?["name"], "default")
    }

    func testBadSettingsAreLogged() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        session.initialize(options: ["previews": [["name": "x", "width": -1]], "rules": ["K999": "off"]])
        let logged = session.inbox.take { $0["method"] == "window/logMessage" && ($0["params"]?["message"]?.stringValue ?? "").contains("previews[0].width") }
        XCTAssertNotNil(logged)
        let rule = session.inbox.take { $0["method"] == "window/logMessage" && ($0["params"]?["message"]?.stringValue ?? "").contains("rules.K999") }
        XCTAssertNotNil(rule)
    }

    func testAnUnusableConfigurationIsADiagnosticOnTheDocument() throws {
        try Data(#"{ "rules": { "K102": "sometimes" } }"#.utf8).write(to: folder.appendingPathComponent(".kisslint.json"))
        let published = session().diagnostics(for: uri)
        let first = published["diagnostics"]?[0] ?? .null
        XCTAssertEqual(first["code"], "config")
        XCTAssertTrue(first["message"]?.stringValue?.hasPrefix("configuration error: ") ?? false)
        XCTAssertEqual(first["relatedInformation"]?[0]?["location"]?["uri"], .string(DocumentURI.uri(for: folder.appendingPathComponent(".kisslint.json"))))
        XCTAssertNil(first["codeDescription"], "no page to link to: the message names the file and the key")
        XCTAssertEqual(published["diagnostics"]?[1]?["code"], "K102")
        XCTAssertNil(published["diagnostics"]?[1]?["codeDescription"], "no link unless the settings give one")
    }

    func testAWatchedConfigurationChangeIsPickedUp() throws {
        let session = session()
        XCTAssertEqual(session.diagnostics(for: uri)["diagnostics"]?[0]?["code"], "K102")
        let configuration = folder.appendingPathComponent(".kisslint.json")
        try Data(#"{ "rules": { "K102": "off" } }"#.utf8).write(to: configuration)
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(DocumentURI.uri(for: configuration)), "type": 2]]])
        XCTAssertEqual(session.diagnostics(for: uri)["diagnostics"], [])
    }
}
