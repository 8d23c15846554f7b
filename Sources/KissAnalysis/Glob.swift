/// Path patterns of `include` / `exclude` (tooling §2), matched against paths
/// relative to the configuration file's folder: `*` matches within one path
/// segment, `?` one character, `**` any number of whole segments; a pattern
/// that names a folder (`Generated/**`, or `Generated`) covers what is inside.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let segments: [Substring]

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        self.pattern = trimmed
        self.segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(segments[...], path[...]) || (!segments.contains("**") && Self.match(segments[...] + ["**"], path[...]))
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Iterative over the split point: `**` may take zero or more segments.
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(first.utf8)[...], Array(segment.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment, by dynamic programming (no backtracking blow-up).
    private static func matchSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        let p = Array(pattern)
        let t = Array(text)
        var row = [Bool](repeating: false, count: t.count + 1)
        row[0] = true
        for character in p {
            var next = [Bool](repeating: false, count: t.count + 1)
            if character == UInt8(ascii: "*") {
                next[0] = row[0]
                for index in 1...max(t.count, 1) where index <= t.count { next[index] = next[index - 1] || row[index] }
            } else {
                for index in stride(from: 1, through: t.count, by: 1) {
                    next[index] = row[index - 1] && (character == UInt8(ascii: "?") || character == t[index - 1])
                }
            }
            row = next
        }
        return row[t.count]
    }
}
