/// "Did you mean" candidates by edit distance, the way a reader would
/// recognise a typo: case-insensitive, and only when the distance is small
/// relative to the word.
public enum Suggestions {
    /// The most names one suggestion is searched among; with more, the finding is reported
    /// without "did you mean". Every misspelt use compared with every candidate was
    /// uses × candidates (4,000 misspelt uses of 4,000 layouts took 7 s, issue 45); with the
    /// cap a search costs at most this many comparisons, so the work grows with the uses.
    /// Deciding by the count alone keeps the answer independent of the order the candidates
    /// come in (a dictionary's keys) and of what else the file holds. docs/limits.md.
    public static let maximumCandidates = 500

    public static func closest(to word: String, in candidates: some Collection<String>) -> String? {
        closest(to: word, in: candidates, plus: [])
    }

    /// `closest(to:in:)` among `candidates` and `extra` together, without building their union.
    public static func closest(to word: String, in candidates: some Collection<String>, plus extra: [String]) -> String? {
        guard candidates.count + extra.count <= maximumCandidates else { return nil }
        let lowered = Array(word.lowercased().utf8)
        // A distance above `allowed` is never suggested, so a candidate whose length differs
        // by more cannot be, and a comparison may stop as soon as it is certain to exceed it.
        let allowed = max(1, min(3, word.count / 3))
        var best: (candidate: String, distance: Int)?
        var compared = 0
        func consider(_ candidate: String) {
            let other = Array(candidate.lowercased().utf8)
            guard abs(other.count - lowered.count) <= allowed else { return }
            compared += 1
            let bound = best.map { min($0.distance, allowed) } ?? allowed
            guard let distance = editDistance(lowered, other, atMost: bound) else { return }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (candidate, distance)
            }
        }
        for candidate in candidates { consider(candidate) }
        for candidate in extra { consider(candidate) }
        AnalysisWork.countSuggestionComparisons(compared)
        return best?.candidate
    }

    /// " — did you mean `x`?" or nothing.
    static func hint(_ word: String, _ candidates: some Collection<String>, plus extra: [String] = [], prefix: String = "") -> String {
        closest(to: word, in: candidates, plus: extra).map { "; did you mean `\(prefix)\($0)`?" } ?? ""
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions,
    /// and a swap of two neighbours each count as one edit.
    public static func editDistance(_ left: String, _ right: String) -> Int {
        editDistance(Array(left.utf8), Array(right.utf8), atMost: Int.max)!
    }

    /// The distance if it is at most `limit`, else nil: a search only wants close names, and
    /// once two rows of the table are past the limit no later entry can come back under it.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
            // A transposition reaches back two rows, so stop only when both exceed the limit.
            if rowMinimum > limit, (beforePrevious.min() ?? 0) > limit { return nil }
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
