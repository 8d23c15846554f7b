import Foundation
@testable import KissAnalysis
import KissSyntax
import XCTest

/// K403 reads every `.kiss` file of the project; a lint whose K403 findings could not be
/// shown (disabled for the whole file, or off in the configuration) reads none of them
/// (issue 45).
final class UnusedLayoutReadsTests: XCTestCase {
    /// Reads the disk, and remembers what it read.
    final class CountingProvider: SourceProvider, @unchecked Sendable {
        private let lock = NSLock()
        private var readPaths: [String] = []

        var paths: [String] {
            lock.lock()
            defer { lock.unlock() }
            return readPaths
        }

        func contents(ofFile path: String) -> [UInt8]? {
            if case .contents(let bytes) = read(path, confinedTo: "/") { return bytes }
            return nil
        }

        func read(_ path: String, confinedTo root: String) -> SourceFileReader.Outcome {
            lock.lock()
            readPaths.append(path)
            lock.unlock()
            return SourceFileReader.read(path, confinedTo: root)
        }
    }

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-k403-reads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        // A sibling that uses nothing of Screen.kiss: K403 would have to read it to know.
        try Data("layout Other {\n  Sibling()\n}\nlayout Sibling(x: 1) { view }\n".utf8).write(to: folder.appendingPathComponent("Other.kiss"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private static let screen = "layout Screen {\n  Card(title: \"a\")\n}\nlayout Card(title: \"t\") { label(title) }\nlayout Unused(title: \"t\") { label(title) }\n"

    private func lint(_ text: String, configuration: Configuration = .empty) -> (diagnostics: [Diagnostic], read: [String]) {
        let provider = CountingProvider()
        let path = folder.appendingPathComponent("Screen.kiss").path
        let workspace = Workspace(root: folder.path, provider: provider)
        let file = workspace.add(path: path, bytes: Array(text.utf8))
        let result = Linter.lint(file, in: workspace, configuration: configuration)
        return (result.diagnostics, provider.paths.map { URL(fileURLWithPath: $0).lastPathComponent })
    }

    func testK403ReadsTheProjectWhenItCanReport() {
        let (diagnostics, read) = lint(Self.screen)
        XCTAssertEqual(diagnostics.map(\.code), [.unusedLayout])
        XCTAssertEqual(read, ["Other.kiss"])
    }

    func testAFileDisablingK403ReadsNoOtherFile() {
        let (diagnostics, read) = lint("// kisslint-disable-file K403 -- shown from Swift\n" + Self.screen)
        XCTAssertEqual(read, [])
        // Whether the directive hides anything is not known without the search: no K406.
        XCTAssertEqual(diagnostics.map(\.code), [])
    }

    func testK403OffInTheConfigurationReadsNoOtherFile() {
        var configuration = Configuration()
        configuration.rules[.unusedLayout] = .off
        let (diagnostics, read) = lint(Self.screen, configuration: configuration)
        XCTAssertEqual(read, [])
        XCTAssertEqual(diagnostics.map(\.code), [])
    }

    func testAFileWithoutComponentsReadsNoOtherFileAndItsDirectiveIsStillUnused() {
        let (diagnostics, read) = lint("// kisslint-disable-file K403\nlayout Screen { label(\"x\") }\n")
        XCTAssertEqual(read, [])
        XCTAssertEqual(diagnostics.map(\.code), [.unusedSuppression])
    }
}
