import Synchronization

/// How much analysis this process has done, by kind: what tests pin when they check that an
/// answer costs no more work than it needs (diagnostics, hover and frames of one version share
/// one lint, one expansion per layout and one solve per layout and preview).
public enum AnalysisWork {
    public struct Counts: Sendable, Equatable, CustomStringConvertible {
        /// Runs of the file lint (`Linter`, `LintSession`, `Analyzer.analyze`).
        public var lints = 0
        /// Layouts expanded from their declaration (a layout use inside another is part of it).
        public var expansions = 0
        /// Layouts solved at one preview.
        public var solves = 0

        public init(lints: Int = 0, expansions: Int = 0, solves: Int = 0) {
            self.lints = lints
            self.expansions = expansions
            self.solves = solves
        }

        public static func - (lhs: Counts, rhs: Counts) -> Counts {
            Counts(lints: lhs.lints - rhs.lints, expansions: lhs.expansions - rhs.expansions, solves: lhs.solves - rhs.solves)
        }

        public var description: String { "\(lints) lints, \(expansions) expansions, \(solves) solves" }
    }

    private static let lints = Atomic<Int>(0)
    private static let expansions = Atomic<Int>(0)
    private static let solves = Atomic<Int>(0)

    /// The counts so far; subtract two readings to count what happened between them.
    public static var counts: Counts {
        Counts(lints: lints.load(ordering: .relaxed), expansions: expansions.load(ordering: .relaxed), solves: solves.load(ordering: .relaxed))
    }

    static func countLint() { lints.add(1, ordering: .relaxed) }
    static func countExpansion() { expansions.add(1, ordering: .relaxed) }
    static func countSolve() { solves.add(1, ordering: .relaxed) }

    /// Nodes of the layouts' main solves (`FrameSolver.solve`; not the separate solves of
    /// overlays over a leaf or of pin children), added up once per solve, never per node.
    public struct Nodes: Sendable, Equatable, CustomStringConvertible {
        /// Lowered from their elements in this solve (`LayoutLowering`).
        public var lowered = 0
        /// Taken as lowered trees kept from an earlier solve (`LoweredTreeMemo`).
        public var keptLowered = 0
        /// Laid out by the engine in this solve (what was not replayed).
        public var solved = 0
        /// Answered, with their end state, from the previous solve's recording (`SubtreeReplay`).
        public var replayed = 0

        public init(lowered: Int = 0, keptLowered: Int = 0, solved: Int = 0, replayed: Int = 0) {
            self.lowered = lowered
            self.keptLowered = keptLowered
            self.solved = solved
            self.replayed = replayed
        }

        public static func - (lhs: Nodes, rhs: Nodes) -> Nodes {
            Nodes(lowered: lhs.lowered - rhs.lowered, keptLowered: lhs.keptLowered - rhs.keptLowered,
                  solved: lhs.solved - rhs.solved, replayed: lhs.replayed - rhs.replayed)
        }

        public var description: String {
            "\(lowered) nodes lowered (\(keptLowered) kept), \(solved) solved (\(replayed) replayed)"
        }
    }

    private static let nodesLowered = Atomic<Int>(0)
    private static let nodesKeptLowered = Atomic<Int>(0)
    private static let nodesSolved = Atomic<Int>(0)
    private static let nodesReplayed = Atomic<Int>(0)

    /// The node counts so far; subtract two readings to count what happened between them.
    public static var nodes: Nodes {
        Nodes(lowered: nodesLowered.load(ordering: .relaxed), keptLowered: nodesKeptLowered.load(ordering: .relaxed),
              solved: nodesSolved.load(ordering: .relaxed), replayed: nodesReplayed.load(ordering: .relaxed))
    }

    static func countNodes(lowered: Int, keptLowered: Int, solved: Int, replayed: Int) {
        nodesLowered.add(lowered, ordering: .relaxed)
        nodesKeptLowered.add(keptLowered, ordering: .relaxed)
        nodesSolved.add(solved, ordering: .relaxed)
        nodesReplayed.add(replayed, ordering: .relaxed)
    }

    private static let fixTrialSolves = Atomic<Int>(0)

    /// Whole-layout solves made to try a fix (`FixTrial`), counted apart from `solves`: what a
    /// test reads to check that trials stay bounded as findings multiply.
    public static var fixTrialSolveCount: Int { fixTrialSolves.load(ordering: .relaxed) }

    static func countFixTrialSolve() { fixTrialSolves.add(1, ordering: .relaxed) }

    private static let suggestionComparisons = Atomic<Int>(0)

    /// Candidates "did you mean" searches compared (`Suggestions.closest`): what a test reads
    /// to check that a search stays bounded as names multiply.
    public static var suggestionComparisonCount: Int { suggestionComparisons.load(ordering: .relaxed) }

    static func countSuggestionComparisons(_ count: Int) { suggestionComparisons.add(count, ordering: .relaxed) }

    private static let diskUseSearches = Atomic<Int>(0)

    /// Files of a project parsed from their disk text for their layout uses (`DiskLayoutUses`):
    /// what a test reads to check that K403's search of a project is not made again for nothing.
    public static var diskUseSearchCount: Int { diskUseSearches.load(ordering: .relaxed) }

    static func countDiskUseSearch() { diskUseSearches.add(1, ordering: .relaxed) }

    private static let diskTextReads = Atomic<Int>(0)

    /// Files read from disk as database inputs (`DiskText.load`): what a test reads to check
    /// that reading the loaded files again skips those unchanged.
    public static var diskTextReadCount: Int { diskTextReads.load(ordering: .relaxed) }

    static func countDiskTextRead() { diskTextReads.add(1, ordering: .relaxed) }
}
