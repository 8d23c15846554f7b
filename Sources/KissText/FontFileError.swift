/// Why a font file could not be read. Every malformed input ends here, never in a trap.
public enum FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The first four bytes are no sfnt version or collection tag.
    case notAFont(signature: UInt32)
    /// WOFF / WOFF2 are compressed; the tool reads only plain TrueType / OpenType.
    case compressedWebFont
    /// A read of `length` bytes at `offset` went past the end of the data or of a table.
    case truncated(context: String, offset: Int, length: Int)
    case missingTable(String)
    case invalidTable(String, reason: String)
    case fontIndexOutOfRange(index: Int, count: Int)
    /// No `cmap` subtable maps Unicode in a format the reader understands (4 or 12).
    case noUnicodeCmap

    public var description: String {
        switch self {
        case .notAFont:
            // Not the bytes it starts with: a path written by someone else must not turn the
            // message into a way to read a file.
            return "not a TrueType/OpenType font (it does not start as one)"
        case .compressedWebFont:
            return "WOFF/WOFF2 web fonts are compressed; use the .ttf or .otf file"
        case .truncated(let context, let offset, let length):
            return "font data ends early: \(context) needs \(length) bytes at offset \(offset)"
        case .missingTable(let tag):
            return "font has no '\(tag)' table"
        case .invalidTable(let tag, let reason):
            return "font's '\(tag)' table is invalid: \(reason)"
        case .fontIndexOutOfRange(let index, let count):
            return "font collection has \(count) font\(count == 1 ? "" : "s"); index \(index) does not exist"
        case .noUnicodeCmap:
            return "font has no Unicode 'cmap' subtable in format 4 or 12"
        }
    }
}
