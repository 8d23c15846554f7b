import Foundation
import KissSyntax
import KissText
import KissRuntime

/// Lints successive versions of one file, reusing what each layout
/// contributed to the previous version when neither its text nor any layout
/// it uses changed (see `LayoutFingerprints`), placed where the layout now
/// is (`KeptContribution`). An edit inside one layout re-expands and re-solves that layout and the
/// layouts that use it; the rest of the file costs a hash of its text. The
/// findings are always those of `Linter.lint` on the same text: the merge is
/// the same code, and a test checks the two on edited files.
///
/// Not thread-safe: one session per document, used by one task at a time.
public final class LintSession: ContributionSource {
    /// A class, not a struct: every layout's is looked up, and most handed on to the next
    /// version, at every keystroke, and a struct of this size was copied each time (6 % of a
    /// keystroke's instructions in a 10,000-line file).
    private final class Kept {
        let fingerprint: UInt64
        /// The layout's text, copied out of its version's: a slice would keep that whole
        /// version's text alive for as long as the layout is unchanged (in the 10,000-line
        /// catalogue, 4.6 MB of old texts at rest after sixty keystrokes in different rows).
        let text: ArraySlice<UInt8>
        /// The names in scope, for contributions whose findings suggest one.
        let names: UInt64
        let contribution: KeptContribution

        init(fingerprint: UInt64, text: ArraySlice<UInt8>, names: UInt64, contribution: KeptContribution) {
            self.fingerprint = fingerprint
            self.text = text
            self.names = names
            self.contribution = contribution
        }
    }

    private var kept: [String: Kept] = [:]
    private var context: ContextKey?
    private var previews: [Preview] = []

    /// The previews the last lint solved at (the file's, the configuration's or the default).
    public var previewsOfLastLint: [Preview] { previews }
    private var references: [LayoutFingerprints.ReferenceKey: [String]] = [:]
    private var expansions: ExpansionCache?
    let recordings = SolveRecordings()
    public private(set) var statistics = Statistics()

    /// How much of the last lint was reused, for tests and benchmarks.
    public struct Statistics: Sendable, Equatable {
        public var reused = 0
        public var recomputed = 0
        /// Layout uses inside recomputed layouts answered from kept expansions.
        public var reusedExpansions = 0
        /// Layout uses inside recomputed layouts expanded afresh.
        public var freshExpansions = 0

        public init(reused: Int = 0, recomputed: Int = 0, reusedExpansions: Int = 0, freshExpansions: Int = 0) {
            self.reused = reused
            self.recomputed = recomputed
            self.reusedExpansions = reusedExpansions
            self.freshExpansions = freshExpansions
        }
    }

    public init() {}

    /// The fingerprints the last lint worked out (nil: it linted afresh, without them).
    private var lastFingerprints: LintFingerprints?

    /// See `analyze`: from this size on (in bytes), a first version is linted afresh.
    public var largeDocumentBytes = 1 << 20
    private var versionsLinted = 0

    /// The findings for `file`, exactly as `Linter.lint` reports them.
    public func lint(
        _ file: SourceFile, in workspace: Workspace, configuration: Configuration = .empty, previews selection: PreviewSelection? = nil
    ) -> [Diagnostic] {
        let result = analyze(file, in: workspace, configuration: configuration, previews: selection)
        let diagnostics = result.diagnostics
        // The expanded layouts it holds are freed off the thread an editor waits on.
        BackgroundRelease.release(result)
        return diagnostics
    }

    /// What one version's lint worked out, for an editor to answer from without working it
    /// out again: the findings, the layouts this version expanded (those an edit did not
    /// reach were kept from earlier versions and are not among them), and their solves.
    public struct Result: Sendable {
        public let diagnostics: [Diagnostic]
        public let previews: [Preview]
        /// Syntax, declaration and expansion findings with the layouts expanded in this version.
        public let analysis: FileAnalysis
        /// Whether `analysis` holds every layout the file declares.
        public let expandedEveryLayout: Bool
        /// The rules' solves of those layouts at every preview (those of the layouts this version
        /// worked out, when a version kept the others), when there were at most `solveBudget`
        /// solves in all; otherwise none.
        public let solved: [SolvedLayout]
        /// The lint was given up part way (`isCancelled`): the findings are incomplete.
        public let cancelled: Bool
        /// Each of the file's layouts' fingerprint, when the lint worked them out.
        public let fingerprints: LintFingerprints?
    }

    /// Lints `file` as `lint` does, and returns what the lint worked out.
    public func analyze(
        _ file: SourceFile, in workspace: Workspace, configuration: Configuration = .empty, previews selection: PreviewSelection? = nil,
        solveBudget: Int = 0, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> Result {
        // A large document's first version is linted without building what later versions
        // reuse (fingerprints, kept expansions): its first diagnostics come sooner, and the
        // first edit pays for the caches instead.
        let firstOfLarge = versionsLinted == 0 && file.tree.source.count >= largeDocumentBytes
        versionsLinted += 1
        lastFingerprints = nil
        let outcome = firstOfLarge
            ? FileLint.run(file, in: workspace, configuration: configuration, selection: selection, solveBudget: solveBudget,
                           isCancelled: isCancelled)
            : FileLint.run(file, in: workspace, configuration: configuration, selection: selection, source: self, solveBudget: solveBudget,
                           isCancelled: isCancelled)
        return Result(diagnostics: outcome.diagnostics, previews: outcome.analysis.previews, analysis: outcome.analysis,
                      expandedEveryLayout: outcome.expandedEveryLayout, solved: outcome.solved, cancelled: outcome.cancelled,
                      fingerprints: lastFingerprints.flatMap { $0.tree === file.tree ? $0 : nil })
    }

    /// The file's layouts' contributions: kept ones where they still hold,
    /// the others expanded again, with the instances of those (by index).
    /// Rules are worked out for a new contribution when `rules` says the
    /// file may be free of errors; `FileLint` completes them if needed.
    func contributions(
        for declarations: [LayoutDeclaration], names: UInt64, context: ContributionContext,
        symbols: @escaping (SourceFile) -> [String: LayoutDeclaration],
        symbolTables: inout [String: [String: LayoutDeclaration]], rules: Bool
    ) -> (contributions: [LayoutContribution], instances: [Int: LayoutInstance]) {
        var context = context
        let file = context.file
        let setUpStart = StageTrace.start()
        // Everything of a preview that a solve or a message reads: its text size too.
        let key = ContextKey(previews: context.previews.map {
            [$0.name, "\($0.width ?? -1)", "\($0.height ?? -1)", "\($0.scale)", "\($0.textScale)", $0.textSize ?? "", $0.layout ?? ""]
        }, family: context.family)
        if self.context != key {
            kept.removeAll()
            expansions = nil
            recordings.removeAll()
        }
        self.context = key
        let places = Places(primary: file, workspace: context.workspace)
        let fingerprints = LayoutFingerprints(symbols: symbols, references: references)
        let cache = expansions ?? ExpansionCache(fingerprints: fingerprints)
        cache.beginVersion(fingerprints: fingerprints, names: names)
        expansions = cache
        context.expansionCache = cache
        context.solveRecordings = recordings
        // Not in files of more layouts: each of the 10,000-line catalogue's keystrokes filled a
        // memo with the nodes of the screens it re-expanded, for no gain in its time, and left
        // the server ~3 MB larger at rest (51.0–53.8 MB against 47.4–50.9 MB, four runs).
        if declarations.count <= Self.expandAheadLayoutLimit { context.bindingMemo = BindingMemo() }

        var fingerprintsAndTexts: [(UInt64?, ArraySlice<UInt8>)] = []
        var reusable: [LayoutContribution?] = []
        var reusedKept: [Kept?] = []
        fingerprintsAndTexts.reserveCapacity(declarations.count)
        reusable.reserveCapacity(declarations.count)
        reusedKept.reserveCapacity(declarations.count)
        for declaration in declarations {
            let range = declaration.syntax.node.range.clamped(to: 0..<file.tree.source.count)
            let text = file.tree.source[range]
            let fingerprint = cache.fingerprints.fingerprint(of: declaration)
            fingerprintsAndTexts.append((fingerprint, text))
            if let fingerprint, let old = kept[declaration.name], old.fingerprint == fingerprint, Self.sameBytes(old.text, text),
               old.names == names || !old.contribution.suggestsNames {
                reusable.append(old.contribution.placed(places))
                reusedKept.append(old)
            } else {
                reusable.append(nil)
                reusedKept.append(nil)
            }
        }
        // The solves of the layouts an edit reached, when the caller takes that many: an
        // editor's hover in the layout being typed in then reads them instead of solving it
        // again, in a file of more layouts than the caller keeps whole.
        let reached = reusable.reduce(0) { $0 + ($1 == nil ? 1 : 0) }
        if reached * context.previews.count <= context.solveBudget { context.keepsSolves = true }
        let endVersion = VersionEnd { [self] in
            statistics.reusedExpansions = cache.statistics.reused
            statistics.freshExpansions = cache.statistics.stored
            cache.endVersion()
        }
        statistics = Statistics()
        StageTrace.end("session set-up", since: setUpStart)
        let ahead = declarations.count <= Self.expandAheadLayoutLimit
            ? expandAhead(declarations, reusable: reusable, context: context, symbolTables: &symbolTables, rules: rules, whileSolving: endVersion)
            : nil
        let (result, instances) = ahead
            ?? expandInOrder(declarations, reusable: reusable, context: context, symbolTables: &symbolTables, rules: rules)
        endVersion.run()
        recordings.endVersion()
        pending = Pending(names: declarations.map(\.name), keys: fingerprintsAndTexts, scope: names, reused: reusedKept, places: places)
        lastFingerprints = LintFingerprints(
            tree: file.tree, nodes: declarations.map(\.syntax.node.index), fingerprints: fingerprintsAndTexts.map(\.0))
        previews = context.previews
        references = cache.fingerprints.referencesToKeep
        return (result, instances)
    }

    /// Whether two texts are the same bytes, compared a word at a time: every layout of a file is
    /// compared at every keystroke (`==` on slices compares byte by byte).
    static func sameBytes(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { left in b.withUnsafeBytes { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 } }
    }

    /// Files of more layouts are expanded in declaration order, their rules after (`expandInOrder`). In the
    /// 10,000-line catalogue of `kiss-bench lsp` (731 layouts) expanding ahead did not change the
    /// keystroke's time and left the server 5 MB larger at rest (52–53 MB against 47 MB, past
    /// the 50 MB target; not diagnosed further — the kept expansions being made while solves
    /// allocate beside them is the likely cause). A screen file of a few dozen layouts is where the second core sat idle through the
    /// expansion, and where the next keystroke reuses what the last one did.
    static let expandAheadLayoutLimit = 64

    /// The layouts an edit reached expanded and their rules worked out the plain way: in
    /// declaration order, each expansion continuing the file's element count from the one
    /// before, then every layout's rules together. What `expandAhead` must equal.
    private func expandInOrder(
        _ declarations: [LayoutDeclaration], reusable: [LayoutContribution?], context: ContributionContext,
        symbolTables: inout [String: [String: LayoutDeclaration]], rules: Bool
    ) -> (contributions: [LayoutContribution], instances: [Int: LayoutInstance]) {
        var state = ExpansionState(for: context.file)
        var result: [LayoutContribution] = []
        var instances: [Int: LayoutInstance] = [:]
        var needRules: [(position: Int, instance: LayoutInstance)] = []
        statistics = Statistics()
        for (index, declaration) in declarations.enumerated() {
            if let moved = reusable[index], state.instanceCount + moved.instanceCount < state.budget {
                state.instanceCount += moved.instanceCount
                result.append(moved)
                statistics.reused += 1
                continue
            }
            let (instance, contribution) = context.expand(declaration, state: &state, symbolTables: &symbolTables)
            if rules && contribution.reusable && !contribution.expansion.contains(where: \.stopsLayoutRules) {
                needRules.append((result.count, instance))
            }
            result.append(contribution)
            instances[index] = instance
            statistics.recomputed += 1
        }
        // A file whose expansion met an error gets no rule findings (`FileLint`): a large file
        // past the element limit would otherwise solve every layout for nothing.
        if result.contains(where: { $0.expansion.contains(where: \.stopsLayoutRules) }) { needRules = [] }
        let findings = context.ruleFindings(in: needRules.map(\.instance))
        for (position, rules) in zip(needRules.map(\.position), findings) { result[position].rules = rules }
        return (result, instances)
    }

    /// The same as `expandInOrder`, sooner: the layouts an edit reached are expanded used ones
    /// first, and each one's solves and rules start on the pool as soon as it is expanded —
    /// a keystroke in a component has the component's and its section's solves under way
    /// while the screen using them is expanded, instead of after.
    ///
    /// The order of expansions matters only through what they share: the file's element
    /// budget and the cycles and limits reported once per file (`ExpansionState`). When no
    /// expansion met a cycle or a limit and the whole file stays under the budget, every
    /// order gives what declaration order gives — each layout is expanded by its own
    /// instantiator, and a kept expansion is adopted just as it would be expanded. Otherwise
    /// this gives up (nil), and the caller expands in declaration order.
    /// `whileSolving` runs once every expansion is done, on the first thread the solves and
    /// rules leave free: typically beside the last of them, not before the screen's solves
    /// (run first, it held them back on the thread that expanded the screen).
    private func expandAhead(
        _ declarations: [LayoutDeclaration], reusable: [LayoutContribution?], context: ContributionContext,
        symbolTables: inout [String: [String: LayoutDeclaration]], rules: Bool, whileSolving: VersionEnd
    ) -> (contributions: [LayoutContribution], instances: [Int: LayoutInstance])? {
        var state = ExpansionState(for: context.file)
        var fresh: [Int] = []
        for (index, moved) in reusable.enumerated() {
            if let moved { state.instanceCount += moved.instanceCount } else { fresh.append(index) }
        }
        guard state.instanceCount < state.budget else { return nil }
        let underWay = PendingRuleFindings(context)
        var tables = symbolTables
        var expanded: [Int: (instance: LayoutInstance, contribution: LayoutContribution)] = [:]
        var withRules: [Int] = []
        var metLimit = false
        for index in Self.usedFirst(fresh, of: declarations, uses: { context.expansionCache?.fingerprints.layoutsUsed(by: $0) ?? [] }) {
            let (instance, contribution) = StageTrace.span("expand \(declarations[index].name)") {
                context.expand(declarations[index], state: &state, symbolTables: &tables)
            }
            expanded[index] = (instance, contribution)
            if !contribution.reusable { metLimit = true; break }
            if rules && contribution.reusable && !contribution.expansion.contains(where: \.stopsLayoutRules) {
                underWay.add(instance)
                withRules.append(index)
            }
        }
        if metLimit || state.instanceCount >= state.budget || state.reportedLimit || state.reportedDepth || !state.reportedCycles.isEmpty {
            underWay.cancel()
            _ = underWay.finish()
            return nil
        }
        symbolTables = tables
        var result: [LayoutContribution] = []
        var instances: [Int: LayoutInstance] = [:]
        result.reserveCapacity(declarations.count)
        for index in declarations.indices {
            if let moved = reusable[index] {
                result.append(moved)
                statistics.reused += 1
            } else if let (instance, contribution) = expanded[index] {
                result.append(contribution)
                instances[index] = instance
                statistics.recomputed += 1
            }
        }
        // A file whose expansion met an error gets no rule findings (`FileLint`): a large file
        // past the element limit would otherwise solve every layout for nothing.
        if result.contains(where: { $0.expansion.contains(where: \.stopsLayoutRules) }) {
            underWay.cancel()
            _ = underWay.finish()
            return (result, instances)
        }
        underWay.beside { whileSolving.run() }
        for (index, rules) in zip(withRules, StageTrace.span("rules after the expansion") { underWay.finish() }) { result[index].rules = rules }
        return (result, instances)
    }

    /// `indices` (of `declarations`) reordered so that a layout comes after those of them it
    /// uses, and otherwise in declaration order.
    static func usedFirst(_ indices: [Int], of declarations: [LayoutDeclaration], uses: (LayoutDeclaration) -> [String]) -> [Int] {
        guard indices.count > 1 else { return indices }
        var byName: [String: Int] = [:]
        for index in indices where byName[declarations[index].name] == nil { byName[declarations[index].name] = index }
        var order: [Int] = []
        order.reserveCapacity(indices.count)
        var visited = Set<Int>()
        // Depth first without recursion: a hostile file may chain thousands of layouts.
        for start in indices where !visited.contains(start) {
            visited.insert(start)
            var stack: [(index: Int, uses: [Int], next: Int)] = [(start, [], 0)]
            stack[0].uses = uses(declarations[start]).compactMap { byName[$0] }
            while let top = stack.last {
                if top.next < top.uses.count {
                    stack[stack.count - 1].next += 1
                    let used = top.uses[top.next]
                    guard visited.insert(used).inserted else { continue }
                    stack.append((used, uses(declarations[used]).compactMap { byName[$0] }, 0))
                } else {
                    order.append(top.index)
                    stack.removeLast()
                }
            }
        }
        return order
    }

    /// The expansions kept for the version linted last, as values (nil when none are kept):
    /// for expanding a layout of that version outside the lint, on any thread.
    public var keptExpansions: KeptExpansions? {
        expansions?.snapshot()
    }

    /// Lets go of the expansions kept for versions to come that the last one did not use
    /// (`ExpansionCache`): they speed up a burst of edits, and an idle editor need not hold them.
    public func releaseUnusedExpansions() {
        expansions?.releaseUnused()
    }

    /// What all contributions depend on besides the text: the previews' sizes and the font.
    private struct ContextKey: Equatable {
        var previews: [[String]]
        var family: FontFamily
    }

    /// What `keep` needs of the version being linted.
    private struct Pending {
        var names: [String]
        var keys: [(UInt64?, ArraySlice<UInt8>)]
        var scope: UInt64
        /// What was kept of each layout reused as it was.
        var reused: [Kept?]
        var places: Places
    }

    private var pending: Pending?

    /// Keeps the final contributions (rules completed or dropped) for the next version —
    /// without their solves, which would outlive the version they describe.
    func keep(_ contributions: [LayoutContribution]) {
        guard let pending, pending.names.count == contributions.count else {
            kept.removeAll()
            return
        }
        var next: [String: Kept] = [:]
        next.reserveCapacity(contributions.count)
        for (index, var contribution) in contributions.enumerated() where contribution.reusable {
            // A layout reused as it was keeps what was kept (unless the rules' findings were
            // worked out or dropped since).
            if let reused = pending.reused[index], reused.contribution.hasRuleFindings == (contribution.rules != nil) {
                next[pending.names[index]] = reused
                continue
            }
            contribution.rules?.solved = []
            guard let fingerprint = pending.keys[index].0 else { continue }
            next[pending.names[index]] = Kept(
                fingerprint: fingerprint, text: ArraySlice(Array(pending.keys[index].1)), names: pending.scope,
                contribution: KeptContribution(contribution, in: pending.places.primary?.path ?? "", places: pending.places))
        }
        BackgroundRelease.release(kept)
        kept = next
        self.pending = nil
    }
}

/// The end of a session's version (`ExpansionCache.endVersion` and the statistics), run once,
/// on whichever thread gets to it first.
final class VersionEnd: @unchecked Sendable {
    // @unchecked: `work` runs once, under `lock`; it touches the expansion cache, which no
    // expansion uses by then, and the session, which waits for it (`TaskStream.finish`)
    // before going on.
    private let lock = NSLock()
    private var work: (() -> Void)?

    init(_ work: @escaping () -> Void) {
        self.work = work
    }

    func run() {
        lock.withLock {
            if let work { StageTrace.span("end of version", work) }
            work = nil
        }
    }
}

/// The fingerprints of one lint's layouts (`LayoutFingerprints`), by declaration: what an
/// editor's queries about single layouts compare across versions (`Analyzer.fingerprint` works
/// out the same values), taken from the lint rather than hashed again.
public struct LintFingerprints: Sendable {
    let tree: SyntaxTree
    /// The declarations' syntax nodes, in the file's order, and their fingerprints.
    let nodes: [Int]
    let fingerprints: [UInt64?]

    /// The fingerprint of `declaration`, when it is one of the lint's (nil inside: a layout in
    /// a cycle, which has none).
    public func fingerprint(of declaration: LayoutDeclaration) -> UInt64?? {
        guard declaration.file.tree === tree else { return nil }
        let node = declaration.syntax.node.index
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle] < node { low = middle + 1 } else { high = middle }
        }
        guard low < nodes.count, nodes[low] == node else { return nil }
        return .some(fingerprints[low])
    }
}
