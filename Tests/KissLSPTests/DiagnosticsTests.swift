import Foundation
import KissLSP
import KissSyntax
import XCTest
import KissTestSupport

final class DiagnosticsTests: XCTestCase {
    private let uri = "file:///card.kiss"
    private let broken = "layout Card {\n  label(\"Hi\", font: 17\n}\n"
    private let fixed = "layout Card {\n  label(\"Hi\", font: 17)\n}\n"

    func testPushedAfterOpenAndAfterEachChangeWithTheirVersions() {
        let session = InProcessSession()
        session.initialize()
        session.open(uri, broken, version: 4)
        let first = session.diagnostics(for: uri)
        XCTAssertEqual(first["version"], 4)
        let diagnostic = first["diagnostics"]?[0] ?? .null
        XCTAssertEqual(diagnostic["code"], "K013")
        XCTAssertEqual(diagnostic["severity"], 1)
        XCTAssertEqual(diagnostic["source"], "kiss")
        XCTAssertEqual(diagnostic["message"], "this `(` is never closed; add `)` to end the list")
        XCTAssertEqual(diagnostic["range"], ["start": ["line": 1, "character": 7], "end": ["line": 1, "character": 8]])
        XCTAssertNil(diagnostic["codeDescription"], "no link unless the settings give one: the project publishes its pages nowhere")
        XCTAssertEqual(diagnostic["relatedInformation"]?[0]?["location"]?["uri"], .string(uri))
        XCTAssertEqual(diagnostic["relatedInformation"]?[0]?["message"], "the list should end here")
        XCTAssertNil(diagnostic["tags"])

        session.change(uri, version: 5, [edit(1, 22, 1, 22, ")")])
        let second = session.diagnostics(for: uri)
        XCTAssertEqual(second["version"], 5)
        XCTAssertEqual(second["diagnostics"], [])
    }

    func testResultOfAnOlderVersionIsNeverPublished() {
        // Version 1's analysis ignores cancellation and finishes after version 2's.
        let analyzer = BlockingAnalyzer(cooperative: false, blocksVersion: 1)
        let runs = DiagnosticsRunLog()
        var options = InProcessSession.immediateOptions()
        options.diagnosticsRunObserver = { runs.record($0) }
        let session = InProcessSession(analyzer: analyzer, options: options)
        session.initialize()
        session.open(uri, "layout A {\n  view\n}\n", version: 1)
        XCTAssertEqual(analyzer.entered.wait(timeout: .now() + Patience.forAnAnswer), .success)
        session.change(uri, version: 2, [edit(1, 2, 1, 6, "switch")])
        let current = session.diagnostics(for: uri)
        XCTAssertEqual(current["version"], 2)
        XCTAssertEqual(current["diagnostics"]?[0]?["message"], "analysed version 2")
        analyzer.releaseOne()
        XCTAssertEqual(runs.waitForRun(uri: uri, version: 1), .superseded)
        XCTAssertEqual(analyzer.sawCancellation, 1, "the token of the superseded run was cancelled")
        session.sync()
        let published = session.inbox.received.filter { $0["method"] == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published.map { $0["params"]?["version"] }, [2])
    }

    func testSupersedingEditStopsAnAnalysisThatChecksItsToken() {
        let analyzer = BlockingAnalyzer(cooperative: true, blocksVersion: 1)
        let runs = DiagnosticsRunLog()
        var options = InProcessSession.immediateOptions()
        options.diagnosticsRunObserver = { runs.record($0) }
        let session = InProcessSession(analyzer: analyzer, options: options)
        session.initialize()
        session.open(uri, "layout A {\n  view\n}\n", version: 1)
        XCTAssertEqual(analyzer.entered.wait(timeout: .now() + Patience.forAnAnswer), .success)
        session.change(uri, version: 2, [edit(0, 0, 0, 0, " ")])
        // Nothing releases version 1 but the cancellation.
        XCTAssertEqual(runs.waitForRun(uri: uri, version: 1), .superseded)
        XCTAssertEqual(analyzer.sawCancellation, 1)
        XCTAssertEqual(session.diagnostics(for: uri)["version"], 2)
    }

    func testASlowDocumentDoesNotDelayAnotherDocumentsDiagnostics() {
        let analyzer = BlockingAnalyzer(cooperative: false, blocksVersion: 1)
        let session = InProcessSession(analyzer: analyzer)
        session.initialize()
        session.open(uri, "layout A {\n  view\n}\n", version: 1)
        XCTAssertEqual(analyzer.entered.wait(timeout: .now() + Patience.forAnAnswer), .success)
        session.open("file:///quick.kiss", "layout B {\n  view\n}\n", version: 2)
        XCTAssertEqual(session.diagnostics(for: "file:///quick.kiss")["diagnostics"]?[0]?["message"], "analysed version 2")
        analyzer.releaseOne()
        XCTAssertEqual(session.diagnostics(for: uri)["version"], 1, "the slow one still publishes when it is current")
    }

    func testDebouncedRunsAnalyseOnlyTheLatestVersion() {
        let analyzer = RecordingAnalyzer()
        let scheduler = ManualScheduler()
        var options = ServerOptions()
        options.diagnosticsScheduler = { scheduler.schedule($0, $1) }
        let session = InProcessSession(analyzer: analyzer, options: options)
        session.initialize()
        session.open(uri, broken, version: 1)
        session.change(uri, version: 2, [edit(0, 0, 0, 0, " ")])
        session.change(uri, version: 3, [edit(1, 22, 1, 22, ")")])
        session.sync()
        XCTAssertEqual(scheduler.delays, [0.05, 0.05, 0.05], "the default delay is 50 ms")
        scheduler.runAll()
        let published = session.diagnostics(for: uri)
        XCTAssertEqual(published["version"], 3)
        XCTAssertEqual(analyzer.analyzedVersions(of: uri), [3], "superseded runs never reach the analyzer")
    }

    func testDelayCanBeConfigured() {
        let scheduler = ManualScheduler()
        var options = ServerOptions()
        options.diagnosticsScheduler = { scheduler.schedule($0, $1) }
        let session = InProcessSession(options: options)
        session.initialize(options: ["kiss": ["diagnosticDelayMilliseconds": 250]])
        session.open(uri, broken)
        session.notify("workspace/didChangeConfiguration", ["settings": ["diagnosticDelayMilliseconds": 0]])
        session.sync()
        XCTAssertEqual(scheduler.delays, [0.25, 0])
    }

    func testCodesSeveritiesTagsAndRelatedLocationsInOtherFiles() {
        let other = "file:///work/base.kiss"
        let analyzer = RecordingAnalyzer { document in
            guard document.uri == "file:///card.kiss" else { return [] }
            return [
                Diagnostic(code: DiagnosticCode("K401"), severity: .warning, message: "`.grow` given twice", range: 0..<6,
                           related: [RelatedLocation(range: 7..<11, message: "the later one")]),
                Diagnostic(code: DiagnosticCode("K403"), severity: .hint, message: "never used", range: 7..<11,
                           related: [RelatedLocation(file: "/work/base.kiss", range: 10..<11, message: "declared here")]),
                Diagnostic(code: DiagnosticCode("K304"), severity: .info, message: "outside", range: 0..<1, tags: [.deprecated]),
                Diagnostic(code: DiagnosticCode("K201"), severity: .warning, message: "no width", range: 0..<1),
            ]
        }
        let session = InProcessSession(analyzer: analyzer)
        session.initialize()
        // In the other file, byte 10 is `b` after two emoji: UTF-16 column 4.
        session.open(other, "x\n😀😀b", version: 1)
        session.open(uri, "layout Card {}")
        let diagnostics = session.diagnostics(for: uri)["diagnostics"] ?? .null
        XCTAssertEqual(diagnostics[0]?["severity"], 2)
        XCTAssertEqual(diagnostics[0]?["tags"], [1])
        XCTAssertEqual(diagnostics[0]?["relatedInformation"], [["location": ["uri": .string(uri), "range": ["start": ["line": 0, "character": 7], "end": ["line": 0, "character": 11]]], "message": "the later one"]])
        XCTAssertEqual(diagnostics[1]?["severity"], 4)
        XCTAssertEqual(diagnostics[1]?["tags"], [1])
        XCTAssertEqual(diagnostics[1]?["relatedInformation"]?[0]?["location"], ["uri": .string(other), "range": ["start": ["line": 1, "character": 4], "end": ["line": 1, "character": 5]]])
        XCTAssertEqual(diagnostics[2]?["severity"], 3)
        XCTAssertEqual(diagnostics[2]?["tags"], [2])
        XCTAssertEqual(diagnostics[3]?["severity"], 2)
        XCTAssertNil(diagnostics[3]?["tags"])
        XCTAssertNil(diagnostics[3]?["codeDescription"])
    }

    func testDocumentationLinksAreConfigurable() {
        let session = InProcessSession()
        session.initialize(options: ["diagnosticDocumentationURL": "https://example.com/kiss/{code}.html"])
        session.open(uri, broken)
        XCTAssertEqual(session.diagnostics(for: uri)["diagnostics"]?[0]?["codeDescription"]?["href"], "https://example.com/kiss/K013.html")
        session.notify("workspace/didChangeConfiguration", ["settings": ["kiss": ["diagnosticDocumentationURL": "https://docs.example/rules"]]])
        XCTAssertEqual(session.diagnostics(for: uri)["diagnostics"]?[0]?["codeDescription"]?["href"], "https://docs.example/rules/K013")
        session.notify("workspace/didChangeConfiguration", ["settings": ["kiss": ["diagnosticDocumentationURL": ""]]])
        XCTAssertNil(session.diagnostics(for: uri)["diagnostics"]?[0]?["codeDescription"], "an empty setting removes the link")
    }

    func testBadSettingsAreReportedNotIgnored() {
        let session = InProcessSession()
        session.initialize()
        session.notify("workspace/didChangeConfiguration", ["settings": ["kiss": ["diagnosticDelayMilliseconds": "soon", "pushDiagnostics": 3]]])
        let first = session.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.hasPrefix("settings:") == true }
        XCTAssertEqual(first["params"]?["message"], "settings: diagnosticDelayMilliseconds must be a number from 0 to 60000")
        let second = session.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.hasPrefix("settings:") == true }
        XCTAssertEqual(second["params"]?["message"], "settings: pushDiagnostics must be true, false or null")
    }

    func testClosingClearsPushedDiagnostics() {
        let session = InProcessSession()
        session.initialize()
        session.open(uri, broken)
        XCTAssertEqual(session.diagnostics(for: uri, version: 1)["diagnostics"]?.arrayValue?.count, 1)
        session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        let cleared = session.diagnostics(for: uri)
        XCTAssertEqual(cleared["diagnostics"], [])
        XCTAssertNil(cleared["version"])
    }

    func testWatchedFileChangesTellTheAnalyzerAndRecompute() {
        let analyzer = RecordingAnalyzer()
        let session = InProcessSession(analyzer: analyzer)
        session.initialize()
        session.open(uri, broken)
        _ = session.diagnostics(for: uri, version: 1)
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///work/.kisslint.json", "type": 2]]])
        _ = session.diagnostics(for: uri, version: 1)
        XCTAssertEqual(analyzer.analyzedVersions(of: uri), [1, 1])
        XCTAssertEqual(analyzer.workspaceChanges, [[URL(fileURLWithPath: "/work/.kisslint.json")]])
    }
}
