import Foundation
import KissAnalysis
import KissIDE
import KissSyntax
import KissTestSupport
import XCTest

/// Definition, references, rename and outline over a workspace of several files, with the
/// traps a rename must avoid: `Card` inside `CardPair`, and another file's own `Card`.
final class NavigationTests: XCTestCase {
    private var folder: URL!
    private let cards = """
        /// A card.
        layout Card(title: "x") {
          vstack {
            label(title)
          }
        }

        layout CardPair {
          hstack {
            Card(title: "a")
            Card(title: "b")
          }
        }

        """
    private let screen = """
        import "cards.kiss"

        layout Screen {
          vstack {
            Card(title: "c")
            CardPair()
          }
        }

        """
    private let other = """
        layout Card {
          label("another card")
        }

        layout Other {
          vstack { Card() }
        }

        """

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-navigation")
        for (name, text) in [("cards.kiss", cards), ("screen.kiss", screen), ("other.kiss", other)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func document(_ name: String, _ text: String) -> IDEDocument {
        IDEDocument(path: folder.appendingPathComponent(name).path, text: Array(text.utf8))
    }

    private func offset(of needle: String, in text: String, occurrence: Int = 0) -> Int {
        var ranges: [Range<String.Index>] = []
        var start = text.startIndex
        while let found = text.range(of: needle, range: start..<text.endIndex) {
            ranges.append(found)
            start = found.upperBound
        }
        return text.utf8.distance(from: text.startIndex, to: ranges[occurrence].lowerBound)
    }

    private func describe(_ places: [FileRange]) -> [String] {
        places.map { place in
            let text = try! String(contentsOfFile: place.file, encoding: .utf8)
            let line = LineIndex(Array(text.utf8)).position(of: place.range.lowerBound, in: .utf8)
            return "\(URL(fileURLWithPath: place.file).lastPathComponent):\(line.line + 1):\(line.column + 1)"
        }.sorted()
    }

    func testDefinitionAndReferencesFollowImportsAndAvoidTraps() throws {
        let service = IDEService()
        let use = document("screen.kiss", screen)
        let definition = try XCTUnwrap(service.definition(in: use, at: offset(of: "Card(", in: screen) + 1))
        XCTAssertEqual(describe([definition]), ["cards.kiss:2:8"])
        XCTAssertEqual(describe(service.references(in: use, at: offset(of: "Card(", in: screen))),
                       ["cards.kiss:10:5", "cards.kiss:11:5", "cards.kiss:2:8", "screen.kiss:5:5"],
                       "CardPair and other.kiss's own Card are not references")
        XCTAssertEqual(describe(service.references(in: use, at: offset(of: "Card(", in: screen), includeDeclaration: false)).count, 3)
        XCTAssertEqual(service.highlights(in: use, at: offset(of: "Card(", in: screen)).count, 1)
        XCTAssertNil(service.definition(in: use, at: offset(of: "vstack", in: screen)), "element kinds are the language's")
    }

    func testRenameALayoutAcrossFiles() throws {
        let service = IDEService()
        let declaration = document("cards.kiss", cards)
        let at = offset(of: "Card(title: \"x\")", in: cards)
        XCTAssertEqual(try service.prepareRename(in: declaration, at: at), at..<(at + 4))
        let edits = try service.rename(in: declaration, at: at, to: "Tile")
        XCTAssertEqual(Set(edits.keys.map { URL(fileURLWithPath: $0).lastPathComponent }), ["cards.kiss", "screen.kiss"])
        func applied(_ name: String, _ text: String) -> String {
            var bytes = Array(text.utf8)
            for edit in (edits[folder.appendingPathComponent(name).path] ?? []).sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        XCTAssertEqual(applied("cards.kiss", cards), cards.replacingOccurrences(of: "Card(", with: "Tile(").replacingOccurrences(of: "layout Card ", with: "layout Tile "))
        XCTAssertTrue(applied("cards.kiss", cards).contains("layout CardPair"))
        XCTAssertEqual(applied("screen.kiss", screen), screen.replacingOccurrences(of: "Card(title", with: "Tile(title"))

        for bad in ["vstack", "tile", "CardPair", "9Lives", "my-card", "layout"] {
            XCTAssertThrowsError(try service.rename(in: declaration, at: at, to: bad), bad)
        }
    }

    func testRenameAParameterRenamesItsUsesAndTheLabelsAtCallSites() throws {
        let service = IDEService()
        let declaration = document("cards.kiss", cards)
        let edits = try service.rename(in: declaration, at: offset(of: "title: \"x\"", in: cards), to: "heading")
        let places = edits.flatMap { path, edits in edits.map { FileRange(file: path, range: $0.range) } }
        XCTAssertEqual(describe(places), ["cards.kiss:10:10", "cards.kiss:11:10", "cards.kiss:2:13", "cards.kiss:4:11", "screen.kiss:5:10"])
        // From a call site's label, the same parameter.
        let fromLabel = try service.rename(in: document("screen.kiss", screen), at: offset(of: "title: \"c\"", in: screen), to: "heading")
        XCTAssertEqual(Set(fromLabel.values.flatMap { $0 }.map(\.range.count)), [5])
        XCTAssertEqual(fromLabel.values.map(\.count).reduce(0, +), 5)
        XCTAssertThrowsError(try service.rename(in: declaration, at: offset(of: "title: \"x\"", in: cards), to: "false"))
    }

    func testOutlineAndWorkspaceSymbols() throws {
        let service = IDEService()
        let outline = service.outline(of: document("cards.kiss", cards))
        XCTAssertEqual(outline.map(\.name), ["Card", "CardPair"])
        XCTAssertEqual(outline[0].detail, "(title)")
        XCTAssertEqual(outline[0].children.map(\.name), ["vstack"])
        XCTAssertEqual(outline[1].children.first?.children.map(\.name), ["Card", "Card"])
        let found = service.workspaceLayouts(matching: "cp", from: document("screen.kiss", screen)).map(\.name)
        XCTAssertEqual(found, ["CardPair"])
    }
}
