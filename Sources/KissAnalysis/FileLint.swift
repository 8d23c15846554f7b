import KissSyntax
import KissText
import KissRuntime

/// A file's lint, assembled from its layouts' contributions, in the stages
/// docs/architecture.md numbers: declarations and previews, each layout's
/// expansion (findings deduplicated in declaration order), then, on a file
/// without errors, the rules' findings merged the same way, the file rules' (K403), suppressions
/// and configured severities. Where the contributions come from is the only
/// difference between a fresh lint (`Linter.lint`) and a session's
/// (`LintSession`, which keeps them from the previous version).
enum FileLint {
    struct Outcome {
        var analysis: FileAnalysis
        var diagnostics: [Diagnostic]
        var solved: [SolvedLayout]
        /// Whether `analysis.layouts` holds every layout declared (none was kept by a session).
        var expandedEveryLayout: Bool
        /// The version was given up part way (`isCancelled`): `diagnostics` may lack rule findings.
        var cancelled = false
    }

    /// Stages 1–3: what the file declares, and each layout's contribution.
    struct Expansion {
        var analysis: FileAnalysis
        var declarations: [LayoutDeclaration]
        var contributions: [LayoutContribution]
        /// The layouts expanded in this pass, by declaration index.
        var instances: [Int: LayoutInstance]
        var context: ContributionContext
        var symbolTables: [String: [String: LayoutDeclaration]]

        var expandedEveryLayout: Bool { instances.count == declarations.count }
        var hasErrors: Bool { analysis.diagnostics.contains(where: \.stopsLayoutRules) }
    }

    /// Stages 1–3 (declarations, previews, expansion) with contributions from `source`.
    static func expand(
        _ file: SourceFile, in workspace: Workspace, configuration: Configuration, selection: PreviewSelection?,
        source: some ContributionSource = FreshContributions(), solveBudget: Int = .max,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> Expansion {
        AnalysisWork.countLint()
        let declarationsStart = StageTrace.start()
        let instantiator = Instantiator(workspace: workspace, primary: file.path)
        instantiator.checkDeclarations(of: file)
        let previews = selectedPreviews(instantiator.previews(of: file), fallback: configuration.previews, mode: configuration.previewsMode,
                                        selection: selection)
        let symbols = instantiator.symbols(for: file)
        var declarations: [LayoutDeclaration] = []
        var seen = Set<String>()
        for syntax in file.tree.sourceFile.layouts {
            guard let name = syntax.name, seen.insert(name).inserted, let declaration = symbols[name], declaration.file.path == file.path else { continue }
            declarations.append(declaration)
        }
        var context = ContributionContext(file: file, workspace: workspace, previews: previews, family: configuration.fontFamily ?? .system)
        context.keepsSolves = declarations.count * previews.count <= solveBudget
        context.solveBudget = solveBudget
        context.isCancelled = isCancelled
        var symbolTables = instantiator.symbolTables
        // A source may work the rules out with the expansion when the file may be free of errors.
        let mayRunRules = !file.tree.diagnostics.contains(where: \.stopsLayoutRules) && !instantiator.diagnostics.contains(where: \.stopsLayoutRules)
        let names = FNV.hash(symbols.keys.sorted().joined(separator: "\u{0}"))
        StageTrace.end("declarations", since: declarationsStart)
        let (contributions, instances) = source.contributions(
            for: declarations, names: names, context: context, symbols: { instantiator.symbols(for: $0) },
            symbolTables: &symbolTables, rules: mayRunRules)

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
        let analysis = FileAnalysis(file: file, diagnostics: analysisDiagnostics, previews: previews, layouts: layouts, workspace: workspace)
        return Expansion(analysis: analysis, declarations: declarations, contributions: contributions, instances: instances,
                         context: context, symbolTables: symbolTables)
    }

    /// All six stages: the file's findings.
    static func run(
        _ file: SourceFile, in workspace: Workspace, configuration: Configuration, selection: PreviewSelection?,
        source: some ContributionSource = FreshContributions(), solveBudget: Int = .max,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> Outcome {
        // The file rules (`checkFile`: K403 reads every `.kiss` file of the project), worked out
        // beside the expansion, while the threads that later solve the layouts would otherwise wait.
        var (expansion, fileFindings) = DeepWork.run {
            expand(file, in: workspace, configuration: configuration, selection: selection, source: source, solveBudget: solveBudget,
                   isCancelled: isCancelled)
        } alongside: {
            checkFile(file, in: workspace, configuration: configuration)
        }
        var diagnostics = expansion.analysis.diagnostics
        var solved: [SolvedLayout] = []
        // Layout checks need a layout that means what it says: not on a file with errors.
        if !expansion.hasErrors {
            if !isCancelled() { completeRuleFindings(&expansion) }
            // Given up: what was worked out is kept for the next version (a layout left without
            // its rule findings gets them then), and nothing is merged for an answer no one reads.
            guard !isCancelled() else {
                source.keep(expansion.contributions)
                return Outcome(analysis: expansion.analysis, diagnostics: diagnostics, solved: [],
                               expandedEveryLayout: expansion.expandedEveryLayout, cancelled: true)
            }
            let analysis = expansion.analysis
            var modifiers = ModifierRules(analysis: analysis)
            var collapses = CollapseRule(analysis: analysis)
            var sizes = SizeRules(analysis: analysis, family: expansion.context.family)
            var flex = FlexRules(analysis: analysis)
            for contribution in expansion.contributions {
                guard let rules = contribution.rules else { continue }
                for finding in rules.modifiers { modifiers.merge(finding) }
                for event in rules.collapses { collapses.apply(event) }
                for event in rules.sizes { sizes.apply(event) }
                for event in rules.flex { flex.apply(event) }
                solved += rules.solved
            }
            diagnostics += modifiers.diagnostics
            diagnostics += fileFindings.diagnostics
            diagnostics += collapses.diagnostics() + sizes.diagnostics() + flex.diagnostics(previews: { range in
                // A finding in a layout holds at every preview when it holds at each of that layout's.
                let layout = analysis.file.tree.sourceFile.layouts.first { $0.node.trimmedRange.contains(range.lowerBound) }
                return analysis.previews.of(layout: layout?.name).count
            })
        } else {
            for index in expansion.contributions.indices { expansion.contributions[index].rules = nil }
        }
        source.keep(expansion.contributions)
        diagnostics = Suppressions.apply(diagnostics, tree: file.tree, lines: file.lines,
                                         unsearched: expansion.hasErrors ? [] : fileFindings.unsearched)
        diagnostics = configuration.apply(to: diagnostics)
        diagnostics.sort {
            ($0.range.lowerBound, $0.range.upperBound, $0.code) < ($1.range.lowerBound, $1.range.upperBound, $1.code)
        }
        return Outcome(analysis: expansion.analysis, diagnostics: diagnostics, solved: solved, expandedEveryLayout: expansion.expandedEveryLayout)
    }

    /// What the file rules found (`checkFile`, generated from each rule file's `// pass:
    /// FileLint.file` hook into FileLintChecks.generated.swift): kept on a file without errors.
    struct FileFindings {
        var diagnostics: [Diagnostic] = []
        /// Codes whose findings a rule did not search for, since none could be shown: their
        /// suppressions are not reported unused (K406).
        var unsearched: Set<DiagnosticCode> = []
    }

    /// Rule findings for every contribution that has none yet (fresh ones, and kept ones
    /// from a version that had errors), expanding again a layout a session kept.
    private static func completeRuleFindings(_ expansion: inout Expansion) {
        var state = ExpansionState(for: expansion.analysis.file)
        for index in expansion.contributions.indices {
            defer { state.instanceCount += expansion.contributions[index].instanceCount }
            // A layout cut short by a cycle or a limit (K107) means less than it says: no rules.
            guard expansion.contributions[index].rules == nil, expansion.contributions[index].reusable else { continue }
            var instance = expansion.instances[index]
            if instance == nil {
                var replay = state
                instance = expansion.context.expand(expansion.declarations[index], state: &replay, symbolTables: &expansion.symbolTables).instance
            }
            expansion.contributions[index].rules = expansion.context.ruleFindings(in: instance!)
        }
    }

    /// The previews a file is solved at. Precedence: the command line's (`--preview` keeps one
    /// of the rest, `--width` replaces them); then, by `previewsMode`, the configuration's
    /// instead of the file's (`replace`), the file's and then the configuration's (`add`), or
    /// the file's, else the configuration's (`fallback`); else `default`.
    static func selectedPreviews(_ declared: [Preview], fallback: [Preview], mode: PreviewsMode = .fallback, selection: PreviewSelection?) -> [Preview] {
        // The file's own previews for all its layouts meet the configuration's as they always
        // have; those for one layout (`for: Row`) come after, unless the configuration's
        // replace every preview of the file.
        let general = declared.filter { $0.layout == nil }
        var own = declared.filter { $0.layout != nil }
        var previews = general
        switch mode {
        case .fallback: break
        case .add: previews += fallback.filter { extra in !declared.contains { $0.name == extra.name } }
        case .replace: if !fallback.isEmpty { previews = fallback; own = [] }
        }
        if previews.isEmpty { previews = fallback.isEmpty ? [.standard] : fallback }
        previews += own
        switch selection {
        case .named(let name)?:
            // A file without that preview keeps its own.
            let chosen = previews.filter { $0.name == name }
            if !chosen.isEmpty { previews = chosen }
        case .sizes(let chosen)?:
            previews = chosen.map { var preview = $0; preview.layout = nil; return preview }
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
