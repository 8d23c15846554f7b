/// The range to delete when removing a piece of source (a modifier, a
/// suppression comment): with its whole line when it stands alone on one, so
/// no blank line is left behind; otherwise just the piece, so what shares the
/// line keeps its place (with the blanks before it when it ends the line).
enum LineRemoval {
    static func range(removing range: Range<Int>, in source: [UInt8]) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, source[start - 1] == UInt8(ascii: " ") || source[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        let atLineStart = start == 0 || source[start - 1] == UInt8(ascii: "\n") || source[start - 1] == UInt8(ascii: "\r")
        var end = range.upperBound
        let atLineEnd = end == source.count || source[end] == UInt8(ascii: "\n") || source[end] == UInt8(ascii: "\r")
        // A piece ending its line (a trailing comment) takes the blanks before it, leaving no trailing blank.
        guard atLineStart else { return atLineEnd && start > 0 ? start..<range.upperBound : range }
        guard atLineEnd else { return range }
        if end < source.count, source[end] == UInt8(ascii: "\r") { end += 1 }
        if end < source.count, source[end] == UInt8(ascii: "\n") { end += 1 }
        return start..<end
    }
}
