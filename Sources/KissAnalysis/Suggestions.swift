/// "Did you mean" candidates by edit distance, the way a reader would
/// recognise a typo: case-insensitive, and only when the distance is small
/// relative to the word.
public enum Suggestions {
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = max(1, min(3, word.count / 3))
        return distance <= allowed ? candidate : nil
    }

    /// " — did you mean `x`?" or nothing.
    static func hint(_ word: String, _ candidates: some Sequence<String>, prefix: String = "") -> String {
        closest(to: word, in: candidates).map { "; did you mean `\(prefix)\($0)`?" } ?? ""
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions,
    /// and a swap of two neighbours each count as one edit.
    public static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left.utf8)
        let b = Array(right.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
