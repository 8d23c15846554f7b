/// Turns UTF-8 bytes into tokens covering every byte, trivia included, plus the
/// diagnostics of malformed tokens. It never fails: whatever it cannot read
/// becomes an `unknown` token with one diagnostic per run.
public struct Lexer {
    public struct Output: Sendable {
        public var tokens: [Token]
        public var diagnostics: [Diagnostic]
    }

    public static func tokenize(_ source: [UInt8]) -> Output {
        tokenize(source, capacityFor: source.count)
    }

    /// `tokenize(source)` into an array with room for the tokens of `bytes` bytes (a first
    /// half's tokens are joined by the second half's in place: `SplitParse.swift`).
    static func tokenize(_ source: [UInt8], capacityFor bytes: Int) -> Output {
        source.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, capacityFor: max(bytes, buffer.count))
            lexer.run()
            return Output(tokens: lexer.tokens, diagnostics: lexer.diagnostics)
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var tokens: [Token] = []
    private var diagnostics: [Diagnostic] = []
    private var sawLineBreak = true
    private var diagnosticsBeforeToken = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, capacityFor byteCount: Int) {
        self.bytes = bytes
        tokens.reserveCapacity(byteCount / 3 + 16)
    }

    @inline(__always) private func byte(at position: Int) -> UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    private mutating func emit(_ kind: TokenKind, from start: Int) {
        let startsLine = !kind.isTrivia && sawLineBreak
        if kind == .newline { sawLineBreak = true } else if !kind.isTrivia { sawLineBreak = false }
        let isMalformed = diagnostics.count > diagnosticsBeforeToken
        diagnosticsBeforeToken = diagnostics.count
        tokens.append(Token(kind: kind, startsLine: startsLine, isMalformed: isMalformed, start: start, length: offset - start))
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, _ range: Range<Int>) {
        diagnostics.append(Diagnostic(code: code, message: message, range: range))
    }

    private mutating func run() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            emit(.byteOrderMark, from: 0)
        }
        while offset < bytes.count {
            lexToken()
        }
        tokens.append(Token(kind: .endOfFile, startsLine: sawLineBreak, start: bytes.count, length: 0))
    }

    private mutating func lexToken() {
        let start = offset
        let first = bytes[offset]
        switch first {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            offset += 1
            while offset < bytes.count, Lexer.isHorizontalSpace(bytes[offset]) { offset += 1 }
            emit(.whitespace, from: start)
        case UInt8(ascii: "\n"):
            offset += 1
            emit(.newline, from: start)
        case UInt8(ascii: "\r"):
            offset += byte(at: offset + 1) == UInt8(ascii: "\n") ? 2 : 1
            emit(.newline, from: start)
        case UInt8(ascii: "/") where byte(at: offset + 1) == UInt8(ascii: "/"):
            lexLineComment()
        case UInt8(ascii: "/") where byte(at: offset + 1) == UInt8(ascii: "*"):
            lexBlockComment()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexWord()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexString()
        case UInt8(ascii: "#"):
            lexColor()
        default:
            if let kind = Lexer.punctuation(first) {
                offset += 1
                emit(kind, from: start)
            } else {
                lexUnknownRun()
            }
        }
    }

    private static func punctuation(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: "."): return .dot
        case UInt8(ascii: "+"): return .plus
        case UInt8(ascii: "-"): return .minus
        case UInt8(ascii: "*"): return .star
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "%"): return .percent
        default: return nil
        }
    }

    @inline(__always) private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    @inline(__always) private static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func lexLineComment() {
        let start = offset
        let isDoc = byte(at: offset + 2) == UInt8(ascii: "/") && byte(at: offset + 3) != UInt8(ascii: "/")
        offset += 2
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") {
            offset += 1
        }
        emit(isDoc ? .docComment : .lineComment, from: start)
    }

    private mutating func lexBlockComment() {
        let start = offset
        offset += 2
        var depth = 1
        while offset < bytes.count {
            let current = bytes[offset]
            if current == UInt8(ascii: "*"), byte(at: offset + 1) == UInt8(ascii: "/") {
                offset += 2
                depth -= 1
                if depth == 0 { break }
            } else if current == UInt8(ascii: "/"), byte(at: offset + 1) == UInt8(ascii: "*") {
                offset += 2
                depth += 1
            } else {
                offset += 1
            }
        }
        if depth > 0 {
            let levels = depth == 1 ? "" : " (\(depth) nested comments are open)"
            report(.unterminatedComment, "block comment is never closed\(levels); end it with `*/`", start..<(start + 2))
        }
        emit(.blockComment, from: start)
    }

    private mutating func lexWord() {
        let start = offset
        offset += 1
        while offset < bytes.count, Lexer.isIdentifierByte(bytes[offset]) { offset += 1 }
        emit(keyword(start..<offset) ?? .identifier, from: start)
    }

    private func keyword(_ range: Range<Int>) -> TokenKind? {
        func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == range.count else { return false }
            let pointer = word.utf8Start
            for index in 0..<range.count where pointer[index] != bytes[range.lowerBound + index] { return false }
            return true
        }
        switch range.count {
        case 4: return matches("true") ? .trueKeyword : nil
        case 5: return matches("false") ? .falseKeyword : nil
        case 6: return matches("layout") ? .layoutKeyword : matches("import") ? .importKeyword : nil
        case 7: return matches("preview") ? .previewKeyword : nil
        default: return nil
        }
    }

    private mutating func lexNumber() {
        let start = offset
        while offset < bytes.count, Lexer.isDigit(bytes[offset]) { offset += 1 }
        var problem: String?
        if byte(at: offset) == UInt8(ascii: ".") {
            if Lexer.isDigit(byte(at: offset + 1)) {
                offset += 1
                while offset < bytes.count, Lexer.isDigit(bytes[offset]) { offset += 1 }
            } else if !Lexer.isIdentifierByte(byte(at: offset + 1)) {
                offset += 1
                problem = "expected digits after the decimal point"
            }
        }
        var kind = TokenKind.number
        if problem == nil, byte(at: offset) == UInt8(ascii: "%") {
            offset += 1
            kind = .percentage
        }
        if Lexer.isIdentifierByte(byte(at: offset)) {
            while offset < bytes.count, Lexer.isIdentifierByte(bytes[offset]) || bytes[offset] == UInt8(ascii: ".") {
                offset += 1
            }
            problem = "numbers have no units or suffixes; write the number of points alone"
        }
        if let problem {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            report(.malformedNumber, "`\(text)` is not a number: \(problem)", start..<offset)
        }
        emit(kind, from: start)
    }

    private mutating func lexColor() {
        let start = offset
        offset += 1
        while offset < bytes.count, Lexer.isIdentifierByte(bytes[offset]) { offset += 1 }
        let digits = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<offset])
        let allHex = digits.allSatisfy { byte in
            Lexer.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
        if !allHex || ![3, 6, 8].contains(digits.count) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            let why = digits.isEmpty ? "`#` must be followed by hex digits"
                : !allHex ? "`\(text)` has characters that are not hex digits"
                : "`\(text)` has \(digits.count) hex digits"
            report(.malformedColor, "\(why); a color is written #RGB, #RRGGBB or #RRGGBBAA", start..<offset)
        }
        emit(.color, from: start)
    }

    private mutating func lexString() {
        let start = offset
        offset += 1
        var reportedBytes = false
        while true {
            guard offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") else {
                report(.unterminatedString, "string is missing its closing `\"`; a string ends on the line it starts", start..<offset)
                break
            }
            let current = bytes[offset]
            if current == UInt8(ascii: "\"") {
                offset += 1
                break
            }
            if current == UInt8(ascii: "\\") {
                lexEscape()
            } else if current < 0x80 {
                offset += 1
            } else {
                let (scalar, length) = UTF8Decoding.decode(bytes, at: offset)
                if scalar == nil, !reportedBytes {
                    reportedBytes = true
                    report(.invalidUTF8, "string holds bytes that are not valid UTF-8; save the file as UTF-8", offset..<(offset + length))
                }
                offset += length
            }
        }
        emit(.string, from: start)
    }

    private mutating func lexEscape() {
        let start = offset
        offset += 1
        let marker = byte(at: offset)
        switch marker {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"):
            offset += 1
        case UInt8(ascii: "u"):
            offset += 1
            guard byte(at: offset) == UInt8(ascii: "{") else {
                report(.invalidEscape, "`\\u` must be followed by a code point in braces, as in `\\u{1F600}`", start..<offset)
                return
            }
            offset += 1
            let digitsStart = offset
            var value: UInt32 = 0
            while offset < bytes.count, offset - digitsStart < 9, let digit = Lexer.hexValue(bytes[offset]) {
                value = value &* 16 &+ UInt32(digit)
                offset += 1
            }
            let count = offset - digitsStart
            guard byte(at: offset) == UInt8(ascii: "}") else {
                report(.invalidEscape, "`\\u{…}` needs 1 to 8 hex digits and a closing `}`", start..<offset)
                return
            }
            offset += 1
            if count == 0 || count > 8 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
                report(.invalidEscape, "`\\u{…}` must name a Unicode scalar value (0 to 10FFFF, not a surrogate)", start..<offset)
            }
        case 0, UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            report(.invalidEscape, "a string cannot end with a lone `\\`", start..<offset)
        case UInt8(ascii: "("):
            // Swift's interpolation, written by habit: say what to do instead.
            offset += 1
            report(.invalidEscape, "`\\(…)` is Swift's string interpolation, which `.kiss` has not: a string is written as it is shown; "
                + "to vary a text, make it a parameter of the layout (`layout Row(count: \"3\") { label(count) }`)", start..<offset)
        default:
            let length = marker < 0x80 ? 1 : UTF8Decoding.decode(bytes, at: offset).length
            offset += length
            report(.invalidEscape, "unknown escape sequence; a string can hold \\\" \\\\ \\n \\t and \\u{…}", start..<offset)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Characters the language does not use, grouped into one token and one
    /// diagnostic per run so a pasted paragraph is one finding, not hundreds.
    private mutating func lexUnknownRun() {
        let start = offset
        if UTF8Decoding.decode(bytes, at: offset).scalar == 0x201C {
            lexTypographicString()
            return
        }
        var invalid = false
        var firstScalar: UInt32?
        while offset < bytes.count {
            let current = bytes[offset]
            if current < 0x80 {
                if Lexer.isKnownASCII(current) { break }
                firstScalar = firstScalar ?? UInt32(current)
                offset += 1
            } else {
                let (scalar, length) = UTF8Decoding.decode(bytes, at: offset)
                if scalar == nil { invalid = true } else { firstScalar = firstScalar ?? scalar }
                offset += length
            }
        }
        if invalid {
            report(.invalidUTF8, "bytes that are not valid UTF-8; save the file as UTF-8", start..<offset)
        } else {
            report(.unexpectedCharacter, "unexpected \(Lexer.describe(firstScalar ?? 0)), which has no meaning in a .kiss file; delete it", start..<offset)
        }
        emit(.unknown, from: start)
    }

    /// `“text”`, as word processors and chat apps write quotes: read as a string
    /// (so the rest of the line parses) and reported once.
    private mutating func lexTypographicString() {
        let start = offset
        offset += 3
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") {
            let (scalar, length) = UTF8Decoding.decode(bytes, at: offset)
            offset += length
            if scalar == 0x201D || scalar == 0x22 { break }
        }
        report(.unexpectedCharacter, "typographic quotes `“ ”` do not delimit strings; use straight quotes `\"`", start..<offset)
        emit(.string, from: start)
    }

    /// ASCII bytes that start some token other than `unknown`.
    private static func isKnownASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: "\""), UInt8(ascii: "#"):
            return true
        default:
            return isIdentifierByte(byte) || punctuation(byte) != nil
        }
    }

    private static func describe(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        let hex = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        switch scalar {
        case 0xA0: return "no-break space (\(hex))"
        case 0x2028, 0x2029: return "line separator (\(hex))"
        case 0x201D: return "typographic quote `”` (\(hex))"
        case 0x00...0x1F, 0x7F: return "control character \(hex)"
        default:
            if let value = Unicode.Scalar(scalar) { return "character `\(Character(value))` (\(hex))" }
            return "character \(hex)"
        }
    }
}
