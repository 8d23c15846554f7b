import Foundation
import KissAnalysis
import KissDatabase
@testable import KissIDE
import KissTestSupport
import XCTest

/// What the analysis database saves the editor: each file is parsed once per text, whichever
/// request or version reads it, and the answers read from the syntax run no lint.
final class DatabaseWorkTests: XCTestCase {
    private var folder: URL!
    private var screenPath: String { folder.appendingPathComponent("Screen.kiss").path }
    private var libraryPath: String { folder.appendingPathComponent("Library.kiss").path }

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-database")
        try Data(library.utf8).write(to: URL(fileURLWithPath: libraryPath))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let library = """
        layout Row(name: "x") {
          hstack {
            label(name).grow(1)
            view(.red).size(8)
          }
        }

        """

    private func screen(_ title: String) -> IDEDocument {
        let text = """
            import "Library.kiss"
            preview phone(width: 390)

            layout Screen {
              vstack {
                label("\(title)")
                Row(name: "Ada")
              }.padding(16).background(#F7F7F7)
            }

            """
        return IDEDocument(path: screenPath, text: Array(text.utf8))
    }

    private func parses(in log: [String]) -> [String] {
        log.filter { $0.hasPrefix("parse ") }.map { URL(fileURLWithPath: String($0.dropFirst(6))).lastPathComponent }
    }

    /// K403 searches the editor's buffers in the project too, saved or not (before, only the
    /// files on disk).
    func testAnUnsavedBufferUsingAComponentCountsForK403() {
        let library = Array("layout Gallery {\n  vstack { label(\"g\") }\n}\n\nlayout Tag(t: \"x\") {\n  label(t)\n}\n".utf8)
        let unsavedPath = folder.appendingPathComponent("Unsaved.kiss").path
        let unsaved = Array("import \"Library.kiss\"\nlayout U {\n  Tag(t: \"y\")\n}\n".utf8)
        let service = IDEService()
        XCTAssertEqual(service.diagnostics(for: IDEDocument(path: libraryPath, text: library)).diagnostics.map(\.code.rawValue), ["K403"])
        let withUnsaved = IDEDocument(path: libraryPath, text: library, openBuffers: [unsavedPath: unsaved])
        XCTAssertEqual(service.diagnostics(for: withUnsaved).diagnostics.map(\.code.rawValue), [], "the unsaved file uses Tag")
        XCTAssertEqual(service.diagnostics(for: IDEDocument(path: libraryPath, text: library)).diagnostics.map(\.code.rawValue), ["K403"],
                       "closed without being saved")
    }

    func testAKeystrokeParsesTheEditedFileAndNoImportedOne() {
        let service = IDEService()
        service.database.startLogging()
        XCTAssertEqual(service.diagnostics(for: screen("Title")).diagnostics.map(\.code.rawValue), [])
        XCTAssertEqual(parses(in: service.database.takeLog()).sorted(), ["Library.kiss", "Screen.kiss"])

        for title in ["Title!", "Title!!", "Tit"] {
            XCTAssertEqual(service.diagnostics(for: screen(title)).diagnostics.map(\.code.rawValue), [])
            XCTAssertEqual(parses(in: service.database.takeLog()), ["Screen.kiss"], "typing \(title)")
        }
    }

    func testAnImportedFileIsParsedAgainWhenItChanges() throws {
        let service = IDEService()
        XCTAssertEqual(service.diagnostics(for: screen("Title")).diagnostics.map(\.code.rawValue), [])
        service.database.startLogging()

        // Edited in the editor: its buffer is parsed; the screen sees the new parameter list.
        let edited = library.replacingOccurrences(of: "Row(name: \"x\")", with: "Row(title: \"x\")")
            .replacingOccurrences(of: "label(name)", with: "label(title)")
        var document = screen("Title")
        document.openBuffers = [libraryPath: Array(edited.utf8)]
        XCTAssertEqual(service.diagnostics(for: document).diagnostics.map(\.code.rawValue), ["K104"])
        XCTAssertEqual(parses(in: service.database.takeLog()), ["Library.kiss"])

        // Closed unsaved: the disk's text counts again.
        XCTAssertEqual(service.diagnostics(for: screen("Title")).diagnostics.map(\.code.rawValue), [])

        // Saved, and the editor says so.
        try Data(edited.utf8).write(to: URL(fileURLWithPath: libraryPath))
        service.invalidate(files: [libraryPath])
        _ = service.database.takeLog()
        XCTAssertEqual(service.diagnostics(for: screen("Title")).diagnostics.map(\.code.rawValue), ["K104"])
        XCTAssertEqual(parses(in: service.database.takeLog()), ["Library.kiss"])
    }

    func testAServiceIsFreedWithWhatItAnalysed() {
        weak var released: IDEService?
        weak var database: Database?
        do {
            let service = IDEService()
            released = service
            database = service.database
            XCTAssertEqual(service.diagnostics(for: screen("Title")).diagnostics.map(\.code.rawValue), [])
            XCTAssertNotNil(service.hover(in: screen("Title"), at: 70))
        }
        XCTAssertNil(released, "nothing it keeps holds it")
        XCTAssertNil(database, "the analyses its database keeps do not keep the database")
    }

    /// A project marker made in the document's folder moves its workspace root there, so the
    /// import of a file above it now leaves the workspace (K109): seen when the editor reports
    /// the new file, and, unreported, when the service next looks at the disk again.
    func testAMarkerMadeMeanwhileMovesTheRoot() throws {
        let subfolder = folder.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
        let text = "import \"../Library.kiss\"\npreview phone(width: 390)\n\nlayout Screen {\n  vstack {\n    Row(name: \"Ada\")\n  }\n}\n"
        let document = IDEDocument(path: subfolder.appendingPathComponent("Screen.kiss").path, text: Array(text.utf8))
        let marker = subfolder.appendingPathComponent(".kisslint.json")
        for reported in [true, false] {
            let service = IDEService()
            XCTAssertEqual(service.diagnostics(for: document).diagnostics.map(\.code.rawValue), [])
            try Data("{}".utf8).write(to: marker)
            if reported { service.invalidate(files: [marker.path]) } else { service.refreshDiskInputs(force: true) }
            XCTAssertEqual(service.diagnostics(for: document).diagnostics.map(\.code.rawValue), ["K109", "K106"], "reported: \(reported)")
            try FileManager.default.removeItem(at: marker)
        }
    }

    func testAnswersReadFromTheSyntaxRunNoLint() {
        let service = IDEService()
        service.database.startLogging()
        let document = screen("Title")
        let before = AnalysisWork.counts
        XCTAssertFalse(service.foldingSpans(for: document).isEmpty)
        XCTAssertEqual(service.colors(in: document).count, 1)
        XCTAssertEqual(service.outline(of: document).map(\.name), ["Library.kiss", "phone", "Screen"])
        XCTAssertFalse(service.semanticTokens(for: document).isEmpty)
        XCTAssertFalse(service.selectionSpans(for: document, at: 60).isEmpty)
        XCTAssertEqual((AnalysisWork.counts - before).lints, 0)

        // The lint that follows parses nothing again.
        XCTAssertEqual(service.diagnostics(for: document).diagnostics.map(\.code.rawValue), [])
        XCTAssertEqual((AnalysisWork.counts - before).lints, 1)
        XCTAssertEqual(parses(in: service.database.takeLog()).sorted(), ["Library.kiss", "Screen.kiss"])
    }

    func testRequestsAboutOneVersionShareOneLintEvenWhenTheyArriveTogether() {
        let service = IDEService()
        XCTAssertEqual(service.diagnostics(for: screen("Title")).diagnostics.map(\.code.rawValue), [])
        for round in 0..<5 {
            let document = screen("Title \(round)")
            let before = AnalysisWork.counts
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                if index % 2 == 0 {
                    XCTAssertEqual(service.diagnostics(for: document).diagnostics.map(\.code.rawValue), [])
                } else {
                    XCTAssertNotNil(service.hover(in: document, at: 70))
                }
            }
            XCTAssertEqual((AnalysisWork.counts - before).lints, 1, "round \(round)")
        }
    }

    /// A file on disk changes (the editor did not say so, or said that anything may have):
    /// the open document that imports it is analysed again and sees the change, while an open
    /// document that does not read it keeps its analysis — nothing but recorded inputs tells
    /// which analyses a change on disk reaches (before, any changed file made every one stale).
    func testAChangeOnDiskReanalysesOnlyTheDocumentsThatReadTheFile() throws {
        let otherPath = folder.appendingPathComponent("Other.kiss").path
        let other = Array("preview phone(width: 390)\n\nlayout Other {\n  vstack {\n    label(\"o\")\n  }\n}\n".utf8)
        let edited = library.replacingOccurrences(of: "Row(name: \"x\")", with: "Row(title: \"x\")")
            .replacingOccurrences(of: "label(name)", with: "label(title)")
        for reported in [false, true] {
            try Data(library.utf8).write(to: URL(fileURLWithPath: libraryPath))
            var screen = screen("Title")
            screen.openBuffers = [otherPath: other]
            let otherDocument = IDEDocument(path: otherPath, text: other, openBuffers: [screenPath: screen.text])
            let service = IDEService()
            XCTAssertEqual(service.diagnostics(for: screen).diagnostics.map(\.code.rawValue), [])
            XCTAssertEqual(service.diagnostics(for: otherDocument).diagnostics.map(\.code.rawValue), [])
            service.database.startLogging()

            try Data(edited.utf8).write(to: URL(fileURLWithPath: libraryPath))
            if reported { service.invalidate() } else { service.refreshDiskInputs(force: true) }
            XCTAssertEqual(service.diagnostics(for: screen).diagnostics.map(\.code.rawValue), ["K104"], "reported: \(reported)")
            XCTAssertEqual(service.diagnostics(for: otherDocument).diagnostics.map(\.code.rawValue), [], "reported: \(reported)")
            let analyses = service.database.takeLog().filter { $0.hasPrefix("analyse ") }
                .map { URL(fileURLWithPath: String($0.dropFirst(8))).lastPathComponent }
            XCTAssertEqual(analyses, ["Screen.kiss"], "reported: \(reported)")
        }
    }

    /// Two open documents: typing in one that neither imports the other nor changes its uses of
    /// the other's layouts leaves the other's analysis as it was; a new use re-analyses it.
    func testTypingInAnotherOpenFileReanalysesOnlyWhatItReaches() throws {
        let otherPath = folder.appendingPathComponent("Other.kiss").path
        let other = Array("""
            layout Plain {
              vstack {
                label("p")
              }
            }

            layout Badge(text: "x") {
              label(text)
            }

            """.utf8)
        func screenText(_ body: String, imports: Bool = false) -> [UInt8] {
            Array(((imports ? "import \"Other.kiss\"\n" : "") + "preview phone(width: 390)\n\nlayout Screen {\n  vstack {\n    \(body)\n  }\n}\n").utf8)
        }
        func documents(_ screen: [UInt8]) -> (screen: IDEDocument, other: IDEDocument) {
            (IDEDocument(path: screenPath, text: screen, openBuffers: [otherPath: other]),
             IDEDocument(path: otherPath, text: other, openBuffers: [screenPath: screen]))
        }
        // K403 searches the project's files on disk, each as its open buffer holds it.
        try Data(screenText("label(\"Title\")")).write(to: URL(fileURLWithPath: screenPath))
        try Data(other).write(to: URL(fileURLWithPath: otherPath))
        let service = IDEService()
        var open = documents(screenText("label(\"Title\")"))
        XCTAssertEqual(service.diagnostics(for: open.other).diagnostics.map(\.code.rawValue), ["K403"])
        for title in ["Title!", "Title!!"] {
            open = documents(screenText("label(\"\(title)\")"))
            XCTAssertEqual(service.diagnostics(for: open.screen).diagnostics.map(\.code.rawValue), [])
            let before = AnalysisWork.counts
            XCTAssertEqual(service.diagnostics(for: open.other).diagnostics.map(\.code.rawValue), ["K403"])
            XCTAssertNotNil(service.hover(in: open.other, at: 30))
            XCTAssertEqual((AnalysisWork.counts - before).lints, 0, "typing \(title) in Screen")
        }
        open = documents(screenText("Badge(text: \"new\")", imports: true))
        let before = AnalysisWork.counts
        XCTAssertEqual(service.diagnostics(for: open.other).diagnostics.map(\.code.rawValue), [], "Badge is used now")
        XCTAssertEqual((AnalysisWork.counts - before).lints, 1)
        XCTAssertEqual(service.diagnostics(for: open.other).diagnostics.map(\.code.rawValue),
                       IDEService().diagnostics(for: open.other).diagnostics.map(\.code.rawValue))
    }
}

/// Requests about different versions of two documents, from several threads at once: each
/// request sets the database's inputs to its own version, so the others' snapshots are
/// cancelled under them, shared lints are given up and taken over, and analyses are computed
/// alone. Whatever the interleaving, every answer must be the one a fresh service gives for
/// that request's version.
final class DatabaseConcurrencyTests: XCTestCase {
    func testConcurrentRequestsForDifferentVersionsGetTheirOwnVersionsAnswers() throws {
        let folder = try ProjectFolder.make("kiss-database-concurrency")
        defer { try? FileManager.default.removeItem(at: folder) }
        let libraryPath = folder.appendingPathComponent("Library.kiss").path
        let screenPath = folder.appendingPathComponent("Screen.kiss").path
        let library = { (parameter: String) in
            "layout Row(\(parameter): \"x\") {\n  hstack {\n    label(\(parameter)).grow(1)\n    view(.red).size(8)\n  }\n}\n"
        }
        let screen = { (title: String, width: Int) in
            "import \"Library.kiss\"\npreview phone(width: \(width))\n\nlayout Screen {\n  vstack {\n    label(\"\(title)\")\n    Row(name: \"Ada\")\n  }.padding(16)\n}\n"
        }
        try Data(library("name").utf8).write(to: URL(fileURLWithPath: libraryPath))
        try Data(screen("Title", 390).utf8).write(to: URL(fileURLWithPath: screenPath))
        // Versions that differ in what they report: the screen's text, and the library's open
        // buffer (with another parameter name, `Row(name:)` is K104).
        var versions: [IDEDocument] = []
        for (index, title) in ["Title", "Other title", "A much longer title that wraps"].enumerated() {
            for buffer in [nil, library("title")] {
                versions.append(IDEDocument(path: screenPath, text: Array(screen(title, 320 + 70 * index).utf8),
                                            openBuffers: buffer.map { [libraryPath: Array($0.utf8)] } ?? [:]))
            }
        }
        @Sendable func answers(_ service: IDEService, _ document: IDEDocument) -> String {
            let diagnostics = service.diagnostics(for: document).diagnostics.map { "\($0.code) \($0.range) \($0.message)" }
            let hover = service.hover(in: document, at: 70)?.markdown ?? "-"
            let frames = (try? service.frames(for: document).layouts.map { "\($0)" }) ?? []
            let syntax = service.outline(of: document).map(\.name) + service.semanticTokens(for: document).map { "\($0.range)" }
            return (diagnostics + [hover] + frames + syntax).joined(separator: "\n")
        }
        let all = versions
        let expected = all.map { answers(IDEService(), $0) }
        XCTAssertEqual(Set(expected).count, all.count, "every version answers differently")

        let service = IDEService()
        let mismatches = ResultList()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var generator = SplitMix64(seed: UInt64(thread + 1))
            for _ in 0..<24 {
                let index = Int(generator.next() % UInt64(all.count))
                let answer = answers(service, all[index])
                if answer != expected[index] { mismatches.append("thread \(thread), version \(index):\n\(answer)\n--- fresh:\n\(expected[index])") }
            }
        }
        XCTAssertEqual(mismatches.values, [])
    }
}

private final class ResultList: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String] = []
    func append(_ value: String) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}
