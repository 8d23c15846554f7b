import KissSyntax

/// A diagnostic code's identity, declared once, in one file per code
/// (`Rules/Catalogue/`): its code, short name, title, default severity, what kind of fix it
/// offers, and the fixtures that show it. The catalogue, `kisslint rules`, SARIF, the LSP
/// links, configuration and suppressions all read it from there; a test checks that each
/// rule's fixtures exist and report it and that its documentation page exists.
///
/// The checking itself lives with the pass that can see the problem (the parser for K0xx,
/// the instantiator for K1xx, `CollapseRule`, `SizeRules`, `FlexRules`, `ModifierRules` and
/// the others for the layout rules); a rule's comment names it.
protocol Rule: Sendable {
    static var code: DiagnosticCode { get }
    static var name: String { get }
    static var title: String { get }
    static var defaultSeverity: Severity { get }
    static var fixKind: FixKind { get }
    /// Fixture inputs (paths from the package root) whose expected findings include the code.
    static var fixtures: [String] { get }
}

/// The namespace of the rules' declarations.
enum Rules {}

extension DiagnosticCode {
    /// The severity a finding of this code has unless configuration says otherwise: its
    /// rule's, from the catalogue.
    public var ruleSeverity: Severity {
        DiagnosticCatalogue.rule(for: self)?.defaultSeverity ?? defaultSeverity
    }
}
