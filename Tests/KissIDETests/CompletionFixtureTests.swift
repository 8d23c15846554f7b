import Foundation
@testable import KissIDE
import KissTestSupport
import XCTest

/// Data-driven completion tests. In `Fixtures/completion/NAME.kiss`, a comment line
/// `// ^ complete` asks for completions at the caret's column of the line above (the
/// cursor stands before that character); `NAME.completion` lists, for each, the items as
/// `kind label — detail`. `KISS_UPDATE_FIXTURES=1` rewrites the expectations.
final class CompletionFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/completion")

    func testCompletionFixtures() throws {
        let inputs = Fixtures.files(in: Self.folder, withExtension: "kiss")
        XCTAssertFalse(inputs.isEmpty)
        for input in inputs {
            let text = Array(try Data(contentsOf: input))
            let service = IDEService()
            let document = IDEDocument(path: input.path, text: text)
            var output = ""
            for marker in HoverMarkers.find(in: text, word: "complete") {
                output += "### \(marker.line):\(marker.column)\n"
                let items = service.completions(for: document, at: marker.offset)
                if items.isEmpty { output += "(none)\n" }
                for item in items {
                    output += "\(item.kind.rawValue) \(item.label)" + (item.detail.map { " — \($0)" } ?? "") + "\n"
                }
                output += "\n"
            }
            let expectation = input.deletingPathExtension().appendingPathExtension("completion")
            if let failure = Fixtures.check(output, against: expectation) {
                XCTFail("\(input.lastPathComponent): \(failure)")
            }
        }
    }
}
