import Foundation
import KissAnalysis
import KissBridge
import KissLayout
import XCTest

/// import(export(x)) lays out as x: every example of the Kiss README exported to Swift and
/// read back gives the same frames, element for element, at every preview of the original.
final class RoundTripTests: XCTestCase {
    /// Each layout's frames at each preview, element by element in preorder.
    static func frames(of text: String, named name: String, in folder: URL, previews: [Preview]) throws -> [String: [String]] {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let workspace = Workspace(root: folder.path)
        let file = try XCTUnwrap(workspace.file(url.path))
        let analysis = Analyzer.analyze(file, in: workspace)
        XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }.map(\.message), [], "\(name):\n\(text)")
        var result: [String: [String]] = [:]
        for layout in analysis.layouts {
            for preview in previews {
                guard let solved = FrameSolver.solve(layout, at: preview) else { continue }
                var lines: [String] = []
                var stack = [solved.root]
                while let element = stack.popLast() {
                    lines.append("\(element.instance.kind.rawValue) " + (element.frame.map(FrameFormatting.frame) ?? "hidden"))
                    stack.append(contentsOf: (element.children + element.overlays).reversed())
                }
                result["\(layout.name)@\(preview.name)"] = lines
            }
        }
        return result
    }

    func testKissReadmeExamplesSurviveExportThenImport() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Kiss")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked = 0
        for url in try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil).filter({ $0.pathExtension == "kiss" }).sorted(by: { $0.path < $1.path }) {
            let workspace = Workspace.enclosing(url.path)
            let file = try XCTUnwrap(workspace.file(url.path))
            guard case .swift(let swift) = SwiftExporter(file: file).export() else { continue }
            let previews = Analyzer.analyze(file, in: workspace).previews
            let original = try String(contentsOf: url, encoding: .utf8)
            let imported = SwiftImporter().kiss(from: swift, fileName: url.lastPathComponent)
            XCTAssertFalse(imported.contains("kisslint import:"), "\(url.lastPathComponent) imported with untranslated parts:\n\(imported)")
            let expected = try Self.frames(of: original, named: "original-" + url.lastPathComponent, in: folder, previews: previews)
            let actual = try Self.frames(of: imported, named: "imported-" + url.lastPathComponent, in: folder, previews: previews)
            XCTAssertEqual(actual, expected, "\(url.lastPathComponent):\n\(imported)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 10)
    }

    func testWhatCannotBeTranslatedIsKeptAsAComment() {
        let kiss = SwiftImporter().kiss(from: """
            class V: UIView {
                let title = UILabel()
                lazy var mainLayout = vstack {
                    title.kiss.layout.margin(8)
                    makeBadge().kiss.layout
                    spacer(10)
                }.padding(16)
            }
            """)
        XCTAssertTrue(kiss.contains("layout MainLayout {"), kiss)
        XCTAssertTrue(kiss.contains("label(\"\").margin(8)"), kiss)
        XCTAssertTrue(kiss.contains("view /* kisslint import: `makeBadge()` is not a view this file creates */"), kiss)
        XCTAssertTrue(kiss.contains("spacer(10)"), kiss)
        XCTAssertTrue(kiss.contains("}.padding(16)"), kiss)
    }

    /// The Swift an example quotes from the Kiss README: its leading `//   ` comment lines.
    static func readmeSwift(in text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("//") else { break }
            if line.hasPrefix("//   ") { lines.append(String(line.dropFirst(5))) } else if line == "//" { lines.append("") }
        }
        return lines.joined(separator: "\n")
    }

    /// The README samples whose quoted Swift is whole (no view or helper from elsewhere in the
    /// sample app) and whose `.kiss` adds nothing to it: each imports to its hand-written
    /// layout's frames. (Cloned.kiss gives the README's sizeless views a size on purpose.) A
    /// README stack written as a statement is unnamed, so it imports as `Layout1`.
    func testTheReadmesSelfContainedSwiftImportsToItsHandWrittenLayout() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Kiss")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The Swift of a sample: whole in Fixtures/readme when the README quotes only its layout
        // (the views as the sample app makes them), else the example's own quote.
        func swift(of name: String, quoted original: String) -> String {
            let whole = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/readme/" + name.replacingOccurrences(of: ".kiss", with: ".swift"))
            return (try? String(contentsOf: whole, encoding: .utf8)) ?? Self.readmeSwift(in: original)
        }
        let samples: [(String, [String: String])] = [
            ("VStack.kiss", ["Layout1": "VStackSample"]),
            ("HStack.kiss", ["Layout1": "HStackSample"]), ("Wrap.kiss", ["Layout1": "WrapSample"]),
            ("OwnerLayout.kiss", ["OwnerLayout": "OwnerLayout", "NonOwnerLayout": "NonOwnerLayout"]),
        ]
        for (name, layouts) in samples {
            let url = examples.appendingPathComponent(name)
            let original = try String(contentsOf: url, encoding: .utf8)
            let imported = SwiftImporter().kiss(from: swift(of: name, quoted: original), fileName: "README.swift")
            XCTAssertFalse(imported.contains("kisslint import:"), imported)
            let workspace = Workspace.enclosing(url.path)
            let previews = Analyzer.analyze(try XCTUnwrap(workspace.file(url.path)), in: workspace).previews
            let expected = try Self.frames(of: original, named: name, in: folder, previews: previews)
                .filter { key, _ in layouts.values.contains { key.hasPrefix($0 + "@") } }
            let actual = try Self.frames(of: imported, named: "Imported" + name, in: folder, previews: previews)
                .filter { key, _ in layouts.keys.contains { key.hasPrefix($0 + "@") } }
                .mapKeys { key in layouts.reduce(key) { $0.hasPrefix($1.key + "@") ? $1.value + $0.dropFirst($1.key.count) : $0 } }
            XCTAssertFalse(expected.isEmpty)
            XCTAssertEqual(actual, expected, "\(name):\n\(imported)")
        }
    }

    func testHostileSwiftIsReadWithoutCrashingOrHanging() {
        let deep = "let x = " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000) + "\n"
            + String(repeating: "vstack {\n", count: 5_000) + "\"unterminated\n/* open comment"
        let kiss = SwiftImporter().kiss(from: deep)
        XCTAssertTrue(kiss.hasPrefix("// Imported by kisslint import --swift"))
    }
}

extension Dictionary {
    func mapKeys<T: Hashable>(_ transform: (Key) -> T) -> [T: Value] {
        Dictionary<T, Value>(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
