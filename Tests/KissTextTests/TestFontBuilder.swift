/// Builds minimal sfnt files in memory, so the reader's error paths can be hit
/// one field at a time without committing malformed binaries.
struct TestFontBuilder {
    var signature: UInt32 = 0x0001_0000
    var unitsPerEm: UInt16 = 1000
    var magic: UInt32 = 0x5F0F_3CF5
    var ascender: Int16 = 800
    var descender: Int16 = -200
    var lineGap: Int16 = 90
    /// Advance of each glyph id; glyph 0 is .notdef.
    var advances: [UInt16] = [500, 610, 720]
    /// `hhea.numberOfHMetrics`; glyphs past it share the last advance.
    var metricCount: UInt16?
    var cmapSubtable: [UInt8] = TestFontBuilder.format4([(start: 0x41, end: 0x42, delta: -0x40)])
    var cmapEncoding: (platform: UInt16, encoding: UInt16) = (3, 1)
    var os2: [UInt8]? = nil
    var omitted: Set<String> = []

    static func format4(_ segments: [(start: UInt16, end: UInt16, delta: Int16)]) -> [UInt8] {
        let all = segments + [(start: 0xFFFF, end: 0xFFFF, delta: 1)]
        var bytes: [UInt8] = []
        bytes += be16(4) + be16(UInt16(16 + 8 * all.count)) + be16(0)
        bytes += be16(UInt16(2 * all.count)) + be16(0) + be16(0) + be16(0)
        for segment in all { bytes += be16(segment.end) }
        bytes += be16(0)
        for segment in all { bytes += be16(segment.start) }
        for segment in all { bytes += be16(UInt16(bitPattern: segment.delta)) }
        for _ in all { bytes += be16(0) }
        return bytes
    }

    static func format12(_ groups: [(start: UInt32, end: UInt32, glyph: UInt32)], claimedCount: UInt32? = nil) -> [UInt8] {
        var bytes: [UInt8] = be16(12) + be16(0) + be32(UInt32(16 + 12 * groups.count)) + be32(0)
        bytes += be32(claimedCount ?? UInt32(groups.count))
        for group in groups { bytes += be32(group.start) + be32(group.end) + be32(group.glyph) }
        return bytes
    }

    static func os2(version: UInt16, typo: (Int16, Int16, Int16), xHeight: Int16, capHeight: Int16) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 96)
        put16(&bytes, 0, version)
        put16(&bytes, 68, UInt16(bitPattern: typo.0))
        put16(&bytes, 70, UInt16(bitPattern: typo.1))
        put16(&bytes, 72, UInt16(bitPattern: typo.2))
        put16(&bytes, 86, UInt16(bitPattern: xHeight))
        put16(&bytes, 88, UInt16(bitPattern: capHeight))
        return bytes
    }

    func tables() -> [(String, [UInt8])] {
        var head = [UInt8](repeating: 0, count: 54)
        Self.put32(&head, 12, magic)
        Self.put16(&head, 18, unitsPerEm)
        var hhea = [UInt8](repeating: 0, count: 36)
        Self.put16(&hhea, 4, UInt16(bitPattern: ascender))
        Self.put16(&hhea, 6, UInt16(bitPattern: descender))
        Self.put16(&hhea, 8, UInt16(bitPattern: lineGap))
        let count = metricCount ?? UInt16(advances.count)
        Self.put16(&hhea, 34, count)
        let maxp = Self.be32(0x0000_5000) + Self.be16(UInt16(advances.count))
        var hmtx: [UInt8] = []
        for advance in advances.prefix(Int(count)) { hmtx += Self.be16(advance) + Self.be16(0) }
        for _ in advances.dropFirst(Int(count)) { hmtx += Self.be16(0) }
        let cmap = Self.be16(0) + Self.be16(1) + Self.be16(cmapEncoding.platform) + Self.be16(cmapEncoding.encoding)
            + Self.be32(12) + cmapSubtable
        var all = [("cmap", cmap), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("maxp", maxp)]
        if let os2 { all.append(("OS/2", os2)) }
        return all.filter { !omitted.contains($0.0) }
    }

    func build() -> [UInt8] {
        let tables = tables()
        var bytes = Self.be32(signature) + Self.be16(UInt16(tables.count)) + Self.be16(0) + Self.be16(0) + Self.be16(0)
        var offset = 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            bytes += Array(tag.utf8) + Self.be32(0) + Self.be32(UInt32(offset)) + Self.be32(UInt32(data.count))
            let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return bytes + body
    }

    /// Wraps a font in a one-font TrueType collection, shifting its table offsets.
    static func collection(of font: [UInt8]) -> [UInt8] {
        var shifted = font
        let tableCount = Int(font[4]) << 8 | Int(font[5])
        for index in 0..<tableCount {
            let at = 12 + 16 * index + 8
            let old = UInt32(font[at]) << 24 | UInt32(font[at + 1]) << 16 | UInt32(font[at + 2]) << 8 | UInt32(font[at + 3])
            put32(&shifted, at, old + 16)
        }
        return be32(0x7474_6366) + be32(0x0001_0000) + be32(1) + be32(16) + shifted
    }

    static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    static func be32(_ value: UInt32) -> [UInt8] { be16(UInt16(value >> 16)) + be16(UInt16(value & 0xFFFF)) }
    static func put16(_ bytes: inout [UInt8], _ at: Int, _ value: UInt16) {
        bytes[at] = UInt8(value >> 8)
        bytes[at + 1] = UInt8(value & 0xFF)
    }
    static func put32(_ bytes: inout [UInt8], _ at: Int, _ value: UInt32) {
        put16(&bytes, at, UInt16(value >> 16))
        put16(&bytes, at + 2, UInt16(value & 0xFFFF))
    }
}
