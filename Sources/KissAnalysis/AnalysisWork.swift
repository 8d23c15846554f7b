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
}
