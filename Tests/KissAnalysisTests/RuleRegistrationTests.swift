import Foundation
import KissAnalysis
import KissSyntax
import XCTest

/// Every rule declares its identity in one place (`Rules/Catalogue/`): these check that what
/// it declares holds — its fixtures exist and report it, its page exists, codes and names
/// are unique, and findings carry the declared default severity.
final class RuleRegistrationTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folders whose files are the rules, each with the generated file that lists them.
    static let ruleFolders = [
        (folder: "Sources/KissSyntax/Rules", registry: "Sources/KissSyntax/Rules/SyntaxRules.generated.swift"),
        (folder: "Sources/KissAnalysis/Rules/Catalogue", registry: "Sources/KissAnalysis/Rules/RuleRegistry.generated.swift"),
    ]
    static let regenerate = "run python3 Scripts/generate-diagnostic-docs.py"

    /// (code, type name, file) of each rule file in folder, in code order: a file named after
    /// its code (`K307ControlSizeIgnored.swift`) declaring one `enum Name: Rule`, as the
    /// generator reads them.
    static func ruleFiles(in folder: String) throws -> [(code: String, type: String, path: String)] {
        let fileName = try NSRegularExpression(pattern: "^(K[0-9]{3})[A-Za-z0-9]*\\.swift$")
        let ruleType = try NSRegularExpression(pattern: "\\benum\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*:\\s*Rule\\b")
        var found: [(code: String, type: String, path: String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path) {
            let whole = NSRange(name.startIndex..., in: name)
            guard let match = fileName.firstMatch(in: name, range: whole), let code = Range(match.range(at: 1), in: name) else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
            let types = ruleType.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
            XCTAssertEqual(types.count, 1, "\(folder)/\(name) should declare one `enum Name: Rule`")
            found.append((String(name[code]), types.first ?? "", "\(folder)/\(name)"))
        }
        return found.sorted { $0.code < $1.code }
    }

    func testTheRegistryListsExactlyTheRuleFiles() throws {
        var codes: [String] = []
        for (folder, registry) in Self.ruleFolders {
            let files = try Self.ruleFiles(in: folder)
            XCTAssertFalse(files.isEmpty, folder)
            codes += files.map(\.code)
            let generated = try String(contentsOf: Self.root.appendingPathComponent(registry), encoding: .utf8)
            let listed = generated.split(separator: "\n").compactMap { line -> String? in
                let entry = line.trimmingCharacters(in: .whitespaces)
                guard entry.hasPrefix("Rules."), entry.hasSuffix(".self,") else { return nil }
                return String(entry.dropFirst("Rules.".count).dropLast(".self,".count))
            }
            XCTAssertEqual(listed, files.map(\.type), "\(registry) does not list the rule files of \(folder); \(Self.regenerate)")
        }
        XCTAssertEqual(DiagnosticCatalogue.rules.map(\.code.rawValue), codes,
                       "the registry does not match the rule files; \(Self.regenerate)")
        XCTAssertEqual(DiagnosticCode.syntaxCodes.map(\.rawValue), codes.filter { $0.hasPrefix("K0") })
    }

    /// The passes whose calls of the rules are generated, each with its generated file and the
    /// hooks each function of that file calls, as the generator's `PASSES` says.
    static let generatedPasses = [
        (pass: "SizeRules", file: "Sources/KissAnalysis/Rules/SizeRulesChecks.generated.swift",
         functions: [["element", "contentOverflow"]]),
        (pass: "FlexRules", file: "Sources/KissAnalysis/Rules/FlexRulesChecks.generated.swift", functions: [["modifier"]]),
        (pass: "ModifierRules", file: "Sources/KissAnalysis/Rules/ModifierRulesChecks.generated.swift",
         functions: [["layout"], ["element"], ["child"]]),
        (pass: "CollapseRule", file: "Sources/KissAnalysis/Rules/CollapseRuleChecks.generated.swift",
         functions: [["event"], ["collapse"]]),
        (pass: "FileLint", file: "Sources/KissAnalysis/Rules/FileLintChecks.generated.swift", functions: [["file"]]),
    ]

    /// (pass, hook, `Rules.Type.function`) of each hook the layout rule files declare — a line
    /// `// pass: Pass.hook` above a `static func` (doc comments between) — in code order, then
    /// in the order of their file, as the generator reads them.
    static func hooks() throws -> [(pass: String, hook: String, call: String)] {
        let marker = try NSRegularExpression(pattern: "^\\s*// pass: ([A-Za-z]+)\\.([A-Za-z]+)\\s*$")
        let function = try NSRegularExpression(pattern: "^\\s*static func ([A-Za-z_][A-Za-z0-9_]*)\\(")
        func first(_ expression: NSRegularExpression, in line: String, group: Int) -> String? {
            guard let match = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                  let range = Range(match.range(at: group), in: line) else { return nil }
            return String(line[range])
        }
        var found: [(pass: String, hook: String, call: String)] = []
        for file in try ruleFiles(in: "Sources/KissAnalysis/Rules/Catalogue") {
            let lines = try String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() {
                guard let pass = first(marker, in: line, group: 1), let hook = first(marker, in: line, group: 2) else { continue }
                let declaration = lines[(index + 1)...].first { line in
                    let text = line.trimmingCharacters(in: .whitespaces)
                    return !text.hasPrefix("//") && !text.hasPrefix("@")
                }
                let name = declaration.flatMap { first(function, in: $0, group: 1) }
                XCTAssertNotNil(name, "\(file.path):\(index + 1): a `// pass:` line should stand above a `static func`")
                found.append((pass, hook, "Rules.\(file.type).\(name ?? "")"))
            }
        }
        return found
    }

    /// Each pass's generated checks call exactly the hooks the rule files declare for it, each
    /// function those of its hooks in code order: a rule joins a pass by its file alone.
    func testThePassesCallExactlyTheirRulesHooks() throws {
        let hooks = try Self.hooks()
        let call = try NSRegularExpression(pattern: "\\bRules\\.[A-Za-z_][A-Za-z0-9_]*\\.[A-Za-z_][A-Za-z0-9_]*(?=\\()")
        for (pass, path, functions) in Self.generatedPasses {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let calls = call.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
            let expected = functions.flatMap { names in hooks.filter { $0.pass == pass && names.contains($0.hook) }.map(\.call) }
            XCTAssertFalse(expected.isEmpty, "no rule file declares a `// pass: \(pass).…` hook")
            XCTAssertEqual(calls, expected, "\(path) does not call the hooks the rule files declare for \(pass); \(Self.regenerate)")
        }
        let passes = Set(Self.generatedPasses.map(\.pass))
        for hook in hooks where !passes.contains(hook.pass) {
            XCTFail("\(hook.call) joins \(hook.pass), which has no generated checks")
        }
        for hook in hooks where passes.contains(hook.pass) {
            let known = Self.generatedPasses.first { $0.pass == hook.pass }!.functions.joined()
            XCTAssertTrue(known.contains(hook.hook), "\(hook.call) joins \(hook.pass).\(hook.hook), which \(hook.pass) has no hook of")
        }
    }

    /// A code's string is written once, in its rule's file (`DiagnosticCode("K307")`); the
    /// checks use the constant that file declares.
    func testEachCodeIsWrittenOnceInItsRulesFile() throws {
        let literal = try NSRegularExpression(pattern: "DiagnosticCode\\((?:rawValue: )?\"(K[0-9]{3})\"\\)")
        let sources = Self.root.appendingPathComponent("Sources")
        var places: [String: [String]] = [:]
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
        for case let path as String in files where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for match in literal.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let code = Range(match.range(at: 1), in: text) else { continue }
                places[String(text[code]), default: []].append("Sources/\(path)")
            }
        }
        for (folder, _) in Self.ruleFolders {
            for file in try Self.ruleFiles(in: folder) {
                XCTAssertEqual(places.removeValue(forKey: file.code), [file.path], "\(file.code) should be written once, in \(file.path)")
            }
        }
        XCTAssertEqual(places, [:], "codes written outside a rule file")
    }

    func testEachRulesFixturesExistAndReportIt() throws {
        for rule in DiagnosticCatalogue.rules {
            for fixture in rule.fixtures {
                let expected = Self.root.appendingPathComponent(fixture).deletingPathExtension().appendingPathExtension("diagnostics")
                XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(fixture).path), "\(rule.code): \(fixture) is missing")
                let text = try String(contentsOf: expected, encoding: .utf8)
                XCTAssertTrue(text.contains("[\(rule.code)]") || text.contains(" \(rule.code) ") || text.contains("\(rule.code)"),
                              "\(rule.code): \(fixture)'s expected findings do not include it")
            }
        }
    }

    func testCodesAndNamesAreUniqueAndPagesExist() {
        let codes = DiagnosticCatalogue.rules.map(\.code)
        XCTAssertEqual(Set(codes).count, codes.count)
        let names = DiagnosticCatalogue.rules.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(codes, codes.sorted(), "registered in code order")
        for rule in DiagnosticCatalogue.rules {
            let page = Self.root.appendingPathComponent("docs/diagnostics/\(rule.code).md")
            XCTAssertTrue(FileManager.default.fileExists(atPath: page.path), "\(rule.code) has no page")
        }
    }

    func testFindingsHaveTheirRulesDefaultSeverity() throws {
        // One file with findings of several kinds: a syntax error aside, each code's findings
        // carry the severity its rule declares.
        let text = """
            layout Screen {
              vstack {
                hstack { view(.red) }
                label("x").grow(1).grow(1)
                Missing()
              }
            }

            layout Unused(t: "x") {
              label(t)
            }

            """
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/A.kiss", bytes: Array(text.utf8))
        let diagnostics = Linter.lint(file, in: workspace).diagnostics
        XCTAssertFalse(diagnostics.isEmpty)
        for diagnostic in diagnostics {
            XCTAssertEqual(diagnostic.severity, DiagnosticCatalogue.rule(for: diagnostic.code)?.defaultSeverity, "\(diagnostic.code)")
        }
        let clean = text.replacingOccurrences(of: "    Missing()\n", with: "")
        let cleanFile = workspace.add(path: "/nonexistent-root/A.kiss", bytes: Array(clean.utf8))
        let findings = Linter.lint(cleanFile, in: workspace).diagnostics
        XCTAssertEqual(Set(findings.map(\.code.rawValue)).sorted(), ["K201", "K202", "K203", "K401", "K403"], "\(findings.map(\.message))")
        for diagnostic in findings {
            XCTAssertEqual(diagnostic.severity, DiagnosticCatalogue.rule(for: diagnostic.code)?.defaultSeverity, "\(diagnostic.code)")
        }
    }
}
