import Foundation
import KissAnalysis
import KissIDE
import XCTest

/// Folding spans, colours and size hints of one document.
final class PresentationTests: XCTestCase {
    private let text = """
        preview phone(width: 390, height: 844)

        // Two comment lines
        // fold together.
        layout Card {
          vstack {
            hstack {
              view(.red).size(8)
              view(#00FF0080).size(8)
            }.background(.lightGray)
            label("Hi", color: .blue)
          }.padding(16)
        }

        """
    private var document: IDEDocument { IDEDocument(path: "/nonexistent-presentation/Card.kiss", text: Array(text.utf8)) }

    func testFoldingSpans() {
        let spans = IDEService().foldingSpans(for: document)
        XCTAssertEqual(spans.map { "\($0.startLine)-\($0.endLine) \($0.kind.rawValue)" }, ["2-3 comment", "4-11 region", "5-10 region", "6-8 region"])
    }

    /// A block comment over several lines folds whole; imports fold together, blank lines and
    /// comments between them included; a single import or one-line block comment does not.
    func testBlockCommentsAndImportsFold() {
        let text = "/* one\n   two */\nimport \"a.kiss\"\n\n// shared\nimport \"b.kiss\"\n/* x */\nlayout A {\n  label(\"a\")\n}\nimport \"c.kiss\"\n"
        let spans = IDEService().foldingSpans(for: IDEDocument(path: "/nonexistent-presentation/A.kiss", text: Array(text.utf8)))
        XCTAssertEqual(spans.filter { $0.kind != .region }.map { "\($0.startLine)-\($0.endLine) \($0.kind)" }, ["0-1 comment", "2-5 imports"])
    }

    func testColorsAndTheirPresentations() {
        let service = IDEService()
        let colors = service.colors(in: document)
        let bytes = Array(text.utf8)
        XCTAssertEqual(colors.map { String(decoding: bytes[$0.range], as: UTF8.self) }, [".red", "#00FF0080", ".lightGray", ".blue"])
        XCTAssertEqual(colors[1].color.alpha, 128.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(service.colorPresentations(of: colors[0].color), [".red", "#FF0000"])
        XCTAssertEqual(service.colorPresentations(of: Color(red: 0.2, green: 0.4, blue: 0.6)), ["#336699"])
    }

    func testSizeHintsShowEachContainersSizeAtTheFirstPreview() {
        let hints = IDEService().sizeHints(for: document, in: 0..<text.utf8.count)
        XCTAssertEqual(hints.map(\.label), ["390×844", "358×8"])
        let bytes = Array(text.utf8)
        XCTAssertEqual(String(decoding: bytes[(hints[0].offset - 6)..<hints[0].offset], as: UTF8.self), "vstack")
        XCTAssertTrue(hints[1].tooltip.hasPrefix("hstack at **phone** (390 × 844): frame"), hints[1].tooltip)
    }

    func testSelectionGrowsFromTheTokenToTheFile() {
        let text = "layout Card {\n  vstack {\n    label(\"x\", font: 12).padding(4)\n  }\n}\n"
        let bytes = Array(text.utf8)
        let at = text.utf8.count - text.components(separatedBy: "12").last!.utf8.count - 2
        let spans = IDEService().selectionSpans(for: IDEDocument(path: "/nonexistent-selection/Card.kiss", text: bytes), at: at)
        XCTAssertEqual(spans.map { String(decoding: bytes[$0], as: UTF8.self) }.prefix(5), [
            "12", "font: 12", "(\"x\", font: 12)", "label(\"x\", font: 12).padding(4)",
            "{\n    label(\"x\", font: 12).padding(4)\n  }",
        ])
        XCTAssertEqual(spans.last, 0..<bytes.count, "the whole file")
    }
}
