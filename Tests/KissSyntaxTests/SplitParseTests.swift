import Foundation
@testable import KissSyntax
import KissTestSupport
import XCTest

/// A large file's first parse runs in two halves side by side (`SplitParse.swift`); whenever
/// the halves are joined, the tree must be exactly the full parse: the same tokens, node
/// records and diagnostics — and when they cannot be, the full parse is what is returned.
final class SplitParseTests: XCTestCase {
    /// Both halves one after the other: the join does not depend on how they are run.
    static func inTurn(_ first: () -> ParsedHalf, _ second: () -> ParsedHalf) -> (ParsedHalf, ParsedHalf) {
        (first(), second())
    }

    /// What differs between `tree` and `full` (nil when they are the same tree: tokens, node
    /// records and diagnostics), for a test's failure message.
    static func differences(_ tree: SyntaxTree, _ full: SyntaxTree) -> String? {
        if tree.source != full.source { return "sources differ" }
        if tree.tokens != full.tokens { return "tokens differ" }
        if tree.diagnostics != full.diagnostics { return "diagnostics differ: \(tree.diagnostics) against \(full.diagnostics)" }
        let sameNodes = tree.nodes.count == full.nodes.count && zip(tree.nodes, full.nodes).allSatisfy { a, b in
            a.kind == b.kind && a.parent == b.parent && a.firstToken == b.firstToken && a.endToken == b.endToken && a.subtreeEnd == b.subtreeEnd
        }
        return sameNodes ? nil : "nodes differ:\n" + tree.dump() + "\nfull:\n" + full.dump()
    }

    /// Every place `cut` offers in `text`, from its start.
    static func cuts(in text: [UInt8]) -> [Int] {
        var cuts: [Int] = []
        var from = 0
        while let cut = SyntaxTree.cut(in: text, from: from) {
            cuts.append(cut)
            from = cut + 1
        }
        return cuts
    }

    /// Checks every cut of `text`; returns how many were joined.
    @discardableResult
    func checkEveryCut(of text: [UInt8], named name: String) -> Int {
        let full = SyntaxTree.parse(text)
        var joined = 0
        for cut in Self.cuts(in: text) {
            guard let tree = SyntaxTree.parse(text, cutAt: cut, runBoth: Self.inTurn) else { continue }
            joined += 1
            if let difference = Self.differences(tree, full) {
                XCTFail("\(name), cut at \(cut): the joined tree differs from the full parse (\(difference)) of\n" + String(decoding: text, as: UTF8.self))
                return joined
            }
        }
        // Through the public entry point, which falls back to the full parse.
        if let difference = Self.differences(SyntaxTree.parse(text, inHalvesWith: Self.inTurn, minimumBytes: 0), full) {
            XCTFail("\(name): parse(_:inHalvesWith:) differs from the full parse (\(difference))")
        }
        return joined
    }

    func testJoinedHalvesAreTheFullParse() throws {
        var joined = 0
        var texts = 0
        var originalsJoined = 0
        var originals = 0
        for (index, input) in IncrementalReparseTests.inputs().enumerated() {
            let original = try [UInt8](Data(contentsOf: input))
            let cuts = checkEveryCut(of: original, named: input.lastPathComponent)
            joined += cuts
            texts += 1
            originals += 1
            if cuts > 0 { originalsJoined += 1 }
            // Edited versions, with mistakes on either side of the cuts.
            var random = SplitMix64(seed: UInt64(index) &* 7_919 &+ 11)
            var text = original
            for step in 0..<30 {
                text = IncrementalReparseTests.edit(text, random: &random)
                joined += checkEveryCut(of: text, named: "\(input.lastPathComponent), edit \(step)")
                texts += 1
            }
        }
        XCTAssertGreaterThan(texts, 1_000)
        XCTAssertGreaterThan(joined, 200, "edited files should be cut and joined too")
        // Counted on the files as written: which edits leave a cut depends on the random draws,
        // which shift whenever a fixture is added.
        XCTAssertGreaterThan(originalsJoined, originals / 3, "files of several layouts should be cut and joined")
    }

    /// A `}` alone on its line before a declaration that does not end one: the first half has
    /// a mistake, so the file is parsed whole.
    func testABraceThatClosesAnInnerBlockIsNotACut() {
        let text = Array("layout A {\n  vstack {\n}\n\nlayout B {\n  label(\"b\")\n}\n".utf8)
        XCTAssertEqual(SyntaxTree.cut(in: text, from: 0), 23)
        XCTAssertNil(SyntaxTree.parse(text, cutAt: 23, runBoth: Self.inTurn))
        XCTAssertNil(Self.differences(SyntaxTree.parse(text, inHalvesWith: Self.inTurn, minimumBytes: 0), SyntaxTree.parse(text)))
    }

    /// A mistake after the cut is the second half's, reported where the full parse reports it.
    func testAMistakeInTheSecondHalfIsReportedInPlace() throws {
        let text = Array("/// A.\nlayout A {\n  label(\"a\")\n}\n\n// B next.\n/// B.\nlayout B {\n  label(\"b\").padding(\n}\n".utf8)
        let cut = try XCTUnwrap(SyntaxTree.cut(in: text, from: 0))
        XCTAssertEqual(cut, 32)
        let tree = try XCTUnwrap(SyntaxTree.parse(text, cutAt: cut, runBoth: Self.inTurn))
        let full = SyntaxTree.parse(text)
        XCTAssertFalse(full.diagnostics.isEmpty)
        XCTAssertNil(Self.differences(tree, full))
        XCTAssertTrue(tree.diagnostics.allSatisfy { $0.range.lowerBound > cut })
    }

    /// Cut only before a declaration keyword and after a `}` at the start of its line.
    func testCutsAreOnlyAfterADeclarationsClosingBrace() {
        XCTAssertNil(SyntaxTree.cut(in: Array("layout A {\n  label(\"a\") }\nlayout B {\n}\n".utf8), from: 0))
        XCTAssertNil(SyntaxTree.cut(in: Array("layout A {\n  vstack {\n  }\n  label(\"x\")\n}\n".utf8), from: 0))
        XCTAssertNil(SyntaxTree.cut(in: Array("layout A {\n}\nlayouts B {\n}\n".utf8), from: 0))
        XCTAssertEqual(SyntaxTree.cut(in: Array("layout A {\n}  \n\n  // c\npreview p(width: 1)\n".utf8), from: 0), 12)
        // Not past the end: a `}` on the last line has nothing after it.
        XCTAssertNil(SyntaxTree.cut(in: Array("layout A {\n}".utf8), from: 0))
    }

    /// A generated file of several megabytes, cut near its middle, as the server's first parse does.
    func testALargeFileIsCutNearItsMiddle() throws {
        var text = ""
        for index in 0..<20_000 {
            text += "/// Row \(index).\nlayout Row\(index)(title: \"t\") {\n  hstack {\n    label(title, font: 15).grow(1)\n    image(\"i\", 24, 24)\n  }.padding(8)\n}\n\n"
        }
        let bytes = Array(text.utf8)
        XCTAssertGreaterThan(bytes.count, SyntaxTree.splitParseMinimumBytes)
        let cut = try XCTUnwrap(SyntaxTree.cut(in: bytes, from: bytes.count / 2))
        XCTAssertLessThan(cut - bytes.count / 2, 200)
        let tree = try XCTUnwrap(SyntaxTree.parse(bytes, cutAt: cut, runBoth: Self.inTurn))
        XCTAssertNil(Self.differences(tree, SyntaxTree.parse(bytes)))
    }
}
