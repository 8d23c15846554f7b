import Foundation
import KissAnalysis
import KissSyntax
import XCTest

final class SuppressionAndConfigurationTests: XCTestCase {
    private func lint(_ text: String, configuration: Configuration = .empty) -> [Diagnostic] {
        let workspace = Workspace(root: "/virtual")
        let file = workspace.add(path: "/virtual/Card.kiss", bytes: Array(text.utf8))
        return Linter.lint(file, in: workspace, configuration: configuration).diagnostics
    }

    func testNextLineSuppressesOnlyTheNamedCodeOnTheNextLine() {
        let diagnostics = lint("""
        layout Card {
          vstack {
            // kisslint-disable-next-line K102
            label("a").paddin(1)
            label("b").paddin(2)
          }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K102"])
        XCTAssertEqual(diagnostics.first?.range.lowerBound, Array("layout Card {\n  vstack {\n    // kisslint-disable-next-line K102\n    label(\"a\").paddin(1)\n    label(\"b\").".utf8).count)
    }

    func testBlockAndFileSuppressions() {
        let diagnostics = lint("""
        // kisslint-disable-file K101
        layout Card {
          vstack {
            /* kisslint-disable K102 */
            label("a").paddin(1)
            lable("x")
            /* kisslint-enable K102 */
            label("b").paddin(2)
          }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K102"], "\(diagnostics.map(\.message))")
    }

    func testUnusedAndUnknownSuppressionsAreReported() {
        let diagnostics = lint("""
        layout Card {
          // kisslint-disable-next-line K201
          label("fine")
          // kisslint-disable-next-line K999
          label("also fine")
        }
        """)
        // The second label is a second root element (K019), sorted between the two comments.
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K406", "K406", "K019"])
        let unused = diagnostics.filter { $0.code.rawValue == "K406" }
        XCTAssertEqual(unused.count, 2)
        XCTAssertTrue(unused[0].message.contains("suppresses nothing"))
        XCTAssertTrue(unused[0].tags.contains(.unnecessary))
        XCTAssertEqual(unused[0].fixes.first?.isSafe, true)
        XCTAssertTrue(unused[1].message.contains("not a diagnostic code"))
    }

    func testSyntaxErrorsCannotBeSuppressed() {
        let diagnostics = lint("// kisslint-disable-file\nlayout Card {\n  label(\"x\"\n}\n")
        XCTAssertTrue(diagnostics.contains { $0.code.rawValue == "K013" })
    }

    func testConfiguredSeveritiesAndOff() {
        var configuration = Configuration()
        configuration.rules = [DiagnosticCode("K102"): .severity(.warning), DiagnosticCode("K101"): .off]
        let diagnostics = lint("layout Card {\n  vstack {\n    lable(\"x\")\n    label(\"y\").paddin(1)\n  }\n}\n", configuration: configuration)
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K102"])
        XCTAssertEqual(diagnostics.first?.severity, .warning)
    }

    private func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try body(folder)
    }

    func testDiscoveryExtendsAndMerging() throws {
        try withFolder([
            ".kisslint.json": #"{ "rules": { "K403": "off", "K102": "warning" }, "previews": [{ "name": "se", "width": 320 }] }"#,
            "App/.kisslint.json": #"{ "extends": "../.kisslint.json", "rules": { "K102": "error" }, "exclude": ["Generated/**"] }"#,
            "App/Screens/Card.kiss": "layout Card { label(\"x\") }",
        ]) { folder in
            let loader = ConfigurationLoader()
            let configuration = try loader.configuration(for: folder.appendingPathComponent("App/Screens/Card.kiss").path).get()
            XCTAssertEqual(configuration.rules[DiagnosticCode("K403")], .off, "inherited")
            XCTAssertEqual(configuration.rules[DiagnosticCode("K102")], .severity(.error), "overridden by the nearer file")
            XCTAssertEqual(configuration.previews.map(\.name), ["se"])
            XCTAssertFalse(configuration.includes(folder.appendingPathComponent("App/Generated/X.kiss").standardizedFileURL.path))
            XCTAssertTrue(configuration.includes(folder.appendingPathComponent("App/Screens/Card.kiss").standardizedFileURL.path))
        }
    }

    func testInvalidConfigurationNamesPathAndKey() throws {
        let cases: [(String, String)] = [
            (#"{ "rulez": {} }"#, "rulez"),
            (#"{ "rules": { "K999": "off" } }"#, "rules.K999"),
            (#"{ "rules": { "K201": "loud" } }"#, "rules.K201"),
            (#"{ "previews": [{ "name": "x", "width": -3 }] }"#, "previews[0].width"),
            (#"{ "fonts": [{ "family": "system", "path": "missing.ttf" }] }"#, "fonts[0].path"),
            (#"{ "extends": "nowhere.json" }"#, "extends"),
            ("{ not json", ""),
        ]
        for (text, key) in cases {
            try withFolder([".kisslint.json": text, "Card.kiss": "layout Card { label(\"x\") }"]) { folder in
                let result = ConfigurationLoader().configuration(for: folder.appendingPathComponent("Card.kiss").path)
                guard case .failure(let error) = result else { return XCTFail("\(text) should be rejected") }
                XCTAssertEqual(error.key, key, text)
                XCTAssertTrue(error.path.hasSuffix(".kisslint.json"))
            }
        }
    }

    func testExtendsCycleIsAnError() throws {
        try withFolder(["a.json": #"{ "extends": "b.json" }"#, "b.json": #"{ "extends": "a.json" }"#]) { folder in
            let result = ConfigurationLoader(explicitPath: folder.appendingPathComponent("a.json").path).configuration(for: "/x.kiss")
            guard case .failure(let error) = result else { return XCTFail("a cycle must be rejected") }
            XCTAssertEqual(error.key, "extends")
        }
    }

    func testGlobs() {
        XCTAssertTrue(Glob("**/*.kiss").matches("a/b/c.kiss"))
        XCTAssertTrue(Glob("**/*.kiss").matches("c.kiss"))
        XCTAssertFalse(Glob("*.kiss").matches("a/c.kiss"))
        XCTAssertTrue(Glob("Generated/**").matches("Generated/x/y.kiss"))
        XCTAssertTrue(Glob("Generated").matches("Generated/y.kiss"))
        XCTAssertFalse(Glob("Generated/**").matches("Sources/Generated.kiss"))
        XCTAssertTrue(Glob("Card?.kiss").matches("Card1.kiss"))
    }
}
