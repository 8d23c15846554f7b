import KissLayout

/// Placement inside `pin { … }` (language §4.5, DrapierLayout): each child is
/// placed by anchors to the container's padding box or to an earlier
/// sibling, in source order. Width comes from two opposite anchors, from
/// `.width`, or from the child's intrinsic width within the space left;
/// height likewise. The container's fitting size is the largest right edge and
/// the largest bottom among its children, a child placed by its baseline
/// ending at that baseline.
struct PinLayout {
    let lowering: LayoutLowering
    let scale: Double

    static let horizontalEdges: Set<String> = ["left", "right", "centerX"]
    static let verticalEdges: Set<String> = ["top", "bottom", "centerY", "capline", "baseline"]

    /// One placed child: its frame inside the container's content box.
    struct Placement {
        var frame: LayoutFrame
        /// Offsets from the frame's top to the last line's baseline (what `baseline` anchors
        /// to, so that a detail pinned under a two-line title clears it) and to the first
        /// line's cap line.
        var baseline: Double
        var capline: Double
        /// Whether `baseline` placed the child vertically (no top, bottom, centerY or capline).
        var placedByBaseline: Bool

        /// Where the child ends for the container's fitting height: a child placed by its
        /// baseline is measured to that baseline (its descenders may hang below), any
        /// other to its bottom edge.
        var fittingBottom: Double {
            placedByBaseline ? frame.y + baseline : frame.y + frame.height
        }
    }

    /// Anchors of a child: the last value written for each edge.
    static func anchors(of instance: ElementInstance) -> [String: Anchor] {
        var result: [String: Anchor] = [:]
        for modifier in instance.modifiers where modifier.name == "pin" {
            for (edge, value) in modifier.arguments {
                if case .anchor(let anchor) = value.value { result[edge] = anchor }
            }
        }
        return result
    }

    /// Places the visible children in a content box of `width` × `height`
    /// (nil: not known yet, while the container is being measured).
    func place(_ children: [ElementInstance], width: Double?, height: Double?) -> [Placement?] {
        var byID: [String: Placement] = [:]
        var placements: [Placement?] = []
        for child in children {
            guard child.isInKissLayout else {
                placements.append(nil)
                continue
            }
            let placement = place(child, anchors: Self.anchors(of: child), byID: byID, width: width, height: height)
            if let id = child.id { byID[id] = placement }
            placements.append(placement)
        }
        return placements
    }

    private func resolve(_ anchor: Anchor?, byID: [String: Placement], width: Double?, height: Double?) -> Double? {
        guard let anchor else { return nil }
        let base: Double?
        if anchor.target == "parent" {
            switch anchor.edge {
            case "left", "top": base = 0
            case "right": base = width
            case "bottom": base = height
            case "centerX": base = width.map { $0 / 2 }
            case "centerY": base = height.map { $0 / 2 }
            default: base = nil
            }
        } else if let target = byID[anchor.target] {
            let frame = target.frame
            switch anchor.edge {
            case "left": base = frame.x
            case "right": base = frame.x + frame.width
            case "centerX": base = frame.x + frame.width / 2
            case "top": base = frame.y
            case "bottom": base = frame.y + frame.height
            case "centerY": base = frame.y + frame.height / 2
            case "baseline": base = frame.y + target.baseline
            case "capline": base = frame.y + target.capline
            default: base = nil
            }
        } else {
            base = nil
        }
        return base.map { Self.withinReach($0 + anchor.offset) }
    }

    /// How far from its container a pin child may be placed, and how large it may be: an
    /// offset such as `p0.right + 4*2*2*…` would otherwise put it at 10³⁰ pt. A quarter of the
    /// solver's largest length, so that a place plus a size stays well within it.
    static let largestReach = LayoutStyle.largestLength / 4

    static func withinReach(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, -largestReach), largestReach)
    }

    private func place(_ child: ElementInstance, anchors: [String: Anchor], byID: [String: Placement], width: Double?, height: Double?) -> Placement {
        func value(_ edge: String) -> Double? { resolve(anchors[edge], byID: byID, width: width, height: height) }
        let style = lowering.style(of: child, parent: nil)
        func explicit(_ dimension: LayoutDimension, of total: Double?) -> Double? {
            switch dimension {
            case .points(let points): return points
            case .percent(let percent): return total.map { $0 * percent / 100 }
            case .auto: return nil
            }
        }
        // Min and max bound a size the anchors do not fix, as they bound any view's.
        func clamped(_ size: Double, _ minimum: LayoutDimension, _ maximum: LayoutDimension, of total: Double?) -> Double {
            var result = size
            if let upper = explicit(maximum, of: total) { result = min(result, upper) }
            if let lower = explicit(minimum, of: total) { result = max(result, lower) }
            return max(result, 0)
        }
        let ratio = style.aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let left = value("left")
        let right = value("right")
        let centerX = value("centerX")
        let top = value("top")
        let bottom = value("bottom")
        // A height the anchors or `.height` fix, from which `.ratio` may derive the width.
        let fixedHeight: Double? = {
            if let top, let bottom { return max(bottom - top, 0) }
            return explicit(style.height, of: height).map { clamped($0, style.minHeight, style.maxHeight, of: height) }
        }()
        var childWidth: Double
        var widthIsGiven = true
        if let left, let right {
            childWidth = max(right - left, 0)
        } else if let fixed = explicit(style.width, of: width) {
            childWidth = clamped(fixed, style.minWidth, style.maxWidth, of: width)
        } else if let ratio, let fixedHeight {
            childWidth = clamped(fixedHeight * ratio, style.minWidth, style.maxWidth, of: width)
        } else {
            let available = (right ?? width).map { $0 - (left ?? 0) }
            childWidth = clamped(intrinsic(child, maxWidth: available).width, style.minWidth, style.maxWidth, of: width)
            widthIsGiven = false
        }
        let x = left ?? right.map { $0 - childWidth } ?? centerX.map { $0 - childWidth / 2 } ?? 0

        var childHeight: Double
        if let fixedHeight {
            childHeight = fixedHeight
        } else if let ratio, widthIsGiven || child.kind.isLeafView {
            childHeight = clamped(childWidth / ratio, style.minHeight, style.maxHeight, of: height)
        } else {
            childHeight = clamped(intrinsic(child, maxWidth: childWidth, exactWidth: true).height, style.minHeight, style.maxHeight, of: height)
        }
        let (baselineOffset, caplineOffset) = textLines(child, width: childWidth, height: childHeight)
        var y = 0.0
        var placedByBaseline = false
        if let top {
            y = top
        } else if let bottom {
            y = bottom - childHeight
        } else if let center = value("centerY") {
            y = center - childHeight / 2
        } else if let line = value("capline") {
            y = line - caplineOffset
        } else if let line = value("baseline") {
            y = line - baselineOffset
            placedByBaseline = true
        }
        childWidth = PinRounding.round(min(childWidth, Self.largestReach), scale: scale)
        childHeight = PinRounding.round(min(childHeight, Self.largestReach), scale: scale)
        let frame = LayoutFrame(
            x: PinRounding.round(Self.withinReach(x), scale: scale), y: PinRounding.round(Self.withinReach(y), scale: scale),
            width: childWidth, height: childHeight)
        return Placement(frame: frame, baseline: baselineOffset, capline: caplineOffset, placedByBaseline: placedByBaseline)
    }

    /// The child's size at its intrinsic width (at most `maxWidth`), or at exactly that width.
    func intrinsic(_ child: ElementInstance, maxWidth: Double?, exactWidth: Bool = false) -> LayoutSize {
        let node = lowering.lower(child, parent: nil)
        var fitted = LayoutSolver.solveWithoutBaselines(node, width: exactWidth ? maxWidth : nil, height: nil, scale: scale).root.frame
        if !exactWidth, let maxWidth, let frame = fitted, frame.width > maxWidth {
            fitted = LayoutSolver.solveWithoutBaselines(node, width: max(maxWidth, 0), height: nil, scale: scale).root.frame
        }
        return LayoutSize(width: fitted?.width ?? 0, height: fitted?.height ?? 0)
    }

    /// Offsets from the top to the last line's baseline and the first line's cap line, for
    /// children with text: a label's lines, a button's or a text field's title (centred in
    /// it), a keyValue's key. A child without text uses its bottom edge for both.
    private func textLines(_ child: ElementInstance, width: Double, height: Double) -> (Double, Double) {
        let leaves = lowering.leaves
        switch child.kind {
        case .label:
            let measured = leaves.measureLabel(child, maxWidth: width > 0 ? width : nil)
            let lastBaseline = measured.firstBaseline + Double(max(measured.lineCount - 1, 0)) * measured.lineHeight
            return (lastBaseline, measured.capLine)
        case .button, .textField, .textView, .keyValue:
            guard let baseline = leaves.functions(for: child).1?(width, height) else { return (height, height) }
            let font = child.kind == .keyValue
                ? leaves.font(child, size: "keyFont", defaultSize: 17)
                : leaves.font(child, defaultSize: child.kind == .button ? 15 : child.kind == .textView ? TextViewMetrics.defaultFontSize : 17)
            return (baseline, baseline - font.capHeight)
        default:
            return (height, height)
        }
    }
}

enum PinRounding {
    /// Yoga's rounding of a position or size to the pixel grid (half up).
    static func round(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, scale > 0 else { return 0 }
        return (value * scale).rounded() / scale
    }
}
