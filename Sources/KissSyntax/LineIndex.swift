/// Units in which a column is counted: LSP's `positionEncoding` values.
public enum PositionEncoding: String, Sendable, Hashable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A line and column, both 0-based, the column in some `PositionEncoding`.
public struct LinePosition: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Maps byte offsets to lines and columns and back, in logarithmic time.
///
/// Built in one pass over the bytes. Besides the line starts it records every
/// character that is not one byte wide (multi-byte UTF-8, invalid bytes, the
/// byte-order mark) with running totals of how much narrower it is in UTF-16
/// and UTF-32 than in UTF-8, so a column conversion is two binary searches and
/// never a rescan of the line.
public struct LineIndex: Sendable {
    /// Byte offset where each line starts.
    public let lineStarts: [Int]
    /// Byte offset where each line's content ends (before its line break).
    private let lineEnds: [Int]
    private let sourceLength: Int

    /// Offsets of the characters that are not one byte wide, ascending.
    private let wideOffsets: [Int]
    private let wideLengths: [UInt8]
    /// For each wide character, its width in UTF-16 and UTF-32 units.
    private let wideUTF16: [UInt8]
    private let wideUTF32: [UInt8]
    /// Sum, over wide characters up to and including this one, of how many
    /// fewer UTF-16 (UTF-32) units than bytes each takes.
    private let savedUTF16: [Int]
    private let savedUTF32: [Int]

    public init(_ source: [UInt8]) {
        var lineStarts = [0]
        var lineEnds: [Int] = []
        var wideOffsets: [Int] = []
        var wideLengths: [UInt8] = []
        var wideUTF16: [UInt8] = []
        var wideUTF32: [UInt8] = []
        source.withUnsafeBufferPointer { bytes in
            var offset = 0
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                // Editors hide the byte-order mark: it takes no column.
                wideOffsets.append(0)
                wideLengths.append(3)
                wideUTF16.append(0)
                wideUTF32.append(0)
                offset = 3
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") {
                    lineEnds.append(offset)
                    offset += 1
                    lineStarts.append(offset)
                } else if byte == UInt8(ascii: "\r") {
                    lineEnds.append(offset)
                    offset += offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
                    lineStarts.append(offset)
                } else if byte < 0x80 {
                    offset += 1
                } else {
                    let (scalar, length) = UTF8Decoding.decode(bytes, at: offset)
                    wideOffsets.append(offset)
                    wideLengths.append(UInt8(length))
                    // An invalid sequence stands for one U+FFFD, as clients decode it.
                    wideUTF16.append(scalar.map { $0 > 0xFFFF ? 2 : 1 } ?? 1)
                    wideUTF32.append(1)
                    offset += length
                }
            }
        }
        lineEnds.append(source.count)
        var savedUTF16: [Int] = []
        var savedUTF32: [Int] = []
        savedUTF16.reserveCapacity(wideOffsets.count)
        savedUTF32.reserveCapacity(wideOffsets.count)
        var total16 = 0
        var total32 = 0
        for index in wideOffsets.indices {
            total16 += Int(wideLengths[index]) - Int(wideUTF16[index])
            total32 += Int(wideLengths[index]) - Int(wideUTF32[index])
            savedUTF16.append(total16)
            savedUTF32.append(total32)
        }
        self.lineStarts = lineStarts
        self.lineEnds = lineEnds
        self.sourceLength = source.count
        self.wideOffsets = wideOffsets
        self.wideLengths = wideLengths
        self.wideUTF16 = wideUTF16
        self.wideUTF32 = wideUTF32
        self.savedUTF16 = savedUTF16
        self.savedUTF32 = savedUTF32
    }

    public var lineCount: Int { lineStarts.count }

    /// The line holding a byte offset (offsets past the end are on the last line).
    public func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Byte range of a line's content, without its line break.
    public func contentRange(ofLine line: Int) -> Range<Int> {
        let line = min(max(line, 0), lineStarts.count - 1)
        return lineStarts[line]..<lineEnds[line]
    }

    /// The line and column of a byte offset. An offset inside a character or a
    /// line break is moved back to where that character or break starts.
    public func position(of offset: Int, in encoding: PositionEncoding = .utf16) -> LinePosition {
        let offset = min(max(offset, 0), sourceLength)
        let line = line(of: offset)
        var target = min(offset, lineEnds[line])
        // Move back to the start of a character the offset falls inside.
        let containing = lastWide(before: target + 1)
        if containing >= 0 {
            let start = wideOffsets[containing]
            if start < target, target < start + Int(wideLengths[containing]) { target = start }
        }
        return LinePosition(line: line, column: column(of: target, onLine: line, in: encoding))
    }

    /// The byte offset of a line and column. Columns past the line's end clamp
    /// to it and lines past the end clamp to the end of the file, as LSP says;
    /// a column inside a character (half a surrogate pair) snaps to its start.
    public func offset(of position: LinePosition, in encoding: PositionEncoding = .utf16) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return sourceLength }
        let lineStart = lineStarts[position.line]
        let lineEnd = lineEnds[position.line]
        // A column can come from a client: clamp before any arithmetic on it.
        let wanted = min(max(position.column, 0), lineEnd - lineStart + 1)
        if encoding == .utf8 {
            return snapToCharacterStart(min(lineStart + wanted, lineEnd))
        }
        // The last wide character on the line that starts before the wanted column.
        var low = firstWide(atOrAfter: lineStart)
        var high = lastWide(before: lineEnd)
        var found = -1
        while low <= high {
            let middle = (low + high) / 2
            if column(of: wideOffsets[middle], onLine: position.line, in: encoding) < wanted {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        guard found >= 0 else { return min(lineStart + wanted, lineEnd) }
        let characterStart = wideOffsets[found]
        let characterColumn = column(of: characterStart, onLine: position.line, in: encoding)
        let width = encoding == .utf16 ? Int(wideUTF16[found]) : Int(wideUTF32[found])
        if wanted < characterColumn + width { return characterStart }
        let characterEnd = characterStart + Int(wideLengths[found])
        return min(characterEnd + (wanted - characterColumn - width), lineEnd)
    }

    /// The column of a byte offset known to start a character on `line`.
    private func column(of offset: Int, onLine line: Int, in encoding: PositionEncoding) -> Int {
        let lineStart = lineStarts[line]
        let bytes = offset - lineStart
        if encoding == .utf8 { return bytes }
        let saved = encoding == .utf16 ? savedUTF16 : savedUTF32
        let before = lastWide(before: offset)
        let lineBefore = lastWide(before: lineStart)
        let savedOnLine = (before >= 0 ? saved[before] : 0) - (lineBefore >= 0 ? saved[lineBefore] : 0)
        return bytes - savedOnLine
    }

    private func snapToCharacterStart(_ offset: Int) -> Int {
        let containing = lastWide(before: offset)
        if containing >= 0 {
            let start = wideOffsets[containing]
            if offset < start + Int(wideLengths[containing]) { return start }
        }
        return offset
    }

    /// Index of the last wide character starting before `offset`, or -1.
    private func lastWide(before offset: Int) -> Int {
        var low = 0
        var high = wideOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if wideOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Index of the first wide character starting at or after `offset`.
    private func firstWide(atOrAfter offset: Int) -> Int {
        lastWide(before: offset) + 1
    }
}
