import Foundation
import KissAnalysis
import KissIDE
import KissTestSupport
import XCTest

/// docs/reference.md is the reference `LanguageReference` writes from the analyzer's tables:
/// a kind, modifier or argument added there shows up in the diff here.
final class LanguageReferenceTests: XCTestCase {
    static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/reference.md")

    func testTheReferenceIsCurrent() {
        if let failure = Fixtures.check(LanguageReference.markdown(), against: Self.page) { XCTFail(failure) }
    }

    func testEveryKindAndModifierIsThere() {
        let page = LanguageReference.markdown()
        for kind in BuiltinKind.allCases { XCTAssertTrue(page.contains("### `\(kind.rawValue)`"), kind.rawValue) }
        for name in ModifierSpec.all.keys { XCTAssertTrue(page.contains("### `.\(name)`"), name) }
        XCTAssertTrue(page.contains("| `minScale` | a number |"), "label's arguments are listed")
    }
}
