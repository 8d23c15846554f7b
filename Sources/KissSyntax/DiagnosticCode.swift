/// A stable diagnostic code such as `K201`. Codes never change meaning once
/// shipped: configuration, suppressions and baselines refer to them.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The severity of a syntax finding (K0xx): an error. Other codes take theirs from their
    /// rule in the analysis's catalogue (`DiagnosticCode.ruleSeverity`); a diagnostic made
    /// without a severity for one of them is a warning.
    public var defaultSeverity: Severity {
        rawValue.hasPrefix("K0") ? .error : .warning
    }
}

// Syntax codes (K001–K099). The parser reports one diagnostic per mistake and
// recovers at the next sensible point; these name the mistakes it knows.
extension DiagnosticCode {
    /// A character the language does not use.
    public static let unexpectedCharacter = DiagnosticCode("K001")
    /// A string literal without its closing quote before the end of the line.
    public static let unterminatedString = DiagnosticCode("K002")
    /// A block comment without its closing `*/`.
    public static let unterminatedComment = DiagnosticCode("K003")
    /// An escape sequence a string cannot hold.
    public static let invalidEscape = DiagnosticCode("K004")
    /// A number the language cannot read (`1.`, `12px`).
    public static let malformedNumber = DiagnosticCode("K005")
    /// A color that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public static let malformedColor = DiagnosticCode("K006")
    /// Bytes that are not UTF-8.
    public static let invalidUTF8 = DiagnosticCode("K007")
    /// A token that fits nowhere at that place.
    public static let unexpectedToken = DiagnosticCode("K010")
    /// Something other than `layout`, `preview` or `import` at the top level.
    public static let expectedDeclaration = DiagnosticCode("K011")
    /// A `{` that is never closed.
    public static let missingBrace = DiagnosticCode("K012")
    /// A `(` that is never closed.
    public static let missingParen = DiagnosticCode("K013")
    /// A place that needs an element, or a modifier with no element before it.
    public static let expectedElement = DiagnosticCode("K014")
    /// A place that needs a value.
    public static let expectedExpression = DiagnosticCode("K015")
    /// A place that needs a name (layout, preview, parameter, modifier, enum case).
    public static let expectedName = DiagnosticCode("K016")
    /// A required token is missing (`{` of a layout body, `(` of a preview, `:` of a parameter, an import path).
    public static let expectedToken = DiagnosticCode("K017")
    /// Two arguments or parameters without a `,` between them.
    public static let missingComma = DiagnosticCode("K018")
    /// A layout body with no root element, or more than one.
    public static let layoutRootCount = DiagnosticCode("K019")
    /// Nesting deeper than the parser follows.
    public static let nestingTooDeep = DiagnosticCode("K020")

    /// Every syntax code, for `kisslint rules` and the documentation check.
    public static let syntaxCodes: [DiagnosticCode] = [
        .unexpectedCharacter, .unterminatedString, .unterminatedComment, .invalidEscape,
        .malformedNumber, .malformedColor, .invalidUTF8, .unexpectedToken, .expectedDeclaration,
        .missingBrace, .missingParen, .expectedElement, .expectedExpression, .expectedName,
        .expectedToken, .missingComma, .layoutRootCount, .nestingTooDeep,
    ]
}
