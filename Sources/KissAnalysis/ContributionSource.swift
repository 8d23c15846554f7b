import KissSyntax

/// Where a file lint's per-layout contributions come from: expanded afresh
/// (`FreshContributions`), or kept from the previous version where they still hold
/// (`LintSession`). `FileLint` is the same code for both.
protocol ContributionSource {
    /// Each declaration's contribution in order, with the instances of the layouts expanded
    /// in this pass (by index). A source may work rule findings out with the expansion when
    /// `rules` says the file may be free of errors; `FileLint` completes the rest.
    func contributions(
        for declarations: [LayoutDeclaration], names: UInt64, context: ContributionContext,
        symbols: @escaping (SourceFile) -> [String: LayoutDeclaration],
        symbolTables: inout [String: [String: LayoutDeclaration]], rules: Bool
    ) -> (contributions: [LayoutContribution], instances: [Int: LayoutInstance])

    /// The final contributions of this version (rules completed, or dropped on a file with
    /// errors), for the next one.
    func keep(_ contributions: [LayoutContribution])
}

/// Every layout expanded in declaration order; nothing kept.
struct FreshContributions: ContributionSource {
    func contributions(
        for declarations: [LayoutDeclaration], names: UInt64, context: ContributionContext,
        symbols: @escaping (SourceFile) -> [String: LayoutDeclaration],
        symbolTables: inout [String: [String: LayoutDeclaration]], rules: Bool
    ) -> (contributions: [LayoutContribution], instances: [Int: LayoutInstance]) {
        var state = ExpansionState(for: context.file)
        var contributions: [LayoutContribution] = []
        var instances: [Int: LayoutInstance] = [:]
        for (index, declaration) in declarations.enumerated() {
            let (instance, contribution) = context.expand(declaration, state: &state, symbolTables: &symbolTables)
            contributions.append(contribution)
            instances[index] = instance
        }
        return (contributions, instances)
    }

    func keep(_ contributions: [LayoutContribution]) {}
}
