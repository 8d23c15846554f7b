/// A face at a point size: what a label's `font:` and `weight:` arguments name.
public struct Font: Sendable, Hashable {
    public let metrics: FontMetrics
    public let size: Double
    /// The weight that was asked for; `metrics` may be a nearby face when the
    /// family lacks it. Glyphs missing from `metrics` fall back to Inter at this weight.
    public let weight: FontWeight

    public init(metrics: FontMetrics, size: Double, weight: FontWeight = .regular) {
        self.metrics = metrics
        self.size = size
        self.weight = weight
    }

    public init(size: Double, weight: FontWeight = .regular, family: FontFamily = .system) {
        self.init(metrics: family.face(for: weight), size: size, weight: weight)
    }

    /// UIFont.lineHeight: (ascender − descender + line gap) / unitsPerEm × size.
    public var lineHeight: Double { metrics.lineHeightEm * size }
    public var ascender: Double { metrics.ascenderEm * size }
    public var descender: Double { metrics.descenderEm * size }
    public var capHeight: Double { metrics.capHeightEm * size }
    public var xHeight: Double { metrics.xHeightEm * size }

    public func scaled(by factor: Double) -> Font {
        Font(metrics: metrics, size: size * factor, weight: weight)
    }
}
