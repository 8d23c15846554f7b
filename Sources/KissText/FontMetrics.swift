/// The measurements of one font face, in font units, as its OpenType tables give them.
///
/// Vertical metrics follow CoreText, which UIKit uses: `hhea` ascender, descender
/// and line gap (the OpenType reader falls back to OS/2 typo metrics only when
/// `hhea` is empty). `descender` is negative, below the baseline.
public struct FontMetrics: Sendable, Hashable {
    public var name: String { storage.name }
    public var unitsPerEm: Int { storage.unitsPerEm }
    public var ascender: Int { storage.ascender }
    public var descender: Int { storage.descender }
    public var lineGap: Int { storage.lineGap }
    public var capHeight: Int { storage.capHeight }
    public var xHeight: Int { storage.xHeight }
    public var advances: AdvanceTable { storage.advances }

    /// The values live in one shared object: a font travels with every label through layout
    /// and measurement, and copying a face by value retained its name and three tables each time.
    private let storage: Storage

    private final class Storage: Sendable {
        let name: String
        let unitsPerEm: Int
        let ascender: Int
        let descender: Int
        let lineGap: Int
        let capHeight: Int
        let xHeight: Int
        let advances: AdvanceTable

        init(
            name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
            capHeight: Int, xHeight: Int, advances: AdvanceTable
        ) {
            self.name = name
            self.unitsPerEm = unitsPerEm
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
            self.capHeight = capHeight
            self.xHeight = xHeight
            self.advances = advances
        }
    }

    public init(
        name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
        capHeight: Int, xHeight: Int, advances: AdvanceTable
    ) {
        storage = Storage(
            name: name, unitsPerEm: max(1, unitsPerEm), ascender: ascender, descender: descender, lineGap: lineGap,
            capHeight: capHeight, xHeight: xHeight, advances: advances)
    }

    /// Equal faces are usually the same face: compared by identity first, then by value.
    public static func == (lhs: FontMetrics, rhs: FontMetrics) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.name == rhs.name && lhs.unitsPerEm == rhs.unitsPerEm && lhs.ascender == rhs.ascender
            && lhs.descender == rhs.descender && lhs.lineGap == rhs.lineGap && lhs.capHeight == rhs.capHeight
            && lhs.xHeight == rhs.xHeight && lhs.advances == rhs.advances
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(unitsPerEm)
        hasher.combine(ascender)
        hasher.combine(descender)
        hasher.combine(lineGap)
        hasher.combine(capHeight)
        hasher.combine(xHeight)
        hasher.combine(advances)
    }

    private var em: Double { Double(unitsPerEm) }

    /// The advance in em, or nil when the face has no glyph for the scalar.
    public func advance(of scalar: Unicode.Scalar) -> Double? {
        advances.advance(for: scalar.value).map { Double($0) / em }
    }

    /// Ascender − descender + line gap, in em: UIFont.lineHeight for a size of 1.
    public var lineHeightEm: Double { Double(ascender - descender + lineGap) / em }
    public var ascenderEm: Double { Double(ascender) / em }
    public var descenderEm: Double { Double(descender) / em }
    public var capHeightEm: Double { Double(capHeight) / em }
    public var xHeightEm: Double { Double(xHeight) / em }
}
