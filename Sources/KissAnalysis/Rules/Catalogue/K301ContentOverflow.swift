import KissLayout
import KissSyntax
import KissText

extension Rules {
    /// K301: Content overflows its container. Checked here (`check`, for each stack
    /// `SizeRules` walks in each solve); the same check raises K303 when a row's
    /// `.uniformFontScale` ran out (its message is in K303FontScaleExhausted.swift);
    /// documented in docs/diagnostics/K301.md.
    enum ContentOverflow: Rule {
        static let code = DiagnosticCode("K301")
        static let name = "content-overflow"
        static let title = "Content overflows its container"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K301-overflow.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-where-collapse-starts.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K304-outside.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let contentOverflow = Rules.ContentOverflow.code
}

extension Rules.ContentOverflow {
    // pass: SizeRules.contentOverflow
    /// `SizeRules`' hook, for each element of each solve: a stack's check. Returns whether its
    /// content overflows it, so its children are not also K304 (`Visit.parentOverflows`).
    static func visitElement(_ visit: SizeRules.Visit, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) -> Bool {
        guard visit.element.instance.kind.isStack else { return false }
        return check(visit.element, frame: frame, style: style, context, in: &rules)
    }

    /// Whether the container's flow children reach past its content box.
    /// Reports K301 (or K303 when `.uniformFontScale` ran out) and returns true
    /// when they do, so the children are not also K304.
    static func check(_ container: SolvedElement, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) -> Bool {
        let kind = container.instance.kind
        let flow = container.children.filter { child in
            !child.isHidden && context.style(of: child, in: container).positionType != .absolute
        }
        guard !flow.isEmpty else { return false }
        var axes: [SizeRules.Axis] = []
        switch kind {
        case .hstack: axes = [.horizontal]
        case .vstack: axes = [.vertical]
        // A wrap breaks lines along its width and stacks them down its height.
        case .wrap: axes = [.horizontal, .vertical]
        default: return false
        }
        var overflowsAny = false
        // A container at 0 on the axis is K201 / K202 / K305's finding, or meant.
        for axis in axes where (axis == .horizontal ? frame.width : frame.height) >= context.tolerance {
            let extent = Extent(flow: flow, container: container, frame: frame, style: style, axis: axis, context)
            guard extent.total >= context.tolerance else { continue }
            overflowsAny = true
            if axis == .horizontal, kind == .hstack, let factor = Rules.FontScaleExhausted.exhaustedUniformScale(container, context) {
                Rules.FontScaleExhausted.reportUniformScale(container, factor: factor, extent: extent, context, in: &rules)
                continue
            }
            report(container, flow: flow, extent: extent, style: style, context, in: &rules)
        }
        return overflowsAny
    }

    /// Where the flow children of a container reach on one axis, against its content box.
    /// Shared with K303's report of a row whose `.uniformFontScale` ran out.
    struct Extent {
        let axis: SizeRules.Axis
        /// Overflow past the leading (left / top) and trailing (right / bottom) edges.
        var leading: Double
        var trailing: Double
        var needed: Double
        /// The content box: the frame inside the padding.
        var available: Double
        var padded: Bool
        /// Where the content box ends on the axis.
        var end: Double
        var inside: String { padded ? " inside its padding" : "" }
        var total: Double { max(leading, 0) + max(trailing, 0) }

        init(flow: [SolvedElement], container: SolvedElement, frame: LayoutFrame, style: LayoutStyle, axis: SizeRules.Axis, _ context: SizeRules.Context) {
            self.axis = axis
            let horizontal = axis == .horizontal
            let (frame, containerSlack) = context.geometry(container) ?? (frame, 0)
            var slack = containerSlack
            let start = horizontal ? style.padding.left : style.padding.top
            let end = horizontal ? frame.width - style.padding.right : frame.height - style.padding.bottom
            var low = Double.infinity
            var high = -Double.infinity
            for child in flow {
                guard let (box, childSlack) = context.geometry(child) else { continue }
                slack = max(slack, childSlack)
                let margin = context.style(of: child, in: container).margin
                let origin = horizontal ? box.x - margin.left : box.y - margin.top
                let far = horizontal ? box.x + box.width + margin.right : box.y + box.height + margin.bottom
                low = min(low, origin)
                high = max(high, far)
            }
            let tolerance = context.tolerance + slack
            self.end = end
            leading = start - low >= tolerance ? start - low : 0
            trailing = high - end >= tolerance ? high - end : 0
            needed = high - low
            available = max(end - start, 0)
            padded = horizontal ? style.padding.left + style.padding.right > 0 : style.padding.top + style.padding.bottom > 0
        }

        var sides: String {
            let (first, second) = axis == .horizontal ? ("on the left", "on the right") : ("at the top", "at the bottom")
            if leading > 0, trailing > 0 {
                return "(\(FrameFormatting.number(leading)) pt \(first), \(FrameFormatting.number(trailing)) pt \(second))"
            }
            return leading > 0 ? first : second
        }
    }

    private static func report(_ container: SolvedElement, flow: [SolvedElement], extent: Extent, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) {
        guard let location = rules.reportedLocation(container.instance) else { return }
        let kind = container.instance.kind
        let name = rules.displayName(container.instance)
        let alongMain = (extent.axis == .horizontal) == (kind != .vstack)
        let childStyles = flow.map { context.lowering.style(of: $0.instance, parent: container.instance) }
        var explanation: String
        if extent.needed <= extent.available + context.tolerance {
            explanation = "its content needs \(rules.points(extent.needed)) of \(extent.axis.size) and it has \(rules.points(extent.available))\(extent.inside), "
                + "but its alignment or its children's negative margins place the content past the edge"
        } else if kind == .wrap, extent.axis == .vertical {
            explanation = "its lines and line spacing need \(rules.points(extent.needed)) of height and it has \(rules.points(extent.available))\(extent.inside)"
        } else if kind == .wrap {
            explanation = "an item is wider than a line of the `wrap` (it needs \(rules.points(extent.needed)) and a line has \(rules.points(extent.available))\(extent.inside))"
        } else {
            // The numbers go with each preview (in the detail), as they differ between previews.
            explanation = "its children and spacing need more \(extent.axis.size) than it has\(extent.inside)"
        }
        if alongMain {
            explanation += childStyles.contains { $0.shrink > 0 }
                ? "; the children that may shrink are already at their minimum"
                : "; no child may shrink (Yoga's default `.shrink` is 0)"
        }

        var related: [RelatedLocation] = []
        let horizontal = extent.axis == .horizontal
        if extent.trailing > 0, let first = flow.first(where: { child in
            guard let (box, slack) = context.geometry(child) else { return false }
            return (horizontal ? box.x + box.width : box.y + box.height) > extent.end + context.tolerance + slack
        }), let place = rules.siteLocation(first.instance) {
            related.append(RelatedLocation(range: rules.analysis.places.range(place), message: "the first \(horizontal ? "child" : "element") that does not fit"))
        }

        var fixes: [FixIt] = []
        var advice: String
        if alongMain, let candidate = shrinkCandidate(flow, styles: childStyles, axis: extent.axis),
           let place = rules.siteLocation(candidate.instance), let end = rules.elementEnd(place),
           shrinkAbsorbs(candidate, overflow: extent.total, axis: extent.axis, context, family: rules.family) {
            let childName = rules.displayName(candidate.instance)
            fixes.append(FixIt(message: "Let \(childName) shrink to absorb the overflow",
                               edits: [TextEdit(range: end..<end, replacement: ".shrink(1)")], isSafe: false))
            let widest = extent.axis == .horizontal ? "widest" : "tallest"
            advice = "Let \(childName), the \(widest) child that can shrink, do so (`.shrink(1)`"
            if candidate.instance.kind == .label, extent.axis == .horizontal { advice += ", and let it wrap or shrink its font" }
            advice += "), or make room: shorter content, less spacing or padding"
        } else if kind == .wrap, extent.axis == .vertical {
            advice = "Let the `wrap`'s height fit its lines, give it more height, or reduce its content"
        } else {
            advice = "Make room: shorter or fewer children, less spacing or padding"
        }
        if kind == .hstack { advice += ", or a `wrap` instead of the `hstack`" }
        explanation += ". " + advice + "."

        let facet = extent.axis == .horizontal ? "x" : "y"
        var detail = "by \(rules.points(extent.total)) \(extent.sides)"
        if extent.needed > extent.available + context.tolerance, !(kind == .wrap) {
            detail += " (\(rules.points(extent.needed)) needed, \(rules.points(extent.available)) there)"
        }
        let occurrence = SizeRules.Occurrence(amount: extent.total, detail: detail,
                                    explanation: explanation, related: related, fixes: fixes)
        rules.record(.contentOverflow, at: location, facet: facet, lead: "content overflows the \(name)", style: .beforePreview,
               occurrence, context)
    }

    /// The widest (tallest) child that has no `.shrink`, no explicit size on
    /// that axis and is not a control of a fixed size: the one `.shrink(1)`
    /// can take the missing space from.
    private static func shrinkCandidate(_ flow: [SolvedElement], styles: [LayoutStyle], axis: SizeRules.Axis) -> SolvedElement? {
        var best: (SolvedElement, Double)?
        for (child, style) in zip(flow, styles) {
            guard let box = child.frame, style.shrink == 0, !child.instance.kind.isSpacer,
                  ![.switch, .stepper, .activity].contains(child.instance.kind) else { continue }
            let explicit = axis == .horizontal ? style.width : style.height
            if case .points = explicit { continue }
            if case .points = style.basis { continue }
            let size = axis == .horizontal ? box.width : box.height
            if size > 0, size > (best?.1 ?? 0) { best = (child, size) }
        }
        return best?.0
    }

    /// Whether `.shrink(1)` on `child` takes the whole overflow, tried on the layout itself
    /// (`FixTrial`). Offered only then: a fix that leaves the overflow would be offered again
    /// on the next child after it is applied, and `--unsafe-fixes` would never settle.
    private static func shrinkAbsorbs(_ child: SolvedElement, overflow: Double, axis: SizeRules.Axis, _ context: SizeRules.Context, family: FontFamily) -> Bool {
        guard let box = child.frame else { return false }
        let trialAxis: Determinability.Axis = axis == .horizontal ? .width : .height
        guard let after = FixTrial(layout: context.layout, family: family).size(of: child, trialAxis, after: { $0.shrink = 1 }) else {
            return false
        }
        let before = axis == .horizontal ? box.width : box.height
        return before - after >= overflow - context.tolerance
    }
}
