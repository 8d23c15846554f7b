import Foundation

extension FontMetrics {
    /// Reads an app's own `.ttf` / `.otf` (or one face of a `.ttc`) from its bytes.
    /// Only `head`, `hhea`, `hmtx`, `cmap` and, when present, `maxp`, `OS/2` and
    /// `name` are read; outlines, kerning and variations are not.
    public init(fontData: Data, fontIndex: Int = 0, name: String? = nil) throws {
        self = try OpenTypeReader(bytes: [UInt8](fontData), fontIndex: fontIndex).metrics(name: name)
    }

    public init(contentsOf url: URL, fontIndex: Int = 0) throws {
        try self.init(fontData: try Data(contentsOf: url), fontIndex: fontIndex)
    }
}

struct OpenTypeReader {
    private let file: ByteReader
    private var tables: [String: ByteReader] = [:]

    init(bytes: [UInt8], fontIndex: Int) throws {
        file = ByteReader(bytes, context: "font file")
        var offset = 0
        let signature = try file.u32(0)
        switch signature {
        case 0x7474_6366:  // 'ttcf'
            let count = Int(try file.u32(8))
            guard fontIndex >= 0, fontIndex < count else {
                throw FontFileError.fontIndexOutOfRange(index: fontIndex, count: count)
            }
            offset = Int(try file.u32(12 + 4 * fontIndex))
        case 0x774F_4646, 0x774F_4632:  // 'wOFF', 'wOF2'
            throw FontFileError.compressedWebFont
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType, 'OTTO', 'true'
            guard fontIndex == 0 else { throw FontFileError.fontIndexOutOfRange(index: fontIndex, count: 1) }
        default:
            throw FontFileError.notAFont(signature: signature)
        }
        let inner = try file.u32(offset)
        guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(inner) else {
            throw FontFileError.notAFont(signature: inner)
        }
        let tableCount = Int(try file.u16(offset + 4))
        for index in 0..<tableCount {
            let record = offset + 12 + 16 * index
            let tagValue = try file.u32(record)
            let tag = String(decoding: withUnsafeBytes(of: tagValue.bigEndian) { Array($0) }, as: UTF8.self)
            let tableOffset = Int(try file.u32(record + 8))
            let length = Int(try file.u32(record + 12))
            tables[tag] = try file.window(offset: tableOffset, length: length, context: "'\(tag)' table")
        }
    }

    private func table(_ tag: String) throws -> ByteReader {
        guard let table = tables[tag] else { throw FontFileError.missingTable(tag) }
        return table
    }

    func metrics(name explicitName: String?) throws -> FontMetrics {
        let head = try table("head")
        guard try head.u32(12) == 0x5F0F_3CF5 else {
            throw FontFileError.invalidTable("head", reason: "magic number is wrong")
        }
        let unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else {
            throw FontFileError.invalidTable("head", reason: "unitsPerEm \(unitsPerEm) is outside 16…16384")
        }

        let hhea = try table("hhea")
        let os2 = tables["OS/2"]
        var ascender = Int(try hhea.i16(4))
        var descender = Int(try hhea.i16(6))
        var lineGap = Int(try hhea.i16(8))
        // CoreText lays lines out with hhea; a font that leaves it empty is
        // measured with its OS/2 typo metrics instead.
        if ascender == 0 && descender == 0, let os2 {
            ascender = Int(try os2.i16(68))
            descender = Int(try os2.i16(70))
            lineGap = Int(try os2.i16(72))
        }
        // Some fonts store the descender as a positive distance.
        descender = -abs(descender)
        guard ascender - descender + max(0, lineGap) > 0 else {
            throw FontFileError.invalidTable("hhea", reason: "ascender, descender and line gap give no line height")
        }

        // Cap and x height exist from OS/2 version 2; older fonts get the usual
        // Latin proportions rather than an outline scan.
        var capHeight = unitsPerEm * 7 / 10
        var xHeight = unitsPerEm / 2
        if let os2, let version = try? os2.u16(0), version >= 2,
            let x = try? os2.i16(86), let cap = try? os2.i16(88)
        {
            if cap > 0 { capHeight = Int(cap) }
            if x > 0 { xHeight = Int(x) }
        }

        return FontMetrics(
            name: explicitName ?? fullName() ?? "font",
            unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: max(0, lineGap),
            capHeight: capHeight, xHeight: xHeight, advances: try advances(hhea: hhea))
    }

    private func advances(hhea: ByteReader) throws -> AdvanceTable {
        let hmtx = try table("hmtx")
        let metricCount = Int(try hhea.u16(34))
        guard metricCount > 0 else {
            throw FontFileError.invalidTable("hhea", reason: "numberOfHMetrics is 0")
        }
        try hmtx.check(0, 4 * metricCount, context: "hmtx advances")
        let glyphCount = (try? tables["maxp"]?.u16(4)).flatMap { $0.map(Int.init) } ?? metricCount
        // Advance per glyph id, read once: a cmap maps many code points to few glyphs.
        var glyphAdvances = [UInt16](repeating: 0, count: metricCount)
        for glyph in 0..<metricCount { glyphAdvances[glyph] = try hmtx.u16(4 * glyph) }
        let lastAdvance = glyphAdvances[metricCount - 1]

        var builder = AdvanceTable.Builder()
        try CmapReader.forEachMapping(try table("cmap")) { codePoint, glyph in
            let glyph = Int(glyph)
            guard glyph < max(glyphCount, metricCount) else { return }
            builder.append(codePoint, glyph < metricCount ? glyphAdvances[glyph] : lastAdvance)
        }
        return builder.build()
    }

    /// The `name` table's full font name (ID 4), for diagnostics; nil when absent or unreadable.
    private func fullName() -> String? {
        guard let name = tables["name"], let count = try? name.u16(2), let storage = try? name.u16(4) else {
            return nil
        }
        for index in 0..<Int(count) {
            let record = 6 + 12 * index
            guard let platform = try? name.u16(record), let nameID = try? name.u16(record + 6),
                let length = try? name.u16(record + 8), let offset = try? name.u16(record + 10),
                nameID == 4, platform == 3 || platform == 0 || platform == 1,
                let text = try? name.window(offset: Int(storage) + Int(offset), length: Int(length), context: "name")
            else { continue }
            let bytes = (0..<text.count).compactMap { try? text.u8($0) }
            if platform == 1 { return String(decoding: bytes, as: UTF8.self) }
            let units = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        }
        return nil
    }
}
