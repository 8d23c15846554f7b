import KissSyntax

/// K407: a parameter of a layout that nothing in the layout reads. A use that passes it a
/// value changes nothing on the screen, which is how such a parameter misleads: the caller
/// believes the text or size it passes is shown. Read by name where an expression names it
/// (an argument, a modifier's value, another parameter's default). Checked with the layout's
/// other expansion findings (`ModifierRules`), so a keystroke checks only the layouts it
/// changed.
enum UnusedParameterRule {
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
