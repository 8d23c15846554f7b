import KissSyntax

extension Diagnostic {
    /// Whether this finding keeps the layout rules (collapses, sizes, flex, modifiers) off the
    /// whole file: an error means some layout does not say what it means. K107 (a cycle, or a
    /// limit met while expanding) does not: it cuts the layouts that met it, which get no rules,
    /// and every layout expanded whole is still checked — past the element budget of a large
    /// file, the layouts before it.
    var stopsLayoutRules: Bool {
        severity == .error && code != .cyclicLayout
    }
}
