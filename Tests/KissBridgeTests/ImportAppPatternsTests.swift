@testable import KissBridge
import XCTest

/// Patterns of the Kiss sample app that the import reads: String methods that make views, an
/// enum's per-case fonts, text views, and text the app sets at run time.
final class ImportAppPatternsTests: XCTestCase {
    /// `uiFactory.swift` (658f3ed): `"Name".label(.body)`, the font from `Typo.font`.
    static let factory = """
        enum Typo {
            case footnote
            case body
            var font: UIFont {
                switch self {
                case .footnote: return .systemFont(ofSize: 12, weight: .medium)
                case .body: return .systemFont(ofSize: 16, weight: .medium)
                }
            }
        }
        extension String {
            func label(_ typo: Typo) -> UILabel {
                let view = UILabel()
                view.font = typo.font
                view.text = self
                view.numberOfLines = 0
                return view
            }
        }

        """

    func testAStringMethodMakesItsViewWithTheEnumCasesFont() {
        let screen = "import Kiss\nclass Cell: UIView {\n    let title = \"My Title\".label(.body)\n    let note = \"Small\".label(.footnote)\n    lazy var mainLayout = vstack {\n        title.kiss.layout\n        note.kiss.layout\n    }\n}\n"
        let imported = SwiftImporter().module([("Factory.swift", Self.factory), ("Cell.swift", screen)])[1]
        XCTAssertTrue(imported.kiss.contains("label(\"My Title\", font: 16, weight: .medium, lines: 0)\n"), imported.kiss)
        XCTAssertTrue(imported.kiss.contains("label(\"Small\", font: 12, weight: .medium, lines: 0)\n"), imported.kiss)
        XCTAssertEqual(imported.notes, [])
    }

    func testTextViewsImportAsTextViews() {
        let swift = """
            import Kiss
            class Cell: UIView {
                let phone = TextBuilder().fontSize(14).textColor(.gray).textView()
                let bio = UITextView()
                lazy var mainLayout = vstack {
                    phone.kiss.layout
                    bio.kiss.layout
                }
                init() {
                    bio.text = "About me"
                    bio.numberOfLines = 3
                }
            }

            """
        let kiss = SwiftImporter().kiss(from: swift)
        XCTAssertTrue(kiss.contains("    textView(\"\", font: 14, color: .gray)\n"), kiss)
        // A label's settings are not a text view's.
        XCTAssertTrue(kiss.contains("    textView(\"About me\")\n"), kiss)
    }

    func testTextSetAtRunTimeIsItsExpressionWithANote() {
        let swift = "import Kiss\nclass Cell: UIView {\n    let name = UILabel()\n    lazy var mainLayout = vstack { name.kiss.layout }\n    func config(user: User) {\n        name.text = user.fullName\n    }\n}\n"
        let imported = SwiftImporter().importing(swift)
        XCTAssertTrue(imported.kiss.contains("label(\"user.fullName\")"), imported.kiss)
        XCTAssertEqual(imported.notes, [.init(line: 6, column: 21, message: "`user.fullName` is set at run time; imported as the text \"user.fullName\"")])
    }

    func testTheFirstGenerationsFillSizes() {
        let swift = "import KissUI\nlet l = vstack(\n    UIImageView().layout.widthFull(equalHeight: 5 / 3),\n    hstack(UILabel().layout.widthFill(2, height: 20))\n)\n"
        let kiss = SwiftImporter().kiss(from: swift)
        XCTAssertTrue(kiss.contains(".ratio(5 / 3)"), kiss)
        XCTAssertTrue(kiss.contains(".grow(2).height(20)"), kiss)
    }
}
