/// A diagnostic code's identity, declared once, in one file per code named after it
/// (`K307ControlSizeIgnored.swift`): its code, short name, title, default severity, what kind
/// of fix it offers, and any fixtures beyond its page that show it. Syntax rules (K0xx) are in KissSyntax's
/// `Rules/`, beside the parser that raises them; the others in KissAnalysis's
/// `Rules/Catalogue/`. The registry of both (`DiagnosticCatalogue.registered`) is generated
/// from those folders by `python3 Scripts/generate-diagnostic-docs.py`, and a test fails
/// when it is stale. The catalogue, `kisslint rules`, SARIF, the LSP links, configuration
/// and suppressions all read a rule from there. Its documentation page
/// (docs/diagnostics/Kxxx.md) is its golden fixture: tests check that the page's example shows
/// exactly what `kisslint` prints for it, that its fixed version is clean, and that any
/// further fixtures the rule names exist and report it.
///
/// A rule's file also declares the `DiagnosticCode` constant the checks use
/// (`public static let unexpectedCharacter = Rules.UnexpectedCharacter.code`), so a code's
/// string is written once. The layout rules' files (KissAnalysis) also hold their checks and
/// messages, as static functions the shared pass that walks the elements or the solves
/// calls (`ModifierRules`, `SizeRules`, `FlexRules`, `CollapseRule`, `FileLint` for K403); a
/// computation that raises several codes is in the main code's file, and the others' comments
/// name it. Where a rule's check is not in its file (the parser for K0xx, the instantiator
/// for K1xx and for the pin checks K207 / K208, `Suppressions` for K406), its comment names
/// what raises it.
package protocol Rule: Sendable {
    static var code: DiagnosticCode { get }
    static var name: String { get }
    static var title: String { get }
    static var defaultSeverity: Severity { get }
    static var fixKind: FixKind { get }
    /// Fixture inputs (paths from the package root) whose expected findings include the code,
    /// beyond its page's example: cases the page does not show.
    static var fixtures: [String] { get }
}

extension Rule {
    package static var fixtures: [String] { [] }
}

/// The namespace of the rules' declarations.
package enum Rules {}

/// What a fix for a code is: certain (applied by `--fix`), a suggestion
/// (applied by `--unsafe-fixes`, offered by editors), or none.
public enum FixKind: String, Sendable, Hashable {
    case safe, suggestion, none
}
