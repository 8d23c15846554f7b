import KissAnalysis
import KissLayout

/// Puts a `SizeExplanation` into words for one axis of one solved element:
/// "width 120.33: label text, 1 line at 17 pt", "height 64: stretched to the hstack".
struct SizeExplanationText {
    enum Axis {
        case width, height

        var name: String { self == .width ? "width" : "height" }
        var other: String { self == .width ? "height" : "width" }
        var collapseCode: String { self == .width ? "K201" : "K202" }
    }

    let element: SolvedElement
    let parent: SolvedElement?
    let text: [TextFacts]

    func line(_ axis: Axis) -> String? {
        guard let frame = element.frame,
              let explanation = axis == .width ? element.widthExplanation : element.heightExplanation else { return nil }
        let size = axis == .width ? frame.width : frame.height
        var parts = [source(explanation.source, axis)]
        if let flex = explanation.flex {
            switch flex {
            case .grown(let by): parts.append("grew by \(number(by)) pt of free space")
            case .shrunk(let by): parts.append("shrank by \(number(by)) pt to fit")
            }
        }
        if let clamp = explanation.clamp {
            switch clamp {
            case .minimum(let value): parts.append("clamped to min \(number(value))")
            case .maximum(let value): parts.append("clamped to max \(number(value))")
            case .padding(let value): parts.append("never smaller than its padding (\(number(value)))")
            }
        }
        if let drawn = drawnAtOwnSize(axis, frameSize: size) { parts.append(drawn) }
        return "\(axis.name) \(number(size)): " + parts.joined(separator: ", ")
    }

    /// A control UIKit draws at its own size whatever its frame (`FixedSizeControl`): where the
    /// frame differs from that size, what the device draws in it.
    private func drawnAtOwnSize(_ axis: Axis, frameSize: Double) -> String? {
        guard let own = FixedSizeControl.ownSize(of: instance),
              let ownSize = axis == .width ? own.width : own.height, abs(frameSize - ownSize) > 0.01 else { return nil }
        let place = own.placement == .topLeft ? "at its frame's top-left corner" : "centred in its frame"
        return "but a `\(FixedSizeControl.uikitClass(of: instance.kind))` draws at its own \(number(ownSize)), \(place)"
    }

    private var instance: ElementInstance { element.instance }

    private func padding(_ axis: Axis) -> Double {
        let edges = instance.padding
        return axis == .width ? edges.left + edges.right : edges.top + edges.bottom
    }

    /// " + padding 16" where padding adds to a content size.
    private func withPadding(_ words: String, _ axis: Axis) -> String {
        let padding = padding(axis)
        return padding > 0 ? "\(words) + padding \(number(padding))" : words
    }

    private func source(_ source: SizeSource, _ axis: Axis) -> String {
        switch source {
        case .explicit(let points):
            if instance.kind == .spacer { return "spacer length \(number(points))" }
            if points == 0 && growsFromZero { return "starts at 0 (`.grow` makes Kiss's flex basis 0)" }
            return "fixed by \(explicitModifier(axis)) (\(number(points)))"
        case .percentage(let percent, let of):
            return "\(number(percent))% of \(number(of))"
        case .intrinsic:
            return withPadding(intrinsic(axis), axis)
        case .content:
            return withPadding("fits its children", axis)
        case .stretched:
            guard let parent else { return "stretched" }
            if parent.instance.kind == .wrap { return "stretched to its line of the wrap" }
            return "stretched to the \(parent.instance.kind.rawValue)" + stretchArithmetic(axis, in: parent)
        case .aspectRatio(let ratio):
            return "aspect ratio \(number(ratio)) from the \(axis.other)"
        case .rootPreview:
            if parent?.instance.kind == .pin { return pinned(axis) }
            return "the preview's \(axis.name)"
        case .absoluteOffsets:
            return "spans between its `.position` offsets"
        case .collapsed:
            return collapsed(axis)
        }
    }

    /// How a stretched size follows from the parent's, when it is not the parent's whole size:
    /// " (320 − padding 32 − margins 31)". Worked out from the frames, so it adds up whatever
    /// the stack did with the margins (Kiss drops some, docs/kiss-semantics.md).
    private func stretchArithmetic(_ axis: Axis, in parent: SolvedElement) -> String {
        guard let frame = element.frame, let outer = parent.frame else { return "" }
        let edges = parent.instance.padding
        let (whole, padLeading, padTrailing) = axis == .width
            ? (outer.width, edges.left, edges.right) : (outer.height, edges.top, edges.bottom)
        let (start, size) = axis == .width ? (frame.x, frame.width) : (frame.y, frame.height)
        let padding = padLeading + padTrailing
        let margins = (start - padLeading) + (whole - padTrailing - start - size)
        guard padding > 0.005 || abs(margins) > 0.005 else { return "" }
        var text = " (\(number(whole))"
        if padding > 0.005 { text += " − padding \(number(padding))" }
        if margins > 0.005 { text += " − margins \(number(margins))" } else if margins < -0.005 { text += " + margins \(number(-margins))" }
        return text + ")"
    }

    /// Kiss's `.grow(g)` and `growSpacer(g)` set a flex basis of 0 (docs/kiss-semantics.md),
    /// unless `.basis` says otherwise.
    private var growsFromZero: Bool {
        (instance.hasModifier("grow") || instance.kind == .growSpacer) && !instance.hasModifier("basis")
    }

    private func collapsed(_ axis: Axis) -> String {
        if instance.kind.isSpacer { return "a spacer has no size of its own" }
        if instance.kind == .label, text.first.map({ $0.lines == 0 }) ?? false { return "empty text" }
        if padding(axis) > 0 { return "nothing inside gives it a \(axis.name), only its padding" }
        return "no determinable \(axis.name) — \(axis.collapseCode)"
    }

    /// A pin child is solved on its own at the size its anchors gave it:
    /// between two opposite anchors, or else its content's size.
    private func pinned(_ axis: Axis) -> String {
        let (leading, trailing) = axis == .width ? ("left", "right") : ("top", "bottom")
        if instance.modifierValue("pin", leading) != nil && instance.modifierValue("pin", trailing) != nil {
            return "between its pin anchors `\(leading)` and `\(trailing)`"
        }
        return withPadding(instance.kind.isLeafView ? intrinsic(axis) : "fits its children", axis)
    }

    /// Which modifier fixed the size (the last one written wins, as in lowering).
    private func explicitModifier(_ axis: Axis) -> String {
        let names = axis == .width ? ["width", "size"] : ["height", "size"]
        if let last = instance.modifiers.last(where: { names.contains($0.name) }) { return "`.\(last.name)`" }
        if instance.hasModifier("basis") { return "`.basis`" }
        return axis == .width ? "`.minWidth` = `.maxWidth`" : "`.minHeight` = `.maxHeight`"
    }

    private func intrinsic(_ axis: Axis) -> String {
        switch instance.kind {
        case .label:
            guard let facts = text.first else { return "label text" }
            return "label text, " + describe(facts)
        case .button:
            let size = text.first.map { " at \(number($0.fontSize)) pt" } ?? ""
            return axis == .width ? "title\(size) + 16" : "button height: max(30, line height\(size) + 12)"
        case .textField:
            let size = text.first.map { " at \(number($0.fontSize)) pt" } ?? ""
            return "line height\(size) + 14"
        case .textView:
            guard let facts = text.first else { return "text view text" }
            return "text view text, " + describe(facts) + (axis == .width ? " + 10 (line padding)" : " + 16 (text insets)")
        case .keyValue:
            return text.map { "\($0.part) \(describe($0))" }.joined(separator: ", ")
        case .image:
            return "image natural size"
        case .pin:
            return "fits its pinned children"
        default:
            if let own = FixedSizeControl.ownSize(of: instance), let size = axis == .width ? own.width : own.height {
                return "a `\(FixedSizeControl.uikitClass(of: instance.kind))`'s own size (\(number(size)); it draws at it whatever its frame)"
            }
            return "intrinsic size of a \(instance.kind.rawValue)"
        }
    }

    private func describe(_ facts: TextFacts) -> String {
        "\(facts.lines) line\(facts.lines == 1 ? "" : "s") at \(number(facts.fontSize)) pt" + (facts.truncated ? ", truncated" : "")
    }

    private func number(_ value: Double) -> String { FrameFormatting.number(value) }
}
