import Foundation
import KissSyntax
import KissText

/// What one layout adds to its file's findings, worked out from that layout
/// alone: the problems met while expanding it (K1xx), and what the rules saw
/// in its expansion and its solves. A file's findings are these merged in
/// declaration order (`FileLint`), each rule deduplicating and combining
/// exactly as it does when it walks every layout in one go; so a layout whose
/// text and whose used layouts did not change can keep its contribution
/// from one edit to the next (`LintSession`).
struct LayoutContribution: Sendable {
    var name: String
    /// K1xx reported while expanding it, before deduplication across layouts.
    var expansion: [Diagnostic]
    /// Elements it expanded to, which count against the file's budget.
    var instanceCount: Int
    /// False when a cycle or a size limit was met: those findings depend on
    /// the layouts expanded before, so the contribution is not kept.
    var reusable: Bool
    /// Nil when the rules did not run (the file had errors).
    var rules: RuleFindings?
}

/// The rules' findings in one layout, in the order they were found.
struct RuleFindings: Sendable {
    var modifiers: [Diagnostic]
    var collapses: [CollapseRule.Event]
    var sizes: [SizeRules.Event]
    var flex: [FlexRules.Event]
    /// Kept only when the caller wants the frames (`ContributionContext.keepsSolves`), and
    /// never across versions (`FileLint` drops them before a `LintSession` keeps these).
    var solved: [SolvedLayout]
}

/// The inputs every contribution of one file shares.
struct ContributionContext {
    let file: SourceFile
    let workspace: Workspace
    let previews: [Preview]
    let family: FontFamily
    /// Kept expansions of layout uses, when a `LintSession` lints.
    var expansionCache: ExpansionCache? = nil
    /// The previous version's solves, to replay what an edit did not reach, when a
    /// `LintSession` lints.
    var solveRecordings: SolveRecordings? = nil
    /// Whether the rules' solves are returned with their findings (for callers that show
    /// frames of the same version: `LintResult`, an editor's analysis).
    var keepsSolves = false

    /// Expands `declaration` with its defaults, continuing from `state`.
    func expand(
        _ declaration: LayoutDeclaration, state: inout ExpansionState,
        symbolTables: inout [String: [String: LayoutDeclaration]]
    ) -> (instance: LayoutInstance, contribution: LayoutContribution) {
        let start = state.instanceCount
        let instantiator = Instantiator(workspace: workspace, primary: file.path, state: state, symbolTables: symbolTables)
        instantiator.expansionCache = expansionCache
        expansionCache?.beginLayout()
        AnalysisWork.countExpansion()
        let root = instantiator.instantiate(declaration, parameters: instantiator.defaults(of: declaration), use: nil, parentKind: nil)
        state = instantiator.state
        symbolTables = instantiator.symbolTables
        let instance = LayoutInstance(name: declaration.name, declaration: declaration, root: root, elementCount: state.instanceCount - start)
        let contribution = LayoutContribution(
            name: declaration.name, expansion: instantiator.diagnostics, instanceCount: state.instanceCount - start,
            reusable: !instantiator.metCycleOrLimit, rules: nil)
        return (instance, contribution)
    }

    /// The rules' findings in one expanded layout, solved at every preview.
    func ruleFindings(in layout: LayoutInstance) -> RuleFindings {
        ruleFindings(in: [layout])[0]
    }

    /// The rules' findings in each layout. Every (layout, preview) solve and
    /// each layout's modifier rules run at the same time: they share nothing
    /// but locked caches, so a keystroke that reworks a screen and the
    /// component it uses waits for the slowest of them, not their sum.
    /// Results are merged in layout and preview order.
    func ruleFindings(in layouts: [LayoutInstance]) -> [RuleFindings] {
        guard !layouts.isEmpty else { return [] }
        let previews = previews
        let family = family
        let keepSolves = keepsSolves
        let recordings = solveRecordings
        let rules = layouts.map { layout -> (CollapseRule, SizeRules, FlexRules, FileAnalysis) in
            let analysis = FileAnalysis(file: file, diagnostics: [], previews: previews, layouts: [layout])
            return (CollapseRule(analysis: analysis, family: family), SizeRules(analysis: analysis, family: family), FlexRules(analysis: analysis), analysis)
        }
        let perLayout = previews.count + 1
        let results = ResultSlots<PreviewFindings>(count: layouts.count * perLayout)
        let order = Self.largestFirst(layouts, perLayout: perLayout)
        DeepWork.perform(iterations: layouts.count * perLayout) { claimed in
            let task = order[claimed]
            let (index, slot) = task.quotientAndRemainder(dividingBy: perLayout)
            let layout = layouts[index]
            let (collapses, sizes, flex, analysis) = rules[index]
            guard slot < previews.count else {
                results.set(task, PreviewFindings(modifiers: ModifierRules(analysis: analysis).findings(in: layout)))
                return
            }
            let leaves = LeafMeasurement(preview: previews[slot], measurer: .shared, family: family)
            guard let solved = FrameSolver.solve(layout, at: previews[slot], leaves: leaves, recordings: recordings) else { return }
            results.set(task, PreviewFindings(
                collapses: collapses.events(in: solved), sizes: sizes.events(in: solved), flex: flex.events(in: solved),
                solved: keepSolves ? solved : nil))
        }
        let values = results.values
        return layouts.indices.map { index in
            let slots = values[(index * perLayout)..<((index + 1) * perLayout)]
            var findings = RuleFindings(modifiers: slots.last??.modifiers ?? [], collapses: [], sizes: [], flex: [], solved: [])
            for case let preview? in slots.dropLast() {
                findings.collapses += preview.collapses
                findings.sizes += preview.sizes
                findings.flex += preview.flex
                if let solved = preview.solved { findings.solved.append(solved) }
            }
            return findings
        }
    }
}

extension ContributionContext {
    /// Task numbers (layout × `perLayout` + slot) with the largest layouts' solves first,
    /// then the modifier rules, largest first: two threads then finish together instead of
    /// one solving the screen alone after both shared out the small components.
    static func largestFirst(_ layouts: [LayoutInstance], perLayout: Int) -> [Int] {
        let bySize = layouts.indices.sorted { (-layouts[$0].elementCount, $0) < (-layouts[$1].elementCount, $1) }
        var order: [Int] = []
        order.reserveCapacity(layouts.count * perLayout)
        for index in bySize { for slot in 0..<(perLayout - 1) { order.append(index * perLayout + slot) } }
        for index in bySize { order.append(index * perLayout + perLayout - 1) }
        return order
    }
}

/// What the rules found at one preview (or, for the modifier rules, in the expansion).
private struct PreviewFindings: Sendable {
    var modifiers: [Diagnostic] = []
    var collapses: [CollapseRule.Event] = []
    var sizes: [SizeRules.Event] = []
    var flex: [FlexRules.Event] = []
    var solved: SolvedLayout?
}
