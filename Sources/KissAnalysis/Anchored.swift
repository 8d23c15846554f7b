import KissSyntax

/// A value kept for later versions of the text it was worked out on: each of its byte ranges
/// relative to the declaration it is in, as a `SourceLocation` is, so that text typed above
/// that declaration leaves it as it is. `placed(_:)` gives it back at the places of the
/// version shown.
struct Anchored<Value: HoldsRanges & Sendable>: Sendable {
    /// The value with each range made relative to its anchor.
    private let relative: Value
    /// The file its ranges are in, unless a range says otherwise (a related place elsewhere).
    let file: String
    /// The anchor of each range, in the order `visitRanges` meets them.
    private let anchors: [DeclarationAnchor]

    /// `value`, worked out on `file` in the version `places` describes.
    init(_ value: Value, in file: String, places: Places) {
        var relative = value
        var anchors: [DeclarationAnchor] = []
        relative.visitRanges(in: file) { range, file in
            let location = places.location(range, in: file)
            anchors.append(location.anchor)
            range = location.offsets
        }
        self.relative = relative
        self.file = file
        self.anchors = anchors
    }

    /// The value at the places of the version `places` describes.
    func placed(_ places: Places) -> Value {
        guard !anchors.isEmpty else { return relative }
        var placed = relative
        var index = 0
        placed.visitRanges(in: file) { range, file in
            let start = places.start(of: anchors[index], in: file)
            range = (range.lowerBound + start)..<(range.upperBound + start)
            index += 1
        }
        return placed
    }

    /// What holds wherever it is placed.
    var unplaced: Value { relative }
}

/// A value with byte ranges into source texts.
protocol HoldsRanges {
    /// Calls `body` with each byte range and the path of the file it is in (`file` unless the
    /// range says otherwise), always in the same order.
    mutating func visitRanges(in file: String, _ body: (inout Range<Int>, String) -> Void)
}

/// A finding kept for later versions (an expansion's replayed findings, the modifier rules'
/// memoised reports).
typealias AnchoredDiagnostic = Anchored<Diagnostic>

extension Diagnostic: HoldsRanges {
    mutating func visitRanges(in file: String, _ body: (inout Range<Int>, String) -> Void) {
        body(&range, file)
        for index in related.indices { body(&related[index].range, related[index].file ?? file) }
        fixes.visitRanges(in: file, body)
    }
}

extension [FixIt] {
    mutating func visitRanges(in file: String, _ body: (inout Range<Int>, String) -> Void) {
        for fix in indices {
            for edit in self[fix].edits.indices { body(&self[fix].edits[edit].range, file) }
        }
    }
}

/// A layout's contribution kept by a `LintSession` for later versions. The places of its
/// collapse and size events are relative already; its findings' ranges, related places and
/// fix edits are made so here, and placed again in the version that reuses it.
typealias KeptContribution = Anchored<LayoutContribution>

extension Anchored<LayoutContribution> {
    /// Whether the rules' findings are in it (a version with errors keeps a layout without).
    var hasRuleFindings: Bool { unplaced.rules != nil }
    /// Whether its expansion's findings may suggest a name in scope ("did you mean"), so that
    /// it holds only while the names in scope are the same.
    var suggestsNames: Bool { !unplaced.expansion.isEmpty }
}

extension LayoutContribution: HoldsRanges {
    mutating func visitRanges(in file: String, _ body: (inout Range<Int>, String) -> Void) {
        for index in expansion.indices { expansion[index].visitRanges(in: file, body) }
        guard var rules else { return }
        for index in rules.modifiers.indices { rules.modifiers[index].visitRanges(in: file, body) }
        for index in rules.sizes.indices {
            for related in rules.sizes[index].occurrence.related.indices {
                body(&rules.sizes[index].occurrence.related[related].range, rules.sizes[index].occurrence.related[related].file ?? file)
            }
            rules.sizes[index].occurrence.fixes.visitRanges(in: file, body)
        }
        for index in rules.flex.indices { body(&rules.flex[index].range, file) }
        self.rules = rules
    }
}
