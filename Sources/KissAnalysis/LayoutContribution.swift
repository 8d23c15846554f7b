import Foundation
import KissSyntax
import KissText
import KissRuntime

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
    /// How many solves the caller takes at most (`keepsSolves` is false past it).
    var solveBudget = Int.max
    /// What the lint's expansions have bound and applied so far, when a `LintSession` lints
    /// (one per lint: its nodes are those of this version's trees). A lint afresh goes without:
    /// on the first open of a 5 MB file, whose layouts are mostly expanded once, keeping every
    /// node's binding cost more than the uses it answered saved (first diagnostics 325 → 375 ms).
    var bindingMemo: BindingMemo? = nil
    /// Whether the version being linted was given up (an editor's newer text): the rules'
    /// solves not yet started are skipped, and a layout left without all its findings gets
    /// none (nil rules, which the next version works out).
    var isCancelled: @Sendable () -> Bool = { false }

    /// Expands `declaration` with its defaults, continuing from `state`.
    func expand(
        _ declaration: LayoutDeclaration, state: inout ExpansionState,
        symbolTables: inout [String: [String: LayoutDeclaration]]
    ) -> (instance: LayoutInstance, contribution: LayoutContribution) {
        // Past the file's element limit, reported once (K107), the rest is not expanded: not
        // a layout's body (its first element would stop there) and not its parameters'
        // defaults either — in a 5 MB file most layouts lie beyond the limit, and evaluating
        // their defaults was a tenth of its first diagnostics. Not reusable: what it finds
        // depends on the layouts before it.
        if state.reportedLimit, state.instanceCount >= state.budget {
            return (LayoutInstance(name: declaration.name, declaration: declaration, root: nil),
                    LayoutContribution(name: declaration.name, expansion: [], instanceCount: 0, reusable: false, rules: nil))
        }
        let start = state.instanceCount
        let instantiator = Instantiator(workspace: workspace, primary: file.path, state: state, symbolTables: symbolTables)
        instantiator.expansionCache = expansionCache
        instantiator.bindingMemo = bindingMemo
        expansionCache?.beginLayout()
        AnalysisWork.countExpansion()
        let root = instantiator.expandWithDefaults(declaration)
        state = instantiator.state
        symbolTables = instantiator.symbolTables
        let instance = LayoutInstance(name: declaration.name, declaration: declaration, root: root, elementCount: state.instanceCount - start)
        let contribution = LayoutContribution(
            name: declaration.name, expansion: instantiator.diagnostics, instanceCount: state.instanceCount - start,
            reusable: !instantiator.metCycleOrLimit, rules: nil)
        return (instance, contribution)
    }

    /// The rules' findings in one expanded layout, solved at every preview (nil once cancelled).
    func ruleFindings(in layout: LayoutInstance) -> RuleFindings? {
        ruleFindings(in: [layout])[0]
    }

    /// The rules' findings in each layout. Every (layout, preview) solve and
    /// each layout's modifier rules run at the same time: they share nothing
    /// but locked caches, so a keystroke that reworks a screen and the
    /// component it uses waits for the slowest of them, not their sum.
    func ruleFindings(in layouts: [LayoutInstance]) -> [RuleFindings?] {
        let pending = PendingRuleFindings(self)
        for layout in layouts { pending.add(layout) }
        return pending.finish()
    }
}

/// The rules' findings in layouts handed over one at a time: their solves and modifier rules
/// start on the pool's threads as each layout is added, while the caller goes on (expanding
/// the next layout), and `finish` gives them in the order added.
///
/// Tasks are taken largest layout first, its solves before any modifier rules: once the
/// caller adds the screen it expanded last and joins in, both threads take the screen's
/// solves, the longest tasks, and finish together instead of one solving the screen alone.
final class PendingRuleFindings {
    // Not `Sendable`: it reaches the pool's threads only inside its stream's tasks (see
    // `TaskStream`). `results` is only touched under `lock` (or after `stream.finish()`, which
    // orders it after every task); `context` and `layouts` are read-only to the tasks.
    private let context: ContributionContext
    private let stream = TaskStream()
    private let lock = NSLock()
    private var results: [[PreviewFindings?]] = []
    private var cancelled = false
    /// Layouts a task of which was skipped because the version was given up.
    private var skipped = Set<Int>()

    init(_ context: ContributionContext) {
        self.context = context
    }

    func add(_ layout: LayoutInstance) {
        let index = lock.withLock {
            results.append(Array(repeating: nil, count: context.previews.count + 1))
            return results.count - 1
        }
        let analysis = FileAnalysis(file: context.file, diagnostics: [], previews: context.previews, layouts: [layout], workspace: context.workspace)
        let family = context.family
        let keepSolves = context.keepsSolves
        let recordings = context.solveRecordings
        let (collapses, sizes, flex) = (CollapseRule(analysis: analysis, family: family), SizeRules(analysis: analysis, family: family), FlexRules(analysis: analysis))
        let applying = context.previews.of(layout: layout.name)
        for (slot, preview) in context.previews.enumerated() where applying.contains(preview) {
            stream.add(priority: .solve(size: layout.elementCount)) { [self] in
                guard !skips(index) else { return }
                let leaves = LeafMeasurement(preview: preview, measurer: .shared, family: family)
                guard let solved = FrameSolver.solve(layout, at: preview, leaves: leaves, recordings: recordings) else { return }
                let findings = StageTrace.span("rules \(layout.name)@\(preview.name)") {
                    PreviewFindings(
                        collapses: collapses.events(in: solved), sizes: sizes.events(in: solved), flex: flex.events(in: solved),
                        solved: keepSolves ? solved : nil)
                }
                lock.withLock { results[index][slot] = findings }
            }
        }
        let modifierSlot = context.previews.count
        stream.add(priority: .modifierRules(size: layout.elementCount)) { [self] in
            guard !skips(index) else { return }
            let findings = StageTrace.span("modifier rules \(layout.name)") { PreviewFindings(modifiers: ModifierRules(analysis: analysis).findings(in: layout)) }
            lock.withLock { results[index][modifierSlot] = findings }
        }
    }

    /// Runs `work` on whichever thread has nothing else to do first: after every solve and
    /// rule added, or beside the last of them (`finish` waits for it). Runs even once cancelled.
    func beside(_ work: @escaping @Sendable () -> Void) {
        stream.add(priority: .last, work)
    }

    /// The tasks not yet started do nothing; `finish` still waits for those running.
    func cancel() {
        lock.withLock { cancelled = true }
    }

    /// Whether a task of layout `index` is to be skipped: after `cancel` (its findings are
    /// not wanted), or when the version was given up (they are nil: incomplete).
    private func skips(_ index: Int) -> Bool {
        if lock.withLock({ cancelled }) { return true }
        guard context.isCancelled() else { return false }
        lock.withLock { _ = skipped.insert(index) }
        return true
    }

    /// Each added layout's findings, in the order added (empty ones after `cancel`; nil for a
    /// layout whose tasks were skipped because the version was given up).
    func finish() -> [RuleFindings?] {
        stream.finish()
        lock.lock()
        let (all, skipped) = (results, self.skipped)
        lock.unlock()
        return all.enumerated().map { (index, slots) -> RuleFindings? in
            guard !skipped.contains(index) else { return nil }
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

/// What the rules found at one preview (or, for the modifier rules, in the expansion).
private struct PreviewFindings: Sendable {
    var modifiers: [Diagnostic] = []
    var collapses: [CollapseRule.Event] = []
    var sizes: [SizeRules.Event] = []
    var flex: [FlexRules.Event] = []
    var solved: SolvedLayout?
}
