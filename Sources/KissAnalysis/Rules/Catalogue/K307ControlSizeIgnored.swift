import KissLayout
import KissSyntax

extension Rules {
    /// K307: A control that draws at its own size given another size by its stack. Checked here
    /// (`check`, for each child of a stack `SizeRules` walks in each solve); documented in docs/diagnostics/K307.md.
    enum ControlSizeIgnored: Rule {
        static let code = DiagnosticCode("K307")
        static let name = "control-size-ignored"
        static let title = "Control of a fixed size given another size by its stack"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K307-control-size.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let controlSizeIgnored = Rules.ControlSizeIgnored.code
}

extension Rules.ControlSizeIgnored {
    // pass: SizeRules.element
    /// `SizeRules`' hook, for each element of each solve: a child of a stack (not the root, not
    /// an overlay).
    static func visitElement(_ visit: SizeRules.Visit, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) {
        guard let parent = visit.parent, !visit.isOverlay else { return }
        check(visit.element, parent: parent, frame: frame, style: style, context, in: &rules)
    }

    /// K307: a control UIKit draws at its own size (`FixedSizeControl`) given another size by
    /// its stack. The frame stays the library's; the device draws the control in it anyway: a
    /// `switch` or `stepper` at the frame's top-left corner, so a taller row leaves it off-centre
    /// and a smaller frame lets it cover what follows; an activity indicator, a slider or a
    /// progress view centred, so only a frame smaller than the control shows (it draws past it).
    static func check(_ element: SolvedElement, parent: SolvedElement, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) {
        let instance = element.instance
        guard parent.instance.kind.isStack, let own = FixedSizeControl.ownSize(of: instance) else { return }
        let pinned = own.placement == .topLeft
        let rowLike = parent.instance.kind != .vstack
        let parentStyle = context.lowering.style(of: parent.instance, parent: nil)
        let stretches = (style.alignSelf ?? parentStyle.alignItems) == .stretch
        let pixel = context.pixel
        for vertical in [false, true] {
            guard let ownSize = vertical ? own.height : own.width else { continue }
            let size = vertical ? frame.height : frame.width
            let squeezed = size < ownSize - pixel
            // Squeezed to nothing is K305's finding (or meant).
            if size < context.tolerance { continue }
            guard squeezed || (pinned && size > ownSize + pixel), let location = rules.reportedLocation(instance) else { continue }
            let across = vertical == rowLike
            let explicit = vertical ? style.height : style.width
            let isExplicit: Bool
            if case .points = explicit { isExplicit = true } else { isExplicit = false }
            // Stretched across a column, a control pinned to its frame's left edge draws where
            // `.crossAlign(self: .start)` would put it: nothing to see, nothing asked for.
            if pinned, !vertical, across, !squeezed, !isExplicit { continue }
            let name = rules.displayName(instance)
            let container = "`\(parent.instance.kind.rawValue)`"
            let drawn = own.width.map { "at \(FrameFormatting.number($0)) × \(FrameFormatting.number(own.height)) pt" }
                ?? "\(FrameFormatting.number(own.height)) pt tall"
            let where_ = pinned ? "at its frame's top-left corner" : "centred in its frame"
            var why: String
            if isExplicit {
                why = "its `.\(vertical ? "height" : "width")` is ignored by UIKit"
            } else if across && stretches {
                why = "the \(container) stretches it across (every Kiss item aligns itself `.stretch`)"
            } else if across {
                why = "the \(container) is \(squeezed ? "smaller" : "larger") across than the control"
            } else {
                why = squeezed
                    ? (style.shrink > 0 ? "its `.shrink` lets the \(container) squeeze it along" : "the \(container) has no room for it along")
                    : "it grows along the \(container) (`.grow`)"
            }
            let effect = squeezed
                ? "it draws past its frame, over what is next to it"
                : (vertical ? "it sits at the top of its frame, off the centre of its row" : "the rest of its frame, beside it, stays empty")
            var fixes: [FixIt] = []
            var advice: String
            if across, stretches, !isExplicit, !squeezed {
                advice = "Keep its own size with `.crossAlign(self: .center)` (or `.start`, `.end`)"
                if let place = rules.siteLocation(instance), let end = rules.elementEnd(place) {
                    fixes.append(FixIt(message: "Keep its own size: center it across the \(parent.instance.kind.rawValue)",
                                       edits: [TextEdit(range: end..<end, replacement: ".crossAlign(self: .center)")], isSafe: false))
                }
            } else if isExplicit {
                advice = "Remove the `.\(vertical ? "height" : "width")`, or make it \(rules.points(ownSize))"
            } else if across {
                advice = "Give the \(container) room for it across (at least \(rules.points(ownSize))), or align it (`.crossAlign(self: .center)`)"
            } else {
                advice = squeezed
                    ? (style.shrink > 0 ? "Remove its `.shrink` (let a sibling shrink instead)" : "Make room for it in the \(container)")
                    : "Remove its `.grow`, or let a spacer take the room"
            }
            let explanation = "A `\(FixedSizeControl.uikitClass(of: instance.kind))` draws \(drawn) \(where_) whatever frame it gets; here \(why), so \(effect). \(advice)."
            rules.record(.controlSizeIgnored, at: location, facet: vertical ? "height" : "width",
                   lead: "\(name) draws at its own size, not its frame's", style: .sentence,
                   SizeRules.Occurrence(amount: abs(size - ownSize), detail: "is \(rules.points(size)) \(vertical ? "tall" : "wide") and draws \(rules.points(ownSize))",
                              explanation: explanation, fixes: fixes), context)
        }
    }
}
