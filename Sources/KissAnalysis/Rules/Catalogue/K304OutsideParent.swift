import KissLayout
import KissSyntax

extension Rules {
    /// K304: Element lies outside its parent's bounds. Checked here (`check`, for each
    /// element `SizeRules` walks in each solve, unless its parent's content overflows: K301);
    /// documented in docs/diagnostics/K304.md.
    enum OutsideParent: Rule {
        static let code = DiagnosticCode("K304")
        static let name = "outside-parent"
        static let title = "Element lies outside its parent's bounds"
        static let defaultSeverity = Severity.info
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K304-outside.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let outsideParent = Rules.OutsideParent.code
}

extension Rules.OutsideParent {
    // pass: SizeRules.element
    /// `SizeRules`' hook, for each element of each solve: not the root, nor a child of a
    /// container whose content overflows it (that is K301's finding).
    static func visitElement(_ visit: SizeRules.Visit, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) {
        guard let parent = visit.parent, !visit.parentOverflows else { return }
        check(visit, parent: parent, frame: frame, style: style, context, in: &rules)
    }

    static func check(_ visit: SizeRules.Visit, parent: SolvedElement, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) {
        guard let roundedParent = parent.frame, !visit.element.instance.kind.isSpacer,
              frame.width >= context.tolerance, frame.height >= context.tolerance,
              roundedParent.width >= context.tolerance, roundedParent.height >= context.tolerance else { return }
        // Placed by `.position`, it is where its author put it on purpose.
        if visit.element.instance.hasModifier("position") { return }
        var frame = frame
        var parentFrame = roundedParent
        var tolerance = context.tolerance
        if let exact = SizeRules.Context.exactFrame(of: visit.element), let exactParent = SizeRules.Context.exactFrame(of: parent) {
            frame = exact
            parentFrame = exactParent
        } else {
            tolerance += context.geometry(visit.element)?.slack ?? 0
        }
        let left = -frame.x, top = -frame.y
        let right = frame.x + frame.width - parentFrame.width, bottom = frame.y + frame.height - parentFrame.height
        // Checked before anything is built: almost every element is inside its parent.
        guard max(left, top, right, bottom) >= tolerance else { return }
        let sides: [(String, Double)] = [("left", left), ("top", top), ("right", right), ("bottom", bottom)]
            .filter { $0.1 >= tolerance }
        guard !sides.isEmpty, let location = rules.reportedLocation(visit.element.instance) else { return }
        let parentName = rules.displayName(parent.instance)
        let name = rules.displayName(visit.element.instance)
        let amounts = sides.map { "\(rules.points($0.1)) \($0.0 == "left" || $0.0 == "right" ? "on the" : "at the") \($0.0)" }
        let detail = "by " + (amounts.count > 1 ? amounts.dropLast().joined(separator: ", ") + " and " + amounts.last! : amounts[0])
        let negativeMargin = sides.contains { side in
            switch side.0 {
            case "left": return style.margin.left < 0
            case "top": return style.margin.top < 0
            case "right": return style.margin.right < 0
            default: return style.margin.bottom < 0
            }
        }
        var why: String
        if negativeMargin {
            why = "a negative margin moves it out"
        } else if visit.isOverlay {
            why = "an overlay takes its own size, and this one does not fit over the \(parentName)"
        } else if parent.instance.kind == .pin {
            why = "its anchors place it there"
        } else if parent.instance.kind.isStack {
            let across = parent.instance.kind == .vstack ? "wider" : "taller"
            why = "it is \(across) than the \(parentName), and a stack does not shrink its children across its main axis"
        } else {
            why = "it is larger than the \(parentName)"
        }
        let explanation = why + ". It is cut off where the parent clips and cannot be tapped outside it; "
            + "if that is the design (a badge over a corner), suppress this here, otherwise make room for it inside the \(parentName)."
        var related: [RelatedLocation] = []
        if let place = rules.siteLocation(parent.instance) {
            related.append(RelatedLocation(range: rules.analysis.places.range(place), message: "the \(parent.instance.kind.rawValue) it sticks out of"))
        }
        rules.record(.outsideParent, at: location, facet: "outside", lead: "\(name) lies outside the \(parentName)", style: .beforePreview,
               SizeRules.Occurrence(amount: sides.map(\.1).max() ?? 0, detail: detail, explanation: explanation, related: related), context)
    }
}
