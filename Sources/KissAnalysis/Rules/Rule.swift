import KissSyntax

// A rule is one file: the `Rule` protocol and the syntax rules are in KissSyntax
// (`Sources/KissSyntax/Rules/`), the other rules in `Rules/Catalogue/`; see `Rule`.

extension DiagnosticCode {
    /// The severity a finding of this code has unless configuration says otherwise: its
    /// rule's, from the catalogue.
    public var ruleSeverity: Severity {
        DiagnosticCatalogue.rule(for: self)?.defaultSeverity ?? defaultSeverity
    }
}
