import KissSyntax

/// What a fix for a code is: certain (applied by `--fix`), a suggestion
/// (applied by `--unsafe-fixes`, offered by editors), or none.
public enum FixKind: String, Sendable, Hashable {
    case safe, suggestion, none
}

/// Every diagnostic code with its metadata: what `kisslint rules` lists,
/// what SARIF and LSP link to, and what configuration may name.
public struct DiagnosticRule: Sendable, Hashable {
    public let code: DiagnosticCode
    /// A short name, as in "no-determinable-width".
    public let name: String
    public let title: String
    public let fixKind: FixKind

    public var defaultSeverity: Severity { code.defaultSeverity }

    public var documentationURL: String { DiagnosticCatalogue.documentationBase + code.rawValue }
}

public enum DiagnosticCatalogue {
    /// Where each code's page is published; the same pages are in docs/diagnostics/.
    public static let documentationBase = "https://kiss-tools.dev/docs/diagnostics/"

    public static let rules: [DiagnosticRule] = [
        rule("K001", "unexpected-character", "A character the language does not use", .none),
        rule("K002", "unterminated-string", "A string without its closing quote", .none),
        rule("K003", "unterminated-comment", "A block comment without its closing */", .none),
        rule("K004", "invalid-escape", "An escape sequence a string cannot hold", .none),
        rule("K005", "malformed-number", "A number the language cannot read", .none),
        rule("K006", "malformed-color", "A color that is not #RGB, #RRGGBB or #RRGGBBAA", .none),
        rule("K007", "invalid-utf8", "Bytes that are not UTF-8", .none),
        rule("K010", "unexpected-token", "A token that fits nowhere at that place", .none),
        rule("K011", "expected-declaration", "Something other than layout, preview or import at the top level", .none),
        rule("K012", "missing-brace", "A { that is never closed", .suggestion),
        rule("K013", "missing-paren", "A ( that is never closed", .suggestion),
        rule("K014", "expected-element", "A modifier with no element before it", .none),
        rule("K015", "expected-expression", "A value is missing", .none),
        rule("K016", "expected-name", "A name is missing", .none),
        rule("K017", "expected-token", "A required token is missing", .none),
        rule("K018", "missing-comma", "Arguments or parameters without a comma between them", .suggestion),
        rule("K019", "layout-root-count", "A layout body without exactly one root element", .none),
        rule("K020", "nesting-too-deep", "Nesting deeper than the parser follows", .none),
        rule("K101", "unknown-kind", "Unknown element kind", .suggestion),
        rule("K102", "unknown-modifier", "Unknown modifier", .suggestion),
        rule("K103", "misplaced-modifier", "Modifier not valid on this element", .none),
        rule("K104", "argument-mismatch", "Wrong number or type of arguments, or an unknown argument label", .suggestion),
        rule("K105", "value-out-of-range", "Value out of range", .none),
        rule("K106", "unknown-name", "Unknown layout, parameter, id or enum case", .suggestion),
        rule("K107", "cyclic-layout", "A layout that contains itself", .none),
        rule("K108", "duplicate-declaration", "Duplicate layout, id, preview or parameter", .none),
        rule("K109", "import-problem", "Import not found, or outside the workspace", .none),
        rule("K201", "no-determinable-width", "No determinable width: collapses to 0", .suggestion),
        rule("K202", "no-determinable-height", "No determinable height: collapses to 0", .suggestion),
        rule("K203", "ineffective-grow", ".grow has no effect: the parent's main size is content-sized", .none),
        rule("K204", "ineffective-ratio", ".ratio has no effect or conflicts", .none),
        rule("K205", "percentage-of-undetermined", "Percentage of a parent size that is not determinable", .none),
        rule("K206", "fill-conflict", ".fill or stretch that cannot work here", .none),
        rule("K207", "pin-conflict", "pin: an anchor to a later sibling, or an over-determined size", .none),
        rule("K208", "pin-unanchored", "pin: no anchor on an axis", .none),
        rule("K209", "dropped-margin", "A margin the Kiss library drops", .safe),
        rule("K210", "stack-alignment-ignored", "A stack's cross alignment its items ignore", .suggestion),
        rule("K301", "content-overflow", "Content overflows its container", .suggestion),
        rule("K302", "text-truncated", "Label text truncated", .none),
        rule("K303", "font-scale-exhausted", "Font shrunk to its minimum and still does not fit", .none),
        rule("K304", "outside-parent", "Element lies outside its parent's bounds", .none),
        rule("K305", "squeezed-to-zero", "Element squeezed to zero size", .none),
        rule("K401", "duplicate-modifier", "Modifier given twice; the first has no effect", .safe),
        rule("K402", "ineffective-modifier", "Modifier has no effect here", .none),
        rule("K403", "unused-layout", "Layout never used in the workspace", .none),
        rule("K404", "empty-container", "Empty container", .none),
        rule("K405", "redundant-modifier", "Redundant modifier", .safe),
        rule("K406", "unused-suppression", "A suppression comment that suppresses nothing", .safe),
    ]

    private static func rule(_ code: String, _ name: String, _ title: String, _ fix: FixKind) -> DiagnosticRule {
        DiagnosticRule(code: DiagnosticCode(code), name: name, title: title, fixKind: fix)
    }

    private static let byCode: [DiagnosticCode: DiagnosticRule] = Dictionary(uniqueKeysWithValues: rules.map { ($0.code, $0) })

    public static func rule(for code: DiagnosticCode) -> DiagnosticRule? { byCode[code] }
}
