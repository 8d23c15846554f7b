/// Bounds-checked big-endian reads over a byte window. Offsets from the file are
/// untrusted, so every read is checked against the window and throws instead of
/// trapping.
struct ByteReader {
    let bytes: [UInt8]
    /// The window within `bytes` that this reader may touch.
    let base: Int
    let count: Int
    let context: String

    init(_ bytes: [UInt8], context: String) {
        self.bytes = bytes
        base = 0
        count = bytes.count
        self.context = context
    }

    private init(bytes: [UInt8], base: Int, count: Int, context: String) {
        self.bytes = bytes
        self.base = base
        self.count = count
        self.context = context
    }

    /// A reader confined to `length` bytes at `offset` of this one.
    func window(offset: Int, length: Int, context: String) throws -> ByteReader {
        try check(offset, length, context: context)
        return ByteReader(bytes: bytes, base: base + offset, count: length, context: context)
    }

    func check(_ offset: Int, _ length: Int, context: String? = nil) throws {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw FontFileError.truncated(context: context ?? self.context, offset: offset, length: length)
        }
    }

    func u8(_ offset: Int) throws -> UInt8 {
        try check(offset, 1)
        return bytes[base + offset]
    }

    func u16(_ offset: Int) throws -> UInt16 {
        try check(offset, 2)
        return UInt16(bytes[base + offset]) << 8 | UInt16(bytes[base + offset + 1])
    }

    func i16(_ offset: Int) throws -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    func u32(_ offset: Int) throws -> UInt32 {
        try check(offset, 4)
        let start = base + offset
        return UInt32(bytes[start]) << 24 | UInt32(bytes[start + 1]) << 16
            | UInt32(bytes[start + 2]) << 8 | UInt32(bytes[start + 3])
    }
}
