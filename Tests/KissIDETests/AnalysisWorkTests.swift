import Foundation
import KissAnalysis
import KissIDE
import KissTestSupport
import XCTest
import KissRuntime

/// One version of a document costs one lint, one expansion per layout and one solve per
/// layout and preview, however many of diagnostics, hover and frames ask about it.
final class AnalysisWorkTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-work")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let text = """
        preview phone(width: 390)
        preview tablet(width: 768, scale: 2)

        layout Screen {
          vstack {
            label("Title").id(title)
            Row(name: "Ada")
          }.padding(16)
        }

        layout Row(name: "x") {
          hstack {
            label(name).grow(1)
            view(.red).size(8)
          }
        }

        """

    private func offset(of needle: String) -> Int {
        text.utf8.count - text.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count - needle.utf8.count
    }

    func testDiagnosticsHoverAndFramesShareOneAnalysis() throws {
        let service = IDEService()
        let document = IDEDocument(path: folder.appendingPathComponent("Screen.kiss").path, text: Array(text.utf8))
        let before = AnalysisWork.counts
        XCTAssertEqual(service.diagnostics(for: document).diagnostics.map(\.code.rawValue), [])
        let hover = try XCTUnwrap(service.hover(in: document, at: offset(of: "label(\"Title\")")))
        XCTAssertTrue(hover.markdown.contains("**tablet**"), hover.markdown)
        let rowHover = try XCTUnwrap(service.hover(in: document, at: offset(of: "view(.red)")))
        XCTAssertTrue(rowHover.markdown.contains("**phone**"), rowHover.markdown)
        let frames = try service.frames(for: document)
        XCTAssertEqual(frames.layouts.count, 4)
        XCTAssertEqual(AnalysisWork.counts - before, AnalysisWork.Counts(lints: 1, expansions: 2, solves: 4))
    }

    /// At rest a large file lets go of what its hovers solved (the next hover solves again, with
    /// the same answer); a small file keeps the solves its lint gave.
    func testAnIdleServerKeepsOnlyALargeFilesLint() throws {
        let small = IDEService()
        let smallDocument = IDEDocument(path: folder.appendingPathComponent("Screen.kiss").path, text: Array(text.utf8))
        _ = small.diagnostics(for: smallDocument)
        let smallHover = try XCTUnwrap(small.hover(in: smallDocument, at: offset(of: "label(\"Title\")")))
        small.releaseIdleMemory()
        var before = AnalysisWork.counts
        XCTAssertEqual(small.hover(in: smallDocument, at: offset(of: "label(\"Title\")")), smallHover)
        XCTAssertEqual(AnalysisWork.counts - before, AnalysisWork.Counts(lints: 0, expansions: 0, solves: 0))

        // More layouts than an analysed document keeps from its lint.
        let rows = (0..<20).map { "layout Row\($0) {\n  hstack {\n    label(\"Row \($0)\").grow(1)\n    view(.red).size(8)\n  }\n}\n" }
        let largeText = "preview phone(width: 390)\npreview se(width: 320, scale: 2)\n\n" + rows.joined(separator: "\n")
        let large = IDEService()
        let largeDocument = IDEDocument(path: folder.appendingPathComponent("Rows.kiss").path, text: Array(largeText.utf8))
        _ = large.diagnostics(for: largeDocument)
        let at = largeText.utf8.count - largeText.components(separatedBy: "label(\"Row 7\")").dropFirst().joined().utf8.count - 13
        let hover = try XCTUnwrap(large.hover(in: largeDocument, at: at))
        XCTAssertTrue(hover.markdown.contains("Row 7") || hover.markdown.contains("label"), hover.markdown)
        before = AnalysisWork.counts
        XCTAssertEqual(large.hover(in: largeDocument, at: at), hover)
        XCTAssertEqual((AnalysisWork.counts - before).solves, 0, "a second hover reads the first one's solves")
        large.releaseIdleMemory()
        before = AnalysisWork.counts
        XCTAssertEqual(large.hover(in: largeDocument, at: at), hover)
        XCTAssertEqual((AnalysisWork.counts - before).solves, 2, "the hover after rest solves its layout at both previews again")
    }

    /// In a file of more layouts than an analysed document keeps whole, a hover in the layout
    /// being typed in reads the solves the edit's lint made of it: one expansion and one solve
    /// per preview for the version, as in a small file.
    func testAHoverInTheLayoutAnEditReachedSolvesNothingAgain() throws {
        func text(_ title: String) -> String {
            let rows = (0..<20).map { "layout Row\($0) {\n  hstack {\n    label(\"\($0 == 7 ? title : "Row \($0)")\").grow(1)\n    view(.red).size(8)\n  }\n}\n" }
            return "preview phone(width: 390)\npreview se(width: 320, scale: 2)\n\n" + rows.joined(separator: "\n")
        }
        let service = IDEService()
        let path = folder.appendingPathComponent("Rows.kiss").path
        _ = service.diagnostics(for: IDEDocument(path: path, text: Array(text("Row 7").utf8)))
        let edited = text("Row seven")
        let document = IDEDocument(path: path, text: Array(edited.utf8))
        let before = AnalysisWork.counts
        XCTAssertEqual(service.diagnostics(for: document).diagnostics.map(\.code.rawValue), [])
        let at = edited.utf8.count - edited.components(separatedBy: "view(.red)").dropFirst(8).joined(separator: "view(.red)").utf8.count - 10
        let hover = try XCTUnwrap(service.hover(in: document, at: at))
        XCTAssertTrue(hover.markdown.contains("**phone**") && hover.markdown.contains("**se**"), hover.markdown)
        XCTAssertEqual(AnalysisWork.counts - before, AnalysisWork.Counts(lints: 1, expansions: 1, solves: 2))
    }

    /// A document's lint session goes from each of its analyses to the next (the store's
    /// previous value of `DocumentAnalysis`): an edit's version expands only the layout it
    /// reached. Once the editor reports files changed on disk, the session keeps nothing, and
    /// the next version expands every layout.
    func testTheLintSessionGoesFromVersionToVersionUntilFilesChange() throws {
        let service = IDEService()
        let path = folder.appendingPathComponent("Screen.kiss").path
        func diagnose(_ name: String) -> AnalysisWork.Counts {
            let before = AnalysisWork.counts
            let document = IDEDocument(path: path, text: Array(text.replacingOccurrences(of: "\"Ada\"", with: "\"\(name)\"").utf8))
            XCTAssertEqual(service.diagnostics(for: document).diagnostics.map(\.code.rawValue), [])
            return AnalysisWork.counts - before
        }
        XCTAssertEqual(diagnose("Ada").expansions, 2)
        // The server hands the settings over with every request: the same ones change nothing.
        service.update(settings: service.currentSettings)
        XCTAssertEqual(diagnose("Ada Lovelace").expansions, 1, "only Screen, whose text changed")
        service.update(settings: IDESettings(previews: [Preview(name: "small", width: 320)]))
        XCTAssertEqual(diagnose("Ada").expansions, 2, "nothing kept once the settings changed")
        service.invalidate(files: nil)
        XCTAssertEqual(diagnose("Ada L.").expansions, 2, "nothing kept once files changed")
        XCTAssertEqual(diagnose("Ada Lovelace").expansions, 1)
    }

    /// `kiss/frames` and `kiss/render` read each layout's expansion and solves from the store:
    /// after an edit of one layout, the frames of the whole file cost what the edit's lint
    /// worked out, and the other layouts' expansions and solves are those of the version before.
    func testFramesAfterAnEditWorkOutOnlyWhatTheEditReached() throws {
        let service = IDEService()
        let path = folder.appendingPathComponent("Screen.kiss").path
        let first = IDEDocument(path: path, text: Array(text.utf8))
        _ = service.diagnostics(for: first)
        XCTAssertEqual(try service.frames(for: first).layouts.count, 4)
        let edited = IDEDocument(path: path, text: Array(text.replacingOccurrences(of: "\"Title\"", with: "\"Welcome\"").utf8))
        let before = AnalysisWork.counts
        let frames = try service.frames(for: edited)
        XCTAssertEqual(AnalysisWork.counts - before, AnalysisWork.Counts(lints: 1, expansions: 1, solves: 2),
                       "the lint of Screen, whose text changed; Row's expansion and solves are kept")
        XCTAssertEqual(frames.json(), try IDEService().frames(for: edited).json())
    }

    func testAnswersAfterAnEditAreThoseOfAFreshAnalysis() throws {
        let path = folder.appendingPathComponent("Screen.kiss").path
        let service = IDEService()
        _ = service.diagnostics(for: IDEDocument(path: path, text: Array(text.utf8)))
        // Edits reach one layout or the other; each version is asked what a new service answers.
        let versions = [
            text.replacingOccurrences(of: "label(name).grow(1)", with: "label(name + \"!\").grow(1)"),
            text.replacingOccurrences(of: "label(\"Title\")", with: "label(\"A longer title\")"),
            text.replacingOccurrences(of: ".padding(16)", with: ".padding(24)"),
        ]
        for version in versions {
            let edited = IDEDocument(path: path, text: Array(version.utf8))
            let fresh = IDEService()
            XCTAssertEqual(service.diagnostics(for: edited).diagnostics, fresh.diagnostics(for: edited).diagnostics)
            for needle in ["label(", "view(.red)", "hstack", "vstack", "Row("] {
                let at = version.utf8.count - version.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count - needle.utf8.count
                XCTAssertEqual(service.hover(in: edited, at: at)?.markdown, fresh.hover(in: edited, at: at)?.markdown, "\(needle) in\n\(version)")
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            XCTAssertEqual(try encoder.encode(service.frames(for: edited)), try encoder.encode(fresh.frames(for: edited)))
        }
    }
}

/// In a file too large for a version to keep the lint's expansions (more than 16 layouts), a
/// hover expands the layouts it shows itself, sharing the subtrees the lint session kept
/// (`KeptExpansionReader`): after edits that keep, move and carry those, every hover is
/// what a new service answers.
final class HoverWithKeptExpansionsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-kept-hover")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var text: String {
        var text = "preview phone(width: 390)\npreview small(width: 320, scale: 2)\n\n"
        text += "layout Screen {\n  vstack {\n"
        for index in 0..<9 { text += "    Card\(index)(title: \"Card \(index)\")\n" }
        text += "    Card0(title: \"Again\").margin(top: 8)\n  }\n}\n\n"
        text += "layout Other {\n  hstack {\n"
        for index in 9..<18 { text += "    Card\(index)\n" }
        text += "  }\n}\n\n"
        for index in 0..<18 {
            text += """
                layout Card\(index)(title: "Title \(index)") {
                  hstack {
                    label(title, font: 15).grow(1).shrink(1)
                    Badge(text: "\(index)")
                  }.padding(8)
                }


                """
        }
        text += "layout Badge(text: \"0\") {\n  label(text, font: 11).padding(horizontal: 6).background(.red)\n}\n"
        return text
    }

    func testHoversAfterEditsAreThoseOfAFreshService() throws {
        let path = folder.appendingPathComponent("Catalogue.kiss").path
        let service = IDEService()
        let original = text
        let versions = [
            original,
            original.replacingOccurrences(of: "label(title, font: 15)", with: "label(title, font: 16)"),
            "// moved\n" + original,
            original.replacingOccurrences(of: "Badge(text: \"4\")", with: "Badge(text: \"four\")"),
            original,
        ]
        for (number, version) in versions.enumerated() {
            let edited = IDEDocument(path: path, text: Array(version.utf8))
            let fresh = IDEService()
            XCTAssertEqual(service.diagnostics(for: edited).diagnostics, fresh.diagnostics(for: edited).diagnostics)
            let lines = version.split(separator: "\n", omittingEmptySubsequences: false)
            var offset = 0
            var hovered = 0
            for line in lines {
                defer { offset += line.utf8.count + 1 }
                guard let first = line.firstIndex(where: { $0 != " " }), line[first].isLetter,
                      !line[first...].hasPrefix("layout"), !line[first...].hasPrefix("preview") else { continue }
                let at = offset + line.utf8.distance(from: line.startIndex, to: first)
                XCTAssertEqual(service.hover(in: edited, at: at)?.markdown, fresh.hover(in: edited, at: at)?.markdown,
                               "version \(number), line \(line)")
                hovered += 1
            }
            XCTAssertGreaterThan(hovered, 60)
        }
    }
}

extension HoverWithKeptExpansionsTests {
    /// Hovers on one version while the next versions are linted, from other threads: each
    /// hover takes the session's kept expansions only when the session is free and still at
    /// its version, and its answers are those worked out alone.
    func testHoversDuringLaterLintsAreThoseWorkedOutAlone() throws {
        let path = folder.appendingPathComponent("Catalogue.kiss").path
        let versions = (0..<6).map { index in
            index % 2 == 0 ? text : text.replacingOccurrences(of: "Badge(text: \"\(index)\")", with: "Badge(text: \"v\(index)\")")
        }
        let documents = versions.map { IDEDocument(path: path, text: Array($0.utf8)) }
        let offsets = (0..<18).map { index in
            let needle = "Badge(text: \"\(index)\")"
            return versions[0].utf8.count - versions[0].components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count
                - needle.utf8.count
        }
        // What each hover answers with nothing else running.
        let expected = documents.map { document in
            let alone = IDEService()
            return offsets.map { alone.hover(in: document, at: $0)?.markdown }
        }
        let service = IDEService()
        let answers = ResultSlots<[String?]>(count: documents.count)
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            for (index, document) in documents.enumerated() {
                if side == 0 {
                    _ = service.diagnostics(for: document)
                } else {
                    answers.set(index, offsets.map { service.hover(in: document, at: $0)?.markdown })
                }
            }
        }
        for (index, answer) in answers.values.enumerated() {
            XCTAssertEqual(answer, expected[index], "version \(index)")
        }
    }
}
