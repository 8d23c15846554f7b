import KissSyntax

extension Rules {
    /// K407: A layout parameter its body never uses. Checked here (`findings`, for each
    /// layout of the file `ModifierRules` checks, so a keystroke checks only the layouts it
    /// changed): a use that passes it a value changes nothing on the screen, which is how such
    /// a parameter misleads. Read by name where an expression names it (an argument, a
    /// modifier's value, another parameter's default);
    /// documented in docs/diagnostics/K407.md.
    enum UnusedParameter: Rule {
        static let code = DiagnosticCode("K407")
        static let name = "unused-parameter"
        static let title = "A layout parameter its body never uses"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K407-unused-parameter.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let unusedParameter = Rules.UnusedParameter.code
}

extension Rules.UnusedParameter {
    // pass: ModifierRules.layout
    /// `ModifierRules`' hook, for each layout whose expansion it checks: those declared in
    /// this file.
    static func visitLayout(_ layout: LayoutInstance, in rules: inout ModifierRules) {
        guard layout.declaration.file.path == rules.analysis.file.path else { return }
        for finding in findings(in: layout.declaration.syntax) { rules.report(finding) }
    }

    /// The check, for each layout of this file `ModifierRules` checks: its parameters that
    /// nothing in it reads by name.
    static func findings(in layout: LayoutSyntax) -> [Diagnostic] {
        let parameters = layout.parameters.compactMap(\.nameToken)
        guard !parameters.isEmpty, let name = layout.name else { return [] }
        var read = Set<String>()
        for expression in layout.node.descendants(of: .nameExpression) {
            if let token = expression.token(.identifier) { read.insert(token.text) }
        }
        return parameters.filter { !read.contains($0.text) }.map { token in
            Diagnostic(
                code: .unusedParameter, severity: DiagnosticCode.unusedParameter.ruleSeverity,
                message: "parameter `\(token.text)` of `\(name)` is never used: a value passed for it changes nothing; "
                    + "use it in the layout (as `\(token.text)`), or remove it",
                range: token.range, tags: [.unnecessary])
        }
    }
}
