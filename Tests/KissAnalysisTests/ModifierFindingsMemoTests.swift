import Foundation
import KissSyntax
import XCTest

@testable import KissAnalysis

/// The modifier rules keep what they report in a kept expansion; reporting it again must give
/// exactly what walking the expansion gives, in the same order.
final class ModifierFindingsMemoTests: XCTestCase {
    static let source = """
        layout Screen {
          vstack {
            Card(title: "one")
            Card(title: "two").margin(top: 8)
            hstack {
              Card(title: "three")
              spacer
              Card(title: "three")
            }.crossAlign(.start)
          }
        }

        layout Card(title: "Title") {
          vstack {
            label(title).grow(0).margin(top: 4)
            hstack {
              image("star").size(16).margin(left: 3)
              label("caption").crossAlign(self: .stretch)
              label("caption").padding(0)
            }.spacing(4).mainAlign(.start)
            vstack { }
          }.padding(8).padding(8)
        }
        """

    func testKeptReportsAreTheReportsOfAWalk() throws {
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/Screen.kiss", bytes: Array(Self.source.utf8))
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        let screen = try XCTUnwrap(instantiator.symbols(for: file)["Screen"])
        func findings(_ layout: LayoutInstance) -> [Diagnostic] {
            ModifierRules(analysis: FileAnalysis(file: file, diagnostics: [], previews: [], layouts: [layout])).findings(in: layout)
        }

        var freshState = ExpansionState()
        var freshTables: [String: [String: LayoutDeclaration]] = [:]
        let plain = ContributionContext(file: file, workspace: workspace, previews: [], family: .system)
        let expected = findings(plain.expand(screen, state: &freshState, symbolTables: &freshTables).instance)
        XCTAssertGreaterThanOrEqual(Set(expected.map(\.code)).count, 4, "the file has findings of several rules: \(expected.map(\.code))")

        let fingerprints = LayoutFingerprints(symbols: { instantiator.symbols(for: $0) }, references: [:])
        let cache = ExpansionCache(fingerprints: fingerprints)
        cache.beginVersion(fingerprints: fingerprints, names: 0)
        let context = ContributionContext(file: file, workspace: workspace, previews: [], family: .system, expansionCache: cache)
        var state = ExpansionState()
        var tables: [String: [String: LayoutDeclaration]] = [:]
        var kept = 0
        for round in 0..<3 {
            let layout = context.expand(screen, state: &state, symbolTables: &tables).instance
            XCTAssertEqual(findings(layout), expected, "round \(round)")
            kept = 0
            layout.root?.forEach { if $0.modifierFindings != nil { kept += 1 } }
        }
        XCTAssertGreaterThan(cache.statistics.reused, 0)
        XCTAssertGreaterThan(kept, 0, "the tops of kept expansions keep their reports")
    }

    /// An edit above a screen moves none of its kept expansions' places (they are relative to
    /// their declarations): the expansions are handed out as they are with their reports, and
    /// reporting those at the new places gives what walking a fresh expansion gives.
    func testAnExpansionMovedByAnEditAboveKeepsItsReports() throws {
        let workspace = Workspace(root: "/nonexistent-root")
        let path = "/nonexistent-root/Screen.kiss"
        func findings(_ layout: LayoutInstance, in file: SourceFile) -> [Diagnostic] {
            ModifierRules(analysis: FileAnalysis(file: file, diagnostics: [], previews: [], layouts: [layout], workspace: workspace)).findings(in: layout)
        }

        let first = workspace.add(path: path, bytes: Array(Self.source.utf8))
        let firstInstantiator = Instantiator(workspace: workspace, primary: path)
        let firstFingerprints = LayoutFingerprints(symbols: { firstInstantiator.symbols(for: $0) }, references: [:])
        let cache = ExpansionCache(fingerprints: firstFingerprints)
        cache.beginVersion(fingerprints: firstFingerprints, names: 0)
        var state = ExpansionState()
        var tables: [String: [String: LayoutDeclaration]] = [:]
        let firstContext = ContributionContext(file: first, workspace: workspace, previews: [], family: .system, expansionCache: cache)
        let firstScreen = try XCTUnwrap(firstInstantiator.symbols(for: first)["Screen"])
        // Expanded and checked twice: the second expansion hands out kept expansions, whose
        // tops the rules then keep their reports with.
        for _ in 0..<2 { _ = findings(firstContext.expand(firstScreen, state: &state, symbolTables: &tables).instance, in: first) }
        cache.endVersion()

        let second = workspace.add(path: path, bytes: Array(("\n\n" + Self.source).utf8))
        let secondInstantiator = Instantiator(workspace: workspace, primary: path)
        let secondFingerprints = LayoutFingerprints(symbols: { secondInstantiator.symbols(for: $0) }, references: [:])
        cache.beginVersion(fingerprints: secondFingerprints, names: 0)
        let secondScreen = try XCTUnwrap(secondInstantiator.symbols(for: second)["Screen"])
        var secondState = ExpansionState()
        let secondContext = ContributionContext(file: second, workspace: workspace, previews: [], family: .system, expansionCache: cache)
        let moved = secondContext.expand(secondScreen, state: &secondState, symbolTables: &tables).instance
        var carried = 0
        moved.root?.forEach { if $0.modifierFindings != nil { carried += 1 } }
        XCTAssertGreaterThan(cache.statistics.reused, 0, "the kept expansions are handed out after the edit above them")
        XCTAssertGreaterThan(carried, 0, "they keep their reports")

        var freshState = ExpansionState()
        var freshTables: [String: [String: LayoutDeclaration]] = [:]
        let plain = ContributionContext(file: second, workspace: workspace, previews: [], family: .system)
        let expected = findings(plain.expand(secondScreen, state: &freshState, symbolTables: &freshTables).instance, in: second)
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(findings(moved, in: second), expected)
    }
}
