/// The kinds of token the lexer produces. Trivia kinds (whitespace, newlines,
/// comments, the byte-order mark) are kept in the tree so it stays lossless.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia.
    case whitespace
    case newline
    case lineComment
    case docComment
    case blockComment
    case byteOrderMark
    /// A character the language does not use; already reported by the lexer,
    /// so the parser passes over it like trivia instead of reporting it again.
    case unknown

    // Words.
    case identifier
    case layoutKeyword
    case previewKeyword
    case importKeyword
    case trueKeyword
    case falseKeyword

    // Literals.
    case number
    case percentage
    case string
    case color

    // Punctuation.
    case leftBrace
    case rightBrace
    case leftParen
    case rightParen
    case comma
    case colon
    case dot
    case plus
    case minus
    case star
    case slash
    case percent

    case endOfFile

    public var isTrivia: Bool {
        rawValue <= TokenKind.unknown.rawValue
    }

    public var isKeyword: Bool {
        switch self {
        case .layoutKeyword, .previewKeyword, .importKeyword, .trueKeyword, .falseKeyword: return true
        default: return false
        }
    }

    /// Keywords that start a top-level declaration; the parser treats them as
    /// recovery points when a block or list was left open.
    public var startsDeclaration: Bool {
        self == .layoutKeyword || self == .previewKeyword || self == .importKeyword
    }

    /// How the token is named in messages ("expected `)`, found a string").
    public var displayName: String {
        switch self {
        case .whitespace: return "whitespace"
        case .newline: return "a line break"
        case .lineComment, .blockComment: return "a comment"
        case .docComment: return "a doc comment"
        case .byteOrderMark: return "a byte-order mark"
        case .unknown: return "an unknown character"
        case .identifier: return "a name"
        case .layoutKeyword: return "`layout`"
        case .previewKeyword: return "`preview`"
        case .importKeyword: return "`import`"
        case .trueKeyword: return "`true`"
        case .falseKeyword: return "`false`"
        case .number: return "a number"
        case .percentage: return "a percentage"
        case .string: return "a string"
        case .color: return "a color"
        case .leftBrace: return "`{`"
        case .rightBrace: return "`}`"
        case .leftParen: return "`(`"
        case .rightParen: return "`)`"
        case .comma: return "`,`"
        case .colon: return "`:`"
        case .dot: return "`.`"
        case .plus: return "`+`"
        case .minus: return "`-`"
        case .star: return "`*`"
        case .slash: return "`/`"
        case .percent: return "`%`"
        case .endOfFile: return "the end of the file"
        }
    }
}

/// One token: a kind and a byte range of the source. Kept small (12 bytes)
/// because a 10 MB file has millions of them.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    /// True when a line break lies between the previous non-trivia token and this one.
    public var startsLine: Bool
    /// True when the lexer reported this token as malformed (an unterminated
    /// string, a bad number…); the parser stays quiet around it so one mistake
    /// gives one diagnostic.
    public var isMalformed: Bool
    public var start: UInt32
    public var length: UInt32

    public init(kind: TokenKind, startsLine: Bool = false, isMalformed: Bool = false, start: Int, length: Int) {
        self.kind = kind
        self.startsLine = startsLine
        self.isMalformed = isMalformed
        self.start = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: length)
    }

    public var range: Range<Int> { Int(start)..<(Int(start) + Int(length)) }
    public var end: Int { Int(start) + Int(length) }
}
