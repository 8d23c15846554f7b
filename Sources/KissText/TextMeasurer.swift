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

        guard let laid = LaidOutText(key) else {
            return TextMeasurement(
                width: 0, height: 0, lineCount: 0, neededLines: 0, neededWidth: 0, neededHeight: 0,
                truncated: false, fontScale: 1, stillOverflows: false, lineHeight: lineHeight,
                firstBaseline: baseline, capLine: baseline - capHeightEm * size, lineWidths: [])
        }
        let lineWidths = laid.widthsEm.map { $0 * laid.drawnSize }

        return TextMeasurement(
            width: PixelGrid.ceil(lineWidths.max() ?? 0, scale: key.scale),
            height: PixelGrid.ceil(Double(laid.shown.count) * lineHeight, scale: key.scale),
            lineCount: laid.shown.count,
            neededLines: laid.neededLines,
            neededWidth: PixelGrid.ceil(laid.neededWidth, scale: key.scale),
            neededHeight: PixelGrid.ceil(Double(laid.neededLines) * lineHeight, scale: key.scale),
            truncated: laid.truncated,
            fontScale: laid.fontScale,
            stillOverflows: laid.shrinks && laid.truncated,
            lineHeight: lineHeight,
            firstBaseline: baseline,
            capLine: baseline - capHeightEm * laid.drawnSize,
            lineWidths: lineWidths)
    }

    /// The lines `measure` counts, with their text, for drawing the label: a line that wraps
    /// leaves out the spaces hanging at its end, and a tail-truncated last line ends in "…".
    /// Not cached: only pictures ask, once per label.
    public func shownLines(
        _ text: String, font: Font, maxWidth: Double? = nil, options: TextOptions = TextOptions(), scale: Double = 1
    ) -> [ShownLine] {
        let maxWidth = maxWidth.flatMap { $0.isNaN || $0 == .infinity ? nil : max(0, $0) }
        let key = Key(text: text, font: font, maxWidth: maxWidth, options: options, scale: PixelGrid.validScale(scale))
        guard let laid = LaidOutText(key) else { return [] }
        var paragraphs: [[Character]] = [[]]
        for character in text {
            if character.isNewline { paragraphs.append([]) } else { paragraphs[paragraphs.count - 1].append(character) }
        }
        return laid.shown.enumerated().map { index, line in
            let characters = paragraphs[line.paragraph]
            let clusters = laid.breaker.text.paragraphs[line.paragraph]
            var end = line.end
            let isLast = index == laid.shown.count - 1
            if isLast && laid.truncated && key.options.lineBreak == .word {
                end = Self.tailTruncatedEnd(of: line, in: laid.breaker.text, maxWidth: key.maxWidth.map { $0 / laid.drawnSize })
                return ShownLine(text: String(characters[line.start..<end]) + "\u{2026}", width: laid.widthsEm[index] * laid.drawnSize)
            }
            // Spaces where a line wraps hang outside it; a paragraph keeps its final ones.
            if end < clusters.count {
                while end > line.start && clusters[end - 1].kind != .ink { end -= 1 }
            }
            return ShownLine(text: String(characters[line.start..<end]), width: laid.widthsEm[index] * laid.drawnSize)
        }
    }

    /// Lines broken, counted, limited and shrunk as UILabel does, before rounding.
    private struct LaidOutText {
        var breaker: LineBreaker
        var shown: [LineBreaker.Line]
        var widthsEm: [Double]
        var neededLines: Int
        var neededWidth: Double
        var truncated: Bool
        var shrinks: Bool
        var fontScale: Double
        var drawnSize: Double

        /// nil for empty text or a font of no size, which measure 0 × 0.
        init?(_ key: Key) {
            let size = key.font.size.isFinite ? max(0, key.font.size) : 0
            guard !key.text.isEmpty, size > 0 else { return nil }
            breaker = LineBreaker(text: ShapedText(key.text, font: key.font), mode: key.options.lineBreak)
            let naturalWidths = breaker.naturalWidths()
            neededWidth = (naturalWidths.max() ?? 0) * size
            let limit = key.options.lines

            fontScale = 1.0
            var lines = breaker.lines(maxWidth: key.maxWidth.map { $0 / size })
            neededLines = lines.count
            truncated = limit > 0 && lines.count > limit
            shrinks = false

            // Shrinking only helps a one-line label that is too wide; one that is cut
            // by an explicit newline stays cut.
            if truncated, limit == 1, key.options.minScale < 1, let maxWidth = key.maxWidth {
                shrinks = true
                let firstParagraph = naturalWidths[0] * size
                fontScale = max(key.options.minScale, min(1, maxWidth / firstParagraph))
                lines = breaker.lines(maxWidth: maxWidth / (size * fontScale))
                truncated = lines.count > limit
            }

            drawnSize = size * fontScale
            shown = limit > 0 ? Array(lines.prefix(limit)) : lines
            widthsEm = shown.map(\.width)
            if truncated, key.options.lineBreak == .word, let last = shown.last {
                widthsEm[widthsEm.count - 1] = TextMeasurer.tailTruncatedWidth(
                    of: last, in: breaker.text, maxWidth: key.maxWidth.map { $0 / drawnSize })
            }
        }
    }

    /// The last shown line holds as much of the rest of its paragraph as fits
    /// with "…" after it, cut between clusters (CoreText tail truncation).
    private static func tailTruncatedWidth(of line: LineBreaker.Line, in text: ShapedText, maxWidth: Double?) -> Double {
        let width = tailTruncation(of: line, in: text, maxWidth: maxWidth).inkWidth + text.ellipsisWidth
        return maxWidth.map { min(width, $0) } ?? width
    }

    /// Where the kept part of a tail-truncated line ends: the cluster after its last visible
    /// one that leaves room for "…".
    private static func tailTruncatedEnd(of line: LineBreaker.Line, in text: ShapedText, maxWidth: Double?) -> Int {
        tailTruncation(of: line, in: text, maxWidth: maxWidth).end
    }

    private static func tailTruncation(of line: LineBreaker.Line, in text: ShapedText, maxWidth: Double?) -> (inkWidth: Double, end: Int) {
        let available = (maxWidth ?? .infinity) + LineBreaker.tolerance
        let clusters = text.paragraphs[line.paragraph]
        var position = 0.0
        var ink = 0.0
        var end = line.start
        for index in line.start..<clusters.count {
            let cluster = clusters[index]
            if cluster.kind == .ink {
                if position + cluster.width + text.ellipsisWidth > available { break }
                ink = position + cluster.width
                end = index + 1
            }
            position += cluster.width
        }
        return (ink, end)
    }
}
