@testable import KissBridge
import XCTest

/// The previews an imported file gets from how its classes host their layouts.
final class HostSizeImportTests: XCTestCase {
    static func screen(superclass: String, host: String) -> String {
        """
        import Kiss
        class Sample: \(superclass) {
            let header = UIView()
            let body = UIView()
            lazy var layout1 = vstack {
                header.kiss.layout.height(40)
                body.kiss.layout.grow(1)
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                kiss.constructIfNeed(layout: layout1)
            }
            \(host)
        }

        """
    }

    static let laidOutAtItsFrame = "override func layoutSubviews() {\n        super.layoutSubviews()\n        kiss.updateChange(width: frame.width, height: frame.height)\n    }"

    func testAViewLaidOutAtItsFramesHeightIsAScreenWithPhonePreviews() {
        let kiss = SwiftImporter().kiss(from: Self.screen(superclass: "UIView", host: Self.laidOutAtItsFrame))
        XCTAssertTrue(kiss.contains("preview phone(width: 390, height: 763)\npreview se(width: 375, height: 647, scale: 2)\npreview max(width: 430, height: 839)\n"), kiss)
        XCTAssertTrue(kiss.contains("// Sample is laid out at its view's height"), kiss)
    }

    func testAViewControllersViewIsAScreenToo() {
        let controller = """
            import Kiss
            class SettingsViewController: UIViewController {
                let row = UIView()
                lazy var mainLayout = vstack { row.kiss.layout.grow(1) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.kiss.constructIfNeed(layout: mainLayout)
                }
                override func viewDidLayoutSubviews() {
                    view.kiss.updateChange(width: view.bounds.width, height: view.bounds.height)
                }
            }

            """
        XCTAssertTrue(SwiftImporter().kiss(from: controller).contains("preview phone(width: 390, height: 763)"))
    }

    func testCellsAndViewsThatFitTheirContentGetNoPreviews() {
        // A cell: its height comes from `estimatedSize(width:height: nil)`.
        let cell = SwiftImporter().kiss(from: Self.screen(superclass: "UICollectionViewCell", host: Self.laidOutAtItsFrame))
        XCTAssertFalse(cell.contains("preview"), cell)
        // The host view `export` writes sizes itself to its content when asked.
        let fitted = Self.laidOutAtItsFrame + "\n    override func sizeThatFits(_ size: CGSize) -> CGSize {\n        kiss.estimatedSize(width: size.width, height: nil)\n    }"
        let exported = SwiftImporter().kiss(from: Self.screen(superclass: "UIView", host: fitted))
        XCTAssertFalse(exported.contains("preview"), exported)
        // No size given: `updateChange()` fits the content.
        let none = SwiftImporter().kiss(from: Self.screen(superclass: "UIView", host: "func refresh() { kiss.updateChange() }"))
        XCTAssertFalse(none.contains("preview"), none)
    }

    func testAScreensGrowingItemIsNotACollapseWhenLintedInPlace() {
        // Solved at a fitted height, the vstack has no free height and `body` would be 0 high
        // (K202); at the screen's height it takes what the header leaves.
        let screen = SwiftInPlaceLint.lint([.init(path: "/app/Sample.swift", bytes: Array(Self.screen(superclass: "UIView", host: Self.laidOutAtItsFrame).utf8))])
        XCTAssertEqual(screen[0].diagnostics.map(\.code.rawValue), [])
        let fitted = SwiftInPlaceLint.lint([.init(path: "/app/Sample.swift", bytes: Array(Self.screen(superclass: "UIView", host: "").utf8))])
        XCTAssertEqual(fitted[0].diagnostics.map(\.code.rawValue), ["K202"])
    }
}
