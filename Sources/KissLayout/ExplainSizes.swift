/// Why each node has its size, read back from the solved state (after the fact, so the
/// algorithm itself carries no bookkeeping beyond a few facts per node from layout passes).
///
/// Only state written by layout passes is read: sizes as laid out (`width` / `height`, what the
/// frames show) and the flex basis the parent's layout pass used (`layoutFlexBasis`). Measured
/// sizes and `computedFlexBasis` belong to whichever pass touched the node last, which may be a
/// measurement after its last layout pass (a parent answered from its layout cache leaves its
/// children as the parent's latest measurement left them).
extension LayoutEngine {
    /// Sizes closer than this (in points) are the same size.
    private static let sameSize: Float = 0.001

    /// Why `node` (which has a frame) has its size on `axis`.
    func explain(_ node: Int, _ axis: Axis, preview: Double?) -> SizeExplanation {
        let size = laidOutSize(node, axis)
        let parent = parents[node]
        let ownerSize = parent < 0 ? Float(preview ?? .nan) : innerSize(of: parent, axis)
        var explanation: SizeExplanation
        if parent < 0, let preview, givenSize(node, axis, ownerSize: ownerSize) == .explicit(points: preview) {
            // Kiss's `updateChange` gives the root the preview's size as its own.
            explanation = SizeExplanation(source: .rootPreview)
        } else if let given = givenSize(node, axis, ownerSize: ownerSize) {
            explanation = SizeExplanation(source: given)
        } else if parent < 0 {
            explanation = SizeExplanation(source: preview == nil || !maxSize(node, axis).isUndefined
                ? naturalSource(node, axis) : .rootPreview)
        } else if facts[node].isAbsolute {
            explanation = SizeExplanation(source: absoluteSource(node, axis))
        } else if styles[parent].mainAxis == axis {
            explanation = SizeExplanation(source: mainAxisSource(node, axis, parent: parent))
        } else {
            explanation = SizeExplanation(source: crossAxisSource(node, axis, parent: parent))
        }
        if parent >= 0 && !facts[node].isAbsolute && styles[parent].mainAxis == axis {
            explanation.flex = flexAdjustment(node, axis, parent: parent)
        }
        explanation.clamp = clamp(node, axis, size: size, ownerSize: ownerSize, source: explanation.source)
        if explanation.flex == nil && explanation.clamp == nil,
            explanation.source == .content || explanation.source == .intrinsic,
            abs(size - paddingForAxis(node, axis)) < Self.sameSize
        {
            explanation.source = .collapsed
        }
        return explanation
    }

    /// The parent's content box on `axis`, against which percentages resolve.
    private func innerSize(of parent: Int, _ axis: Axis) -> Float {
        laidOutSize(parent, axis) - paddingForAxis(parent, axis)
    }

    private func laidOutSize(_ node: Int, _ axis: Axis) -> Float {
        axis == .row ? layouts[node].width : layouts[node].height
    }

    /// An explicit size (or min = max) on this axis, if the node has a usable one.
    private func givenSize(_ node: Int, _ axis: Axis, ownerSize: Float) -> SizeSource? {
        guard isStyleSizeDefined(node, axis, ownerSize: ownerSize) else { return nil }
        return source(of: resolvedSize(node, axis), ownerSize: ownerSize)
    }

    private func source(of value: StyleValue, ownerSize: Float) -> SizeSource? {
        switch value {
        case .points(let points): return .explicit(points: Double(points))
        case .percent(let percent): return .percentage(percent: Double(percent), of: Double(ownerSize))
        case .auto, .undefined: return nil
        }
    }

    private func naturalSource(_ node: Int, _ axis: Axis) -> SizeSource {
        isMeasured(node) ? .intrinsic : .content
    }

    private func ratioSource(_ node: Int) -> SizeSource? {
        let ratio = styles[node].aspectRatio
        return ratio.isNaN ? nil : .aspectRatio(ratio: Double(ratio))
    }

    private func absoluteSource(_ node: Int, _ axis: Axis) -> SizeSource {
        if isLeadingOffsetDefined(node, axis) && isTrailingOffsetDefined(node, axis) { return .absoluteOffsets }
        return ratioSource(node) ?? naturalSource(node, axis)
    }

    private func mainAxisSource(_ node: Int, _ axis: Axis, parent: Int) -> SizeSource {
        let inner = innerSize(of: parent, axis)
        if !styles[node].basis.resolve(inner).isNaN, let basis = source(of: styles[node].basis, ownerSize: inner) {
            return basis
        }
        if let ratio = ratioSource(node), crossSizeIsSet(node, axis.cross, parent: parent) {
            return ratio
        }
        return naturalSource(node, axis)
    }

    private func crossSizeIsSet(_ node: Int, _ crossAxis: Axis, parent: Int) -> Bool {
        isStyleSizeDefined(node, crossAxis, ownerSize: innerSize(of: parent, crossAxis))
            || alignment(of: node, in: parent) == .stretch
    }

    private func crossAxisSource(_ node: Int, _ axis: Axis, parent: Int) -> SizeSource {
        if let ratio = ratioSource(node) {
            guard mainSizeFollowsRatio(node, mainAxis: axis.cross, parent: parent) else { return ratio }
            // The main size came from this one, which stretch gave (an
            // explicit cross size was found before this point).
            if alignment(of: node, in: parent) == .stretch { return .stretched }
        }
        if alignment(of: node, in: parent) == .stretch {
            let state = layouts[node]
            let grewWhenStretched = !state.crossSizeBeforeStretch.isNaN
                && abs(state.crossSizeBeforeStretch - laidOutSize(node, axis)) >= Self.sameSize
            if state.crossSizeImposedByStretch || grewWhenStretched { return .stretched }
        }
        return naturalSource(node, axis)
    }

    /// The main size was derived from this cross size through `.ratio`: the
    /// cross size is then the origin of both, not the other way round.
    private func mainSizeFollowsRatio(_ node: Int, mainAxis: Axis, parent: Int) -> Bool {
        guard givenSize(node, mainAxis, ownerSize: innerSize(of: parent, mainAxis)) == nil else { return false }
        if case .aspectRatio = mainAxisSource(node, mainAxis, parent: parent) { return true }
        return false
    }

    private func flexAdjustment(_ node: Int, _ axis: Axis, parent: Int) -> FlexAdjustment? {
        let inner = innerSize(of: parent, axis)
        var basis = layouts[node].layoutFlexBasis
        if facts[parent].soleFlexibleChild == node && isStyleSizeDefined(node, axis, ownerSize: inner) {
            // Yoga gives the one flexible child a basis of 0 (`computeFlexBases`) and grows it
            // from there; its own size is the meaningful starting point for the reader.
            basis = explicitSizeBasis(node, axis, ownerSize: inner)
        }
        basis = boundWithinMinAndMax(node, axis, basis, axisSize: inner)
        let change = laidOutSize(node, axis) - basis
        if change >= Self.sameSize && growFactor(node) != 0 { return .grown(by: Double(change)) }
        if change <= -Self.sameSize && shrinkFactor(node) > 0 { return .shrunk(by: Double(-change)) }
        return nil
    }

    private func clamp(_ node: Int, _ axis: Axis, size: Float, ownerSize: Float, source: SizeSource) -> SizeClamp? {
        let own: Float? = switch source {
        case .explicit(let points): Float(points)
        case .percentage(let percent, let of): Float(percent * of / 100)
        default: nil
        }
        func differsFromOwn(_ limit: Float) -> Bool { own.map { abs($0 - limit) >= Self.sameSize } ?? true }
        if !facts[node].hasNoMinMax {
            let maximum = maxSize(node, axis).resolve(ownerSize)
            if !maximum.isNaN && abs(size - maximum) < Self.sameSize && differsFromOwn(maximum) {
                return .maximum(Double(maximum))
            }
            let minimum = minSize(node, axis).resolve(ownerSize)
            if !minimum.isNaN && abs(size - minimum) < Self.sameSize && differsFromOwn(minimum) {
                return .minimum(Double(minimum))
            }
        }
        let padding = paddingForAxis(node, axis)
        if padding > 0 && abs(size - padding) < Self.sameSize, let own, own < padding {
            return .padding(Double(padding))
        }
        return nil
    }
}
