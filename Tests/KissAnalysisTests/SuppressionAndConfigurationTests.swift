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

    func testAnAbsoluteExtendsPathIsTakenAsItIs() throws {
        try withFolder(["base.json": #"{ "rules": { "K403": "off" } }"#, "App/Card.kiss": "layout Card { label(\"x\") }"]) { folder in
            let base = folder.appendingPathComponent("base.json").path
            try #"{ "extends": "\#(base)" }"#.write(to: folder.appendingPathComponent("App/.kisslint.json"), atomically: true, encoding: .utf8)
            // Inside the same repository.
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
            let configuration = try ConfigurationLoader().configuration(for: folder.appendingPathComponent("App/Card.kiss").path).get()
            XCTAssertEqual(configuration.rules[DiagnosticCode("K403")], .off)
        }
    }

    func testExtendsAndFontsStayInsideTheRepository() throws {
        try withFolder([
            "Elsewhere/base.json": #"{ "rules": { "K403": "off" } }"#,
            "Elsewhere/font.ttf": "not a font",
            "Repo/.git/HEAD": "ref: refs/heads/main",
            "Repo/Card.kiss": "layout Card { label(\"x\") }",
        ]) { folder in
            let card = folder.appendingPathComponent("Repo/Card.kiss").path
            let config = folder.appendingPathComponent("Repo/.kisslint.json")
            func failure(_ text: String) throws -> ConfigurationError? {
                try text.write(to: config, atomically: true, encoding: .utf8)
                guard case .failure(let error) = ConfigurationLoader().configuration(for: card) else { return nil }
                return error
            }
            let outside = try XCTUnwrap(try failure(#"{ "extends": "../Elsewhere/base.json" }"#))
            XCTAssertEqual(outside.key, "extends")
            XCTAssertTrue(outside.message.contains("is outside"), outside.message)
            let absolute = try XCTUnwrap(try failure(#"{ "extends": "/etc/passwd" }"#))
            XCTAssertTrue(absolute.message.contains("is outside"), absolute.message)
            // A link inside the repository that leads outside is outside.
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Repo/base.json"),
                                                       withDestinationURL: folder.appendingPathComponent("Elsewhere/base.json"))
            let linked = try XCTUnwrap(try failure(#"{ "extends": "base.json" }"#))
            XCTAssertTrue(linked.message.contains("is outside"), linked.message)
            let font = try XCTUnwrap(try failure(#"{ "fonts": [{ "family": "system", "path": "../Elsewhere/font.ttf" }] }"#))
            XCTAssertEqual(font.key, "fonts[0].path")
            XCTAssertTrue(font.message.contains("is outside"), font.message)
        }
    }

    func testAFontErrorDoesNotShowTheFilesBytes() throws {
        try withFolder([".kisslint.json": #"{ "fonts": [{ "family": "system", "path": "secret.ttf" }] }"#,
                        "secret.ttf": "SECRET-PASSWORD and more text to be long enough for a font header",
                        "Card.kiss": "layout Card { label(\"x\") }"]) { folder in
            guard case .failure(let error) = ConfigurationLoader().configuration(for: folder.appendingPathComponent("Card.kiss").path) else {
                return XCTFail("not a font")
            }
            XCTAssertFalse(error.message.contains("SECR") || error.message.contains("5345"), error.message)
        }
    }

    func testDuplicatePreviewNamesAreAnError() throws {
        let text = #"{ "previews": [{ "name": "phone", "width": 390 }, { "name": "se", "width": 320 }, { "name": "phone", "width": 430 }] }"#
        try withFolder([".kisslint.json": text, "Card.kiss": "layout Card { label(\"x\") }"]) { folder in
            guard case .failure(let error) = ConfigurationLoader().configuration(for: folder.appendingPathComponent("Card.kiss").path) else {
                return XCTFail("duplicate names must be rejected")
            }
            XCTAssertEqual(error.key, "previews[2].name")
            XCTAssertTrue(error.message.contains("previews[0]"), error.message)
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

    // MARK: - disable-line, typos of directives, rule names, fixes that keep used codes

    private func fixAll(_ text: String) -> String {
        let fixed = FixAll.apply(to: Array(text.utf8), diagnostics: lint(text), includeSuggestions: false) { lint(String(decoding: $0, as: UTF8.self)) }
        return String(decoding: fixed.source, as: UTF8.self)
    }

    func testDisableLineSuppressesFindingsStartingOnItsLine() {
        let diagnostics = lint("""
        layout Card {
          vstack {
            label("a").paddin(1) // kisslint-disable-line K102
            label("b").paddin(2) // kisslint-disable-line
            label("c").paddin(3)
            label("d") // kisslint-disable-line K102
          }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K102", "K406"], "\(diagnostics.map(\.message))")
        XCTAssertTrue(diagnostics[1].message.contains("`kisslint-disable-line K102` suppresses nothing"), diagnostics[1].message)
    }

    func testAMisspeltDirectiveIsReportedWithTheClosestDirective() {
        let diagnostics = lint("""
        layout Card {
          vstack {
            // kisslint-disble-next-line K102
            label("a").paddin(1)
          }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K406", "K102"], "\(diagnostics.map(\.message))")
        XCTAssertEqual(diagnostics[0].message, "`kisslint-disble-next-line` is not a kisslint directive and suppresses nothing; did you mean `kisslint-disable-next-line`?")
        XCTAssertTrue(diagnostics[0].fixes.isEmpty, "which directive was meant is a guess: no fix")
    }

    func testRuleNamesAreAcceptedWhereCodesAre() {
        let diagnostics = lint("""
        layout Card {
          vstack {
            // kisslint-disable-next-line unknown-modifier
            label("a").paddin(1)
            label("b").paddin(2) // kisslint-disable-line unknwn-modifier
          }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K102", "K406"], "\(diagnostics.map(\.message))")
        XCTAssertEqual(diagnostics[1].message, "`unknwn-modifier` is not a diagnostic code or rule name; did you mean `unknown-modifier`?")
        var configuration = Configuration()
        configuration.rules = [:]
        let (rules, problems) = SettingsSchema.rules(["unknown-modifier": "warning", "K101": "off"])
        XCTAssertTrue(problems.isEmpty, "\(problems)")
        XCTAssertEqual(rules[DiagnosticCode("K102")], .severity(.warning))
        let (_, typo) = SettingsSchema.rules(["unknwn-modifier": "off"])
        XCTAssertEqual(typo.first?.message, "unknown code or rule name; did you mean \"unknown-modifier\"?")
        let (_, twice) = SettingsSchema.rules(["unknown-modifier": "off", "K102": "warning"])
        XCTAssertEqual(twice.map(\.key), ["rules.unknown-modifier"])
        XCTAssertEqual(twice.first?.message, "sets the same rule as \"K102\" (K102); keep one of them")
    }

    func testFixesKeepEveryCodeThatSuppressesSomething() {
        let text = """
        layout Card {
          vstack {
            // kisslint-disable-next-line K101, unknown-modifier, K203 -- the demo needs it
            label("a").paddin(1)
            label("b") /* kisslint-disable-line K102 K201 */
            // kisslint-disable-next-line unknown-modifier
            label("c").paddin(3)
          }
        }
        """
        let diagnostics = lint(text)
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K406", "K406", "K406", "K406"], "\(diagnostics.map(\.message))")
        let fixes = diagnostics.compactMap(\.fixes.first)
        XCTAssertEqual(fixes.map(\.message), ["Remove `K101` from the suppression", "Remove `K203` from the suppression",
                                               "Remove the suppression", "Remove the suppression"])
        XCTAssertEqual(fixAll(text), """
        layout Card {
          vstack {
            // kisslint-disable-next-line unknown-modifier -- the demo needs it
            label("a").paddin(1)
            label("b")
            // kisslint-disable-next-line unknown-modifier
            label("c").paddin(3)
          }
        }
        """)
    }
}
