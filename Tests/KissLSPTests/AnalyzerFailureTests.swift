import Foundation
import KissLSP
import XCTest

final class AnalyzerFailureTests: XCTestCase {
    func testAFailingAnalyzerIsReportedAndTheServerGoesOn() {
        let runs = DiagnosticsRunLog()
        var options = InProcessSession.immediateOptions()
        options.diagnosticsRunObserver = { runs.record($0) }
        let session = InProcessSession(analyzer: FailingAnalyzer(), options: options)
        session.initialize()
        session.open("file:///a.kiss", "layout A {\n  view\n}\n")
        XCTAssertEqual(runs.waitForRun(uri: "file:///a.kiss", version: 1), .failed)
        let logged = session.notification("window/logMessage") { $0["params"]?["type"] == 1 }
        XCTAssertEqual(logged["params"]?["message"], "analysis of file:///a.kiss version 1 failed: the layout engine fell over")
        let hover = session.hover("file:///a.kiss", line: 1, character: 3)
        XCTAssertEqual(hover.errorCode, -32803)
        XCTAssertEqual(hover["error"]?["message"], "textDocument/hover failed: the layout engine fell over")
        XCTAssertEqual(session.call("kiss/frames", ["textDocument": ["uri": "file:///a.kiss"]]).errorCode, -32803)
        XCTAssertEqual(session.call("shutdown")["result"], .null)
    }
}
