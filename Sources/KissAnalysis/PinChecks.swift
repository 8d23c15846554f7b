import KissSyntax

extension Instantiator {
    /// Anchors inside a pin container must name `parent` or an earlier
    /// sibling's id (K106, K207), an edge on the right axis (K104), and must
    /// not over-determine a size (K207); an axis without anchors falls back
    /// to the parent's left or top (K208).
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
                            report(.pinConflict, "`\(anchor.target)` is placed after this element; a pin anchor can only refer to `parent` or an earlier sibling",
                                   at: value.range, in: value.file)
                        } else {
                            report(.unknownName, "unknown id `\(anchor.target)`" + Suggestions.hint(anchor.target, earlier, plus: ["parent"])
                                   + "; an anchor refers to `parent` or an earlier sibling's `.id`", at: value.range, in: value.file)
                        }
                        continue
                    }
                    if !validEdges.contains(anchor.edge) || (anchor.target == "parent" && ["capline", "baseline"].contains(anchor.edge)) {
                        let axis = horizontal ? "horizontal" : "vertical"
                        let names = validEdges.subtracting(anchor.target == "parent" ? ["capline", "baseline"] : []).sorted()
                        report(.argumentMismatch, "`\(edge):` takes a \(axis) edge (\(names.joined(separator: ", "))), not `\(anchor.target).\(anchor.edge)`",
                               at: value.range, in: value.file)
                    }
                }
            }
            if edges.contains("left"), edges.contains("right"), child.hasModifier("width"), let first = modifiers.first {
                report(.pinConflict, "left, right and `.width` together over-determine the width; drop one of them",
                       at: first.location.range, in: first.location.file)
            }
            if edges.contains("top"), edges.contains("bottom"), child.hasModifier("height"), let first = modifiers.first {
                report(.pinConflict, "top, bottom and `.height` together over-determine the height; drop one of them",
                       at: first.location.range, in: first.location.file)
            }
            if edges.isDisjoint(with: PinLayout.horizontalEdges) {
                report(.pinUnanchored, "`\(child.kind.rawValue)` has no horizontal anchor in this pin; it is placed at the parent's left. Add `.pin(left: …)`",
                       at: child.location.range, in: child.location.file)
            }
            if edges.isDisjoint(with: PinLayout.verticalEdges) {
                report(.pinUnanchored, "`\(child.kind.rawValue)` has no vertical anchor in this pin; it is placed at the parent's top. Add `.pin(top: …)`",
                       at: child.location.range, in: child.location.file)
            }
            if let id = child.id { earlier.insert(id) }
        }
    }
}
