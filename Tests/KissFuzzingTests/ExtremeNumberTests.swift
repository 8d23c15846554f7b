import Foundation
import KissFuzzing
import KissTestSupport
import XCTest

/// Numbers at the ends of `Double` written wherever a `.kiss` file takes one: each goes through
/// lint, frames, render, export and every request of the language server (`PipelineCheck`,
/// `EditLoopCheck`) without a trap. Tiny fonts once divided into `Int(∞)`; 1e309 written out
/// in full once passed as infinity into ratios, flex factors and pin offsets.
final class ExtremeNumberTests: XCTestCase {
    /// `.kiss` has no exponent notation: the extremes are written out, or reached by arithmetic.
    static let extremes: [String] = Mutator.extremeNumbers + [
        "0." + String(repeating: "0", count: 299) + "1",           // 1e-300
        "1 / 1" + String(repeating: "0", count: 300),               // 1e-300 by division
        "0." + String(repeating: "0", count: 319) + "1",           // 1e-320, subnormal
        "0." + String(repeating: "0", count: 323) + "5",           // 5e-324, the smallest subnormal
        "0.000000000000000000000001",                               // 1e-24: the font that trapped
        "-0", "0", "-0.0",
        "1" + String(repeating: "0", count: 300),                  // 1e300
        "1" + String(repeating: "0", count: 309),                  // 1e309: infinity as a literal
        "1" + String(repeating: "0", count: 308) + " * 10",        // 1e308·10: infinity by arithmetic
        "9223372036854775808",                                      // Int.max + 1
        "1" + String(repeating: "0", count: 309) + "%",
    ]

    /// Every place a number goes, with `N` for the number.
    static let template = """
        preview phone(width: 390, height: 844)
        layout Row(size: N) {
          hstack {
            label("Title of the row", font: size, lines: N, minScale: N)
            view.width(N).ratio(N).grow(N).shrink(N).basis(N)
          }.spacing(N).padding(N)
        }
        layout Screen {
          vstack {
            Row(size: N)
            label("A longer text that wraps over lines", font: N, lines: N)
            button("Tap", font: N)
            textField("x", font: N)
            keyValue("key", "value", keyFont: N, valueFont: N, margin: N, keyMinScale: N)
            image("i", N, N)
            spacer(N)
            growSpacer(N)
            stretchSpacer(min: N)
            wrap { view.size(N, N).margin(N) }.lineSpacing(N)
            pin {
              view.size(10, 10).id(a).pin(left: parent.left + N, top: parent.top - N)
              view.size(N).pin(left: a.right + N, top: parent.top)
            }.height(N)
            view.height(10).overlay { label("o", font: N).position(top: N) }.cornerRadius(N).stroke(N, #000)
          }.uniformFontScale(min: N).minWidth(N).maxHeight(N)
        }
        """

    func testEveryExtremeInEveryPlaceGoesThroughThePipeline() {
        for number in Self.extremes {
            let bytes = Array(Self.template.replacingOccurrences(of: "N", with: number).utf8)
            XCTAssertNoThrow(try PipelineCheck.run(bytes, hoverOffsets: [0, bytes.count / 2, bytes.count]), number)
        }
    }

    /// One place at a time, the others ordinary: a bad value elsewhere cannot hide a trap here.
    func testEachPlaceOnItsOwnGoesThroughThePipeline() {
        let places = Self.template.components(separatedBy: "N")
        for number in ["0." + String(repeating: "0", count: 319) + "1", "0.000000000000000000000001", "1" + String(repeating: "0", count: 309)] {
            for slot in 1..<places.count {
                var text = places[0]
                for index in 1..<places.count { text += (index == slot ? number : "2") + places[index] }
                let bytes = Array(text.utf8)
                XCTAssertNoThrow(try PipelineCheck.run(bytes), "\(number.prefix(12)) in place \(slot)")
            }
        }
    }

    func testTheLanguageServerAnswersEveryRequestOnExtremes() {
        for number in Self.extremes {
            let bytes = Array(Self.template.replacingOccurrences(of: "N", with: number).utf8)
            XCTAssertNoThrow(try EditLoopCheck.run(initial: bytes, edits: []), number)
        }
    }
}
