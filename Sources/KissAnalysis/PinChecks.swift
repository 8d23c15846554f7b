import KissSyntax

extension Instantiator {
    /// The walk over a pin container's children and their anchors: an anchor must name
    /// `parent` or an earlier sibling's id (K106, or K207 for a later one) and an edge on the
    /// right axis (K104); the checks of what a child's edges add up to are their rules'
    /// (K207 `overDetermined`, K208 `check`).
    func checkPinAnchors(of container: ElementInstance) {
        var earlier = Set<String>()
        let laterIDs = Set(container.children.compactMap(\.id))
        for child in container.children {
            let modifiers = child.modifiers.filter { $0.name == "pin" }
            var edges = Set<String>()
            for modifier in modifiers {
                edges.formUnion(modifier.droppedLabels)
                for (edge, value) in modifier.arguments {
                    edges.insert(edge)
                    guard case .anchor(let anchor) = value.value else { continue }
                    let horizontal = PinLayout.horizontalEdges.contains(edge)
                    let validEdges = horizontal ? PinLayout.horizontalEdges : PinLayout.verticalEdges
                    if anchor.target != "parent", !earlier.contains(anchor.target) {
                        if laterIDs.contains(anchor.target) {
                            report(.pinConflict, Rules.PinConflict.laterSiblingMessage(anchor.target), at: places.range(value), in: value.file)
                        } else {
                            report(.unknownName, "unknown id `\(anchor.target)`" + Suggestions.hint(anchor.target, earlier, plus: ["parent"])
                                   + "; an anchor refers to `parent` or an earlier sibling's `.id`", at: places.range(value), in: value.file)
                        }
                        continue
                    }
                    if !validEdges.contains(anchor.edge) || (anchor.target == "parent" && ["capline", "baseline"].contains(anchor.edge)) {
                        let axis = horizontal ? "horizontal" : "vertical"
                        let names = validEdges.subtracting(anchor.target == "parent" ? ["capline", "baseline"] : []).sorted()
                        report(.argumentMismatch, "`\(edge):` takes a \(axis) edge (\(names.joined(separator: ", "))), not `\(anchor.target).\(anchor.edge)`",
                               at: places.range(value), in: value.file)
                    }
                }
            }
            for finding in Rules.PinConflict.overDetermined(child, edges: edges, pins: modifiers) + Rules.PinUnanchored.check(child, edges: edges) {
                report(finding.code, finding.message, at: places.range(finding.place), in: finding.place.file)
            }
            if let id = child.id { earlier.insert(id) }
        }
    }
}

/// What a pin rule's check found, for `checkPinAnchors` to report.
struct PinFinding {
    var code: DiagnosticCode
    var message: String
    var place: SourceLocation
}
