import KissLayout
import KissSyntax

extension Rules {
    /// K305: Element squeezed to zero size. Checked here (`check`, for each element
    /// `SizeRules` walks in each solve);
    /// documented in docs/diagnostics/K305.md.
    enum SqueezedToZero: Rule {
        static let code = DiagnosticCode("K305")
        static let name = "squeezed-to-zero"
        static let title = "Element squeezed to zero size"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K305-squeezed.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-where-collapse-starts.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K301-overflow.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let squeezedToZero = Rules.SqueezedToZero.code
}

extension Rules.SqueezedToZero {
    // pass: SizeRules.element
    /// `SizeRules`' hook, for each element of each solve.
    static func check(
        _ visit: SizeRules.Visit, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules
    ) {
        let element = visit.element
        for axis in [SizeRules.Axis.horizontal, .vertical] {
            let size = axis == .horizontal ? frame.width : frame.height
            guard size < context.tolerance,
                  context.layout.determinability.zeroSize(of: element, axis == .horizontal ? .width : .height,
                                           explicitlyZeroAbove: visit.explicitlyZeroAncestor.contains(axis)) == .squeezed,
                  let explanation = axis == .horizontal ? element.widthExplanation : element.heightExplanation,
                  let location = rules.reportedLocation(element.instance) else { continue }
            var own = ownSize(element.instance, style: style, axis: axis, context)
            let byShrinking: Bool
            if case .shrunk(let amount)? = explanation.flex, amount >= context.tolerance {
                own = amount
                byShrinking = true
            } else {
                byShrinking = false
            }
            let name = rules.displayName(element.instance)
            let parentName = visit.parent.map { rules.displayName($0.instance) } ?? "preview"
            let sizeName = axis.size
            let minimum = "`.min\(axis == .horizontal ? "Width" : "Height")(_)`"
            var why: String
            var advice: String
            let parentKind = visit.parent?.instance.kind
            let alongParent = parentKind.map { $0.isStack && (($0 == .vstack) == (axis == .vertical)) } ?? false
            let margin = axis == .horizontal ? style.margin.left + style.margin.right : style.margin.top + style.margin.bottom
            let parentInner = visit.parent.flatMap { parent -> Double? in
                guard let parentFrame = parent.frame else { return nil }
                let padding = (parent.loweredStyle?.style ?? context.lowering.style(of: parent.instance, parent: nil)).padding
                return axis == .horizontal ? parentFrame.width - padding.left - padding.right : parentFrame.height - padding.top - padding.bottom
            }
            if byShrinking {
                why = "it has `.shrink` and gives up all of its \(rules.points(own)) because the \(parentName) overflows"
                advice = "Let a sibling that can spare the space shrink instead, protect it with \(minimum), or reduce what its siblings take."
            } else if alongParent, style.grow > 0, style.basis == .points(0) {
                why = "`.grow` starts it from 0 (Kiss gives a growing item a flex basis of 0), and its siblings leave the \(parentName) no free \(sizeName)"
                advice = "Make room in the \(parentName) (smaller siblings, less spacing or padding), or protect it with \(minimum)."
            } else if !alongParent, margin > 0, let inner = parentInner, inner > 0, margin >= inner - context.tolerance {
                why = "its margins (\(rules.points(margin))) take all of the \(parentName)'s \(sizeName) (\(rules.points(inner)) inside its padding)"
                advice = "Reduce its margins, or give the \(parentName) more \(sizeName)."
            } else {
                why = "the \(parentName) has no \(sizeName) left for it"
                let room = visit.parent?.instance.kind == .pin ? "anchors that leave room" : "less padding or smaller siblings"
                advice = "Make room for it in the \(parentName) (\(room)), or protect it with \(minimum)."
            }
            let facet = axis == .horizontal ? "width" : "height"
            var related: [RelatedLocation] = []
            if let parent = visit.parent, let place = rules.siteLocation(parent.instance) {
                related.append(RelatedLocation(range: rules.analysis.places.range(place), message: "the \(parent.instance.kind.rawValue) that leaves it no room"))
            }
            rules.record(.squeezedToZero, at: location, facet: facet,
                   lead: "\(name) is squeezed to zero \(sizeName)", style: .afterPreview,
                   SizeRules.Occurrence(amount: own, detail: byShrinking ? "by shrinking" : "for lack of space",
                              explanation: why + ". " + advice, related: related), context)
        }
    }

    /// The size the element would have on the axis with room for it: its
    /// explicit size, or what its content measures.
    private static func ownSize(_ instance: ElementInstance, style: LayoutStyle, axis: SizeRules.Axis, _ context: SizeRules.Context) -> Double {
        let explicit = axis == .horizontal ? style.width : style.height
        if case .points(let value) = explicit { return value }
        if case .points(let value) = axis == .horizontal ? style.minWidth : style.minHeight, value > 0 { return value }
        let kind = instance.kind
        guard kind.isLeafView else { return 0 }
        guard CollapseRule.hasIntrinsicSize(instance, axis == .horizontal ? .width : .height) else { return 0 }
        let solved = LayoutSolver.solveWithoutBaselines(context.lowering.lower(instance, parent: nil), width: nil, height: nil, scale: context.scale)
        guard let natural = solved.root.frame else { return 0 }
        return axis == .horizontal ? natural.width : natural.height
    }
}
