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
// recovers at the next sensible point; each code is declared with its rule, one file per
// code in `Rules/` (`DiagnosticCode.unexpectedCharacter` in K001UnexpectedCharacter.swift).
extension DiagnosticCode {
    /// Every syntax code, in code order, for `kisslint rules` and the documentation check.
    public static let syntaxCodes: [DiagnosticCode] = Rules.syntax.map { $0.code }
}
