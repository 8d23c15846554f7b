import Foundation
import KissBridge
import XCTest

/// `kisslint import --swift` on Swift files beside their expected `.kiss`
/// (Tests/KissBridgeTests/Fixtures/import; `KISS_UPDATE_FIXTURES=1` rewrites the `.kiss`).
final class ImportTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/import")

    /// Each fixture imports to its `.kiss`, which lints without errors and lays out.
    func testFixturesImportToTheirKiss() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try FileManager.default.contentsOfDirectory(at: Self.fixtures, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(sources.count, 2)
        for url in sources {
            let imported = SwiftImporter().kiss(from: try String(contentsOf: url, encoding: .utf8), fileName: url.lastPathComponent)
            let expected = url.deletingPathExtension().appendingPathExtension("kiss")
            if ProcessInfo.processInfo.environment["KISS_UPDATE_FIXTURES"] == "1" {
                try imported.write(to: expected, atomically: true, encoding: .utf8)
            }
            XCTAssertEqual(imported, try String(contentsOf: expected, encoding: .utf8), "\(url.lastPathComponent): the import differs from \(expected.lastPathComponent)")
            let frames = try RoundTripTests.frames(of: imported, named: expected.lastPathComponent, in: folder, previews: [.init(name: "phone", width: 390)])
            XCTAssertFalse(frames.isEmpty, url.lastPathComponent)
        }
    }

    /// The README's Hello World without its `label(_:_:)` helper: two labels with their text
    /// and colour, noted as guessed, not two sizeless views.
    func testAHelperNamedForAnElementImportsAsThatElement() {
        let kiss = SwiftImporter().kiss(from: """
            lazy var mainLayout = wrap {
                label("HELLO ", .red).kiss.layout
                label("WORLD ", .orange).kiss.layout
            }.padding(10).mainAlign(.center)
            """)
        XCTAssertTrue(kiss.contains("""
              wrap {
                // kisslint import: `label("HELLO ", .red)` is not defined in this file; read as a label by its name
                label("HELLO ", color: .red)
                // kisslint import: `label("WORLD ", .orange)` is not defined in this file; read as a label by its name
                label("WORLD ", color: .orange)
              }.padding(10).mainAlign(.center)
            """), kiss)
        XCTAssertFalse(kiss.contains("view"), kiss)
    }

    /// Prefixes and suffixes, any case, the last word winning; a name that says nothing, or a
    /// first argument that is not a string, stays an unknown view.
    func testWhatAHelpersNameSays() {
        func element(_ call: String) -> String {
            let kiss = SwiftImporter().kiss(from: "lazy var mainLayout = vstack {\n    \(call).kiss.layout\n}\n")
            return kiss.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .first { !$0.hasPrefix("//") && !$0.hasPrefix("layout") && !$0.hasPrefix("vstack") } ?? kiss
        }
        XCTAssertEqual(element("makeLabel(\"Hi\")"), "label(\"Hi\")")
        XCTAssertEqual(element("titleLabel(\"Hi\", UIColor.red)"), "label(\"Hi\", color: .red)")
        XCTAssertEqual(element("TITLELABEL(\"Hi\", .systemPink)"), "label(\"Hi\", color: .pink)")
        XCTAssertEqual(element("label(\"Hi\", .systemRed)"), "label(\"Hi\")")
        XCTAssertEqual(element("createButton(\"Go\", .red)"), "button(\"Go\")")
        XCTAssertEqual(element("image(\"star\", 24, 24)"), "image(\"star\", 24, 24)")
        XCTAssertEqual(element("label(\"Hi\", UIColor(red: 1, green: 0.5, blue: 0))"), "label(\"Hi\", color: #FF8000)")
        XCTAssertEqual(element("Self.makeImageView(\"star\")"), "image(\"star\")")
        XCTAssertEqual(element("imageButton(\"Share\")"), "button(\"Share\")")
        XCTAssertEqual(element("Factory.makeLabel(\"Hi\")"), "label(\"Hi\")")
        XCTAssertTrue(element("makeBadge(\"new\")").hasPrefix("view /* kisslint import: `makeBadge(\"new\")` is not a view this file creates"))
        XCTAssertTrue(element("label(title)").hasPrefix("view /* kisslint import: `label(title)` is not a view this file creates"))
        XCTAssertTrue(element("label()").hasPrefix("view /* kisslint import:"))
    }
}
