/// The part of a source line a text report shows under a finding. A line fits whole up to
/// `maximumWidth` terminal columns; a longer one is cut to a window of that width around the
/// finding's start, marked `…` where it is cut, as compilers do. The window is found by
/// walking out from the finding, so each finding costs the window's length, not the line's:
/// a thousand findings on a minified 40 KB line print a thousand short excerpts.
struct ExcerptWindow {
    static let maximumWidth = 160
    /// Columns of context kept before the finding when the line is cut.
    static let contextBefore = 50

    var before: String
    var marked: String
    var after: String
    var cutBefore: Bool
    var cutAfter: Bool

    /// The window of `line` (a line's content, as byte offsets) around `mark`, which is clamped
    /// to the line.
    init(source: [UInt8], line: Range<Int>, mark: Range<Int>) {
        let start = min(max(mark.lowerBound, line.lowerBound), line.upperBound)
        let end = min(max(mark.upperBound, start), line.upperBound)
        if line.count <= Self.maximumWidth * 4 {
            let all = Self.scalars(source, line.lowerBound, line.upperBound)
            if DisplayWidth.of(all[...]) <= Self.maximumWidth {
                self.init(before: Self.text(source, line.lowerBound, start), marked: Self.text(source, start, end),
                          after: Self.text(source, end, line.upperBound), cutBefore: false, cutAfter: false)
                return
            }
        }
        // Back from the start, a scalar at a time, for the context wanted.
        var windowStart = start
        var width = 0
        while windowStart > line.lowerBound {
            let previous = Self.scalarStart(before: windowStart, in: source, limit: line.lowerBound)
            let scalarWidth = DisplayWidth.of(Self.scalars(source, previous, windowStart)[...])
            if width + scalarWidth > Self.contextBefore { break }
            width += scalarWidth
            windowStart = previous
        }
        // Forward from the start until the window is full.
        var budget = Self.maximumWidth - width
        var markEnd = start
        while markEnd < end, budget > 0 {
            let next = Self.scalarEnd(after: markEnd, in: source, limit: end)
            let scalarWidth = DisplayWidth.of(Self.scalars(source, markEnd, next)[...])
            if scalarWidth > budget { break }
            budget -= scalarWidth
            markEnd = next
        }
        var windowEnd = markEnd
        while windowEnd < line.upperBound, budget > 0, markEnd == end {
            let next = Self.scalarEnd(after: windowEnd, in: source, limit: line.upperBound)
            let scalarWidth = DisplayWidth.of(Self.scalars(source, windowEnd, next)[...])
            if scalarWidth > budget { break }
            budget -= scalarWidth
            windowEnd = next
        }
        self.init(before: Self.text(source, windowStart, start), marked: Self.text(source, start, markEnd),
                  after: Self.text(source, markEnd, windowEnd), cutBefore: windowStart > line.lowerBound,
                  cutAfter: windowEnd < line.upperBound)
    }

    private init(before: String, marked: String, after: String, cutBefore: Bool, cutAfter: Bool) {
        self.before = before
        self.marked = marked
        self.after = after
        self.cutBefore = cutBefore
        self.cutAfter = cutAfter
    }

    private static func text(_ source: [UInt8], _ start: Int, _ end: Int) -> String {
        String(decoding: source[start..<end], as: UTF8.self)
    }

    private static func scalars(_ source: [UInt8], _ start: Int, _ end: Int) -> Substring.UnicodeScalarView {
        Substring(text(source, start, end)).unicodeScalars
    }

    /// Where the scalar ending at `offset` starts (UTF-8 continuation bytes are 10xxxxxx;
    /// at most three of them belong to one scalar).
    private static func scalarStart(before offset: Int, in source: [UInt8], limit: Int) -> Int {
        var index = offset - 1
        while index > limit, offset - index < 4, source[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }

    private static func scalarEnd(after offset: Int, in source: [UInt8], limit: Int) -> Int {
        var index = offset + 1
        while index < limit, index - offset < 4, source[index] & 0xC0 == 0x80 { index += 1 }
        return index
    }
}
