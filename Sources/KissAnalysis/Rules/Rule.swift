import KissSyntax

// A rule is one file: the `Rule` protocol and the syntax rules are in KissSyntax
// (`Sources/KissSyntax/Rules/`), the other rules in `Rules/Catalogue/`; see `Rule`. Each
// layout rule's file holds its check and messages as static functions that a pass calls
// (`ModifierRules`, `SizeRules`, `FlexRules`, `CollapseRule`): the passes keep only the walk,
// the events, deduplication and merging. A rule joins `SizeRules`, `FlexRules` or
// `ModifierRules` by a hook in its file (`// pass: SizeRules.element` above a static function
// of the hook's parameters); Scripts/generate-diagnostic-docs.py writes the calls
// (`<Pass>Checks.generated.swift`). `CollapseRule` and `FileLint` (K403) name theirs. Not yet in their files: K207 / K208 (`PinChecks`, in
// the instantiator's walk with K104 / K106), K406 (`Suppressions`), K1xx (the instantiator).

extension DiagnosticCode {
    /// The severity a finding of this code has unless configuration says otherwise: its
    /// rule's, from the catalogue.
    public var ruleSeverity: Severity {
        DiagnosticCatalogue.rule(for: self)?.defaultSeverity ?? defaultSeverity
    }
}
