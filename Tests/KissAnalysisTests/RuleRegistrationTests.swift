import Foundation
import KissAnalysis
import KissSyntax
import XCTest

/// Every rule declares its identity in one place (`Rules/Catalogue/`): these check that what
/// it declares holds — its fixtures exist and report it, its page exists, codes and names
/// are unique, and findings carry the declared default severity.
final class RuleRegistrationTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEachRulesFixturesExistAndReportIt() throws {
        for rule in DiagnosticCatalogue.rules {
            XCTAssertFalse(rule.fixtures.isEmpty, "\(rule.code) names no fixture")
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
