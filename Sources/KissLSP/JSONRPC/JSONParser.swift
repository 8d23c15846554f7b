/// A strict JSON reader (RFC 8259) from bytes to `JSONValue`, for the messages an editor
/// sends on every keystroke (`FrequentNotification`).
///
/// Foundation's `JSONDecoder` read each message twice (its envelope, then its parameters) and
/// cost about a tenth of a millisecond per keystroke, and some 45 ms on a 5 MB `didOpen`.
/// This reader answers nil for anything it does not accept — not JSON, invalid UTF-8, nesting
/// deeper than `maximumDepth`, a number that is not a plain integer of at most 18 digits,
/// a repeated key — and the caller then takes the `JSONDecoder` path, which also words the
/// error. So it may only ever be stricter than `JSONDecoder`, never differently lenient.
enum JSONParser {
    static let maximumDepth = 128

    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            // Spelled out: `JSONValue` is `ExpressibleByNilLiteral`, so a bare `nil` could be `.null`.
            guard let value = reader.value(depth: 0) else { return Optional<JSONValue>.none }
            reader.skipWhitespace()
            guard reader.position == buffer.count else { return Optional<JSONValue>.none }
            return value
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) -> JSONValue? {
            skipWhitespace()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                guard depth < JSONParser.maximumDepth else { return nil }
                return object(depth: depth + 1)
            case UInt8(ascii: "["):
                guard depth < JSONParser.maximumDepth else { return nil }
                return array(depth: depth + 1)
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
            let count = word.utf8CodeUnitCount
            guard bytes.count - position >= count else { return nil }
            for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return nil }
            position += count
            return value
        }

        /// Skips whitespace, then steps over `byte` if it comes next.
        private mutating func consume(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        private mutating func object(depth: Int) -> JSONValue? {
            position += 1
            var fields: [String: JSONValue] = [:]
            if consume(UInt8(ascii: "}")) { return .object(fields) }
            repeat {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string(), consume(UInt8(ascii: ":")),
                      let member = value(depth: depth), fields.updateValue(member, forKey: key) == nil
                else { return nil }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "}")) ? .object(fields) : Optional<JSONValue>.none
        }

        private mutating func array(depth: Int) -> JSONValue? {
            position += 1
            var items: [JSONValue] = []
            if consume(UInt8(ascii: "]")) { return .array(items) }
            repeat {
                guard let item = value(depth: depth) else { return nil }
                items.append(item)
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "]")) ? .array(items) : Optional<JSONValue>.none
        }

        /// A plain integer only (`-?(0|[1-9][0-9]*)`) that fits `Int`; fractions and exponents
        /// are left to `JSONDecoder`, whose conversions to integer fields this must not guess.
        private mutating func number() -> JSONValue? {
            let start = position
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
            let digits = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
            let count = position - digits
            guard count > 0, count <= 18, !(count > 1 && bytes[digits] == 0x30) else { return nil }
            if position < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]) { return nil }
            var magnitude = 0
            for index in digits..<position { magnitude = magnitude * 10 + Int(bytes[index] - 0x30) }
            return .integer(digits > start ? -magnitude : magnitude)
        }

        /// A string at `position` (its opening quote). Runs without escapes are copied whole;
        /// the result must be valid UTF-8 and free of unescaped control characters.
        mutating func string() -> String? {
            position += 1
            let start = position
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    let run = UnsafeBufferPointer(rebasing: bytes[start..<position])
                    position += 1
                    return String(validating: run, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 { return nil }
                position += 1
            }
            guard position < bytes.count else { return nil }
            // Escapes: the runs between them are copied whole as well.
            var unescaped = Array(bytes[start..<position])
            while position < bytes.count {
                let runStart = position
                while position < bytes.count {
                    let byte = bytes[position]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    position += 1
                }
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                guard position < bytes.count else { return nil }
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    position += 1
                    return String(validating: unescaped, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard escape(into: &unescaped) else { return nil }
                default:
                    return nil
                }
            }
            return nil
        }

        private mutating func escape(into unescaped: inout [UInt8]) -> Bool {
            guard position + 1 < bytes.count else { return false }
            let kind = bytes[position + 1]
            position += 2
            switch kind {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(kind)
            case UInt8(ascii: "b"): unescaped.append(0x08)
            case UInt8(ascii: "f"): unescaped.append(0x0C)
            case UInt8(ascii: "n"): unescaped.append(0x0A)
            case UInt8(ascii: "r"): unescaped.append(0x0D)
            case UInt8(ascii: "t"): unescaped.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hexUnit() else { return false }
                var scalar: Unicode.Scalar?
                switch unit {
                case 0xD800...0xDBFF:
                    // A high surrogate must be followed by an escaped low one.
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else { return false }
                    position += 2
                    guard let low = hexUnit(), (0xDC00...0xDFFF).contains(low) else { return false }
                    scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                case 0xDC00...0xDFFF:
                    return false
                default:
                    scalar = Unicode.Scalar(unit)
                }
                guard let scalar else { return false }
                unescaped.append(contentsOf: UTF8.encode(scalar)!)
            default:
                return false
            }
            return true
        }

        private mutating func hexUnit() -> UInt32? {
            guard bytes.count - position >= 4 else { return nil }
            var unit: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
                default: return nil
                }
                unit = unit << 4 | digit
                position += 1
            }
            return unit
        }
    }
}
