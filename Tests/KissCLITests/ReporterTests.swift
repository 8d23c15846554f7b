import Foundation
import KissAnalysis
import KissCLI
import KissSyntax
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The CI reporters (SARIF, GitHub, JUnit, Checkstyle), checked by parsing
/// what they write rather than by comparing text alone.
final class ReporterTests: XCTestCase {
    /// `.stroka` comes after an emoji (two UTF-16 units, one scalar) and two
    /// CJK characters, so UTF-16 and scalar columns differ by one.
    static let unknownModifier = "layout Card {\n  label(\"😀漢字\").stroka(2)\n}\n"
    /// A `(` never closed (related: where it should close, after an emoji;
    /// fix: insert `)`), and then a second root element (related: the first).
    static let missingParen = "layout Broken {\n  label(\"😀\", font: 17\n  label(\"b\")\n}\n"
    static let clean = "layout Fine {\n  label(\"ok\")\n}\n"

    static func lint(_ text: String, path: String) -> LintedFile {
        let root = "/tmp/kiss-reporter-tests"
        return LintRunner.lintSource(Array(text.utf8), path: path, absolutePath: root + "/" + path, workspace: Workspace(root: root))
    }

    static var sample: [LintedFile] {
        [
            lint(unknownModifier, path: "Views/Card.kiss"),
            lint(missingParen, path: "Views/Broken.kiss"),
            lint(clean, path: "Views/Fine.kiss"),
        ]
    }

    /// LintedFile has no public initialiser; its fields are public and mutable.
    static func handMade(path: String, source: [UInt8], diagnostics: [Diagnostic]) -> LintedFile {
        var file = lint("", path: "unused.kiss")
        file.path = path
        file.source = source
        file.lineIndex = LineIndex(source)
        file.diagnostics = diagnostics
        return file
    }

    /// A file made by hand: findings of every severity, a message and a path
    /// full of characters the formats must escape, and a note in another file.
    static var awkward: LintedFile {
        let source = Array("layout A {\n  hstack {}\n}\n".utf8)
        let diagnostics = [
            Diagnostic(
                code: DiagnosticCode("K402"), severity: .warning,
                message: "50% done, see: `a,b`\nthen <this> & \"that\" 'too'\r\u{1}\u{0B}!",
                range: 0..<6,
                related: [RelatedLocation(file: "/work/lib/Other Card.kiss", range: 10..<14, message: "declared here")],
                tags: [.unnecessary]),
            Diagnostic(code: DiagnosticCode("K304"), severity: .info, message: "outside", range: 13..<19),
            Diagnostic(code: DiagnosticCode("K403"), severity: .hint, message: "never used", range: 7..<8),
        ]
        return handMade(path: "odd,dir:x/100% sure.kiss", source: source, diagnostics: diagnostics)
    }

    // MARK: - SARIF

    func sarif(_ files: [LintedFile]) throws -> [String: Any] {
        let text = SARIFReporter().report(files)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        return try XCTUnwrap(runs.first)
    }

    func testSARIFDescribesTheToolAndEveryRule() throws {
        let log = try sarif(Self.sample)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertTrue((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") ?? false)
        let run = try run(log)
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "kisslint")
        XCTAssertEqual(driver["version"] as? String, KissVersion.current)
        XCTAssertNil(driver["informationUri"], "no link to a site the project does not have")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, DiagnosticCatalogue.rules.map(\.code.rawValue))
        for (rule, entry) in zip(DiagnosticCatalogue.rules, rules) {
            XCTAssertEqual(entry["name"] as? String, rule.name)
            XCTAssertNil(entry["helpUri"], "no link to a site the project does not have")
            XCTAssertEqual((entry["help"] as? [String: Any])?["text"] as? String, "`kisslint explain \(rule.code)` says what it means and how to fix it.")
            XCTAssertEqual((entry["shortDescription"] as? [String: Any])?["text"] as? String, rule.title)
        }
        func level(_ code: String) -> String? {
            let entry = rules.first { $0["id"] as? String == code }
            return (entry?["defaultConfiguration"] as? [String: Any])?["level"] as? String
        }
        XCTAssertEqual(level("K013"), "error")
        XCTAssertEqual(level("K201"), "warning")
        XCTAssertEqual(level("K304"), "note", "info")
        XCTAssertEqual(level("K403"), "note", "hint")
        let artifacts = try XCTUnwrap(run["artifacts"] as? [[String: Any]])
        XCTAssertEqual(artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String },
                       ["Views/Card.kiss", "Views/Broken.kiss", "Views/Fine.kiss"])
        XCTAssertEqual(artifacts.first?["length"] as? Int, Self.unknownModifier.utf8.count)
    }

    func testSARIFResultHasUTF16RegionRuleIndexAndSafeFix() throws {
        let run = try run(try sarif(Self.sample))
        let rules = try XCTUnwrap((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["K102", "K013", "K019"])
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
        let unknown = results[0]
        XCTAssertEqual(unknown["level"] as? String, "error")
        XCTAssertEqual((unknown["message"] as? [String: Any])?["text"] as? String, "unknown modifier `.stroka`; did you mean `.stroke`?")
        let physical = try XCTUnwrap((unknown["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "Views/Card.kiss")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        XCTAssertEqual(artifact["index"] as? Int, 0)
        // Scalars would put `.stroka` at column 16; in UTF-16 the emoji counts twice.
        let region = try XCTUnwrap(physical["region"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 2, "startColumn": 17, "endLine": 2, "endColumn": 23])
        let fix = try XCTUnwrap((unknown["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual((fix["properties"] as? [String: Bool])?["safe"], true)
        let change = try XCTUnwrap((fix["artifactChanges"] as? [[String: Any]])?.first)
        XCTAssertEqual((change["artifactLocation"] as? [String: Any])?["uri"] as? String, "Views/Card.kiss")
        let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual(replacement["deletedRegion"] as? [String: Int], region)
        XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, "stroke")
    }

    func testSARIFRelatedLocationsAndSuggestedFix() throws {
        let results = try XCTUnwrap(try run(try sarif(Self.sample))["results"] as? [[String: Any]])
        let paren = results[1]
        let region = (paren["locations"] as? [[String: Any]])?.first
            .flatMap { $0["physicalLocation"] as? [String: Any] }?["region"] as? [String: Int]
        XCTAssertEqual(region, ["startLine": 2, "startColumn": 8, "endLine": 2, "endColumn": 9])
        let related = try XCTUnwrap((paren["relatedLocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(related["id"] as? Int, 1)
        XCTAssertEqual((related["message"] as? [String: Any])?["text"] as? String, "the list should end here")
        let place = try XCTUnwrap(related["physicalLocation"] as? [String: Any])
        XCTAssertEqual((place["artifactLocation"] as? [String: Any])?["uri"] as? String, "Views/Broken.kiss")
        // After `😀", font: 17`: column 23 in UTF-16 (22 in scalars).
        XCTAssertEqual(place["region"] as? [String: Int], ["startLine": 2, "startColumn": 23, "endLine": 2, "endColumn": 23])
        let fix = try XCTUnwrap((paren["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual((fix["properties"] as? [String: Bool])?["safe"], false)
        let replacement = try XCTUnwrap(((fix["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual(replacement["deletedRegion"] as? [String: Int], ["startLine": 2, "startColumn": 23, "endLine": 2, "endColumn": 23])
        XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, ")")
    }

    func testSARIFLevelsURIsAndPlacesInOtherFiles() throws {
        let absolute = Self.handMade(path: "/srv/my app/Main.kiss", source: [], diagnostics: [
            Diagnostic(code: DiagnosticCode("K013"), severity: .error, message: "m", range: 0..<0),
        ])
        let run = try run(try sarif([Self.awkward, absolute]))
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["warning", "note", "note", "error"])
        func artifact(_ result: [String: Any]) -> [String: Any]? {
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        }
        // `:` is encoded too, or `odd,dir:x` could be read as a URI scheme.
        XCTAssertEqual(artifact(results[0])?["uri"] as? String, "odd,dir%3Ax/100%25%20sure.kiss")
        XCTAssertEqual(artifact(results[3])?["uri"] as? String, "file:///srv/my%20app/Main.kiss")
        XCTAssertNil(artifact(results[3])?["uriBaseId"], "an absolute URI needs no base")
        let related = try XCTUnwrap((results[0]["relatedLocations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((related["artifactLocation"] as? [String: Any])?["uri"] as? String, "file:///work/lib/Other%20Card.kiss")
        XCTAssertEqual(related["region"] as? [String: Int], ["byteOffset": 10, "byteLength": 4])
        XCTAssertEqual((results[0]["properties"] as? [String: [String]])?["tags"], ["unnecessary"])
        XCTAssertEqual((results[0]["message"] as? [String: Any])?["text"] as? String, Self.awkward.diagnostics[0].message)
    }

    func testSARIFIsDeterministicAndValidWithoutFiles() throws {
        XCTAssertEqual(SARIFReporter().report(Self.sample), SARIFReporter().report(Self.sample))
        let run = try run(try sarif([]))
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        XCTAssertEqual((run["artifacts"] as? [Any])?.count, 0)
    }

    // MARK: - GitHub

    func testGitHubCommandsOnePerFindingWithUTF16Columns() {
        let lines = GitHubReporter().report(Self.sample).components(separatedBy: "\n")
        XCTAssertEqual(lines, [
            "::error file=Views/Card.kiss,line=2,col=17,endLine=2,endColumn=23,title=K102::"
                + "unknown modifier `.stroka`; did you mean `.stroke`?%0Ahelp: Replace with `stroke` (safe fix)",
            "::error file=Views/Broken.kiss,line=2,col=8,endLine=2,endColumn=9,title=K013::"
                + "this `(` is never closed; add `)` to end the list%0Anote: the list should end here (Views/Broken.kiss:2:23)"
                + "%0Ahelp: Insert `)`",
            "::error file=Views/Broken.kiss,line=3,col=3,endLine=3,endColumn=8,title=K019::"
                + "layout `Broken` has 2 root elements but holds exactly one; wrap them in a `vstack { … }` or an `hstack { … }`"
                + "%0Anote: the first root element (Views/Broken.kiss:2:3)",
            "kisslint: found 3 errors (3 files checked).",
            "",
        ])
    }

    func testGitHubEscapesDataAndProperties() {
        let output = GitHubReporter().report([Self.awkward])
        let lines = output.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 5, "three commands, the summary, and the final newline: \(output)")
        XCTAssertEqual(lines[0],
            "::warning file=odd%2Cdir%3Ax/100%25 sure.kiss,line=1,col=1,endLine=1,endColumn=7,title=K402::"
                + "50%25 done, see: `a,b`%0Athen <this> & \"that\" 'too'%0D\u{1}\u{0B}!"
                + "%0Anote: declared here (/work/lib/Other Card.kiss)")
        XCTAssertTrue(lines[1].hasPrefix("::notice file=odd%2Cdir%3Ax/100%25 sure.kiss,line=2,col=3,"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("::notice "), "hints are notices: \(lines[2])")
        XCTAssertEqual(lines[3], "kisslint: found 1 warning, 1 info, 1 hint (1 file checked).")
        XCTAssertFalse(lines[3].hasPrefix("::"), "the summary must not read as a command")
        XCTAssertEqual(GitHubReporter().report([]), "kisslint: no problems found (0 files checked).\n")
    }

    // MARK: - JUnit

    #if canImport(FoundationXML) || os(macOS)
    func parse(_ text: String) throws -> XMLElement {
        let document = try XMLDocument(data: Data(text.utf8), options: [])
        return try XCTUnwrap(document.rootElement())
    }

    func attribute(_ element: XMLElement?, _ name: String) -> String? {
        element?.attribute(forName: name)?.stringValue
    }

    func testJUnitSuitePerFileCasePerFinding() throws {
        let root = try parse(JUnitReporter().report(Self.sample))
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(attribute(root, "tests"), "4")
        XCTAssertEqual(attribute(root, "failures"), "3")
        let suites = root.elements(forName: "testsuite")
        XCTAssertEqual(suites.map { attribute($0, "name") }, ["Views/Card.kiss", "Views/Broken.kiss", "Views/Fine.kiss"])
        XCTAssertEqual(suites.map { attribute($0, "tests") }, ["1", "2", "1"])
        XCTAssertEqual(suites.map { attribute($0, "failures") }, ["1", "2", "0"])

        let broken = suites[1].elements(forName: "testcase")
        XCTAssertEqual(broken.map { attribute($0, "classname") }, ["Views/Broken.kiss", "Views/Broken.kiss"])
        XCTAssertEqual(broken.map { attribute($0, "name") }, ["K013 2:8", "K019 3:3"])
        let failure = broken[0].elements(forName: "failure").first
        XCTAssertEqual(attribute(failure, "type"), "error")
        XCTAssertEqual(attribute(failure, "message"), "this `(` is never closed; add `)` to end the list")
        XCTAssertEqual(failure?.stringValue, """
            Views/Broken.kiss:2:8: error: this `(` is never closed; add `)` to end the list [K013]
            note: the list should end here (Views/Broken.kiss:2:22)
            help: Insert `)`
            """)
        // Names follow the text report: `.stroka` is at scalar column 16.
        XCTAssertEqual(attribute(suites[0].elements(forName: "testcase").first, "name"), "K102 2:16")

        let passing = suites[2].elements(forName: "testcase")
        XCTAssertEqual(passing.count, 1)
        XCTAssertEqual(attribute(passing.first, "classname"), "Views/Fine.kiss")
        XCTAssertTrue(passing.first?.elements(forName: "failure").isEmpty ?? false)
    }

    func testJUnitEscapesMarkupAndDropsCharactersXMLCannotHold() throws {
        let text = JUnitReporter().report([Self.awkward])
        XCTAssertFalse(text.unicodeScalars.contains("\u{1}"))
        XCTAssertFalse(text.unicodeScalars.contains("\u{0B}"))
        let suite = try XCTUnwrap(try parse(text).elements(forName: "testsuite").first)
        XCTAssertEqual(attribute(suite, "name"), "odd,dir:x/100% sure.kiss")
        let failures = suite.elements(forName: "testcase").compactMap { $0.elements(forName: "failure").first }
        XCTAssertEqual(failures.map { attribute($0, "type") }, ["warning"], "infos and hints are advice, not failures")
        XCTAssertEqual(attribute(suite, "failures"), "1")
        let advice = suite.elements(forName: "testcase").compactMap { $0.elements(forName: "system-out").first?.stringValue }
        XCTAssertEqual(advice.map { $0.components(separatedBy: ": ").dropFirst().first }, ["info", "hint"])
        // Line breaks in the attribute survive as references; the rest as written.
        XCTAssertEqual(attribute(failures[0], "message"), "50% done, see: `a,b`\nthen <this> & \"that\" 'too'\r!")
        XCTAssertTrue(failures[0].stringValue?.contains("then <this> & \"that\" 'too'\r! [K402]\nnote: declared here (/work/lib/Other Card.kiss)") ?? false,
                      failures[0].stringValue ?? "")
    }

    // MARK: - Checkstyle

    func testCheckstyleFilesErrorsAndSeverities() throws {
        let root = try parse(CheckstyleReporter().report(Self.sample + [Self.awkward]))
        XCTAssertEqual(root.name, "checkstyle")
        XCTAssertEqual(attribute(root, "version"), "4.3")
        let files = root.elements(forName: "file")
        XCTAssertEqual(files.map { attribute($0, "name") },
                       ["Views/Card.kiss", "Views/Broken.kiss", "Views/Fine.kiss", "odd,dir:x/100% sure.kiss"])
        XCTAssertEqual(files.map { $0.elements(forName: "error").count }, [1, 2, 0, 3])
        let unknown = files[0].elements(forName: "error").first
        XCTAssertEqual(attribute(unknown, "line"), "2")
        XCTAssertEqual(attribute(unknown, "column"), "17", "UTF-16 units: the emoji counts twice")
        XCTAssertEqual(attribute(unknown, "severity"), "error")
        XCTAssertEqual(attribute(unknown, "source"), "kisslint.K102")
        XCTAssertEqual(attribute(unknown, "message"), "unknown modifier `.stroka`; did you mean `.stroke`?")
        let awkward = files[3].elements(forName: "error")
        XCTAssertEqual(awkward.map { attribute($0, "severity") }, ["warning", "info", "info"])
        XCTAssertEqual(awkward.map { attribute($0, "source") }, ["kisslint.K402", "kisslint.K304", "kisslint.K403"])
        XCTAssertEqual(attribute(awkward.first, "message"), "50% done, see: `a,b`\nthen <this> & \"that\" 'too'\r!")
    }
    #endif

    func testCheckstyleText() {
        XCTAssertEqual(CheckstyleReporter().report([Self.sample[0], Self.sample[2]]), """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="Views/Card.kiss">
                <error line="2" column="17" severity="error" message="unknown modifier `.stroka`; did you mean `.stroke`?" source="kisslint.K102"/>
              </file>
              <file name="Views/Fine.kiss"/>
            </checkstyle>

            """)
    }
}
