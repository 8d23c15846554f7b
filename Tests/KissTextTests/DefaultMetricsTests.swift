import KissText
import XCTest

final class DefaultMetricsTests: XCTestCase {
    /// Values read with fontTools from Inter 3.019 (fonts-inter), hmtx, unitsPerEm 2816.
    func testKnownAdvancesPerWeight() {
        let expected: [(FontWeight, [Character: UInt16])] = [
            (.regular, ["M": 2504, "i": 668, " ": 792, "\u{2026}": 2312, "\u{416}": 2672, "\u{3A9}": 2144]),
            (.bold, ["M": 2576, "i": 766, " ": 653, "\u{2026}": 2250]),
            (.ultraLight, ["M": 2432, "i": 624]),  // Inter Thin
            (.black, ["M": 2624, "i": 832, " ": 560]),
        ]
        for (weight, advances) in expected {
            let metrics = FontMetrics.inter(weight)
            for (character, units) in advances {
                XCTAssertEqual(metrics.advances.advance(for: character.unicodeScalars.first!.value), units, "\(weight) \(character)")
            }
        }
        XCTAssertEqual(FontMetrics.inter(.regular).advance(of: "M")!, 2504.0 / 2816, accuracy: 1e-15)
    }

    func testVerticalMetricsAndLineHeight() {
        let metrics = FontMetrics.inter(.semibold)
        XCTAssertEqual(metrics.unitsPerEm, 2816)
        XCTAssertEqual([metrics.ascender, metrics.descender, metrics.lineGap, metrics.capHeight, metrics.xHeight],
                       [2728, -680, 0, 2048, 1536])
        XCTAssertEqual(Font(size: 17, weight: .semibold).lineHeight, 3408.0 / 2816 * 17, accuracy: 1e-12)
        XCTAssertEqual(Font(size: 17).ascender, 2728.0 / 2816 * 17, accuracy: 1e-12)
    }

    func testCoversTheRequiredBlocksInEveryWeight() {
        let blocks: [(String, ClosedRange<UInt32>)] = [
            ("Basic Latin", 0x20...0x7E), ("Latin-1", 0xA0...0xFF), ("Latin Extended-A", 0x100...0x17F),
            ("Greek capitals", 0x391...0x3A1), ("Greek small", 0x3B1...0x3C9), ("Cyrillic", 0x400...0x45F),
            ("Vietnamese", 0x1EA0...0x1EF9),
        ]
        for weight in FontWeight.allCases {
            let metrics = FontMetrics.inter(weight)
            for (name, range) in blocks {
                // U+0149 ŉ is deprecated by Unicode and Inter does not draw it.
                let missing = range.filter { metrics.advances.advance(for: $0) == nil && $0 != 0x149 }
                XCTAssertEqual(missing, [], "\(weight) lacks part of \(name)")
            }
            XCTAssertNil(metrics.advances.advance(for: 0xE000), "private-use icons are left out")
            XCTAssertNil(metrics.advances.advance(for: 0x4E00))
        }
    }

    func testWeightsAreDistinctFacesAndHeavierIsWider() {
        let widths = FontWeight.allCases.map { FontMetrics.inter($0).advance(of: "M")! }
        XCTAssertEqual(widths, widths.sorted())
        XCTAssertEqual(Set(FontWeight.allCases.map { FontMetrics.inter($0) }).count, 9)
    }

    func testMissingWeightsResolveAsCSSMatchingDoes() {
        let light = FontMetrics.inter(.light)
        let bold = FontMetrics.inter(.bold)
        let family = FontFamily(name: "App", faces: [.light: light, .bold: bold])
        XCTAssertEqual(family.face(for: .regular), light, "400 looks lighter first when nothing up to 500 exists")
        XCTAssertEqual(family.face(for: .medium), light)
        XCTAssertEqual(family.face(for: .semibold), bold, "600 looks heavier first")
        XCTAssertEqual(family.face(for: .thin), light, "below 400 looks lighter, then heavier")
        XCTAssertEqual(family.face(for: .black), bold)
        XCTAssertEqual(FontWeight.regular.nearest(in: [.light, .medium, .bold]), .medium)
        XCTAssertEqual(FontFamily(name: "Empty", faces: [:]).face(for: .heavy), FontMetrics.inter(.heavy))
    }

    func testAdvanceTableRunsAndOrder() {
        let table = AdvanceTable(sortedEntries: [(0x41, 10), (0x42, 11), (0x50, 12), (0x1F600, 13)])!
        XCTAssertEqual(table.advance(for: 0x41), 10)
        XCTAssertEqual(table.advance(for: 0x42), 11)
        XCTAssertNil(table.advance(for: 0x43))
        XCTAssertNil(table.advance(for: 0x40))
        XCTAssertEqual(table.advance(for: 0x50), 12)
        XCTAssertEqual(table.advance(for: 0x1F600), 13)
        XCTAssertNil(table.advance(for: 0x10FFFF))
        XCTAssertNil(AdvanceTable(sortedEntries: [(0x42, 1), (0x41, 1)]))
        XCTAssertNil(AdvanceTable.empty.advance(for: 0))
        XCTAssertNotEqual(table, AdvanceTable(sortedEntries: [(0x41, 10), (0x42, 11), (0x50, 12), (0x1F600, 14)])!)
    }
}
