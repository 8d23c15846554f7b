import Foundation
import KissAnalysis
@testable import KissIDE
import KissSyntax
import KissTestSupport
import XCTest

final class IDEServiceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-ide")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func document(_ name: String, _ text: String, buffers: [String: String] = [:]) -> IDEDocument {
        IDEDocument(path: folder.appendingPathComponent(name).path, text: Array(text.utf8),
                    openBuffers: Dictionary(uniqueKeysWithValues: buffers.map { (folder.appendingPathComponent($0.key).path, Array($0.value.utf8)) }))
    }

    private func offset(of needle: String, in text: String) -> Int {
        text.utf8.count - text.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count - needle.utf8.count
    }

    /// A row sharing a file with its screen, with a preview of its own (`for: Row`): frames and
    /// hover show it at that preview, not at the screen's height, and the screen at the file's.
    func testALayoutWithItsOwnPreviewIsShownAtIt() throws {
        let text = "preview phone(width: 390, height: 844)\npreview row(width: 390, for: Row)\n\nlayout Row {\n  hstack {\n    label(\"Wi-Fi\")\n  }.padding(12)\n}\n\nlayout Screen {\n  vstack {\n    Row()\n  }\n}\n"
        let service = IDEService()
        let report = try service.frames(for: document("A.kiss", text))
        XCTAssertEqual(report.layouts.map { "\($0.name)@\($0.preview.name)" }, ["Row@row", "Screen@phone"])
        let row = try XCTUnwrap(service.hover(in: document("A.kiss", text), at: offset(of: "Row {", in: text)))
        XCTAssertTrue(row.markdown.contains("**row**") || row.markdown.contains("row ("), row.markdown)
        XCTAssertFalse(row.markdown.contains("phone"), row.markdown)
        let label = try XCTUnwrap(service.hover(in: document("A.kiss", text), at: offset(of: "label", in: text)))
        XCTAssertTrue(label.markdown.contains("In `Row` at its own previews:\n- **row** (390)"), label.markdown)
        XCTAssertTrue(label.markdown.contains("In `Screen`, through `Row`"), label.markdown)
    }

    func testSettingsPreviewsApplyWhenNeitherTheFileNorTheConfigurationDeclaresAny() throws {
        let text = "layout A {\n  label(\"Hi\")\n}\n"
        let service = IDEService(settings: IDESettings(previews: [Preview(name: "watch", width: 184)]))
        let report = try service.frames(for: document("A.kiss", text))
        XCTAssertEqual(report.layouts.map(\.preview.name), ["watch"])
        XCTAssertEqual(report.layouts.first?.root.frame?.width, 184)
        let hover = try XCTUnwrap(service.hover(in: document("A.kiss", text), at: offset(of: "label", in: text)))
        XCTAssertTrue(hover.markdown.contains("- **watch** (184): frame x 0 y 0 width 184 height 20.67"), hover.markdown)

        // The file's own previews win.
        let declared = "preview phone(width: 390)\n" + text
        XCTAssertEqual(try service.frames(for: document("A.kiss", declared)).layouts.map(\.preview.name), ["phone"])
    }

    func testFramesForOnePreviewAndAnUnknownOne() throws {
        let text = "preview se(width: 320)\npreview phone(width: 390)\nlayout A {\n  vstack { label(\"Hi\") }\n}\n"
        let service = IDEService()
        let report = try service.frames(for: document("A.kiss", text), preview: "phone", displayPath: "A.kiss")
        XCTAssertEqual(report.file, "A.kiss")
        XCTAssertEqual(report.layouts.map(\.preview.name), ["phone"])
        XCTAssertEqual(report.layouts.first?.root.children.first?.frame?.height ?? 0, 20.67, accuracy: 0.01)
        XCTAssertThrowsError(try service.frames(for: document("A.kiss", text), preview: "tablet")) { error in
            XCTAssertEqual((error as? IDERequestError)?.message, "no preview named 'tablet'; this file's previews are se, phone")
        }
    }

    func testAnOpenBufferWinsOverTheDiskForImports() throws {
        try Data("layout Chip {\n  label(\"disk\")\n}\n".utf8).write(to: folder.appendingPathComponent("Chip.kiss"))
        let text = "import \"Chip.kiss\"\nlayout A {\n  vstack { Chip }\n}\n"
        let service = IDEService()
        let onDisk = try XCTUnwrap(service.hover(in: document("A.kiss", text), at: offset(of: "Chip }", in: text)))
        XCTAssertTrue(onDisk.markdown.contains("width 390"), onDisk.markdown)
        let edited = document("A.kiss", text, buffers: ["Chip.kiss": "/// Edited.\nlayout Chip {\n  label(\"buffer\").width(77)\n}\n"])
        let inBuffer = try XCTUnwrap(service.hover(in: edited, at: offset(of: "Chip }", in: text)))
        XCTAssertTrue(inBuffer.markdown.contains("Edited."), inBuffer.markdown)
        XCTAssertTrue(inBuffer.markdown.contains("width 77: fixed by `.width` (77)"), inBuffer.markdown)
    }

    func testInvalidationRereadsTheConfiguration() throws {
        let text = "layout A {\n  label(\"Hi\").mystery(1)\n}\n"
        let service = IDEService()
        XCTAssertEqual(service.diagnostics(for: document("A.kiss", text)).diagnostics.first { $0.code.rawValue == "K102" }?.severity, .error)
        try Data(#"{ "rules": { "K102": "off" } }"#.utf8).write(to: folder.appendingPathComponent(".kisslint.json"))
        // (Unreported, the change is seen when the service next reads the disk again, within
        // `diskRereadInterval`: how soon is not pinned here.)
        service.invalidate(files: [folder.appendingPathComponent(".kisslint.json").path])
        XCTAssertFalse(service.diagnostics(for: document("A.kiss", text)).diagnostics.contains { $0.code.rawValue == "K102" })
    }

    /// A configuration is a database query over loaded inputs (issue 48): editing one on disk
    /// and reporting it analyses again the documents it configures and no other.
    func testAnEditedConfigurationReanalysesOnlyTheDocumentsUnderIt() throws {
        let text = "layout A {\n  label(\"Hi\").mystery(1)\n}\n"
        for name in ["One", "Two"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appendingPathComponent("\(name)/.kisslint.json"))
        }
        let service = IDEService()
        // Both open, as the editor sends them: each request lists the other's buffer.
        func codes(_ name: String) -> [String] {
            let other = name == "One" ? "Two" : "One"
            return service.diagnostics(for: document("\(name)/A.kiss", text, buffers: ["\(other)/A.kiss": text])).diagnostics.map(\.code.rawValue)
        }
        XCTAssertTrue(codes("One").contains("K102"))
        XCTAssertTrue(codes("Two").contains("K102"))
        service.database.startLogging()
        XCTAssertTrue(codes("One").contains("K102"))
        XCTAssertTrue(codes("Two").contains("K102"))
        XCTAssertEqual(service.database.takeLog().filter { $0.hasPrefix("analyse ") }, [], "nothing changed")

        let configuration = folder.appendingPathComponent("One/.kisslint.json")
        try Data(#"{ "rules": { "K102": "off" } }"#.utf8).write(to: configuration)
        service.invalidate(files: [configuration.path])
        _ = service.database.takeLog()
        XCTAssertFalse(codes("One").contains("K102"), "the rule is off under One")
        XCTAssertTrue(codes("Two").contains("K102"), "Two has its own configuration")
        let analysed = service.database.takeLog().filter { $0.hasPrefix("analyse ") }.map { URL(fileURLWithPath: String($0.dropFirst(8))) }
        XCTAssertEqual(analysed.map { $0.deletingLastPathComponent().lastPathComponent }, ["One"])

        // Turned on again: seen the same way.
        try Data("{}".utf8).write(to: configuration)
        service.invalidate(files: [configuration.path])
        XCTAssertTrue(codes("One").contains("K102"))
    }

    func testHoverOnBlankSpaceShowsNothing() {
        let text = "layout A {\n  vstack {\n\n    label(\"Hi\")\n  }\n}\n"
        XCTAssertNil(IDEService().hover(in: document("A.kiss", text), at: offset(of: "\n\n", in: text) + 1))
    }

    func testConcurrentRequestsAgree() {
        let text = "preview phone(width: 390)\nlayout A {\n  hstack { label(\"Hi\").grow(1); view() }\n}\n"
        let service = IDEService()
        let document = document("A.kiss", text)
        let at = offset(of: "label", in: text)
        let expected = service.hover(in: document, at: at)
        let results = Locked([Hover?]())
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let hover = index.isMultiple(of: 2) ? service.hover(in: document, at: at) : expected
            _ = service.diagnostics(for: document)
            if index.isMultiple(of: 5) { service.invalidate() }
            results.append(hover)
        }
        XCTAssertEqual(results.values.count, 16)
        XCTAssertTrue(results.values.allSatisfy { $0 == expected })
    }
}

/// A value shared by concurrent test work.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    var values: Value { lock.lock(); defer { lock.unlock() }; return value }
    func append<Element>(_ element: Element) where Value == [Element] { lock.lock(); value.append(element); lock.unlock() }
}

/// The cache between requests, seen from inside.
final class AnalysisReuseTests: XCTestCase {
    func testHoverSolvesEachLayoutOncePerVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-ide-reuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{}".utf8).write(to: folder.appendingPathComponent(".kisslint.json"))
        let text = "preview se(width: 320)\npreview phone(width: 390)\nlayout A {\n  vstack { label(\"Hi\") }\n}\n"
        let document = IDEDocument(path: folder.appendingPathComponent("A.kiss").path, text: Array(text.utf8))
        let service = IDEService()
        _ = service.diagnostics(for: document)
        let analyzed = service.analysis(of: document)
        XCTAssertEqual(analyzed.previews.map(\.name), ["se", "phone"])
        XCTAssertTrue(service.analysis(of: document) === analyzed, "the same version is analysed once")
        let syntax = try XCTUnwrap(analyzed.file.tree.sourceFile.layouts.first)
        let layout = try XCTUnwrap(analyzed.layout(syntax))
        XCTAssertTrue(analyzed.layout(syntax)?.root === layout.root, "expanded again")
        for preview in analyzed.previews {
            let first = try XCTUnwrap(analyzed.solve(layout, at: preview))
            XCTAssertTrue(analyzed.solve(layout, at: preview)?.root === first.root, "solved again at \(preview.name)")
        }
        let edited = IDEDocument(path: document.path, text: Array(text.replacingOccurrences(of: "Hi", with: "Ho").utf8))
        XCTAssertFalse(service.analysis(of: edited) === analyzed)
    }

    func testKeptLayoutsAreBoundedByTheStore() throws {
        let count = LayoutExpansion.capacity + 8
        let text = (0..<count).map { "layout L\($0) {\n  label(\"\($0)\")\n}\n" }.joined()
        let document = IDEDocument(path: "/nonexistent-root/Many.kiss", text: Array(text.utf8))
        let service = IDEService()
        let analyzed = service.analysis(of: document)
        let syntaxes = analyzed.file.tree.sourceFile.layouts
        let first = try XCTUnwrap(analyzed.layout(syntaxes[0]))
        XCTAssertTrue(analyzed.layout(syntaxes[0])?.root === first.root, "kept while there is room")
        for syntax in syntaxes.dropFirst() { _ = analyzed.layout(syntax) }
        let last = try XCTUnwrap(analyzed.layout(syntaxes[count - 1]))
        XCTAssertTrue(analyzed.layout(syntaxes[count - 1])?.root === last.root, "the newest is kept")
        XCTAssertFalse(analyzed.layout(syntaxes[0])?.root === first.root, "hovering every layout of a large file does not keep them all")
    }

    /// Issue 48: a layout's expansion and solves are the store's, keyed by the layout's anchor
    /// and kept while its fingerprint holds, so typing in one layout (or above the others)
    /// leaves what hovers and hints worked out for the others as it is.
    func testAnEditInOneLayoutKeepsTheOthersExpansionsAndSolves() throws {
        let text = "layout A {\n  vstack { label(\"Hi\") }\n}\nlayout B {\n  hstack { label(\"B\").grow(1) }\n}\n"
        let path = "/nonexistent-root/Two.kiss"
        let service = IDEService()
        let before = service.analysis(of: IDEDocument(path: path, text: Array(text.utf8)))
        let layoutB = try XCTUnwrap(before.layout(before.file.tree.sourceFile.layouts[1]))
        let solvedB = try XCTUnwrap(before.solve(layoutB, at: .standard))
        let layoutA = try XCTUnwrap(before.layout(before.file.tree.sourceFile.layouts[0]))

        // Text typed in A, above B: B moved, its text did not change.
        let edited = text.replacingOccurrences(of: "Hi", with: "Hello there")
        let after = service.analysis(of: IDEDocument(path: path, text: Array(edited.utf8)))
        XCTAssertFalse(after === before)
        let counts = AnalysisWork.counts
        let movedB = try XCTUnwrap(after.layout(after.file.tree.sourceFile.layouts[1]))
        XCTAssertTrue(movedB.root === layoutB.root, "B is not expanded again")
        XCTAssertEqual(movedB.declaration.syntax.node.range.lowerBound, after.file.tree.sourceFile.layouts[1].node.range.lowerBound,
                       "the kept expansion is B as declared in this version")
        XCTAssertTrue(after.solve(movedB, at: .standard)?.root === solvedB.root, "B is not solved again")
        XCTAssertEqual(AnalysisWork.counts - counts, AnalysisWork.Counts(lints: 0, expansions: 0, solves: 0))
        let editedA = try XCTUnwrap(after.layout(after.file.tree.sourceFile.layouts[0]))
        XCTAssertFalse(editedA.root === layoutA.root, "A, whose text changed, is expanded again")
    }
}


extension AnalysisReuseTests {
    /// A version cancelled while it waited for the document's session is not linted, and what
    /// the session keeps is still right for the next version.
    func testACancelledVersionIsNotLinted() throws {
        let text = "layout A {\n  hstack {\n    view\n  }\n}\n"
        let service = IDEService()
        let stale = IDEDocument(path: "/nonexistent-root/A.kiss", text: Array(text.utf8))
        XCTAssertNil(service.diagnostics(for: stale, isCancelled: { true }))
        XCTAssertNil(service.hover(in: stale, at: 20, isCancelled: { true }))
        let current = IDEDocument(path: stale.path, text: Array(text.replacingOccurrences(of: "view", with: "view\n    view").utf8))
        let found = try XCTUnwrap(service.diagnostics(for: current, isCancelled: { false }))
        XCTAssertEqual(found.diagnostics.map(\.code.rawValue), ["K201", "K202", "K201", "K202"])
        XCTAssertEqual(found.diagnostics.map(\.message), service.diagnostics(for: current).diagnostics.map(\.message))
    }
}
