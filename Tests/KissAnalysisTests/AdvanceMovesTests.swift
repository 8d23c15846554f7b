import Foundation
@testable import KissAnalysis
import XCTest

/// Copies of kept expansions moved to a new version's offsets on a pool thread must be the
/// copies the expansion would make itself, handed out once.
final class AdvanceMovesTests: XCTestCase {
    private let text = """
        layout Card {
          vstack {
            label("a").padding(4)
            label("b", font: 13)
          }.background(.white)
        }
        """

    private func keptCard(in text: String) throws -> (entry: ExpansionCache.Entry, file: SourceFile) {
        let workspace = Workspace(root: "/advance-moves")
        let file = workspace.add(path: "/advance-moves/Card.kiss", bytes: Array(text.utf8))
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        let card = try XCTUnwrap(instantiator.symbols(for: file)["Card"])
        let root = try XCTUnwrap(instantiator.instantiate(card, parameters: [:], use: nil, parentKind: nil))
        let entry = ExpansionCache.Entry(parameters: [:], root: root, diagnostics: [], instanceCount: 3, depth: 1, elementDepth: 1, nested: [], span: .none)
        return (entry, file)
    }

    private func places(_ root: ElementInstance) -> [[Range<Int>]] {
        func sorted(_ values: [String: LocatedValue]) -> [Range<Int>] {
            values.values.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        }
        var all: [[Range<Int>]] = []
        root.forEach { element in
            var ranges = [element.location.range] + sorted(element.arguments)
            for modifier in element.modifiers { ranges += [modifier.location.range] + sorted(modifier.arguments) }
            all.append(ranges)
        }
        return all
    }

    func testACopyMovedAheadIsTheCopyTheExpansionWouldMake() throws {
        let (entry, file) = try keptCard(in: text)
        let shift = "// a line above\n".utf8.count
        let range = file.tree.sourceFile.layouts[0].node.range
        let move = OffsetRelocation(primary: file.path, old: ["Card": range], new: ["Card": (range.lowerBound + shift)..<(range.upperBound + shift)],
                                    oldPreviews: [], previews: [])
        let ahead = AdvanceMoves([entry], by: move)
        ahead.moveTheRest()
        let taken = try XCTUnwrap(ahead.take(entry), "moved ahead")
        let copy = try XCTUnwrap(taken)
        let onDemand = try XCTUnwrap(entry.moved(by: move, parameters: [:]))
        XCTAssertFalse(copy.root === entry.root, "a copy, not the kept subtree")
        XCTAssertEqual(places(copy.root), places(onDemand.root))
        XCTAssertEqual(places(copy.root), places(entry.root).map { $0.map { ($0.lowerBound + shift)..<($0.upperBound + shift) } })
        XCTAssertTrue(ahead.take(entry) == nil, "handed out once")
        XCTAssertTrue(ahead.stop().isEmpty, "nothing left over")
    }

    func testAnEntryNotMovedAheadIsLeftToTheExpansion() throws {
        let (entry, file) = try keptCard(in: text)
        let (other, _) = try keptCard(in: text)
        let range = file.tree.sourceFile.layouts[0].node.range
        let move = OffsetRelocation(primary: file.path, old: ["Card": range], new: ["Card": (range.lowerBound + 1)..<(range.upperBound + 1)],
                                    oldPreviews: [], previews: [])
        let ahead = AdvanceMoves([entry], by: move)
        XCTAssertTrue(ahead.take(other) == nil, "not one of the entries to move")
        // The copies nobody took are handed back to be let go of.
        ahead.moveTheRest()
        XCTAssertEqual(ahead.stop().count, 1)
    }
}
