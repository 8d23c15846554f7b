import KissSyntax
import KissText

/// A file's lint, assembled from its layouts' contributions: declarations
/// and previews first, then each layout's expansion findings deduplicated
/// in declaration order; then, on a file without errors, the rules'
/// findings merged the same way, K403, suppressions and configured
/// severities. `Linter.lint` runs it afresh; a `LintSession` runs it with
/// the contributions of the previous version.
enum FileLint {
    struct Outcome {
        var analysis: FileAnalysis
        var diagnostics: [Diagnostic]
        var solved: [SolvedLayout]
        /// Whether `analysis.layouts` holds every layout declared (none was kept by a session).
        var expandedEveryLayout: Bool
    }

    static func run(
        _ file: SourceFile, in workspace: Workspace, configuration: Configuration, selection: PreviewSelection?,
        session: LintSession?, rules runRules: Bool = true, solveBudget: Int = .max
    ) -> Outcome {
        AnalysisWork.countLint()
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        instantiator.checkDeclarations(of: file)
        let previews = selectedPreviews(instantiator.previews(of: file), fallback: configuration.previews, selection: selection)
        let family = configuration.fontFamily ?? .system
        let symbols = instantiator.symbols(for: file)
        var declarations: [LayoutDeclaration] = []
        var seen = Set<String>()
        for syntax in file.tree.sourceFile.layouts {
            guard let name = syntax.name, seen.insert(name).inserted, let declaration = symbols[name], declaration.file.path == file.path else { continue }
            declarations.append(declaration)
        }
        var context = ContributionContext(file: file, workspace: workspace, previews: previews, family: family)
        context.keepsSolves = declarations.count * previews.count <= solveBudget
        var symbolTables = instantiator.symbolTables
        let mayRunRules = runRules && !file.tree.diagnostics.contains { $0.severity == .error }
            && !instantiator.diagnostics.contains { $0.severity == .error }

        var contributions: [LayoutContribution]
        var instances: [Int: LayoutInstance]
        if let session {
            let names = FNV.hash(symbols.keys.sorted().joined(separator: "\u{0}"))
            (contributions, instances) = session.contributions(
                for: declarations, names: names, context: context, symbols: { instantiator.symbols(for: $0) },
                symbolTables: &symbolTables, rules: mayRunRules)
        } else {
            var state = ExpansionState()
            contributions = []
            instances = [:]
            for (index, declaration) in declarations.enumerated() {
                let (instance, contribution) = context.expand(declaration, state: &state, symbolTables: &symbolTables)
                contributions.append(contribution)
                instances[index] = instance
            }
        }

        // The expansion findings, each once, as one instantiator would have reported them.
        var reported = Set<ReportKey>()
        var expansion: [Diagnostic] = []
        for diagnostic in instantiator.diagnostics + contributions.flatMap(\.expansion)
        where reported.insert(ReportKey(diagnostic)).inserted {
            expansion.append(diagnostic)
        }
        let analysisDiagnostics = (file.tree.diagnostics + expansion).sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.code) < ($1.range.lowerBound, $1.range.upperBound, $1.code)
        }
        let layouts = declarations.indices.compactMap { instances[$0] }
        let analysis = FileAnalysis(file: file, diagnostics: analysisDiagnostics, previews: previews, layouts: layouts)

        var diagnostics = analysisDiagnostics
        var solved: [SolvedLayout] = []
        // Layout checks need a layout that means what it says: not on a file with errors.
        if runRules && !diagnostics.contains(where: { $0.severity == .error }) {
            var state = ExpansionState()
            for index in contributions.indices {
                defer { state.instanceCount += contributions[index].instanceCount }
                if session == nil || contributions[index].rules == nil {
                    var instance = instances[index]
                    if instance == nil {
                        var replay = state
                        instance = context.expand(declarations[index], state: &replay, symbolTables: &symbolTables).instance
                    }
                    contributions[index].rules = context.ruleFindings(in: instance!)
                }
            }
            var modifiers = ModifierRules(analysis: analysis)
            var collapses = CollapseRule(analysis: analysis)
            var sizes = SizeRules(analysis: analysis, family: family)
            var flex = FlexRules(analysis: analysis)
            for contribution in contributions {
                guard let rules = contribution.rules else { continue }
                for finding in rules.modifiers { modifiers.merge(finding) }
                for event in rules.collapses { collapses.apply(event) }
                for event in rules.sizes { sizes.apply(event) }
                for event in rules.flex { flex.apply(event) }
                solved += rules.solved
            }
            diagnostics += modifiers.diagnostics
            diagnostics += UnusedLayoutRule.check(analysis, in: workspace)
            diagnostics += collapses.diagnostics() + sizes.diagnostics() + flex.diagnostics(previews: previews.count)
        } else {
            for index in contributions.indices { contributions[index].rules = nil }
        }
        if let session {
            // Frames are worked out again when asked for: kept, they would outlive the version.
            for index in contributions.indices { contributions[index].rules?.solved = [] }
            session.keep(contributions)
        }
        diagnostics = Suppressions.apply(diagnostics, tree: file.tree, lines: file.lines)
        diagnostics = configuration.apply(to: diagnostics)
        diagnostics.sort {
            ($0.range.lowerBound, $0.range.upperBound, $0.code) < ($1.range.lowerBound, $1.range.upperBound, $1.code)
        }
        return Outcome(analysis: analysis, diagnostics: diagnostics, solved: solved, expandedEveryLayout: layouts.count == declarations.count)
    }

    static func selectedPreviews(_ declared: [Preview], fallback: [Preview], selection: PreviewSelection?) -> [Preview] {
        var previews = declared
        if previews.isEmpty { previews = fallback.isEmpty ? [.standard] : fallback }
        switch selection {
        case .named(let name)?:
            // A file without that preview keeps its own.
            let chosen = previews.filter { $0.name == name }
            if !chosen.isEmpty { previews = chosen }
        case .size(let preview)?:
            previews = [preview]
        case nil:
            break
        }
        return previews
    }

    /// What makes two reports the same finding (as `Instantiator.report` decides).
    private struct ReportKey: Hashable {
        var code: DiagnosticCode
        var range: Range<Int>
        var message: String

        init(_ diagnostic: Diagnostic) {
            code = diagnostic.code
            range = diagnostic.range
            message = diagnostic.message
        }
    }
}
