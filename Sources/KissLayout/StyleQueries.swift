/// Questions about one node's style that every step asks, answered as Yoga answers them.
extension LayoutEngine {
    @inline(__always)
    func leadingMargin(_ node: Int, _ axis: Axis) -> Float { styles[node].margin.leading(axis) }
    @inline(__always)
    func trailingMargin(_ node: Int, _ axis: Axis) -> Float { styles[node].margin.trailing(axis) }
    @inline(__always)
    func marginForAxis(_ node: Int, _ axis: Axis) -> Float {
        axis == .row ? facts[node].marginRow : facts[node].marginColumn
    }

    /// Negative padding counts as 0 (Yoga clamps it); there are no borders in `.kiss`.
    @inline(__always)
    func leadingPadding(_ node: Int, _ axis: Axis) -> Float { max(styles[node].padding.leading(axis), 0) }
    @inline(__always)
    func trailingPadding(_ node: Int, _ axis: Axis) -> Float { max(styles[node].padding.trailing(axis), 0) }
    @inline(__always)
    func paddingForAxis(_ node: Int, _ axis: Axis) -> Float {
        axis == .row ? facts[node].paddingRow : facts[node].paddingColumn
    }

    @inline(__always)
    func styleSize(_ node: Int, _ axis: Axis) -> StyleValue {
        axis == .row ? styles[node].width : styles[node].height
    }
    @inline(__always)
    func minSize(_ node: Int, _ axis: Axis) -> StyleValue {
        axis == .row ? styles[node].minWidth : styles[node].minHeight
    }
    @inline(__always)
    func maxSize(_ node: Int, _ axis: Axis) -> StyleValue {
        axis == .row ? styles[node].maxWidth : styles[node].maxHeight
    }

    /// Yoga's resolved dimension: a max equal to the min acts as the size itself.
    @inline(__always)
    func resolvedSize(_ node: Int, _ axis: Axis) -> StyleValue {
        let maximum = maxSize(node, axis)
        if !maximum.isUndefined && maximum.nearlyEquals(minSize(node, axis)) { return maximum }
        return styleSize(node, axis)
    }

    /// `resolvedSize(node, axis).resolve(ownerSize)`, without the enums for a size in points.
    @inline(__always)
    func resolvedSizeValue(_ node: Int, _ axis: Axis, ownerSize: Float) -> Float {
        if axis == .row {
            if facts[node].sizeDefinedRow == 1 { return facts[node].definedWidth }
        } else if facts[node].sizeDefinedColumn == 1 {
            return facts[node].definedHeight
        }
        return resolvedSize(node, axis).resolve(ownerSize)
    }

    /// Yoga's `YGNodeIsStyleDimDefined`: a usable explicit size on `axis`.
    @inline(__always)
    func isStyleSizeDefined(_ node: Int, _ axis: Axis, ownerSize: Float) -> Bool {
        switch axis == .row ? facts[node].sizeDefinedRow : facts[node].sizeDefinedColumn {
        case 0: return false
        case 1: return true
        default: return !ownerSize.isNaN
        }
    }

    /// `minSize(node, axis).resolve(ownerSize)` without the enum when it is in points.
    @inline(__always)
    func resolvedMinSize(_ node: Int, _ axis: Axis, _ ownerSize: Float) -> Float {
        if facts[node].minMaxArePoints { return axis == .row ? facts[node].minWidth : facts[node].minHeight }
        return minSize(node, axis).resolve(ownerSize)
    }

    @inline(__always)
    func resolvedMaxSize(_ node: Int, _ axis: Axis, _ ownerSize: Float) -> Float {
        if facts[node].minMaxArePoints { return axis == .row ? facts[node].maxWidth : facts[node].maxHeight }
        return maxSize(node, axis).resolve(ownerSize)
    }

    @inline(__always)
    func isLaidOutSizeDefined(_ node: Int, _ axis: Axis) -> Bool {
        let value = measuredSize(node, axis)
        return !value.isNaN && value >= 0
    }

    @inline(__always)
    func measuredSize(_ node: Int, _ axis: Axis) -> Float {
        axis == .row ? layouts[node].measuredWidth : layouts[node].measuredHeight
    }

    @inline(__always)
    func setMeasuredSize(_ node: Int, _ axis: Axis, _ value: Float) {
        if axis == .row { layouts[node].measuredWidth = value } else { layouts[node].measuredHeight = value }
    }

    @inline(__always)
    func position(_ node: Int, _ axis: Axis) -> Float {
        axis == .row ? layouts[node].left : layouts[node].top
    }

    @inline(__always)
    func setPosition(_ node: Int, _ axis: Axis, _ value: Float) {
        if axis == .row { layouts[node].left = value } else { layouts[node].top = value }
    }

    @inline(__always)
    func sizeWithMargin(_ node: Int, _ axis: Axis) -> Float {
        measuredSize(node, axis) + marginForAxis(node, axis)
    }

    /// Yoga's `YGNodeBoundAxisWithinMinAndMax`.
    @inline(__always)
    func boundWithinMinAndMax(_ node: Int, _ axis: Axis, _ value: Float, axisSize: Float) -> Float {
        if facts[node].hasNoMinMax { return value }
        let minimum = resolvedMinSize(node, axis, axisSize)
        let maximum = resolvedMaxSize(node, axis, axisSize)
        if maximum >= 0 && value > maximum { return maximum }
        if minimum >= 0 && value < minimum { return minimum }
        return value
    }

    /// Yoga's `YGNodeBoundAxis`: min / max, and never below the node's own padding.
    @inline(__always)
    func bound(_ node: Int, _ axis: Axis, _ value: Float, axisSize: Float) -> Float {
        YogaFloat.max(boundWithinMinAndMax(node, axis, value, axisSize: axisSize), paddingForAxis(node, axis))
    }

    /// Yoga's `YGNodeAlignItem`: alignSelf, else the parent's alignItems; baseline means start in a column.
    /// `parent` must be the child's parent (the answer is computed once, in `init`).
    @inline(__always)
    func alignment(of child: Int, in parent: Int) -> Align { facts[child].alignment }

    static func alignment(of child: EngineStyle, in parent: EngineStyle) -> Align {
        let own = child.alignSelf
        let align = own == .auto ? parent.alignItems : own
        if align == .baseline && parent.mainAxis == .column { return .flexStart }
        return align
    }

    @inline(__always)
    func growFactor(_ node: Int) -> Float { facts[node].grow }
    @inline(__always)
    func shrinkFactor(_ node: Int) -> Float { facts[node].shrink }

    @inline(__always)
    func isFlexible(_ node: Int) -> Bool { facts[node].isFlexible }

    @inline(__always)
    func leadingOffset(_ node: Int, _ axis: Axis) -> Float { styles[node].position.leading(axis) }
    @inline(__always)
    func trailingOffset(_ node: Int, _ axis: Axis) -> Float { styles[node].position.trailing(axis) }
    @inline(__always)
    func isLeadingOffsetDefined(_ node: Int, _ axis: Axis) -> Bool { !leadingOffset(node, axis).isNaN }
    @inline(__always)
    func isTrailingOffsetDefined(_ node: Int, _ axis: Axis) -> Bool { !trailingOffset(node, axis).isNaN }
    /// An offset that is not given counts as 0 where Yoga adds it.
    @inline(__always)
    func leadingOffsetOrZero(_ node: Int, _ axis: Axis) -> Float {
        isLeadingOffsetDefined(node, axis) ? leadingOffset(node, axis) : 0
    }
    @inline(__always)
    func trailingOffsetOrZero(_ node: Int, _ axis: Axis) -> Float {
        isTrailingOffsetDefined(node, axis) ? trailingOffset(node, axis) : 0
    }

    /// Yoga's `relativePosition`: the leading offset, else minus the trailing one.
    @inline(__always)
    func relativeOffset(_ node: Int, _ axis: Axis) -> Float {
        isLeadingOffsetDefined(node, axis) ? leadingOffset(node, axis) : -trailingOffsetOrZero(node, axis)
    }

    /// Yoga's `YGNode::setPosition`: where a child starts before flex positioning adds to it.
    @inline(__always)
    func placeAtMarginAndOffset(_ node: Int) {
        layouts[node].left = facts[node].startLeft
        layouts[node].top = facts[node].startTop
    }

    /// Yoga's `YGConstrainMaxSizeForMode`: a max size caps what is offered to a child.
    @inline(__always)
    func constrainToMaxSize(
        _ node: Int, _ axis: Axis, ownerAxisSize: Float, mode: inout MeasureMode, size: inout Float
    ) {
        // Without a max the limit below is NaN and changes nothing.
        if facts[node].hasNoMinMax { return }
        let maximum = resolvedMaxSize(node, axis, ownerAxisSize) + marginForAxis(node, axis)
        switch mode {
        case .exactly, .atMost:
            if !(maximum.isNaN || size < maximum) { size = maximum }
        case .undefined:
            if !maximum.isNaN {
                mode = .atMost
                size = maximum
            }
        }
    }
}
