import KissSyntax

/// A finding kept for later versions of its file: each of its places (its range, its related
/// places, its fixes' edits) relative to the declaration it is in, as a `SourceLocation` is, so
/// that text typed above that declaration leaves it as it is. `diagnostic(_:)` gives it back
/// at the places of the version shown.
struct AnchoredDiagnostic: Sendable {
    /// The finding with each range made relative to its anchor below.
    private var relative: Diagnostic
    let file: String
    private let anchor: DeclarationAnchor
    /// The anchor of each related place, in order.
    private let relatedAnchors: [DeclarationAnchor]
    /// The anchor of each fix's edits, fix by fix.
    private let editAnchors: [[DeclarationAnchor]]

    var code: DiagnosticCode { relative.code }

    /// `diagnostic`, found in `file`, at the places of the version `places` describes.
    init(_ diagnostic: Diagnostic, in file: String, places: Places) {
        self.file = file
        var relative = diagnostic
        func anchored(_ range: Range<Int>, in file: String) -> (DeclarationAnchor, Range<Int>) {
            let location = places.location(range, in: file)
            return (location.anchor, location.offsets)
        }
        (anchor, relative.range) = anchored(diagnostic.range, in: file)
        var relatedAnchors: [DeclarationAnchor] = []
        relatedAnchors.reserveCapacity(diagnostic.related.count)
        for index in relative.related.indices {
            let (anchor, range) = anchored(relative.related[index].range, in: relative.related[index].file ?? file)
            relatedAnchors.append(anchor)
            relative.related[index].range = range
        }
        var editAnchors: [[DeclarationAnchor]] = []
        editAnchors.reserveCapacity(diagnostic.fixes.count)
        for fix in relative.fixes.indices {
            var anchors: [DeclarationAnchor] = []
            for edit in relative.fixes[fix].edits.indices {
                let (anchor, range) = anchored(relative.fixes[fix].edits[edit].range, in: file)
                anchors.append(anchor)
                relative.fixes[fix].edits[edit].range = range
            }
            editAnchors.append(anchors)
        }
        self.relative = relative
        self.relatedAnchors = relatedAnchors
        self.editAnchors = editAnchors
    }

    /// The finding at the places of the version `places` describes.
    func diagnostic(_ places: Places) -> Diagnostic {
        func placed(_ range: Range<Int>, _ anchor: DeclarationAnchor, in file: String) -> Range<Int> {
            let start = places.start(of: anchor, in: file)
            return (range.lowerBound + start)..<(range.upperBound + start)
        }
        var diagnostic = relative
        diagnostic.range = placed(relative.range, anchor, in: file)
        for index in diagnostic.related.indices {
            diagnostic.related[index].range = placed(relative.related[index].range, relatedAnchors[index], in: relative.related[index].file ?? file)
        }
        for fix in diagnostic.fixes.indices {
            for edit in diagnostic.fixes[fix].edits.indices {
                diagnostic.fixes[fix].edits[edit].range = placed(relative.fixes[fix].edits[edit].range, editAnchors[fix][edit], in: file)
            }
        }
        return diagnostic
    }
}
