/// Greedy line filling, as CoreText does it for a label: each line takes as much
/// as fits; there is no look-ahead balancing.
struct LineBreaker {
    struct Line: Equatable {
        var paragraph: Int
        /// Cluster range in the paragraph.
        var start: Int
        var end: Int
        /// Width in em: up to the last visible cluster where the line wraps (the
        /// spaces at a break hang), and including the spaces that end a paragraph,
        /// as a label's own size counts "HELLO " wider than "HELLO" — but never
        /// more than the line's room, since those spaces never cause a wrap.
        var width: Double
    }

    /// Sums of advances are compared with this slack so that text measured at
    /// exactly its own width does not wrap.
    static let tolerance = 1e-9

    let text: ShapedText
    let mode: LineBreakMode

    /// Lines of every paragraph at `maxWidth` em; nil means unconstrained.
    func lines(maxWidth: Double?) -> [Line] {
        var result: [Line] = []
        for (index, clusters) in text.paragraphs.enumerated() {
            fill(paragraph: index, clusters: clusters, maxWidth: maxWidth, into: &result)
        }
        return result
    }

    /// The width of each paragraph on one line, in em, its final spaces included.
    func naturalWidths() -> [Double] {
        text.paragraphs.map { clusters in clusters.reduce(0) { $0 + $1.width } }
    }

    /// The widest run between break opportunities, up to its last visible cluster, in em.
    func longestUnbreakableWidth() -> Double {
        text.paragraphs.map { segments(of: $0).map(\.inkWidth).max() ?? 0 }.max() ?? 0
    }

    private struct Segment {
        var start: Int
        var end: Int
        /// Width of the segment up to its last visible cluster.
        var inkWidth: Double
        var totalWidth: Double
        var hasInk: Bool
    }

    private func fill(paragraph: Int, clusters: [ShapedText.Cluster], maxWidth: Double?, into result: inout [Line]) {
        let limit = (maxWidth ?? .infinity) + Self.tolerance
        var line = Line(paragraph: paragraph, start: 0, end: 0, width: 0)
        var position = 0.0
        var lineHasInk = false

        func finishLine(at index: Int) {
            line.end = index
            result.append(line)
            line = Line(paragraph: paragraph, start: index, end: index, width: 0)
            position = 0
            lineHasInk = false
        }

        func place(_ cluster: ShapedText.Cluster) {
            position += cluster.width
            if cluster.kind == .ink {
                line.width = position
                lineHasInk = true
            }
        }

        for segment in segments(of: clusters) {
            if lineHasInk && position + segment.inkWidth > limit {
                finishLine(at: segment.start)
            }
            if !segment.hasInk || position + segment.inkWidth <= limit {
                for index in segment.start..<segment.end { place(clusters[index]) }
                continue
            }
            // A word wider than the whole line: break it between clusters.
            for index in segment.start..<segment.end {
                let cluster = clusters[index]
                if cluster.kind == .ink && lineHasInk && position + cluster.width > limit {
                    finishLine(at: index)
                }
                place(cluster)
            }
        }
        line.end = clusters.count
        line.width = max(line.width, min(position, maxWidth ?? .infinity))
        result.append(line)
    }

    /// Runs of clusters between break opportunities, each ending with the spaces
    /// that follow it.
    private func segments(of clusters: [ShapedText.Cluster]) -> [Segment] {
        var segments: [Segment] = []
        var current = Segment(start: 0, end: 0, inkWidth: 0, totalWidth: 0, hasInk: false)
        for (index, cluster) in clusters.enumerated() {
            current.totalWidth += cluster.width
            if cluster.kind == .ink {
                current.inkWidth = current.totalWidth
                current.hasInk = true
            }
            current.end = index + 1
            if breakAllowed(after: index, in: clusters) {
                segments.append(current)
                current = Segment(start: index + 1, end: index + 1, inkWidth: 0, totalWidth: 0, hasInk: false)
            }
        }
        if current.end > current.start { segments.append(current) }
        return segments
    }

    private func breakAllowed(after index: Int, in clusters: [ShapedText.Cluster]) -> Bool {
        guard index + 1 < clusters.count else { return false }
        let this = clusters[index]
        let next = clusters[index + 1]
        // Spaces hang at the end of the line they follow, never start the next.
        if next.kind == .space { return false }
        if this.kind == .space || this.kind == .zeroWidthBreak { return true }
        switch mode {
        case .char:
            return true
        case .word:
            if this.isWide || next.isWide { return true }
            return this.isHyphen && index > 0 && clusters[index - 1].kind == .ink && !next.isHyphen && !next.isDigit
        }
    }
}
