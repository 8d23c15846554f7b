@testable import KissSyntax
import XCTest

/// A declaration's anchor names it apart from where it is (`DeclarationAnchor`): the same
/// after text moves above it, distinct for two declarations of one name, and found again in a
/// later parse wherever the declaration now starts.
final class DeclarationAnchorTests: XCTestCase {
    private let text = """
        import "Shared.kiss"
        preview phone(width: 390)

        layout Row {
          label("a")
        }

        layout Card {
          label("b")
        }

        layout Row {
          label("c")
        }
        """

    private func offset(of needle: String, in text: String) -> Int {
        text.utf8.count - text.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count - needle.utf8.count
    }

    func testEachDeclarationHasItsOwnAnchorAndStart() throws {
        let anchors = SyntaxTree.parse(text).declarationAnchors
        let (first, firstStart) = anchors.anchor(containing: offset(of: "label(\"a\")", in: text))
        let (second, secondStart) = anchors.anchor(containing: offset(of: "label(\"c\")", in: text))
        XCTAssertEqual(first, DeclarationAnchor(kind: .layout, name: "Row", ordinal: 0))
        XCTAssertEqual(second, DeclarationAnchor(kind: .layout, name: "Row", ordinal: 1), "a second Row (K108) is told apart")
        XCTAssertEqual(anchors.start(of: first), firstStart)
        XCTAssertEqual(anchors.start(of: second), secondStart)
        XCTAssertEqual(anchors.anchor(containing: offset(of: "390", in: text)).anchor, DeclarationAnchor(kind: .preview, name: "phone", ordinal: 0))
        XCTAssertEqual(anchors.anchor(containing: 3).anchor, DeclarationAnchor(kind: .importDeclaration, name: "Shared.kiss", ordinal: 0))
        XCTAssertNil(anchors.start(of: DeclarationAnchor(kind: .layout, name: "Missing", ordinal: 0)))
        XCTAssertEqual(anchors.start(of: .wholeFile), 0)
    }

    func testAnAnchorIsFoundAgainAfterTextAndDeclarationsAreAddedAbove() throws {
        let before = SyntaxTree.parse(text).declarationAnchors
        let (card, cardStart) = before.anchor(containing: offset(of: "label(\"b\")", in: text))
        // Text typed above (no declaration added): found where it was made.
        let typed = "// a comment\n" + text
        XCTAssertEqual(SyntaxTree.parse(typed).declarationAnchors.start(of: card), cardStart + 13)
        // A declaration added above: found by its kind, name and ordinal.
        let added = "layout Top {\n  label(\"t\")\n}\n" + text
        let after = SyntaxTree.parse(added).declarationAnchors
        XCTAssertEqual(after.start(of: card), offset(of: "layout Card", in: added))
        XCTAssertEqual(after.anchor(containing: offset(of: "label(\"b\")", in: added)).anchor, card)
        // The first Row removed: the second is now the first of its name.
        let removed = text.replacingOccurrences(of: "layout Row {\n  label(\"a\")\n}\n", with: "")
        let (row, _) = SyntaxTree.parse(removed).declarationAnchors.anchor(containing: offset(of: "label(\"c\")", in: removed))
        XCTAssertEqual(row.ordinal, 0)
    }
}
