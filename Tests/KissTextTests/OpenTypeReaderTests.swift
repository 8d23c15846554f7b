import Foundation
import KissText
import KissTestSupport
import XCTest

final class OpenTypeReaderTests: XCTestCase {
    private func subset(_ base64: String) throws -> Data {
        try XCTUnwrap(Data(base64Encoded: base64, options: .ignoreUnknownCharacters))
    }

    private func read(_ bytes: [UInt8], fontIndex: Int = 0) throws -> FontMetrics {
        try FontMetrics(fontData: Data(bytes), fontIndex: fontIndex)
    }

    private func assertThrows(_ bytes: [UInt8], _ expected: FontFileError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try read(bytes), file: file, line: line) { error in
            XCTAssertEqual(error as? FontFileError, expected, file: file, line: line)
        }
    }

    // MARK: The real font, subset

    func testRegularSubsetMatchesGeneratedTableThroughFormat12() throws {
        let metrics = try FontMetrics(fontData: try subset(SubsetFonts.interRegular))
        let table = FontMetrics.inter(.regular)
        XCTAssertEqual(metrics.name, "Inter Regular")
        XCTAssertEqual(metrics.unitsPerEm, 2816)
        XCTAssertEqual([metrics.ascender, metrics.descender, metrics.lineGap], [2728, -680, 0])
        XCTAssertEqual([metrics.capHeight, metrics.xHeight], [2048, 1536])
        for scalar in SubsetFonts.bmpText.unicodeScalars + ["\u{1F130}"] {
            XCTAssertNotNil(metrics.advance(of: scalar), "U+\(String(scalar.value, radix: 16))")
            XCTAssertEqual(metrics.advance(of: scalar), table.advance(of: scalar), "U+\(String(scalar.value, radix: 16))")
        }
        XCTAssertEqual(metrics.advances.advance(for: 0x4D), 2504)
        XCTAssertNil(metrics.advance(of: "B"), "the subset has no B")
        XCTAssertEqual(metrics.advances.count, SubsetFonts.bmpText.unicodeScalars.count + 1)
    }

    func testBoldSubsetMatchesGeneratedTableThroughFormat4() throws {
        let metrics = try FontMetrics(fontData: try subset(SubsetFonts.interBold), name: "App Bold")
        XCTAssertEqual(metrics.name, "App Bold")
        let table = FontMetrics.inter(.bold)
        for scalar in SubsetFonts.bmpText.unicodeScalars {
            XCTAssertEqual(metrics.advance(of: scalar), table.advance(of: scalar))
        }
        XCTAssertEqual(metrics.advances.advance(for: 0x4D), 2576)
        XCTAssertNil(metrics.advance(of: "\u{1F130}"))
    }

    func testReadFontMeasuresAndFallsBackToSystemFontForMissingGlyphs() throws {
        let metrics = try FontMetrics(fontData: try subset(SubsetFonts.interRegular))
        let measurer = TextMeasurer()
        let own = measurer.measure("MiMi", font: Font(metrics: metrics, size: 10))
        let system = measurer.measure("MiMi", font: Font(size: 10))
        XCTAssertEqual(own.lineWidths, system.lineWidths)
        // "B" is not in the subset; it is measured with Inter's B, as iOS would
        // cascade to the system font.
        let b = try XCTUnwrap(FontMetrics.inter(.regular).advance(of: "B"))
        XCTAssertEqual(measurer.measure("B", font: Font(metrics: metrics, size: 10)).lineWidths[0], b * 10, accuracy: 1e-9)
    }

    // MARK: Built fonts: each field on its own

    func testMinimalBuiltFontReads() throws {
        var builder = TestFontBuilder()
        builder.os2 = TestFontBuilder.os2(version: 4, typo: (900, -300, 0), xHeight: 480, capHeight: 690)
        let metrics = try read(builder.build())
        XCTAssertEqual(metrics.unitsPerEm, 1000)
        XCTAssertEqual([metrics.ascender, metrics.descender, metrics.lineGap], [800, -200, 90], "hhea wins over typo")
        XCTAssertEqual([metrics.capHeight, metrics.xHeight], [690, 480])
        XCTAssertEqual(metrics.advances.entries.map(\.codePoint), [0x41, 0x42])
        XCTAssertEqual(metrics.advances.entries.map(\.advance), [610, 720])
        XCTAssertEqual(metrics.lineHeightEm, 1.09, accuracy: 1e-12)
    }

    func testEmptyHheaFallsBackToTypoMetricsAndOldOS2ToLatinProportions() throws {
        var builder = TestFontBuilder()
        builder.ascender = 0
        builder.descender = 0
        builder.lineGap = 0
        builder.os2 = TestFontBuilder.os2(version: 1, typo: (900, -300, 50), xHeight: 480, capHeight: 690)
        let metrics = try read(builder.build())
        XCTAssertEqual([metrics.ascender, metrics.descender, metrics.lineGap], [900, -300, 50])
        XCTAssertEqual([metrics.capHeight, metrics.xHeight], [700, 500], "OS/2 v1 has no cap height")
    }

    func testPositiveDescenderIsTakenAsBelowTheBaseline() throws {
        var builder = TestFontBuilder()
        builder.descender = 200
        XCTAssertEqual(try read(builder.build()).descender, -200)
    }

    func testGlyphsPastNumberOfHMetricsShareTheLastAdvance() throws {
        var builder = TestFontBuilder()
        builder.advances = [500, 610, 720, 0]
        builder.metricCount = 2
        builder.cmapSubtable = TestFontBuilder.format12([(start: 0x41, end: 0x43, glyph: 1)])
        builder.cmapEncoding = (3, 10)
        XCTAssertEqual(try read(builder.build()).advances.entries.map(\.advance), [610, 610, 610])
    }

    func testFormat12BeyondTheBMPAndGlyphIdsPastTheFontAreDropped() throws {
        var builder = TestFontBuilder()
        builder.cmapSubtable = TestFontBuilder.format12([(start: 0x1F600, end: 0x1F605, glyph: 1)])
        builder.cmapEncoding = (0, 4)
        let entries = try read(builder.build()).advances.entries
        XCTAssertEqual(entries.map(\.codePoint), [0x1F600, 0x1F601], "glyphs 3… do not exist")
    }

    func testCollectionPicksTheIndexedFont() throws {
        let collection = TestFontBuilder.collection(of: TestFontBuilder().build())
        XCTAssertEqual(try read(collection).advances.entries.map(\.advance), [610, 720])
        XCTAssertThrowsError(try read(collection, fontIndex: 1)) { error in
            XCTAssertEqual(error as? FontFileError, .fontIndexOutOfRange(index: 1, count: 1))
            XCTAssertEqual((error as? FontFileError)?.description, "font collection has 1 font; index 1 does not exist")
        }
    }

    // MARK: Hostile input

    func testWrongSignaturesAreNamed() {
        assertThrows([0x77, 0x4F, 0x46, 0x46] + [UInt8](repeating: 0, count: 40), .compressedWebFont)
        assertThrows(Array("<html>".utf8) + [UInt8](repeating: 0, count: 40), .notAFont(signature: 0x3C68_746D))
        assertThrows([], .truncated(context: "font file", offset: 0, length: 4))
        // The message never shows the file's bytes.
        XCTAssertEqual(FontFileError.notAFont(signature: 0x3C68_746D).description, "not a TrueType/OpenType font (it does not start as one)")
    }

    func testStructuralErrorsAreNamed() {
        var builder = TestFontBuilder()
        builder.omitted = ["hmtx"]
        assertThrows(builder.build(), .missingTable("hmtx"))

        builder = TestFontBuilder()
        builder.unitsPerEm = 0
        assertThrows(builder.build(), .invalidTable("head", reason: "unitsPerEm 0 is outside 16…16384"))

        builder = TestFontBuilder()
        builder.magic = 0
        assertThrows(builder.build(), .invalidTable("head", reason: "magic number is wrong"))

        builder = TestFontBuilder()
        builder.metricCount = 0
        assertThrows(builder.build(), .invalidTable("hhea", reason: "numberOfHMetrics is 0"))

        builder = TestFontBuilder()
        builder.cmapEncoding = (1, 0)
        assertThrows(builder.build(), .noUnicodeCmap)
    }

    func testHugeCountsAndOffsetsThrowInsteadOfAllocatingOrTrapping() throws {
        var builder = TestFontBuilder()
        builder.cmapEncoding = (3, 10)
        builder.cmapSubtable = TestFontBuilder.format12([(start: 0x41, end: 0x41, glyph: 1)], claimedCount: 0xFFFF_FFFF)
        XCTAssertThrowsError(try read(builder.build())) { error in
            guard case .truncated(let context, _, _) = error as? FontFileError else { return XCTFail("\(error)") }
            XCTAssertEqual(context, "cmap format 12 groups")
        }

        var bytes = TestFontBuilder().build()
        TestFontBuilder.put32(&bytes, 12 + 8, 0xFFFF_FFF0)  // first table record's offset
        XCTAssertThrowsError(try read(bytes)) { error in
            XCTAssertEqual(error as? FontFileError, .truncated(context: "'cmap' table", offset: 0xFFFF_FFF0, length: 44))
        }

        bytes = TestFontBuilder().build()
        TestFontBuilder.put16(&bytes, 4, 0xFFFF)  // numTables
        XCTAssertThrowsError(try read(bytes))
    }

    func testOverlappingCmapRangesAreRejectedRatherThanExpanded() {
        var builder = TestFontBuilder()
        builder.cmapEncoding = (3, 10)
        // Two groups spanning all of Unicode would otherwise cost 2 × 1.1 M entries each.
        builder.cmapSubtable = TestFontBuilder.format12([(start: 0, end: 0x10FFFF, glyph: 1), (start: 0, end: 0x10FFFF, glyph: 1)])
        assertThrows(builder.build(), .invalidTable("cmap", reason: "format 12 groups overlap, are out of order or leave Unicode"))

        builder.cmapSubtable = TestFontBuilder.format12([(start: 0x41, end: 0x110000, glyph: 1)])
        assertThrows(builder.build(), .invalidTable("cmap", reason: "format 12 groups overlap, are out of order or leave Unicode"))

        builder = TestFontBuilder()
        builder.cmapSubtable = TestFontBuilder.format4([(start: 0x41, end: 0x5A, delta: 0), (start: 0x30, end: 0x39, delta: 0)])
        assertThrows(builder.build(), .invalidTable("cmap", reason: "format 4 segments overlap or are out of order"))
    }

    func testEveryTruncationOfARealFontThrows() throws {
        let bytes = [UInt8](try subset(SubsetFonts.interBold))
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try read(Array(bytes[..<length])), "prefix of \(length) bytes")
        }
    }

    func testMutatedAndRandomBytesNeverTrap() throws {
        let original = [UInt8](try subset(SubsetFonts.interRegular))
        var random = SplitMix64(seed: 42)
        var accepted = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            if let metrics = try? read(bytes) {
                accepted += 1
                XCTAssert((16...16384).contains(metrics.unitsPerEm))
                XCTAssertGreaterThan(metrics.lineHeightEm, 0)
            }
        }
        // Most single-byte changes hit outlines, which are not read: the reader must
        // not be so strict that it rejects them.
        XCTAssertGreaterThan(accepted, 1000)

        for _ in 0..<500 {
            let count = Int.random(in: 0..<512, using: &random)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            if bytes.count >= 4 { bytes.replaceSubrange(0..<4, with: [0x00, 0x01, 0x00, 0x00]) }
            XCTAssertThrowsError(try read(bytes))
        }
    }
}
