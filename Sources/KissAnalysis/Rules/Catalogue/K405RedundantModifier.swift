import KissSyntax

extension Rules {
    /// K405: Redundant modifier. Checked here (`check`), for each element `ModifierRules` walks;
    /// documented in docs/diagnostics/K405.md.
    enum RedundantModifier: Rule {
        static let code = DiagnosticCode("K405")
        static let name = "redundant-modifier"
        static let title = "Redundant modifier"
        static let defaultSeverity = Severity.hint
        static let fixKind = FixKind.safe
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K405-redundant-modifier.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K210-stack-alignment.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let redundantModifier = Rules.RedundantModifier.code
}

extension Rules.RedundantModifier {
    // pass: ModifierRules.element
    /// `ModifierRules`' hook (`modifiers`: those written in this file).
    /// The check: modifiers that restate what the element already does. A `crossAlign` the
    /// stack's items ignore is K210's (`Rules.StackAlignmentIgnored.finding` in K210StackAlignmentIgnored.swift,
    /// which also says when it restates the default), reported from here.
    static func check(_ modifiers: [AppliedModifier], element: ElementInstance, parent: ElementInstance?, in rules: inout ModifierRules) {
        for modifier in modifiers {
            let value = modifier.arguments.values.first?.value
            var why: String?
            switch (modifier.name, value) {
            case ("grow", .number(0)?), ("shrink", .number(0)?): why = "0 is already the default"
            case ("hidden", .bool(false)?), ("visible", .bool(true)?): why = "elements are visible by default"
            case ("autoInvisible", .enumCase("allInvisible")?): why = "`.allInvisible` is already a stack's default in Kiss"
            case ("mainAlign", .enumCase("start")?) where modifier.arguments["value"] != nil: why = "stacks already start at the start"
            case ("lineAlign", .enumCase("start")?): why = "wrap lines already start at the start"
            case ("crossAlign", _):
                if modifier.arguments["value"] != nil, modifier.arguments["self"] == nil {
                    switch Rules.StackAlignmentIgnored.finding(for: modifier, on: element, analysis: rules.analysis) {
                    case .redundant(let reason)?: why = reason
                    case .diagnostic(let diagnostic)?: rules.report(diagnostic)
                    case nil: break
                    }
                } else if case .enumCase("stretch")? = modifier.arguments["self"]?.value, modifier.arguments["value"] == nil, let parent, parent.kind.isStack,
                          !element.kind.isSpacer, !ModifierRules.hasFixedCrossSize(element, crossIsWidth: parent.kind == .vstack) {
                    why = "every Kiss item aligns itself `.stretch` unless it says otherwise"
                }
            case ("margin", _), ("padding", _):
                if !modifier.arguments.isEmpty, modifier.arguments.values.allSatisfy({ $0.value == .number(0) }) { why = "0 is already the default" }
            default:
                break
            }
            guard let why else { continue }
            rules.report(.redundantModifier, "`.\(modifier.name)` here changes nothing: \(why); remove it", rules.analysis.places.range(modifier.location),
                         fixes: rules.removal(of: modifier, "Remove `.\(modifier.name)`"))
        }
    }
}
