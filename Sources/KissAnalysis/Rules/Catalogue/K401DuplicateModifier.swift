import KissSyntax

extension Rules {
    /// K401: Modifier given twice; the first has no effect. Checked here (`check`), for each element
    /// `ModifierRules` walks;
    /// documented in docs/diagnostics/K401.md.
    enum DuplicateModifier: Rule {
        static let code = DiagnosticCode("K401")
        static let name = "duplicate-modifier"
        static let title = "Modifier given twice; the first has no effect"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.safe
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K401-duplicate-modifier.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let duplicateModifier = Rules.DuplicateModifier.code
}

extension Rules.DuplicateModifier {
    /// Modifiers that may be given several times, each adding to the others.
    private static let repeatable: Set<String> = ["overlay", "pin", "margin", "padding"]

    // pass: ModifierRules.element
    /// `ModifierRules`' hook, for each element of a layout's expansion; `written`: its modifiers
    /// written in this file (those on a layout's use are checked with the use's element).
    static func visitElement(_ written: [AppliedModifier], element: ElementInstance, parent: ElementInstance?, in rules: inout ModifierRules) {
        check(written, in: &rules)
    }

    /// The check: the same modifier with the same arguments named twice in one chain:
    /// the later one wins whole, so the first does nothing.
    static func check(_ modifiers: [AppliedModifier], in rules: inout ModifierRules) {
        // Most chains name each modifier once: nothing to compare then.
        guard modifiers.count > 1 else { return }
        for (index, modifier) in modifiers.enumerated() {
            let rest = modifiers[(index + 1)...]
            guard rest.contains(where: { $0.name == modifier.name }), !repeatable.contains(modifier.name) else { continue }
            let keys = Set(modifier.arguments.keys)
            guard let later = rest.first(where: {
                $0.name == modifier.name && $0.fromUseSite == modifier.fromUseSite && Set($0.arguments.keys).isSuperset(of: keys)
            }) else { continue }
            rules.report(.duplicateModifier, "`.\(modifier.name)` is given again later in this chain, so this one has no effect; remove it",
                         rules.analysis.places.range(modifier.location), fixes: rules.removal(of: modifier, "Remove the first `.\(modifier.name)`"),
                         related: [RelatedLocation(range: rules.analysis.places.range(later.location), message: "the `.\(modifier.name)` that wins")])
        }
        for edges in ["margin", "padding"] where modifiers.lazy.filter({ $0.name == edges }).count > 1 {
            for side in [false, true] {
            let calls = modifiers.filter { $0.name == edges && $0.fromUseSite == side }
            for (index, call) in calls.enumerated() {
                let keys = Set(call.arguments.keys)
                if let later = calls[(index + 1)...].first(where: { $0.arguments["all"] != nil || Set($0.arguments.keys).isSuperset(of: keys) }) {
                    rules.report(.duplicateModifier, "`.\(edges)` is set again later in this chain on the same edges, so this one has no effect; remove it",
                                 rules.analysis.places.range(call.location), fixes: rules.removal(of: call, "Remove the first `.\(edges)`"),
                                 related: [RelatedLocation(range: rules.analysis.places.range(later.location), message: "the `.\(edges)` that wins")])
                }
            }
            }
        }
    }
}
