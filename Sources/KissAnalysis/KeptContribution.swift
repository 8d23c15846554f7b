import KissSyntax

/// A layout's contribution kept for the versions after the one it was worked out for
/// (`LintSession`): each byte range in its findings relative to the declaration it is in, as
/// a `SourceLocation` is, so that it holds wherever its layout moved. The places of its
/// collapse and size events are relative already; its findings' ranges, related places and
/// fix edits are made so here, and placed again in the version that reuses it.
struct KeptContribution {
    /// The contribution with each range in its findings relative to its anchor.
    private var relative: LayoutContribution
    /// The anchor of each range, in the order `visitRanges` meets them.
    private let anchors: [DeclarationAnchor]

    /// Whether the rules' findings are in it (a version with errors keeps a layout without).
    var hasRuleFindings: Bool { relative.rules != nil }
    /// Whether its expansion's findings may suggest a name in scope ("did you mean"), so that
    /// it holds only while the names in scope are the same.
    var suggestsNames: Bool { !relative.expansion.isEmpty }

    /// `contribution`, of `primary`, worked out in the version `places` describes.
    init(_ contribution: LayoutContribution, primary: String, places: Places) {
        var relative = contribution
        var anchors: [DeclarationAnchor] = []
        relative.visitRanges(primary: primary) { range, file in
            let location = places.location(range, in: file)
            anchors.append(location.anchor)
            range = location.offsets
        }
        self.relative = relative
        self.anchors = anchors
    }

    /// The contribution at the places of the version `places` describes.
    func placed(primary: String, places: Places) -> LayoutContribution {
        guard !anchors.isEmpty else { return relative }
        var placed = relative
        var index = 0
        placed.visitRanges(primary: primary) { range, file in
            let start = places.start(of: anchors[index], in: file)
            range = (range.lowerBound + start)..<(range.upperBound + start)
            index += 1
        }
        return placed
    }
}

extension LayoutContribution {
    /// Calls `body` with each byte range in the findings and the path of the file it is in,
    /// always in the same order.
    mutating func visitRanges(primary: String, _ body: (inout Range<Int>, String) -> Void) {
        func visit(_ related: inout [RelatedLocation], _ fixes: inout [FixIt]) {
            for index in related.indices { body(&related[index].range, related[index].file ?? primary) }
            for fix in fixes.indices {
                for edit in fixes[fix].edits.indices { body(&fixes[fix].edits[edit].range, primary) }
            }
        }
        func visit(_ diagnostics: inout [Diagnostic]) {
            for index in diagnostics.indices {
                var diagnostic = diagnostics[index]
                body(&diagnostic.range, primary)
                visit(&diagnostic.related, &diagnostic.fixes)
                diagnostics[index] = diagnostic
            }
        }
        visit(&expansion)
        guard var rules else { return }
        visit(&rules.modifiers)
        for index in rules.sizes.indices {
            var occurrence = rules.sizes[index].occurrence
            visit(&occurrence.related, &occurrence.fixes)
            rules.sizes[index].occurrence = occurrence
        }
        for index in rules.flex.indices { body(&rules.flex[index].range, primary) }
        self.rules = rules
    }
}
