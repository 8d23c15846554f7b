import KissSyntax

/// K407: a parameter of a layout that nothing in the layout reads. A use that passes it a
/// value changes nothing on the screen, which is how such a parameter misleads: the caller
/// believes the text or size it passes is shown. Read by name where an expression names it
/// (an argument, a modifier's value, another parameter's default).
enum UnusedParameterRule {
    static func check(_ file: SourceFile) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let tree = file.tree
        for layout in tree.sourceFile.layouts {
            let parameters = layout.parameters.compactMap(\.nameToken)
            guard !parameters.isEmpty, let name = layout.name else { continue }
            var read = Set<String>()
            for index in layout.node.tokenRange where tree.tokens[index].kind == .identifier {
                let token = tree.tokens[index]
                if tree.node(at: Int(token.start)).kind == .nameExpression { read.insert(tree.text(token.range)) }
            }
            for token in parameters where !read.contains(token.text) {
                diagnostics.append(Diagnostic(
                    code: .unusedParameter, severity: DiagnosticCode.unusedParameter.ruleSeverity,
                    message: "parameter `\(token.text)` of `\(name)` is never used: a value passed for it changes nothing; "
                        + "use it in the layout (as `\(token.text)`), or remove it",
                    range: token.range, tags: [.unnecessary]))
            }
        }
        return diagnostics
    }
}
