/// Measures strings as UILabel sizes them, with a cache shared by every thread.
public final class TextMeasurer: Sendable {
    public struct CacheStatistics: Sendable, Hashable {
        public var hits: Int
        public var misses: Int
        public var entries: Int

        public init(hits: Int, misses: Int, entries: Int) {
            self.hits = hits
            self.misses = misses
            self.entries = entries
        }
    }

    private struct Key: Hashable, Sendable {
        var text: String
        var font: Font
        var maxWidth: Double?
        var options: TextOptions
        var scale: Double
    }

    private let cache: MeasurementCache<Key, TextMeasurement>

    public static let shared = TextMeasurer()

    public init(cacheCapacity: Int = 20_000) {
        cache = MeasurementCache(capacity: cacheCapacity)
    }

    public var cacheStatistics: CacheStatistics {
        let stats = cache.statistics
        return CacheStatistics(hits: stats.hits, misses: stats.misses, entries: stats.entries)
    }

    public func clearCache() {
        cache.removeAll()
    }

    /// Lets go of measurements not asked for since the cache last turned over
    /// (a server that has gone idle keeps only what its latest analyses used).
    public func trimCache() {
        cache.dropOlderGeneration()
    }

    /// Measures `text` in `font`.
    /// - Parameters:
    ///   - maxWidth: the width lines may take; nil (or infinity) is unconstrained.
    ///     Zero or less leaves room for nothing, so every cluster takes a line.
    ///   - scale: the pixel grid (1, 2, 3) that `width` and `height` round up to.
    public func measure(
        _ text: String, font: Font, maxWidth: Double? = nil, options: TextOptions = TextOptions(), scale: Double = 1
    ) -> TextMeasurement {
        let maxWidth = maxWidth.flatMap { $0.isNaN || $0 == .infinity ? nil : max(0, $0) }
        let key = Key(text: text, font: font, maxWidth: maxWidth, options: options, scale: PixelGrid.validScale(scale))
        // A NaN size is unequal to itself, so caching it would only add entries.
        guard font.size.isFinite else { return Self.compute(key) }
        if let cached = cache.value(for: key) { return cached }
        let result = Self.compute(key)
        cache.store(result, for: key)
        return result
    }

    /// The width of the widest piece of `text` that word wrapping never breaks (its
    /// min-content width: the longest word, its spaces hanging), rounded up to the pixel
    /// grid — the narrowest column in which it wraps without cutting a word.
    public func longestWordWidth(_ text: String, font: Font, scale: Double = 1) -> Double {
        let size = font.size.isFinite ? max(0, font.size) : 0
        let breaker = LineBreaker(text: ShapedText(text, font: font), mode: .word)
        return PixelGrid.ceil(breaker.longestUnbreakableWidth() * size, scale: PixelGrid.validScale(scale))
    }

    /// Where the first line's baseline lies below the top: the font's ascender, whatever the
    /// text and width (`firstBaseline` of every measurement in this font).
    public static func firstBaseline(in font: Font) -> Double {
        font.metrics.ascenderEm * (font.size.isFinite ? max(0, font.size) : 0)
    }

    private static func compute(_ key: Key) -> TextMeasurement {
        let font = key.font
        let size = font.size.isFinite ? max(0, font.size) : 0
        let lineHeight = font.metrics.lineHeightEm * size
        let baseline = firstBaseline(in: font)
        let capHeightEm = font.metrics.capHeightEm

        guard !key.text.isEmpty, size > 0 else {
            return TextMeasurement(
                width: 0, height: 0, lineCount: 0, neededLines: 0, neededWidth: 0, neededHeight: 0,
                truncated: false, fontScale: 1, stillOverflows: false, lineHeight: lineHeight,
                firstBaseline: baseline, capLine: baseline - capHeightEm * size, lineWidths: [])
        }

        let breaker = LineBreaker(text: ShapedText(key.text, font: font), mode: key.options.lineBreak)
        let naturalWidths = breaker.naturalWidths()
        let neededWidth = (naturalWidths.max() ?? 0) * size
        let limit = key.options.lines

        var fontScale = 1.0
        var lines = breaker.lines(maxWidth: key.maxWidth.map { $0 / size })
        let neededLines = lines.count
        var truncated = limit > 0 && lines.count > limit
        var shrinks = false

        // Shrinking only helps a one-line label that is too wide; one that is cut
        // by an explicit newline stays cut.
        if truncated, limit == 1, key.options.minScale < 1, let maxWidth = key.maxWidth {
            shrinks = true
            let firstParagraph = naturalWidths[0] * size
            fontScale = max(key.options.minScale, min(1, maxWidth / firstParagraph))
            lines = breaker.lines(maxWidth: maxWidth / (size * fontScale))
            truncated = lines.count > limit
        }

        let drawnSize = size * fontScale
        let shown = limit > 0 ? Array(lines.prefix(limit)) : lines
        var widthsEm = shown.map(\.width)
        if truncated, key.options.lineBreak == .word, let last = shown.last {
            widthsEm[widthsEm.count - 1] = tailTruncatedWidth(
                of: last, in: breaker.text, maxWidth: key.maxWidth.map { $0 / drawnSize })
        }
        let lineWidths = widthsEm.map { $0 * drawnSize }

        return TextMeasurement(
            width: PixelGrid.ceil(lineWidths.max() ?? 0, scale: key.scale),
            height: PixelGrid.ceil(Double(shown.count) * lineHeight, scale: key.scale),
            lineCount: shown.count,
            neededLines: neededLines,
            neededWidth: PixelGrid.ceil(neededWidth, scale: key.scale),
            neededHeight: PixelGrid.ceil(Double(neededLines) * lineHeight, scale: key.scale),
            truncated: truncated,
            fontScale: fontScale,
            stillOverflows: shrinks && truncated,
            lineHeight: lineHeight,
            firstBaseline: baseline,
            capLine: baseline - capHeightEm * drawnSize,
            lineWidths: lineWidths)
    }

    /// The last shown line holds as much of the rest of its paragraph as fits
    /// with "…" after it, cut between clusters (CoreText tail truncation).
    private static func tailTruncatedWidth(of line: LineBreaker.Line, in text: ShapedText, maxWidth: Double?) -> Double {
        let available = (maxWidth ?? .infinity) + LineBreaker.tolerance
        let clusters = text.paragraphs[line.paragraph]
        var position = 0.0
        var ink = 0.0
        for cluster in clusters[line.start...] {
            if cluster.kind == .ink {
                if position + cluster.width + text.ellipsisWidth > available { break }
                ink = position + cluster.width
            }
            position += cluster.width
        }
        let width = ink + text.ellipsisWidth
        return maxWidth.map { min(width, $0) } ?? width
    }
}
