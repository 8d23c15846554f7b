import Foundation
import KissAnalysis
import KissSyntax
import XCTest

/// K301–K305: the amounts in the messages agree with the solved frames, and a
/// finding that occurs at several previews is reported once, naming each
/// preview with its own amount.
final class SizeRulesTests: XCTestCase {
    private func lint(_ text: String) -> (source: String, diagnostics: [Diagnostic]) {
        let workspace = Workspace(root: "/virtual")
        let file = workspace.add(path: "/virtual/Sizes.kiss", bytes: Array(text.utf8))
        return (text, Linter.lint(file, in: workspace).diagnostics)
    }

    private func findings(_ code: String, in text: String) -> [Diagnostic] {
        lint(text).diagnostics.filter { $0.code.rawValue == code }
    }

    private func offset(of needle: String, in text: String) -> Int {
        Array(text.utf8).count - Array(text.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8).count - Array(needle.utf8).count
    }

    private let toolbar = """
    preview phone(width: 390)
    preview se(width: 320)

    layout Toolbar {
      hstack {
        button("Back")
        label("Conversation with the design team", font: 17, weight: .semibold)
        button("Edit")
      }.crossAlign(.center).spacing(8).padding(horizontal: 16)
    }
    """

    func testOverflowIsReportedOnceWithEachPreviewsAmount() throws {
        let overflows = findings("K301", in: toolbar)
        XCTAssertEqual(overflows.count, 1)
        let finding = try XCTUnwrap(overflows.first)
        // 51 + 8 + 287.33 + 8 + 43.33 = 397.67 pt of content in 358 (phone) and 288 (se) inside the padding.
        XCTAssertTrue(finding.message.contains(
            "by 39.67 pt on the right (397.67 pt needed, 358 pt there) at phone (390) and by 109.67 pt on the right (397.67 pt needed, 288 pt there) at se (320)"),
                      finding.message)
        XCTAssertTrue(finding.message.contains("need more width than it has inside its padding"), finding.message)
        XCTAssertEqual(finding.range.lowerBound, offset(of: "hstack", in: toolbar))
        XCTAssertEqual(finding.related.first?.range.lowerBound, offset(of: "label(", in: toolbar))
    }

    func testOverflowFixShrinksTheWidestChildAndRemovesTheOverflow() throws {
        let finding = try XCTUnwrap(findings("K301", in: toolbar).first)
        let fix = try XCTUnwrap(finding.fixes.first)
        XCTAssertFalse(fix.isSafe)
        let edit = try XCTUnwrap(fix.edits.first)
        XCTAssertEqual(edit.replacement, ".shrink(1)")
        var bytes = Array(toolbar.utf8)
        bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(fixed.contains("weight: .semibold).shrink(1)"), fixed)
        let after = lint(fixed).diagnostics
        XCTAssertFalse(after.contains { $0.code.rawValue == "K301" }, fixed)
        // The shrunk one-line label now truncates: the documented follow-up.
        XCTAssertTrue(after.contains { $0.code.rawValue == "K302" })
    }

    func testOverflowAmountsFollowTheContent() {
        for (widths, spacing, padding) in [([100.0, 100, 100], 8.0, 0.0), ([150, 150], 4, 16), ([200, 120], 0, 0), ([50, 60, 70, 80], 10, 5)] {
            let children = widths.map { "image(\"i\", \(FrameFormatting.number($0)), 20)" }.joined(separator: "\n    ")
            let text = """
            preview se(width: 320)
            layout Row {
              hstack {
                \(children)
              }.spacing(\(FrameFormatting.number(spacing))).padding(horizontal: \(FrameFormatting.number(padding)))
            }
            """
            let expected = widths.reduce(0, +) + spacing * Double(widths.count - 1) + 2 * padding - 320
            let overflows = findings("K301", in: text)
            if expected <= 0 {
                XCTAssertEqual(overflows, [], text)
            } else {
                XCTAssertEqual(overflows.count, 1, text)
                XCTAssertTrue(overflows.first?.message.contains("by \(FrameFormatting.number(expected)) pt on the right (") ?? false,
                              "\(text)\n\(overflows.first?.message ?? "")")
                XCTAssertTrue(overflows.first?.message.contains(" pt there) at se (320)") ?? false,
                              "\(text)\n\(overflows.first?.message ?? "")")
            }
        }
    }

    func testPreviewsWithTheSameAmountAreNamedTogether() throws {
        let text = """
        preview phone(width: 390)
        preview se(width: 320)
        preview pro(width: 430)
        layout Column {
          vstack {
            vstack {
              image("photo", 100, 80)
              label("Caption")
            }.height(90).spacing(4)
          }
        }
        """
        let finding = try XCTUnwrap(findings("K301", in: text).first)
        // 80 + 4 + 20.67 = 104.67 in 90, whatever the width.
        XCTAssertTrue(finding.message.contains("by 14.67 pt at the bottom (104.67 pt needed, 90 pt there) at phone (390), se (320), pro (430):"),
                      finding.message)
    }

    func testAFindingNamesOnlyThePreviewsItOccursAt() throws {
        let text = """
        preview phone(width: 390)
        preview se(width: 320)
        layout Banner {
          hstack {
            label("Offline").shrink(1)
            image("banner", 320, 40)
          }.crossAlign(.center)
        }
        """
        let squeezed = findings("K305", in: text)
        XCTAssertEqual(squeezed.count, 1)
        let message = try XCTUnwrap(squeezed.first?.message)
        XCTAssertTrue(message.contains("squeezed to zero width at se (320) by shrinking"), message)
        XCTAssertTrue(message.contains("all of its 53.33 pt"), message)
        XCTAssertFalse(message.contains("phone"), message)
        XCTAssertEqual(findings("K201", in: text), [])
        XCTAssertEqual(findings("K301", in: text), [])
    }

    func testALayoutUsedInAnotherIsReportedOnceAtEachPreview() throws {
        let text = """
        preview phone(width: 390)
        preview se(width: 320)
        layout Screen {
          vstack {
            Toolbar
            label("Body")
          }
        }
        layout Toolbar {
          hstack {
            image("a", 200, 20)
            image("b", 150, 20)
          }
        }
        """
        let overflows = findings("K301", in: text)
        // Seen standalone and inside Screen, and by two layouts at each preview: one finding.
        XCTAssertEqual(overflows.count, 1, overflows.map(\.message).joined(separator: "\n"))
        let message = try XCTUnwrap(overflows.first?.message)
        XCTAssertEqual(message.components(separatedBy: "se (320)").count, 2, message)
        XCTAssertTrue(message.contains("by 30 pt on the right (350 pt needed, 320 pt there) at se (320)"), message)
        XCTAssertFalse(message.contains("phone"), message)
    }

    func testASqueezedContainerIsReportedAloneAndLackOfSpaceIsNamed() throws {
        let text = """
        preview se(width: 320)
        layout Row {
          vstack {
            hstack {
              hstack { label("First") label("Second") }.shrink(1)
              image("banner", 320, 40)
            }
            vstack { label("Inside") }.width(20).padding(horizontal: 10)
          }
        }
        """
        let sizeCodes = ["K201", "K202", "K301", "K302", "K303", "K304", "K305"]
        let diagnostics = lint(text).diagnostics.filter { sizeCodes.contains($0.code.rawValue) }
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K305", "K305"], diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(diagnostics[0].range.lowerBound, offset(of: "hstack { label(\"First\")", in: text))
        XCTAssertTrue(diagnostics[0].message.contains("zero width at se (320) by shrinking"), diagnostics[0].message)
        XCTAssertEqual(diagnostics[1].range.lowerBound, offset(of: "label(\"Inside\")", in: text))
        XCTAssertTrue(diagnostics[1].message.contains("for lack of space: the `vstack` has no width left for it"), diagnostics[1].message)
    }

    func testTruncationSaysWhatTheTextNeedsAndHas() throws {
        let text = toolbar.replacingOccurrences(of: ".semibold)", with: ".semibold).shrink(1)")
        let finding = try XCTUnwrap(findings("K302", in: text).first)
        XCTAssertTrue(finding.message.contains("at phone (390) it needs 287.33 pt on one line and has 247.67 pt; at se (320) it needs 287.33 pt on one line and has 177.67 pt"), finding.message)
        XCTAssertEqual(finding.fixes, [])

        let lines = """
        preview se(width: 320)
        layout Post {
          vstack {
            label("Shipped the new settings screen today, with a linter in CI catching collapsed rows.", font: 15, lines: 2)
          }.padding(16)
        }
        """
        let limited = try XCTUnwrap(findings("K302", in: lines).first)
        XCTAssertTrue(limited.message.contains("needs 3 lines at 288 pt and has 2 (`lines: 2`)"), limited.message)
    }

    func testMinScaleThatFitsIsNotReportedAndOneThatRunsOutIsK303() throws {
        let fits = toolbar.replacingOccurrences(of: ".semibold)", with: ".semibold, minScale: 0.5).shrink(1)")
        let quiet = lint(fits).diagnostics.filter { ["K302", "K303"].contains($0.code.rawValue) }
        XCTAssertEqual(quiet, [])

        let runsOut = toolbar.replacingOccurrences(of: ".semibold)", with: ".semibold, minScale: 0.7).shrink(1)")
        let diagnostics = lint(runsOut).diagnostics
        XCTAssertFalse(diagnostics.contains { $0.code.rawValue == "K302" })
        let finding = try XCTUnwrap(diagnostics.first { $0.code.rawValue == "K303" })
        XCTAssertTrue(finding.message.contains("at se (320) it needs 201 pt at 70% of 17 pt and has 177.67 pt"), finding.message)
        XCTAssertFalse(finding.message.contains("phone"), finding.message)
    }

    func testExhaustedUniformFontScaleIsK303NotK301() throws {
        let text = """
        preview phone(width: 390)
        preview se(width: 320)
        layout Stats {
          hstack {
            label("Nguyen Thien Trung the Great", font: 17)
            label("ATK 1200", font: 17)
            label("HP 9999", font: 17)
          }.spacing(8).padding(horizontal: 8).uniformFontScale(min: 0.8)
        }
        """
        let diagnostics = lint(text).diagnostics
        XCTAssertEqual(diagnostics.map(\.code.rawValue), ["K303"], diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(diagnostics[0].message.contains("by 26.67 pt on the right at se (320)"), diagnostics[0].message)
        XCTAssertEqual(diagnostics[0].range.lowerBound, offset(of: "hstack", in: text))
    }

    func testOutsideIsInformationAndSkipsPositionedOverlaysAndOverflowingParents() throws {
        let text = """
        preview se(width: 320)
        layout Row {
          vstack {
            hstack {
              label("Settings")
              image("chevron", 24, 24).marginTop(-12).crossAlign(self: .start)
            }
            view(.gray).size(40).overlay(alignment: .topRight) { view(.red).size(12).position(top: -4, right: -4) }
            hstack { image("a", 200, 20) image("b", 200, 20) }
          }
        }
        """
        let diagnostics = lint(text).diagnostics
        let outside = diagnostics.filter { $0.code.rawValue == "K304" }
        XCTAssertEqual(outside.count, 1, outside.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(outside.first?.severity, .info)
        XCTAssertEqual(outside.first?.range.lowerBound, offset(of: "image(\"chevron\"", in: text))
        XCTAssertTrue(outside.first?.message.contains("by 12 pt at the top at se (320)") ?? false)
        XCTAssertEqual(diagnostics.filter { $0.code.rawValue == "K301" }.count, 1)
    }

    func testNothingOnLayoutsThatFit() {
        let text = """
        preview phone(width: 390, height: 844)
        preview se(width: 320, height: 568)
        layout Card {
          vstack {
            hstack {
              image("avatar", 48, 48).margin(8)
              vstack {
                label("Nguyen Thien Trung", font: 17, weight: .semibold)
                label("iOS developer", font: 13)
              }.grow(1).shrink(1)
              switch.crossAlign(self: .center)
            }.crossAlign(.center)
            label("A long description that wraps onto as many lines as it needs at any width.", lines: 0)
            wrap { label("swift") label("yoga") label("uikit") }.spacing(6).lineSpacing(6)
          }.padding(10)
        }
        """
        let sizes = lint(text).diagnostics.filter { $0.code.rawValue.hasPrefix("K3") }
        XCTAssertEqual(sizes, [], sizes.map(\.message).joined(separator: "\n"))
    }

    /// With no size constraints anywhere (previews that fit the content, no
    /// explicit sizes), everything gets the room it asks for: no K3xx at any
    /// pixel scale, so pixel rounding alone never makes a finding.
    func testContentSizedLayoutsHaveNoSizeFindings() {
        var random: UInt64 = 7
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let words = ["Hi", "Nguyen Thien Trung", "iOS developer", "ATK 1200", "Wrap me onto lines", "Ω Ж ü"]
        func element(_ depth: Int) -> String {
            if depth > 2 || next(3) == 0 {
                switch next(4) {
                case 0: return "image(\"i\", \(5 + next(60)).\(next(10)), \(5 + next(40)))"
                case 1: return "button(\"\(words[next(words.count)])\", font: \(11 + next(10)))"
                default: return "label(\"\(words[next(words.count)])\", font: \(10 + next(12)).\(next(10)), lines: \(next(3)))"
                }
            }
            let kind = ["vstack", "hstack", "wrap"][next(3)]
            let children = (0..<(1 + next(4))).map { _ in element(depth + 1) }.joined(separator: "\n")
            let modifiers = ["", ".spacing(3.5)", ".padding(4.2)", ".crossAlign(.center)", ".mainAlign(.spaceBetween)"][next(5)]
            return "\(kind) {\n\(children)\n}\(modifiers)"
        }
        for round in 0..<120 {
            let text = "preview fit(scale: 2)\npreview fit3(scale: 3)\npreview one(scale: 1)\nlayout Generated {\n\(element(0))\n}\n"
            // A content-sized layout has room for everything; it may still stretch an image
            // across a stack taller than the image (K306), which is not about room.
            let sizes = lint(text).diagnostics.filter { $0.code.rawValue.hasPrefix("K3") && $0.code != .stretchedFixedSize }
            XCTAssertEqual(sizes, [], "round \(round):\n\(text)\n" + sizes.map(\.message).joined(separator: "\n"))
        }
    }
}
