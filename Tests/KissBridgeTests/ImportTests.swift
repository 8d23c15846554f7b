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
        // UIKit's colours without a `.kiss` name: their light-mode value, or left out.
        XCTAssertEqual(element("label(\"Hi\", .systemRed)"), "label(\"Hi\", color: #FF3B30)")
        XCTAssertEqual(element("label(\"Hi\", UIColor.secondaryLabel)"), "label(\"Hi\", color: #3C3C4399)")
        XCTAssertEqual(element("label(\"Hi\", .tintColor)"), "label(\"Hi\")")
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

/// Several Swift files read as one module, and what the import says it did not translate.
final class ImportModuleTests: XCTestCase {
    static let screen = """
        class ProfileView: UIView {
            let name = "Ada".labelMedium
            lazy var mainLayout = vstack {
                name.kiss.layout
                badge("new").kiss.layout.margin(gap)
                Style.title("Hi").kiss.layout
                RatingView().kiss.layout
                avatarLayout()
            }.padding(Theme.inset)
        }
        """
    static let helpers = """
        let gap: CGFloat = 6
        enum Theme {
            static let inset = 12
        }
        func badge(_ text: String) -> UILabel {
            let label = UILabel()
            label.text = text
            label.textColor = .red
            return label
        }
        enum Style {
            static func title(_ text: String) -> UILabel {
                let label = UILabel()
                label.text = text
                label.font = .systemFont(ofSize: 20, weight: .bold)
                return label
            }
        }
        extension String {
            var labelMedium: UILabel {
                let label = UILabel()
                label.text = self
                label.font = .systemFont(ofSize: 15)
                return label
            }
        }
        """
    static let views = """
        class RatingView: KissView {
            lazy var bodyLayout = hstack {
                UIView().kiss.layout.size(10, 10)
            }
            override init(frame: CGRect) {
                kiss.constructIfNeed(layout: bodyLayout)
            }
        }
        func avatarLayout() -> UIViewLayout {
            return vstack { UIView().kiss.layout.size(48, 48) }
        }
        """

    /// The helpers, static helpers, `extension String` label factories, constants, view
    /// classes and layout functions of the other files are the elements they make.
    func testTheOtherFilesDeclarationsAreVisible() {
        let results = SwiftImporter().module([("Profile.swift", Self.screen), ("Helpers.swift", Self.helpers), ("Views.swift", Self.views)])
        XCTAssertEqual(results.map(\.hasLayout), [true, false, true])
        XCTAssertEqual(results[0].notes, [])
        XCTAssertEqual(results[0].kiss, """
            // Imported by kisslint import --swift from Profile.swift.
            import "Views.kiss"

            layout MainLayout {
              vstack {
                label("Ada", font: 15)
                label("new", color: .red).margin(6)
                label("Hi", font: 20, weight: .bold)
                Rating
                Avatar
              }.padding(12)
            }

            """)
        XCTAssertEqual(results[2].notes, [])
        XCTAssertTrue(results[2].kiss.contains("layout Rating {"), results[2].kiss)
    }

    /// Alone, the file's helpers from elsewhere are placeholders, each noted where it is.
    func testAloneTheyArePlaceholdersNotedAtTheirLineAndColumn() {
        let alone = SwiftImporter().importing(Self.screen, fileName: "Profile.swift")
        XCTAssertEqual(alone.notes, [
            .init(line: 4, column: 9, message: "`name` is not a view this file creates"),
            .init(line: 5, column: 9, message: "`badge(\"new\")` is not a view this file creates"),
            .init(line: 6, column: 9, message: "`Style.title(\"Hi\")` is not a view this file creates"),
            .init(line: 7, column: 9, message: "`RatingView()` is not a view this file creates"),
        ])
        XCTAssertTrue(alone.kiss.contains("view /* kisslint import: `badge(\"new\")` is not a view this file creates */"), alone.kiss)
    }

    /// Guesses, modifiers left out, expressions not read and layout functions without a
    /// layout are each a note at their construct.
    func testEveryNoteHasItsPlace() {
        let imported = SwiftImporter().importing("""
            lazy var mainLayout = vstack {
                label("Hi", .red).kiss.layout
                UIView().kiss.layout.line(spacing: 4)
                foo + bar
            }
            func emptyLayout() -> UIViewLayout {
                let x = 1
            }
            """)
        XCTAssertEqual(imported.notes.map { "\($0.line):\($0.column): \($0.message)" }, [
            "2:5: `label(\"Hi\", .red)` is not defined in this file; read as a label by its name",
            "3:26: `.line` not translated",
            "4:5: not translated: foo + bar",
            "6:6: no returned layout found in `emptyLayout`",
        ])
        let none = SwiftImporter().importing("let x = 1\n")
        XCTAssertFalse(none.hasLayout)
        XCTAssertEqual(none.notes, [])
    }
}

/// Real Kiss app code: implicit returns, `if` and `for` in a builder, a type's helpers, string
/// interpolation and UIKit's semantic colours.
final class ImportStatementTests: XCTestCase {
    func lines(_ kiss: String) -> [String] {
        kiss.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// A layout function, a computed property and a factory whose body is one expression.
    func testImplicitReturnsAreRead() {
        let imported = SwiftImporter().importing("""
            func avatar() -> UIImageView { UIImageView(image: UIImage(named: "me")) }
            func bodyLayout() -> UIViewLayout {
                vstack {
                    avatar().kiss.layout
                }
            }
            var rowLayout: some UIViewLayout { hstack { avatar().kiss.layout } }
            """)
        XCTAssertEqual(imported.notes, [])
        XCTAssertTrue(imported.kiss.contains("layout Body {\n  vstack {\n    image(\"me\")\n  }\n}"), imported.kiss)
        XCTAssertTrue(imported.kiss.contains("layout Row {\n  hstack {\n    image(\"me\")\n  }\n}"), imported.kiss)
    }

    /// An `if` on a parameter is `.visible`; another condition, an `else` and a `for` not
    /// over an array literal are noted at the Swift; a `for` over a literal is unrolled.
    func testIfAndForInABuilder() {
        let source = """
            func cardLayout(showBadge: Bool = false, compact: Bool = false) -> UIViewLayout {
                return vstack {
                    if showBadge {
                        UILabel().kiss.layout
                    }
                    if compact {
                        UISwitch().kiss.layout
                    } else {
                        UISlider().kiss.layout
                    }
                    if user.isMale && !compact { UIButton().kiss.layout }
                    for size in [8, 16] {
                        UIView().kiss.layout.height(size)
                    }
                    for tag in tags { UIView().kiss.layout }
                }
            }
            """
        let imported = SwiftImporter().importing(source)
        XCTAssertEqual(lines(imported.kiss).filter { !$0.isEmpty }.dropFirst(), [
            "layout Card(showBadge: false, compact: false) {", "vstack {",
            "label(\"\").visible(showBadge)",
            "switch.visible(compact)",
            "/* kisslint import: else of if compact: not translated, always shown */",
            "slider",
            "/* kisslint import: if user.isMale && !compact: condition not translated, always shown */",
            "button(\"\")",
            "view.height(8)", "view.height(16)",
            "view /* kisslint import: `for tag in tags` not unrolled (its sequence is not an array literal) */",
            "}", "}",
        ])
        XCTAssertEqual(imported.notes.map { "\($0.line):\($0.column): \($0.message)" }, [
            "8:11: `else` of `if compact` not translated (`.kiss` cannot negate a condition); its items are always shown",
            "11:9: condition `user.isMale && !compact` not translated (not a parameter of the layout); the items of both branches are always shown",
            "15:9: `for tag in tags` not unrolled (its sequence is not an array literal)",
        ])
        // The items and `.visible` map to their Swift.
        let kiss = imported.kiss
        func swift(at text: String) -> String? {
            guard let range = kiss.range(of: text), let swift = imported.sourceMap.swiftRange(at: kiss.utf8.distance(from: kiss.utf8.startIndex, to: range.lowerBound))
            else { return nil }
            return String(decoding: Array(source.utf8)[swift], as: UTF8.self)
        }
        XCTAssertEqual(swift(at: "label(\"\")"), "UILabel")
        XCTAssertEqual(swift(at: ".visible(showBadge)"), "showBadge")
        XCTAssertEqual(swift(at: "/* kisslint import: if user"), "if")
        XCTAssertEqual(swift(at: "view.height(16)"), "UIView")
    }

    /// The sample app's `Builder.nameText.label()` and `Builder.thumbnail()`, and a factory's
    /// interpolated parameter.
    func testTypeHelpersAndInterpolation() {
        let imported = SwiftImporter().importing("""
            enum Builder {
                static var nameText: TextBuilder {
                    return TextBuilder().linebreak(.truncatingTail(2)).textColor(.darkGray)
                }
                static func thumbnail() -> UIImageView {
                    return UIImageView().cornerRadius(15)
                }
            }
            func tag(_ text: String) -> UILabel {
                let label = Builder.nameText.fontSize(20).label()
                label.text = " \\(text) "
                return label
            }
            lazy var mainLayout = hstack {
                Builder.thumbnail().kiss.layout
                tag("new").kiss.layout
                Builder.nameText.label().kiss.layout
            }
            """)
        XCTAssertEqual(imported.notes, [])
        XCTAssertEqual(lines(imported.kiss).filter { $0.hasPrefix("image") || $0.hasPrefix("label") }, [
            "image(\"\").cornerRadius(15)",
            "label(\" new \", font: 20, lines: 2, color: .darkGray)",
            "label(\"\", font: 12, lines: 2, color: .darkGray)",
        ])
    }

    /// An interpolation of something other than a bound string, and a colour without a fixed
    /// value, are noted; the `.kiss` stays valid.
    func testWhatCannotBeSubstitutedIsNoted() {
        let imported = SwiftImporter().importing("""
            func phone(_ user: User) -> UILabel {
                let label = UILabel()
                label.text = "Tel: \\(user.phone)"
                label.textColor = .tintColor
                label.backgroundColor = UIColor.systemBackground
                return label
            }
            lazy var mainLayout = vstack {
                phone(user).kiss.layout
            }
            """)
        XCTAssertTrue(imported.kiss.contains("label(\"Tel: \\\\(user.phone)\").background(#FFFFFF)"), imported.kiss)
        XCTAssertEqual(imported.notes.map(\.message), [
            "interpolation `\\(user.phone)` not translated (not a parameter bound to a string); kept as written",
            "colour `.tintColor` has no `.kiss` equivalent; left out",
        ])
    }
}
