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
public struct LineIndex: Sendable, Equatable {
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
        var parts = Parts()
        source.withUnsafeBufferPointer { bytes in
            var offset = 0
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                // Editors hide the byte-order mark: it takes no column.
                parts.wideOffsets.append(0)
                parts.wideLengths.append(3)
                parts.wideUTF16.append(0)
                parts.wideUTF32.append(0)
                offset = 3
            }
            _ = Self.scan(bytes, from: offset, into: &parts) { _ in false }
        }
        parts.lineEnds.append(source.count)
        self.init(parts, sourceLength: source.count)
    }

    /// The index of `new`, which is this index's text with the bytes in `range` replaced by
    /// `count` others: the lines around the change are read again and the rest moved, so that
    /// an editor's keystroke in a long file does not read the whole file again. The result is
    /// the index `init(new)` builds.
    public func replacing(_ range: Range<Int>, withCount count: Int, in new: [UInt8]) -> LineIndex {
        let delta = count - range.count
        // From the line before the change: a line break the change completes ("\r" then "\n")
        // belongs to it. The first two lines hold the byte-order mark's case: read it all.
        let firstLine = line(of: range.lowerBound) - 1
        guard firstLine > 0, range.upperBound <= sourceLength, new.count == sourceLength + delta else { return LineIndex(new) }
        let scanStart = lineStarts[firstLine]
        var parts = Parts()
        parts.lineStarts = Array(lineStarts[...firstLine])
        parts.lineEnds = Array(lineEnds[..<firstLine])
        let keptWide = lastWide(before: scanStart) + 1
        parts.wideOffsets = Array(wideOffsets[..<keptWide])
        parts.wideLengths = Array(wideLengths[..<keptWide])
        parts.wideUTF16 = Array(wideUTF16[..<keptWide])
        parts.wideUTF32 = Array(wideUTF32[..<keptWide])
        // A line starting where both the byte before it and its own first byte are past the
        // change starts a line of the old text too, and everything from there is the old
        // text's, moved.
        let unchangedFrom = range.lowerBound + count + 1
        let resumed = new.withUnsafeBufferPointer { bytes in
            Self.scan(bytes, from: scanStart, into: &parts) { $0 >= unchangedFrom }
        }
        if let resumed {
            let oldLine = line(of: resumed - delta)
            parts.lineStarts += lineStarts[oldLine...].map { $0 + delta }
            parts.lineEnds += lineEnds[oldLine...].map { $0 + delta }
            let firstOldWide = lastWide(before: resumed - delta) + 1
            parts.wideOffsets += wideOffsets[firstOldWide...].map { $0 + delta }
            parts.wideLengths += wideLengths[firstOldWide...]
            parts.wideUTF16 += wideUTF16[firstOldWide...]
            parts.wideUTF32 += wideUTF32[firstOldWide...]
        } else {
            parts.lineEnds.append(new.count)
        }
        return LineIndex(parts, sourceLength: new.count)
    }

    /// What an index is made of, before the running totals.
    private struct Parts {
        var lineStarts = [0]
        var lineEnds: [Int] = []
        var wideOffsets: [Int] = []
        var wideLengths: [UInt8] = []
        var wideUTF16: [UInt8] = []
        var wideUTF32: [UInt8] = []
    }

    /// Reads lines from `offset` (a line start) to the end, or until a line starts at an
    /// offset `stop` accepts, which is returned (that line is not read).
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into parts: inout Parts, stop: (Int) -> Bool) -> Int? {
        var offset = start
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                parts.lineEnds.append(offset)
                offset += 1
                if stop(offset) { return offset }
                parts.lineStarts.append(offset)
            } else if byte == UInt8(ascii: "\r") {
                parts.lineEnds.append(offset)
                offset += offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
                if stop(offset) { return offset }
                parts.lineStarts.append(offset)
            } else if byte < 0x80 {
                offset += 1
            } else {
                let (scalar, length) = UTF8Decoding.decode(bytes, at: offset)
                parts.wideOffsets.append(offset)
                parts.wideLengths.append(UInt8(length))
                // An invalid sequence stands for one U+FFFD, as clients decode it.
                parts.wideUTF16.append(scalar.map { $0 > 0xFFFF ? 2 : 1 } ?? 1)
                parts.wideUTF32.append(1)
                offset += length
            }
        }
        return nil
    }

    private init(_ parts: Parts, sourceLength: Int) {
        var savedUTF16: [Int] = []
        var savedUTF32: [Int] = []
        savedUTF16.reserveCapacity(parts.wideOffsets.count)
        savedUTF32.reserveCapacity(parts.wideOffsets.count)
        var total16 = 0
        var total32 = 0
        for index in parts.wideOffsets.indices {
            total16 += Int(parts.wideLengths[index]) - Int(parts.wideUTF16[index])
            total32 += Int(parts.wideLengths[index]) - Int(parts.wideUTF32[index])
            savedUTF16.append(total16)
            savedUTF32.append(total32)
        }
        self.lineStarts = parts.lineStarts
        self.lineEnds = parts.lineEnds
        self.sourceLength = sourceLength
        self.wideOffsets = parts.wideOffsets
        self.wideLengths = parts.wideLengths
        self.wideUTF16 = parts.wideUTF16
        self.wideUTF32 = parts.wideUTF32
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
