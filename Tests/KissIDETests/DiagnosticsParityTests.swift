import Foundation
import KissAnalysis
import KissIDE
import KissSyntax
import XCTest

/// The editor reports exactly what `kisslint` reports (tooling §4): the
/// same `Linter` run with the same configuration, for every example, every
/// diagnostics fixture of the analysis tests and a configured folder.
final class DiagnosticsParityTests: XCTestCase {
    // Symlinks resolved: the test folder may be linked into another package.
    static let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    static let tests = here.deletingLastPathComponent()
    static let fixtures = here.appendingPathComponent("Fixtures")

    /// What `kisslint lint FILE` finds (`LintRunner.lintSource`, minus the reporting).
    private func kisslint(_ path: String, configurations: ConfigurationLoader = ConfigurationLoader()) throws -> [Diagnostic] {
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let configuration = try configurations.configuration(for: path).get()
        let workspace = Workspace.enclosing(path)
        return Linter.lint(workspace.add(path: path, bytes: Array(bytes)), in: workspace, configuration: configuration).diagnostics
    }

    private func kissFiles(under folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { ($0 as? URL)?.standardizedFileURL.path }.filter { $0.hasSuffix(".kiss") }.sorted()
    }

    func testEveryExampleAndFixtureMatchesKisslint() throws {
        let root = Self.tests.deletingLastPathComponent()
        let files = kissFiles(under: root.appendingPathComponent("Examples"))
            + kissFiles(under: Self.tests.appendingPathComponent("KissAnalysisTests/Fixtures/diagnostics"))
            + [Self.fixtures.appendingPathComponent("config/Configured.kiss").path]
        XCTAssertGreaterThan(files.count, 10)
        let service = IDEService()
        for path in files {
            let text = Array(try XCTUnwrap(FileManager.default.contents(atPath: path)))
            let ide = service.diagnostics(for: IDEDocument(path: path, text: text))
            XCTAssertNil(ide.configurationError, path)
            XCTAssertEqual(ide.diagnostics, try kisslint(path), path)
        }
    }

    func testTheConfigurationShapesTheFindings() throws {
        let path = Self.fixtures.appendingPathComponent("config/Configured.kiss").path
        let text = Array(try XCTUnwrap(FileManager.default.contents(atPath: path)))
        let findings = IDEService().diagnostics(for: IDEDocument(path: path, text: text)).diagnostics
        XCTAssertFalse(findings.contains { $0.code.rawValue == "K403" }, "K403 is off in .kisslint.json")
        XCTAssertEqual(findings.first { $0.code.rawValue == "K401" }?.severity, .error)
    }

    func testClientRulesLayerOverTheFileConfiguration() throws {
        let path = Self.fixtures.appendingPathComponent("config/Configured.kiss").path
        let text = Array(try XCTUnwrap(FileManager.default.contents(atPath: path)))
        let service = IDEService(settings: IDESettings(rules: [DiagnosticCode("K401"): .severity(.hint), DiagnosticCode("K403"): .severity(.info)]))
        let findings = service.diagnostics(for: IDEDocument(path: path, text: text)).diagnostics
        XCTAssertEqual(findings.first { $0.code.rawValue == "K401" }?.severity, .hint)
        XCTAssertEqual(findings.first { $0.code.rawValue == "K403" }?.severity, .info)
    }

    func testAnUnusableConfigurationIsReportedAndTheFileStillAnalysed() throws {
        let path = Self.fixtures.appendingPathComponent("config/sub/Broken.kiss").path
        let text = Array(try XCTUnwrap(FileManager.default.contents(atPath: path)))
        let result = IDEService().diagnostics(for: IDEDocument(path: path, text: text))
        XCTAssertEqual(result.configurationError?.key, "rules.K999")
        XCTAssertTrue(result.configurationError?.path.hasSuffix("config/sub/.kisslint.json") ?? false)
    }
}
