import KissSyntax
import XCTest

@testable import KissAnalysis

/// The usage index answers for the text it is given, whether that is the array it saw last
/// time, an equal copy, or a changed text.
final class LayoutUsageIndexTests: XCTestCase {
    private func names(_ usages: FileLayoutUsages?) -> [String] { (usages?.usages ?? []).map(\.name).sorted() }

    func testUsagesFollowTheTextGiven() {
        let index = LayoutUsageIndex()
        let path = "/project/A.kiss"
        let first = Array("layout A {\n  vstack {\n    B\n    C\n  }\n}\nlayout B {\n  label(\"b\")\n}\n".utf8)
        XCTAssertEqual(names(index.usages(of: path, bytes: first, parsed: nil) { _ in [] }), ["B", "C"])
        XCTAssertEqual(names(index.usages(of: path, bytes: first, parsed: nil) { _ in [] }), ["B", "C"], "the same array")
        let copy = Array(first[...])
        XCTAssertEqual(names(index.usages(of: path, bytes: copy, parsed: nil) { _ in [] }), ["B", "C"], "an equal copy")
        var changed = first
        changed.replaceSubrange(changed.firstRange(of: Array("C".utf8))!, with: Array("D".utf8))
        XCTAssertEqual(names(index.usages(of: path, bytes: changed, parsed: nil) { _ in [] }), ["B", "D"], "a changed text")
        XCTAssertEqual(names(index.usages(of: path, bytes: first, parsed: nil) { _ in [] }), ["B", "C"], "changed back")
    }
}

extension LayoutUsageIndexTests {
    /// A file read from disk is read again only once its entry is forgotten (the editor reported
    /// changes) or old; in between, its uses are answered without reading it.
    func testDiskFilesAreReadAgainOnlyWhenForgotten() {
        let index = LayoutUsageIndex()
        let path = "/project/B.kiss"
        var text = Array("layout A {\n  vstack {\n    B\n  }\n}\nlayout B {\n  label(\"b\")\n}\n".utf8)
        var reads = 0
        func ask() -> [String] {
            names(index.usagesOnDisk(of: path, read: { reads += 1; return text }, resolve: { _ in [] }))
        }
        XCTAssertEqual(ask(), ["B"])
        text = Array(String(decoding: text, as: UTF8.self).replacingOccurrences(of: "    B\n", with: "    C\n").utf8)
        XCTAssertEqual(ask(), ["B"], "not read again yet")
        XCTAssertEqual(reads, 1)
        index.forgetFileLists()
        XCTAssertEqual(ask(), ["C"], "read again once forgotten")
        XCTAssertEqual(reads, 2)
        XCTAssertNil(index.usagesOnDisk(of: "/project/missing.kiss", read: { nil }, resolve: { _ in [] }))
    }
}
