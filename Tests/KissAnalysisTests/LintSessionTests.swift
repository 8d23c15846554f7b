import Foundation
import KissAnalysis
import KissSyntax
import KissTestSupport
import XCTest

/// `LintSession` reuses layouts' contributions across edits; whatever it
/// reuses, its findings must be exactly `Linter.lint`'s on the same text.
/// Every diagnostics fixture and example goes through a chain of edits of
/// the kinds an editor sends (typing in a string, changing a number,
/// breaking and mending syntax, renaming, moving text), each checked.
final class LintSessionTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/diagnostics")
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// One edit of the text, as an editor might make it.
    static func edit(_ text: [UInt8], original: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var bytes = text
        func positions(of byte: UInt8) -> [Int] { bytes.indices.filter { bytes[$0] == byte } }
        switch random.below(11) {
        case 9, 10:  // text between two declarations: a comment, or a new layout
            let ends = bytes.indices.filter { $0 + 2 < bytes.count && bytes[$0] == UInt8(ascii: "}") && bytes[$0 + 1] == UInt8(ascii: "\n") }
            guard !ends.isEmpty else { fallthrough }
            let insertion = random.below(2) == 0 ? "// between\n" : "layout Between\(random.below(100)) {\n  label(\"b\")\n}\n"
            bytes.insert(contentsOf: Array(insertion.utf8), at: ends[random.below(ends.count)] + 2)
        case 0:  // type a letter inside a string
            let quotes = positions(of: UInt8(ascii: "\""))
            guard !quotes.isEmpty else { fallthrough }
            bytes.insert(UInt8(ascii: "W"), at: quotes[random.below(quotes.count)] + 1)
        case 1:  // change a digit
            let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) }
            guard !digits.isEmpty else { fallthrough }
            bytes[digits[random.below(digits.count)]] = UInt8(48 + random.below(10))
        case 2:  // type anywhere
            bytes.insert(Array("x ( } .".utf8)[random.below(7)], at: random.below(bytes.count + 1))
        case 3:  // delete a few bytes
            guard !bytes.isEmpty else { break }
            let start = random.below(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + random.below(6)))
        case 4:  // back to the original text
            bytes = original
        case 5:  // add a line above everything (every offset moves)
            bytes.insert(contentsOf: Array("// moved\n".utf8), at: 0)
        case 6:  // a new layout at the end, using the first one
            let name = String(decoding: bytes, as: UTF8.self).firstMatch(of: /layout ([A-Za-z0-9_]+)/).map { String($0.1) } ?? "Missing"
            bytes += Array("\nlayout Added\(random.below(1000)) {\n  vstack {\n    \(name)\n    label(\"new\")\n  }\n}\n".utf8)
        case 7:  // rename a use or a declaration by one letter
            let uppercase = bytes.indices.filter { (65...90).contains(bytes[$0]) }
            guard !uppercase.isEmpty else { fallthrough }
            bytes.insert(UInt8(ascii: "Q"), at: uppercase[random.below(uppercase.count)] + 1)
        default:  // add a modifier to an element
            let parens = positions(of: UInt8(ascii: ")"))
            guard !parens.isEmpty else { break }
            let modifiers = [".width(12)", ".grow(1)", ".padding(4)", ".ratio(2)", ".height(50%)"]
            bytes.insert(contentsOf: Array(modifiers[random.below(modifiers.count)].utf8), at: parens[random.below(parens.count)] + 1)
        }
        return bytes
    }

    func inputs() -> [URL] {
        Fixtures.files(in: Self.fixtures, withExtension: "kiss") + Fixtures.files(in: Self.examples, withExtension: "kiss")
    }

    func testSessionMatchesLinterAcrossEdits() throws {
        let files = inputs()
        XCTAssertGreaterThan(files.count, 30)
        var reused = 0
        var reusedExpansions = 0
        let steps = Int(ProcessInfo.processInfo.environment["KISS_LINT_SESSION_EDITS"] ?? "") ?? 40
        for (fileIndex, input) in files.enumerated() {
            let original = try [UInt8](Data(contentsOf: input))
            let workspace = Workspace(root: input.deletingLastPathComponent().path)
            let session = LintSession()
            var random = SplitMix64(seed: UInt64(fileIndex) &* 7919 &+ 17)
            var text = original
            for step in 0..<steps {
                let file = workspace.add(path: input.path, bytes: text)
                let expected = Linter.lint(file, in: workspace).diagnostics
                let actual = session.lint(file, in: workspace)
                if actual != expected {
                    XCTFail("""
                        \(input.lastPathComponent), edit \(step): the session differs from the linter on
                        \(String(decoding: text, as: UTF8.self))
                        expected:
                        \(DiagnosticRendering.render(expected, source: text))
                        session:
                        \(DiagnosticRendering.render(actual, source: text))
                        """)
                    break
                }
                reused += session.statistics.reused
                reusedExpansions += session.statistics.reusedExpansions
                text = Self.edit(text, original: original, random: &random)
            }
        }
        XCTAssertGreaterThan(reused, 100, "the session should reuse layouts that did not change")
        XCTAssertGreaterThan(reusedExpansions, 100, "the session should reuse the expansions of layout uses that did not change")
    }

    /// The fingerprints a lint hands an editor (which compares them across versions to keep a
    /// layout's hover work) are those `Analyzer.fingerprint` works out for each layout alone,
    /// for every layout, those in a cycle (none) included.
    func testTheLintsFingerprintsAreThoseOfEachLayoutAlone() throws {
        let source = """
            layout Screen {
              vstack {
                Row(title: "One")
                Loop
              }
            }

            layout Row(title: "Title") {
              hstack { label(title) }
            }

            layout Loop {
              Back
            }

            layout Back {
              Loop
            }

            layout Lone {
              label("alone")
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-fingerprints-\(getpid())")
        let workspace = Workspace(root: folder.path, provider: EmptyProvider())
        let file = workspace.add(path: folder.appendingPathComponent("Screen.kiss").path, bytes: Array(source.utf8))
        let session = LintSession()
        _ = session.lint(file, in: workspace)
        // The second version is linted with what the first one kept.
        let result = session.analyze(file, in: workspace)
        let fingerprints = try XCTUnwrap(result.fingerprints)
        let scope = Analyzer.layoutsInScope(of: file, in: workspace)
        XCTAssertEqual(scope.count, 5)
        for declaration in scope.values {
            let alone = Analyzer.fingerprint(of: declaration, in: workspace, scope: scope)
            XCTAssertEqual(fingerprints.fingerprint(of: declaration), .some(alone), declaration.name)
            XCTAssertEqual(alone == nil, ["Screen", "Loop", "Back"].contains(declaration.name), declaration.name)
        }
    }

    /// Typing in one layout re-solves it and its users, nothing else.
    func testAnEditReworksOnlyTheLayoutsItReaches() throws {
        let source = """
            preview phone(width: 390)

            layout Screen {
              vstack {
                Header
                Row(title: "One")
                label("footer")
              }
            }

            layout Header {
              label("Header", font: 22)
            }

            layout Row(title: "Title") {
              hstack {
                label(title)
                spacer
              }
            }

            layout Unrelated {
              label("alone")
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-session-\(getpid())")
        let path = folder.appendingPathComponent("Screen.kiss").path
        let workspace = Workspace(root: folder.path, provider: EmptyProvider())
        let session = LintSession()
        _ = session.lint(workspace.add(path: path, bytes: Array(source.utf8)), in: workspace)
        XCTAssertEqual(session.statistics, LintSession.Statistics(reused: 0, recomputed: 4, freshExpansions: 2))

        // Typing in Header's label: Header and Screen (which uses it) are worked out again;
        // Screen's use of Row, which did not change, keeps its expansion (Row moved one byte;
        // its places, relative to its declaration, did not).
        let edited = source.replacingOccurrences(of: "\"Header\"", with: "\"Headers\"")
        let file = workspace.add(path: path, bytes: Array(edited.utf8))
        XCTAssertEqual(session.lint(file, in: workspace), Linter.lint(file, in: workspace).diagnostics)
        XCTAssertEqual(session.statistics, LintSession.Statistics(reused: 2, recomputed: 2, reusedExpansions: 1, freshExpansions: 1))

        // Nothing changed: everything is reused, though every offset moved.
        let moved = workspace.add(path: path, bytes: Array(("// a comment\n" + edited).utf8))
        XCTAssertEqual(session.lint(moved, in: workspace), Linter.lint(moved, in: workspace).diagnostics)
        XCTAssertEqual(session.statistics, LintSession.Statistics(reused: 4, recomputed: 0))
    }

    /// Expansions a version did not use are kept for later ones: typing in one screen's row,
    /// then in another's, the second screen's unchanged sections are not expanded again —
    /// though the version in between expanded only the first screen — and the findings stay
    /// the linter's (the edits in between moved their layouts).
    func testUnusedExpansionsAreKeptForLaterVersions() throws {
        let source = """
            preview phone(width: 390)

            layout ScreenOne {
              vstack {
                SectionOne
                SectionTwo
              }
            }

            layout ScreenTwo {
              vstack {
                SectionThree
              }
            }

            layout SectionOne {
              vstack {
                Row(title: "one")
              }
            }

            layout SectionTwo {
              vstack {
                Row(title: "two")
                Row(title: "three")
              }.width(50%)
            }

            layout SectionThree {
              vstack {
                Row(title: "four")
              }
            }

            layout Row(title: "Title") {
              hstack {
                label(title)
                spacer
              }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-session-carried-\(getpid())")
        let path = folder.appendingPathComponent("Screen.kiss").path
        let workspace = Workspace(root: folder.path, provider: EmptyProvider())
        let session = LintSession()
        func lint(_ text: String) throws -> LintSession.Statistics {
            let file = workspace.add(path: path, bytes: Array(text.utf8))
            XCTAssertEqual(session.lint(file, in: workspace), Linter.lint(file, in: workspace).diagnostics)
            return session.statistics
        }
        _ = try lint(source)
        // "// moved" puts every place after it one line lower: the carried ones follow.
        let second = source.replacingOccurrences(of: "\"four\"", with: "\"fours\"").replacingOccurrences(of: "layout SectionOne", with: "// moved\nlayout SectionOne")
        XCTAssertEqual(try lint(second).freshExpansions, 2, "ScreenTwo's SectionThree and the row typed in")
        let third = second.replacingOccurrences(of: "\"one\"", with: "\"ones\"")
        let statistics = try lint(third)
        XCTAssertEqual(statistics.freshExpansions, 2, "ScreenOne's SectionOne and its row; SectionTwo (with its rows) carried from the first version")
        XCTAssertGreaterThanOrEqual(statistics.reusedExpansions, 1)

        // An idle editor lets go of them (the server asks after a second without analyses).
        let idle = LintSession()
        for (text, release) in [(source, false), (second, true), (third, false)] {
            let file = workspace.add(path: path, bytes: Array(text.utf8))
            XCTAssertEqual(idle.lint(file, in: workspace), Linter.lint(file, in: workspace).diagnostics)
            if release { idle.releaseUnusedExpansions() }
        }
        XCTAssertEqual(idle.statistics.freshExpansions, 5, "SectionTwo and its rows expanded again")
    }

    /// A large document's first version is linted afresh (no reuse caches built); the first
    /// edit builds them, and the next reuses them — the findings always the linter's.
    func testALargeFirstVersionIsLintedAfreshAndTheNextBuildsTheCaches() throws {
        let source = "layout Screen {\n  vstack {\n    Row(title: \"One\")\n  }\n}\n\nlayout Row(title: \"x\") {\n  label(title)\n}\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-session-large-\(getpid())")
        let path = folder.appendingPathComponent("Screen.kiss").path
        let workspace = Workspace(root: folder.path, provider: EmptyProvider())
        let session = LintSession()
        session.largeDocumentBytes = 10
        let first = workspace.add(path: path, bytes: Array(source.utf8))
        XCTAssertEqual(session.lint(first, in: workspace), Linter.lint(first, in: workspace).diagnostics)
        XCTAssertEqual(session.statistics, LintSession.Statistics(), "no session work for the first version")
        let edited = workspace.add(path: path, bytes: Array(source.replacingOccurrences(of: "One", with: "Two").utf8))
        XCTAssertEqual(session.lint(edited, in: workspace), Linter.lint(edited, in: workspace).diagnostics)
        XCTAssertEqual(session.statistics, LintSession.Statistics(reused: 0, recomputed: 2, freshExpansions: 1))
        let again = workspace.add(path: path, bytes: Array(source.replacingOccurrences(of: "One", with: "Three").utf8))
        XCTAssertEqual(session.lint(again, in: workspace), Linter.lint(again, in: workspace).diagnostics)
        XCTAssertEqual(session.statistics.reused, 1, "Row did not change")
    }

    /// The layouts an edit reaches are expanded used ones first, which gives what declaration
    /// order gives only while the file stays under the element budget and meets no cycle.
    /// Here it does not: `Second` is reworked and, in declaration order, expanded before
    /// `First` is looked at, so `First` no longer fits and is expanded (and cut off) instead of
    /// kept. The session must fall back to declaration order and say what the linter says.
    func testAnEditPastTheElementBudgetIsExpandedInDeclarationOrder() throws {
        let labels = (0..<9).map { "    label(\"\($0)\")" }.joined(separator: "\n")
        func block(_ use: String, _ count: Int) -> String { Array(repeating: "    \(use)", count: count).joined(separator: "\n") }
        // Row: 10 elements, Grid: 1 + 10 × 10 = 101, each of First and Second: 1 + 99 × 101 = 10,000.
        let source = """
            layout Second {
              vstack {
            \(block("OtherGrid", 99))
              }
            }
            layout First {
              vstack {
            \(block("Grid", 99))
              }
            }
            layout Grid {
              vstack {
            \(block("Row", 10))
              }
            }
            layout OtherGrid {
              vstack {
            \(block("Row", 10))
              }
            }
            layout Row {
              hstack {
            \(labels)
              }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-session-budget-\(getpid())")
        let path = folder.appendingPathComponent("Screen.kiss").path
        let workspace = Workspace(root: folder.path, provider: EmptyProvider())
        let session = LintSession()
        let first = workspace.add(path: path, bytes: Array(source.utf8))
        let expectedFirst = Linter.lint(first, in: workspace).diagnostics
        XCTAssertTrue(expectedFirst.contains { $0.code == .cyclicLayout }, "the file is past the budget")
        XCTAssertEqual(session.lint(first, in: workspace), expectedFirst)
        // Rework Second and OtherGrid only: First and Grid are kept from the first version.
        let edited = workspace.add(path: path, bytes: Array(source.replacingOccurrences(of: "layout OtherGrid {\n  vstack {", with: "layout OtherGrid {\n  vstack(spacing: 1) {").utf8))
        XCTAssertEqual(session.lint(edited, in: workspace), Linter.lint(edited, in: workspace).diagnostics)
    }

    /// K403 follows the uses as they are edited, in the same file and version after version.
    func testUnusedLayoutFollowsEdits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-session-k403-\(getpid())")
        let path = folder.appendingPathComponent("Screen.kiss").path
        let workspace = Workspace(root: folder.path, provider: EmptyProvider())
        let session = LintSession()
        let used = "layout Screen {\n  vstack {\n    Badge(text: \"new\")\n  }\n}\n\nlayout Badge(text: \"tag\") {\n  label(text)\n}\n"
        let unused = used.replacingOccurrences(of: "    Badge(text: \"new\")\n", with: "    label(\"x\")\n")
        for (text, expected) in [(used, false), (unused, true), (used, false), ("// moved\n" + unused, true)] {
            let findings = session.lint(workspace.add(path: path, bytes: Array(text.utf8)), in: workspace)
            XCTAssertEqual(findings.contains { $0.code == .unusedLayout }, expected, text)
        }
    }

    /// Kept expansions are shared, never handed out twice in one tree: the
    /// same use written twice (here inside rows whose text shrinks by
    /// `.uniformFontScale` differently) must still give the linter's findings,
    /// and findings met inside a kept use (an unknown modifier) are replayed.
    func testKeptExpansionsUsedTwiceAndTheirFindings() throws {
        let source = """
            preview narrow(width: 150)

            layout Screen {
              vstack {
                hstack {
                  Tag
                  Tag
                  label("a long label that needs room")
                }.uniformFontScale(min: 0.5)
                hstack {
                  Tag
                  label("short")
                }.uniformFontScale(min: 0.5)
                Card(title: "One")
                Card(title: "One")
              }
            }

            layout Tag(text: "a tag with words") {
              label(text, font: 15).bogus(1)
            }

            layout Card(title: "Title") {
              vstack {
                Tag
                label(title).grow(1)
              }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-session-shared-\(getpid())")
        let path = folder.appendingPathComponent("Screen.kiss").path
        let workspace = Workspace(root: folder.path, provider: EmptyProvider())
        let session = LintSession()
        var reusedExpansions = 0
        let edits = [source, source.replacingOccurrences(of: "\"short\"", with: "\"shorter\""),
                     "// moved\n" + source, source.replacingOccurrences(of: "\"One\")\n    Card", with: "\"Two\")\n    Card"), source]
        for text in edits {
            let file = workspace.add(path: path, bytes: Array(text.utf8))
            let expected = Linter.lint(file, in: workspace).diagnostics
            XCTAssertEqual(session.lint(file, in: workspace), expected, text)
            XCTAssertTrue(expected.contains { $0.code.rawValue == "K102" }, "the unknown modifier inside Tag is reported")
            reusedExpansions += session.statistics.reusedExpansions
        }
        XCTAssertGreaterThan(reusedExpansions, 0)
    }

    struct EmptyProvider: SourceProvider {
        func contents(ofFile path: String) -> [UInt8]? { nil }
    }
}

extension LintSessionTests {
    /// A version given up at any point of its lint (an editor's newer text arrived) reports
    /// itself cancelled, and the versions after it are still exactly `Linter.lint`'s: a layout
    /// left without its rule findings gets them from the next version.
    func testAVersionGivenUpAtAnyPointLeavesTheSessionRight() throws {
        let source = """
            preview phone(width: 390)
            preview se(width: 320)

            layout Screen {
              vstack {
                Header
                Row(title: "One")
                Row(title: "Two")
                hstack { view }
              }
            }

            layout Header {
              label("Header", font: 22)
            }

            layout Row(title: "Title") {
              hstack {
                label(title)
                view
              }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-session-cancel-\(getpid())")
        let path = folder.appendingPathComponent("Screen.kiss").path
        let workspace = Workspace(root: folder.path, provider: EmptyProvider())
        let texts = [source, source.replacingOccurrences(of: "\"One\"", with: "\"Uno\""),
                     source.replacingOccurrences(of: "font: 22", with: "font: 28")]
        for cut in 0..<12 {
            let session = LintSession()
            for (version, text) in texts.enumerated() {
                let file = workspace.add(path: path, bytes: Array(text.utf8))
                if version == 1 {
                    // Given up after `cut` looks at the flag.
                    let looks = Counter()
                    let result = session.analyze(file, in: workspace, isCancelled: { looks.next() >= cut })
                    XCTAssertTrue(result.cancelled || looks.value <= cut, "cut \(cut): looked \(looks.value) times and went on")
                    continue
                }
                XCTAssertEqual(session.lint(file, in: workspace), Linter.lint(file, in: workspace).diagnostics, "cut \(cut), version \(version)")
            }
        }
    }
}

/// A count that closures on several threads may step.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    /// The count before this step.
    func next() -> Int {
        lock.withLock {
            defer { count += 1 }
            return count
        }
    }
}
