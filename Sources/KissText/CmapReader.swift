/// Reads the Unicode mapping of a `cmap` table: format 12 (full Unicode) when
/// present, else format 4 (the Basic Multilingual Plane).
enum CmapReader {
    /// Calls `visit` with (code point, glyph id) in strictly increasing code point
    /// order, skipping unmapped code points (glyph 0).
    static func forEachMapping(_ cmap: ByteReader, _ visit: (UInt32, UInt32) throws -> Void) throws {
        let subtable = try bestSubtable(cmap)
        switch try subtable.u16(0) {
        case 4: try readFormat4(subtable, visit)
        case 12: try readFormat12(subtable, visit)
        default: throw FontFileError.noUnicodeCmap
        }
    }

    private static func bestSubtable(_ cmap: ByteReader) throws -> ByteReader {
        let count = Int(try cmap.u16(2))
        // Preference: full-repertoire Unicode first, then BMP, then Windows symbol
        // fonts (which still map through format 4).
        var best: (rank: Int, offset: Int)?
        for index in 0..<count {
            let record = 4 + index * 8
            let platform = try cmap.u16(record)
            let encoding = try cmap.u16(record + 2)
            let offset = Int(try cmap.u32(record + 4))
            guard let format = try? cmap.u16(offset) else { continue }
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12): rank = 0
            case (0, _, 12): rank = 1
            case (3, 1, 4): rank = 2
            case (0, _, 4): rank = 3
            case (3, 0, 4): rank = 4
            default: continue
            }
            if best == nil || rank < best!.rank { best = (rank, offset) }
        }
        guard let best else { throw FontFileError.noUnicodeCmap }
        return try cmap.window(offset: best.offset, length: cmap.count - best.offset, context: "cmap subtable")
    }

    private static func readFormat4(_ table: ByteReader, _ visit: (UInt32, UInt32) throws -> Void) throws {
        let segCountX2 = Int(try table.u16(6))
        guard segCountX2 > 0, segCountX2 % 2 == 0 else {
            throw FontFileError.invalidTable("cmap", reason: "format 4 segment count \(segCountX2) / 2 is not whole")
        }
        let ends = 14
        let starts = ends + segCountX2 + 2
        let deltas = starts + segCountX2
        let rangeOffsets = deltas + segCountX2
        try table.check(rangeOffsets, segCountX2, context: "cmap format 4 segments")
        var previousEnd = -1
        for segment in 0..<(segCountX2 / 2) {
            let end = Int(try table.u16(ends + 2 * segment))
            let start = Int(try table.u16(starts + 2 * segment))
            let delta = Int(try table.u16(deltas + 2 * segment))
            let rangeOffsetPosition = rangeOffsets + 2 * segment
            let rangeOffset = Int(try table.u16(rangeOffsetPosition))
            // Sorted, disjoint segments are required by the spec and keep the work
            // bounded by 65 536 code points however many segments a file claims.
            guard start <= end, start > previousEnd else {
                throw FontFileError.invalidTable("cmap", reason: "format 4 segments overlap or are out of order")
            }
            previousEnd = end
            for code in start...end where code != 0xFFFF {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    glyph = Int(try table.u16(rangeOffsetPosition + rangeOffset + 2 * (code - start)))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0 { try visit(UInt32(code), UInt32(glyph)) }
            }
        }
    }

    private static func readFormat12(_ table: ByteReader, _ visit: (UInt32, UInt32) throws -> Void) throws {
        let groupCount = Int(try table.u32(12))
        try table.check(16, groupCount * 12, context: "cmap format 12 groups")
        var previousEnd: Int64 = -1
        for group in 0..<groupCount {
            let record = 16 + group * 12
            let start = Int64(try table.u32(record))
            let end = Int64(try table.u32(record + 4))
            let firstGlyph = Int64(try table.u32(record + 8))
            guard start <= end, end <= 0x10FFFF, start > previousEnd else {
                throw FontFileError.invalidTable("cmap", reason: "format 12 groups overlap, are out of order or leave Unicode")
            }
            previousEnd = end
            for code in start...end {
                let glyph = firstGlyph + (code - start)
                guard glyph <= 0xFFFF else { break }
                if glyph != 0 { try visit(UInt32(code), UInt32(glyph)) }
            }
        }
    }
}
