import KissSyntax

extension Rules {
    /// K404: Empty container. Checked here (`check`), for each element `ModifierRules` walks;
    /// documented in docs/diagnostics/K404.md.
    enum EmptyContainer: Rule {
        static let code = DiagnosticCode("K404")
        static let name = "empty-container"
        static let title = "Empty container"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K404-empty-container.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K402-ineffective-modifier.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let emptyContainer = Rules.EmptyContainer.code
}

extension Rules.EmptyContainer {
    // pass: ModifierRules.element
    /// `ModifierRules`' hook, for each element of a layout's expansion; `written`: its modifiers
    /// written in this file (those on a layout's use are checked with the use's element).
    static func visitElement(_ written: [AppliedModifier], element: ElementInstance, parent: ElementInstance?, in rules: inout ModifierRules) {
        check(element, in: &rules)
    }

    /// The check: a container written in this file with no children, not a layout's use.
    static func check(_ element: ElementInstance, in rules: inout ModifierRules) {
        guard element.kind.isContainer, element.children.isEmpty, rules.inThisFile(element.location), element.layoutUses.isEmpty else { return }
        let sized = element.hasModifier("width") || element.hasModifier("height") || element.hasModifier("size")
        let what = element.kind.isStack && element.autoInvisibility == .allInvisible
            ? "Kiss leaves it out of the layout (`.autoInvisible(.allInvisible)` is a stack's default), whatever its size and padding"
            : "it is only as big as its padding" + (sized ? "" : " (0 × 0 without any)")
        rules.report(.emptyContainer, "this \(element.kind.rawValue) is empty, so \(what); remove it, or use `view(color)` for a box or `spacer(n)` for a gap",
                     rules.analysis.places.range(element.location))
    }
}
