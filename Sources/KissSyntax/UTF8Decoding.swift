/// Decoding of one UTF-8 sequence, strict as the Unicode standard: no overlong
/// forms, no surrogates, nothing above U+10FFFF. Shared by the lexer (which
/// must report invalid bytes) and the line index (which must count them).
enum UTF8Decoding {
    /// The scalar starting at `offset` and its length in bytes, or nil with the
    /// number of bytes (1...3) that form the invalid sequence, which then stands
    /// for one U+FFFD as most decoders do.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (scalar: UInt32?, length: Int) {
        let lead = bytes[offset]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let count: Int
        var value: UInt32
        var lowest: UInt32
        switch lead {
        case 0xC2...0xDF: count = 2; value = UInt32(lead & 0x1F); lowest = 0x80
        case 0xE0...0xEF: count = 3; value = UInt32(lead & 0x0F); lowest = 0x800
        case 0xF0...0xF4: count = 4; value = UInt32(lead & 0x07); lowest = 0x10000
        default: return (nil, 1)
        }
        var index = 1
        while index < count {
            let position = offset + index
            guard position < bytes.count, bytes[position] & 0xC0 == 0x80 else { return (nil, index) }
            value = (value << 6) | UInt32(bytes[position] & 0x3F)
            index += 1
        }
        if value < lowest || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return (nil, count) }
        return (value, count)
    }
}
