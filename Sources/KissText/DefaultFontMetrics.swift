import Foundation

extension FontMetrics {
    /// Inter at `weight`, the stand-in for the iOS system font (see
    /// docs/text-measurement.md). Decoded from the generated tables on first use.
    public static func inter(_ weight: FontWeight) -> FontMetrics {
        // `all` has every weight; decoding on a miss only spares a force unwrap.
        DefaultFaces.all[weight] ?? DefaultFaces.decode(weight)
    }
}

/// Static lets are initialised lazily and exactly once, thread-safely, so the
/// base64 is decoded on first measurement and never again.
private enum DefaultFaces {
    static let runs: [(start: UInt32, count: Int)] = {
        let bytes = [UInt8](Data(base64Encoded: DefaultFontData.runs, options: .ignoreUnknownCharacters) ?? Data())
        return stride(from: 0, to: bytes.count - 5, by: 6).map { offset in
            let start = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
                | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
            let count = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8
            return (start, count)
        }
    }()

    static let all: [FontWeight: FontMetrics] = Dictionary(
        uniqueKeysWithValues: FontWeight.allCases.map { ($0, decode($0)) })

    static func decode(_ weight: FontWeight) -> FontMetrics {
        let bytes = [UInt8](
            Data(base64Encoded: DefaultFontData.advances(weight), options: .ignoreUnknownCharacters) ?? Data())
        var builder = AdvanceTable.Builder()
        var index = 0
        for run in runs {
            for offset in 0..<run.count where index + 1 < bytes.count {
                builder.append(run.start + UInt32(offset), UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8)
                index += 2
            }
        }
        return FontMetrics(
            name: "\(DefaultFontData.familyName) \(weight.rawValue)",
            unitsPerEm: DefaultFontData.unitsPerEm,
            ascender: DefaultFontData.ascender,
            descender: DefaultFontData.descender,
            lineGap: DefaultFontData.lineGap,
            capHeight: DefaultFontData.capHeight,
            xHeight: DefaultFontData.xHeight,
            advances: builder.build())
    }
}
