@testable import KissBridge
import XCTest

/// The map from an imported `.kiss` text back to the Swift that said each piece.
final class SwiftSourceMapTests: XCTestCase {
    func testEachElementAndModifierMapsToItsSwiftToken() throws {
        let swift = "let é = 1\nlazy var mainLayout = vstack {\n    title.kiss.layout.padding(4)\n}\n"
        let imported = SwiftImporter().importing(swift)
        let kiss = Array(imported.kiss.utf8)
        func swiftText(at kissText: String) -> String? {
            guard let start = imported.kiss.range(of: kissText).map({ imported.kiss.utf8.distance(from: imported.kiss.utf8.startIndex, to: $0.lowerBound) }),
                  let range = imported.sourceMap.swiftRange(at: start) else { return nil }
            return String(decoding: Array(swift.utf8)[range], as: UTF8.self)
        }
        XCTAssertFalse(kiss.isEmpty)
        XCTAssertEqual(swiftText(at: "layout MainLayout"), "vstack")
        XCTAssertEqual(swiftText(at: "vstack {"), "vstack")
        XCTAssertEqual(swiftText(at: "view /*"), "title")
        XCTAssertEqual(swiftText(at: ".padding(4)"), "padding")
        // Before the first element (the file's header comment) nothing is mapped.
        XCTAssertNil(imported.sourceMap.swiftRange(at: 0))
    }

    func testMarkerCharactersInTheSwiftSourceCannotForgeAMap() {
        let open = String(Character(Unicode.Scalar(0xFDD0)!)), close = String(Character(Unicode.Scalar(0xFDD1)!))
        let swift = "lazy var mainLayout = vstack {\n    label(\"\(open)0\(close)x\").kiss.layout\n}\n"
        let imported = SwiftImporter().importing(swift)
        // The characters are read as U+FFFD, as long in UTF-8, and stay in the text.
        XCTAssertTrue(imported.kiss.contains("\u{FFFD}0\u{FFFD}x"), imported.kiss)
        XCTAssertEqual(imported.sourceMap.entries.count, 3, "\(imported.sourceMap.entries)")
    }
}
