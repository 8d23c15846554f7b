import Foundation
import KissSyntax
import KissTestSupport
import XCTest

/// Hostile input: whatever the bytes, the parser terminates with a tree that
/// spells the input exactly, well-formed, with diagnostics inside the file.
final class ParserRobustnessTests: XCTestCase {
    /// Pieces that are likely to confuse a parser when shuffled together.
    private static let fragments: [String] = [
        "{", "}", "(", ")", ",", ":", ".", "+", "-", "*", "/", "%", "\"", "#", "\\", "layout", "preview",
        "import", "vstack", "hstack", "label", "Tag", "true", "12", "1.5", "50%", "#fff", "\n", "\r\n", "\r",
        " ", "\t", "/*", "*/", "//", "///", "😀", "日本", "\u{201C}", "\u{00A0}", ".grow(1)", "(x: 1)", "\"s\"",
    ]

    private func checkInvariants(_ source: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let tree = SyntaxTree.parse(source)
        XCTAssertEqual(Lossless.spelledSource(of: tree), source, "\(label): not lossless", file: file, line: line)
        XCTAssertEqual(Lossless.structureProblems(of: tree), [], label, file: file, line: line)
        for diagnostic in tree.diagnostics {
            XCTAssertTrue(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= source.count,
                          "\(label): diagnostic range \(diagnostic.range) outside the file", file: file, line: line)
        }
        TypedViewWalker.walk(tree)
        XCTAssertLessThanOrEqual(tree.depth, Self.depthBound, "\(label): a tree deeper than the parser allows", file: file, line: line)
    }

    /// The deepest tree any input may give: a few nodes per level the parser counts (a block's
    /// element, its modifier, argument list, argument and expression), for every level.
    static let depthBound = 8 * SyntaxTree.maximumNesting

    /// Pieces that nest: each generated input repeats one of them 20,000 times.
    private static let nesters: [(open: String, close: String)] = [
        ("vstack {", "}"), ("(", ")"), ("-", ""), ("1 + ", ""), ("2 * ", ""), ("(1 + ", ")"), ("-(", ")"),
        ("1 - -", ""), ("pin {\n", "\n}"), ("x.overlay {\n", "\n}"), ("(3 / ", ")"),
    ]

    func testRandomFragmentSoup() {
        var random = SplitMix64(seed: 0x5EED)
        for round in 0..<400 {
            var text = ""
            for _ in 0..<Int(random.next() % 120) {
                text += Self.fragments[Int(random.next() % UInt64(Self.fragments.count))]
            }
            checkInvariants(Array(text.utf8), "soup round \(round)")
        }
    }

    func testRandomBytes() {
        var random = SplitMix64(seed: 42)
        for round in 0..<300 {
            let bytes = (0..<Int(random.next() % 400)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            checkInvariants(bytes, "bytes round \(round)")
        }
    }

    func testMutatedFixtures() throws {
        let folder = ParserFixtureTests.folder
        let inputs = ["ok", "err"].flatMap { sub -> [URL] in
            let directory = folder.appendingPathComponent(sub)
            return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".kiss") }.sorted().map { directory.appendingPathComponent($0) }
        }
        XCTAssertFalse(inputs.isEmpty)
        var random = SplitMix64(seed: 7)
        for input in inputs {
            let original = try [UInt8](Data(contentsOf: input))
            for round in 0..<40 {
                var bytes = original
                for _ in 0..<(1 + Int(random.next() % 4)) {
                    let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count + 1))
                    switch random.next() % 3 {
                    case 0 where position < bytes.count: bytes.remove(at: position)
                    case 1: bytes.insert(contentsOf: Array(Self.fragments[Int(random.next() % UInt64(Self.fragments.count))].utf8), at: position)
                    default:
                        if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
                    }
                }
                checkInvariants(bytes, "\(input.lastPathComponent) mutation \(round)")
            }
        }
    }

    func testHundredThousandDeepBlocksDoNotOverflowTheStack() {
        let depth = 100_000
        let text = "layout Deep {\n" + String(repeating: "vstack {", count: depth) + String(repeating: "}", count: depth) + "\n}\n"
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.nestingTooDeep])
        XCTAssertEqual(Lossless.spelledSource(of: tree), Array(text.utf8))
        // What follows the deep part still parses.
        let after = SyntaxTree.parse(text + "layout After { label(\"x\") }\n")
        XCTAssertEqual(after.sourceFile.layouts.map(\.name), ["Deep", "After"])
    }

    func testDeepExpressionsAndArgumentLists() {
        for opener in ["(", "-", "label("] {
            let closer = opener == "-" ? "" : ")"
            let text = "layout Deep { view().width(" + String(repeating: opener, count: 50_000) + "1"
                + String(repeating: closer, count: 50_000) + ") }"
            let tree = SyntaxTree.parse(text)
            if opener == "label(" {
                // Calls are not values: the first mistake is reported, its echoes are not.
                XCTAssertEqual(tree.diagnostics.first?.code, .missingComma)
                XCTAssertLessThanOrEqual(tree.diagnostics.count, 3)
            } else {
                XCTAssertEqual(tree.diagnostics.map(\.code), [.nestingTooDeep], opener)
            }
            XCTAssertEqual(Lossless.spelledSource(of: tree), Array(text.utf8), opener)
        }
    }

    func testNothingNestsDeeperThanTheLimitWhateverRepeats() {
        for nester in Self.nesters {
            for closed in [true, false] {
                let count = 20_000
                let text = "layout Deep { view.width(" + String(repeating: nester.open, count: count) + "1"
                    + (closed ? String(repeating: nester.close, count: count) : "") + ") }\n"
                let tree = SyntaxTree.parse(text)
                let label = "\(nester.open) × \(count)\(closed ? "" : ", unclosed")"
                XCTAssertTrue(tree.diagnostics.contains { $0.code == .nestingTooDeep }, label)
                XCTAssertLessThanOrEqual(tree.depth, Self.depthBound, label)
                XCTAssertEqual(Lossless.spelledSource(of: tree), Array(text.utf8), label)
            }
        }
    }

    func testALongSumIsCutWithItsOwnMessage() throws {
        let text = "layout Sum { view.width(" + Array(repeating: "1", count: 17_000).joined(separator: "+") + ") }\n"
        let tree = SyntaxTree.parse(text)
        let diagnostic = try XCTUnwrap(tree.diagnostics.first)
        XCTAssertEqual(tree.diagnostics.count, 1)
        XCTAssertEqual(diagnostic.code, .nestingTooDeep)
        XCTAssertTrue(diagnostic.message.hasPrefix("an expression more than \(SyntaxTree.maximumNesting) operators"), diagnostic.message)
        // Cut where the limit is met: at an operator, with the rest of the argument skipped.
        XCTAssertEqual(tree.text(diagnostic.range), "+")
        XCTAssertEqual(tree.sourceFile.layouts.map(\.name), ["Sum"])
    }

    func testUnclosedDeepNesting() {
        let text = "layout Deep {\n" + String(repeating: "hstack {\n", count: 20_000)
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(Lossless.spelledSource(of: tree), Array(text.utf8))
        XCTAssertEqual(Set(tree.diagnostics.map(\.code)), [.nestingTooDeep, .missingBrace])
        XCTAssertLessThanOrEqual(tree.diagnostics.count, Parser_maximumDepthPlusTwo)
    }

    func testTenMegabyteFile() {
        var text = ""
        var index = 0
        while text.utf8.count < 10_000_000 {
            text += "layout Card\(index)(title: \"Title \(index)\") {\n  vstack {\n    label(title, font: 17).grow(1)\n"
                + "    image(\"avatar\", 48, 48).margin(8)\n  }.padding(10)\n}\n"
            index += 1
        }
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(tree.diagnostics, [])
        XCTAssertEqual(tree.sourceFile.layouts.count, index)
        XCTAssertEqual(tree.source.count, text.utf8.count)
    }
}

/// Unclosed blocks each report a missing `}` until the depth limit stops them.
private let Parser_maximumDepthPlusTwo = 162

/// Visits every typed view of a tree, so a crash in an accessor shows up.
enum TypedViewWalker {
    static func walk(_ tree: SyntaxTree) {
        let file = tree.sourceFile
        _ = file.imports.map(\.path)
        _ = file.previews.map { ($0.name, $0.documentation, $0.arguments.map(visit)) }
        for layout in file.layouts {
            _ = (layout.name, layout.documentation, layout.parameters.map { ($0.name, $0.defaultValue.map(visit)) })
            for element in layout.body?.elements ?? [] { visit(element) }
        }
    }

    private static func visit(_ element: ElementSyntax) {
        _ = element.name
        _ = element.arguments.map(visit)
        for modifier in element.modifiers {
            _ = (modifier.name, modifier.arguments.map(visit))
            modifier.children.forEach(visit)
        }
        element.children.forEach(visit)
    }

    private static func visit(_ argument: ArgumentSyntax) {
        _ = argument.label
        if let value = argument.value { visit(value) }
    }

    private static func visit(_ expression: ExpressionSyntax) {
        switch expression.form {
        case .literal(let token): _ = token.text
        case .name(let token): _ = token.text
        case .member(let base, let member): _ = (base.text, member?.text)
        case .enumCase(let name): _ = name?.text
        case .parenthesized(let inner), .negation(let inner): inner.map(visit)
        case .binary(let left, _, let right):
            left.map(visit)
            right.map(visit)
        }
    }
}
