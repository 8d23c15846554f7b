import KissSyntax

/// Moves the byte offsets of a kept contribution from the text it was worked
/// out on to the current text. Offsets in the primary file are mapped by the
/// layout declaration they fall in (which the fingerprint proved unchanged);
/// offsets in other files stay. Nil when an offset cannot be placed.
struct OffsetRelocation {
    let primary: String
    /// Declarations of the old text, sorted by start, with their new starts.
    private let spans: [(old: Range<Int>, newStart: Int)]
    /// The current previews: a kept finding names the one of the same size,
    /// wherever it is now declared.
    private let previews: [Preview]
    /// True when nothing moved: relocation is then the identity.
    let isIdentity: Bool

    init(primary: String, old: [String: Range<Int>], new: [String: Range<Int>], oldPreviews: [Preview], previews: [Preview]) {
        self.primary = primary
        self.previews = previews
        var spans: [(Range<Int>, Int)] = []
        var identity = true
        for (name, range) in old {
            guard let moved = new[name], moved.count == range.count else { continue }
            if moved.lowerBound != range.lowerBound { identity = false }
            spans.append((range, moved.lowerBound))
        }
        self.spans = spans.sorted { $0.0.lowerBound < $1.0.lowerBound }
        isIdentity = identity && oldPreviews == previews
    }

    func preview(_ preview: Preview) -> Preview? {
        previews.first { $0.name == preview.name && $0.width == preview.width && $0.height == preview.height && $0.scale == preview.scale }
    }

    /// How many declarations start at or before `offset` (the index of the first that starts after it).
    private func spansStarting(atOrBefore offset: Int) -> Int {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].old.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func offset(_ offset: Int) -> Int? {
        let low = spansStarting(atOrBefore: offset)
        guard low > 0 else { return nil }
        let span = spans[low - 1]
        // An insertion point may be the declaration's end.
        guard offset <= span.old.upperBound else { return nil }
        // Where two declarations touched, the point is on both: it is placed
        // only if they still touch.
        if offset == span.old.lowerBound, low >= 2 {
            let before = spans[low - 2]
            if before.old.upperBound == offset && before.newStart + before.old.count != span.newStart { return nil }
        }
        return span.newStart + (offset - span.old.lowerBound)
    }

    /// A range's last byte is placed, not its end: where two declarations
    /// touch, the end of one is the start of the next, which may have moved apart.
    func range(_ range: Range<Int>) -> Range<Int>? {
        guard let lower = offset(range.lowerBound) else { return nil }
        if range.isEmpty { return lower..<lower }
        guard let last = offset(range.upperBound - 1), lower <= last else { return nil }
        return lower..<(last + 1)
    }

    func range(_ range: Range<Int>, inFile file: String?) -> Range<Int>? {
        guard file == nil || file == primary else { return range }
        return self.range(range)
    }

    func diagnostic(_ diagnostic: Diagnostic) -> Diagnostic? {
        var moved = diagnostic
        guard let range = range(diagnostic.range) else { return nil }
        moved.range = range
        guard let related = related(diagnostic.related), let fixes = fixes(diagnostic.fixes) else { return nil }
        moved.related = related
        moved.fixes = fixes
        return moved
    }

    func related(_ locations: [RelatedLocation]) -> [RelatedLocation]? {
        var moved: [RelatedLocation] = []
        for location in locations {
            guard let range = range(location.range, inFile: location.file) else { return nil }
            moved.append(RelatedLocation(file: location.file, range: range, message: location.message))
        }
        return moved
    }

    func fixes(_ fixes: [FixIt]) -> [FixIt]? {
        var moved: [FixIt] = []
        for fix in fixes {
            var edits: [TextEdit] = []
            for edit in fix.edits {
                guard let range = range(edit.range) else { return nil }
                edits.append(TextEdit(range: range, replacement: edit.replacement))
            }
            moved.append(FixIt(message: fix.message, edits: edits, isSafe: fix.isSafe))
        }
        return moved
    }

    func diagnostics(_ diagnostics: [Diagnostic]) -> [Diagnostic]? {
        var moved: [Diagnostic] = []
        moved.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            guard let relocated = self.diagnostic(diagnostic) else { return nil }
            moved.append(relocated)
        }
        return moved
    }

    func contribution(_ contribution: LayoutContribution) -> LayoutContribution? {
        if isIdentity { return contribution }
        var moved = contribution
        guard let expansion = diagnostics(contribution.expansion) else { return nil }
        moved.expansion = expansion
        guard let rules = contribution.rules else { return moved }
        guard let modifiers = diagnostics(rules.modifiers) else { return nil }
        var findings = RuleFindings(modifiers: modifiers, collapses: [], sizes: [], flex: [], solved: [])
        for event in rules.collapses {
            guard let moved = collapse(event) else { return nil }
            findings.collapses.append(moved)
        }
        for event in rules.sizes {
            guard let moved = size(event) else { return nil }
            findings.sizes.append(moved)
        }
        for event in rules.flex {
            guard let range = range(event.range) else { return nil }
            findings.flex.append(FlexRules.Event(code: event.code, message: event.message, range: range))
        }
        moved.rules = findings
        return moved
    }

    /// A collapse's places are relative to their declarations (`SourceLocation`): only the
    /// previews it names are those of the current version.
    private func collapse(_ event: CollapseRule.Event) -> CollapseRule.Event? {
        var moved = event
        guard let preview = preview(event.preview), event.collapse.finding.previews.count == 1,
              let firstPreview = self.preview(event.collapse.finding.previews[0]) else { return nil }
        moved.preview = preview
        moved.collapse.finding.previews = [firstPreview]
        return moved
    }

    private func size(_ event: SizeRules.Event) -> SizeRules.Event? {
        var moved = event
        guard let fixes = fixes(event.occurrence.fixes), let related = related(event.occurrence.related) else { return nil }
        guard let preview = preview(event.preview) else { return nil }
        moved.preview = preview
        moved.occurrence.fixes = fixes
        moved.occurrence.related = related
        return moved
    }
}
