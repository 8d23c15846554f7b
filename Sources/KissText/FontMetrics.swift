/// The measurements of one font face, in font units, as its OpenType tables give them.
///
/// Vertical metrics follow CoreText, which UIKit uses: `hhea` ascender, descender
/// and line gap (the OpenType reader falls back to OS/2 typo metrics only when
/// `hhea` is empty). `descender` is negative, below the baseline.
public struct FontMetrics: Sendable, Hashable {
    public let name: String
    public let unitsPerEm: Int
    public let ascender: Int
    public let descender: Int
    public let lineGap: Int
    public let capHeight: Int
    public let xHeight: Int
    public let advances: AdvanceTable

    public init(
        name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
        capHeight: Int, xHeight: Int, advances: AdvanceTable
    ) {
        self.name = name
        self.unitsPerEm = max(1, unitsPerEm)
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.advances = advances
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
