/// A unified diff of two texts, as `diff -u` and `git diff` print them: what `--fix --diff`
/// shows instead of writing. Lines are compared whole (Myers' algorithm, shortest edit
/// script); hunks keep three lines of context.
enum UnifiedDiff {
    static let context = 3

    /// The diff of `old` to `new` under the name `path`; empty when they are equal.
    static func make(_ old: [UInt8], _ new: [UInt8], path: String) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = edits(a, b)
        // An absolute path is named as `git diff --no-index` names it: `a/tmp/x.kiss`, not `a//tmp/x.kiss`.
        let shown = path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path
        var output = "--- a/\(shown)\n+++ b/\(shown)\n"
        var index = 0
        while index < script.count {
            // A hunk: from the first change, until a run of unchanged lines longer than twice the context.
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = firstChange
            var last = firstChange
            while end < script.count {
                if script[end].kind != .same { last = end }
                if end - last > 2 * context { break }
                end += 1
            }
            let start = max(index, firstChange - context)
            let stop = min(script.count, last + context + 1)
            let hunk = script[start..<stop]
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0
            let newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                let (mark, line) = edit.kind == .insert ? ("+", b[edit.newIndex]) : edit.kind == .delete ? ("-", a[edit.oldIndex]) : (" ", a[edit.oldIndex])
                output += mark + line.text + "\n"
                if !line.endsWithNewline { output += "\\ No newline at end of file\n" }
            }
            index = stop
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // 1-based; an empty range names the line before it, as diff does.
        let first = count == 0 ? start : start + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }

    struct Line: Equatable {
        var text: String
        var endsWithNewline: Bool
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(Line(text: String(decoding: bytes[start..<offset], as: UTF8.self), endsWithNewline: true))
            start = offset + 1
        }
        if start < bytes.count { result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), endsWithNewline: false)) }
        return result
    }

    enum Kind { case same, delete, insert }

    struct Edit {
        var kind: Kind
        /// The line's index in the old text (for an insert: where it goes) and in the new one.
        var oldIndex: Int
        var newIndex: Int
    }

    /// The shortest edit script from `a` to `b` (Myers, "An O(ND) Difference Algorithm").
    static func edits(_ a: [Line], _ b: [Line]) -> [Edit] {
        let n = a.count, m = b.count, max = n + m
        var frontier = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        // Fixes change a few lines; a script this long is a rewrite, shown as one.
        let longest = 2_000
        outer: for d in 0...max {
            if d > longest {
                return a.indices.map { Edit(kind: .delete, oldIndex: $0, newIndex: 0) } + b.indices.map { Edit(kind: .insert, oldIndex: n, newIndex: $0) }
            }
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[max + k - 1] < frontier[max + k + 1]) {
                    x = frontier[max + k + 1]
                } else {
                    x = frontier[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                frontier[max + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        // Walk back through the frontiers to recover the path.
        var result: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                result.append(Edit(kind: .same, oldIndex: x, newIndex: y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                result.append(Edit(kind: .insert, oldIndex: x, newIndex: y))
            } else {
                x -= 1
                result.append(Edit(kind: .delete, oldIndex: x, newIndex: y))
            }
        }
        return result.reversed()
    }
}
