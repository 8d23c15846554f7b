import Foundation
import KissFuzzing
import XCTest

/// Layouts that use the next one, past the nesting limit: the language server must report
/// what `kisslint` reports, in bounded memory. Such a 1.7 KB file once took the server to
/// 23 GB (the kept expansions' lists of nested subtrees doubled at each level).
final class LayoutChainTests: XCTestCase {
    /// Two uses side by side are two roots (K019): only the first is expanded.
    static func chain(uses: Int) -> String {
        var text = ""
        for index in 0..<64 {
            let body = Array(repeating: "L\(index + 1)()", count: uses).joined(separator: " ")
            text += "layout L\(index) { \(body) }\n"
        }
        return text + "layout L64 { view }\n"
    }

    func testTheServerReportsWhatKisslintReportsOnLayoutChains() {
        for uses in [1, 2] {
            let bytes = Array(Self.chain(uses: uses).utf8)
            XCTAssertNoThrow(try EditLoopCheck.run(initial: bytes, edits: []), "\(uses) uses")
            XCTAssertNoThrow(try PipelineCheck.run(bytes, hoverOffsets: [20, bytes.count / 2]), "\(uses) uses")
        }
    }
}
