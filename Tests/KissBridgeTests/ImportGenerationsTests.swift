import Foundation
import KissBridge
import XCTest

/// The Kiss library's older generations read as today's `.kiss` (docs/swift-export.md, "Kiss
/// library generations"); whole sample files are the `Generation*` import fixtures.
final class ImportGenerationsTests: XCTestCase {
    /// The item lines of the first layout, trimmed.
    func items(_ swift: String) -> [String] {
        SwiftImporter().kiss(from: swift).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("//") && !$0.hasPrefix("layout") && !$0.isEmpty }
    }

    /// `.width(.full)` along the stack grows, across it stretches (own frame code, 1–2): the
    /// stretch is `.kiss`'s default, not written. A grow across is made a full size: a stretch.
    func testFullAndGrowFollowTheParentStacksAxes() {
        let lines = items("""
            import KissUI
            lazy var l = hstack {
                a.layout.width(.full)
                vstack {
                    b.layout.width(.full).height(.full)
                    c.layout.height(.grow(2)).width(.grow(4))
                }.width(.grow(3)).height(.grow(5))
            }
            """)
        XCTAssertEqual(lines, [
            "hstack {",
            "view /* kisslint import: `a` is not a view this file creates */.grow(1000000)",
            "vstack {",
            "view /* kisslint import: `b` is not a view this file creates */.grow(1000000)",
            "view /* kisslint import: `c` is not a view this file creates */.grow(2)",
            "}.grow(3)",
            "}",
            "}",
        ])
    }

    /// On YogaKit (3) a grow or full size is flex grow and stretch, whatever the axis; `.fit`
    /// is align-self start.
    func testYogaGenerationGrowsAndStretches() {
        let lines = items("""
            import KissUI
            lazy var l = {
                self.view.kiss.vstack {
                    a.layout.width(.grow(2)).height(.ratio(1.5))
                    b.layout.width(.fit)
                }.alignItems(.center)
            }()
            """)
        XCTAssertEqual(lines, [
            "vstack {",
            "view /* kisslint import: `a` is not a view this file creates */.grow(2).ratio(1.5)",
            "view /* kisslint import: `b` is not a view this file creates */.crossAlign(self: .start)",
            "}.crossAlign(.center)",
            "}",
        ])
    }

    /// Edge setters, alignments, ids, sizes of generation 1.
    func testGenerationOneModifiers() {
        let lines = items("""
            import KissUI
            let v = UIView()
            let l = v.hstack(v.layout.left(1).right(2).leading(3).trailing(4).top(5).bottom(6).id("x"), hspacer, v.layout.size(CGSize(width: 3, height: 4)).min(width: 5)).vAlign(.bottom).selfAlign(.end)
            """)
        XCTAssertEqual(lines, [
            "hstack {",
            "view.marginLeft(1).marginRight(2).marginLeft(3).marginRight(4).marginTop(5).marginBottom(6).id(x)",
            "stretchSpacer",
            "view.size(3, 4).minWidth(5)",
            "}.mainAlign(.end).crossAlign(self: .end)",
            "}",
        ])
    }

    /// What cannot be translated stays a placeholder with a note at its Swift line.
    func testUntranslatedOldFormsAreNoted() {
        let imported = SwiftImporter().importing("""
            import KissUI
            let v = UIView()
            lazy var l = vstack {
                v.layout.id("not a name")
                wrap { v.layout.width(.grow(1)) }
            }.width(.full)
            """)
        XCTAssertTrue(imported.kiss.contains("view /* kisslint import: `.id(\"not a name\")` not translated: not a name `.kiss` can write */"), imported.kiss)
        XCTAssertTrue(imported.kiss.contains("view /* kisslint import: `.width(.grow(1))` not translated: a wrap's items take no grow"), imported.kiss)
        XCTAssertTrue(imported.kiss.contains("} /* kisslint import: `.width(.full)` not translated: the stack around it is not known */"), imported.kiss)
        XCTAssertEqual(imported.notes.map(\.line), [4, 5, 6])
    }
}
