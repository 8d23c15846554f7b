/// Questions about one node's style that every step asks, answered as Yoga answers them.
extension LayoutEngine {
    func leadingMargin(_ node: Int, _ axis: Axis) -> Float { styles[node].margin.leading(axis) }
    func trailingMargin(_ node: Int, _ axis: Axis) -> Float { styles[node].margin.trailing(axis) }
    func marginForAxis(_ node: Int, _ axis: Axis) -> Float {
        axis == .row ? facts[node].marginRow : facts[node].marginColumn
    }

    /// Negative padding counts as 0 (Yoga clamps it); there are no borders in `.kiss`.
    func leadingPadding(_ node: Int, _ axis: Axis) -> Float { max(styles[node].padding.leading(axis), 0) }
    func trailingPadding(_ node: Int, _ axis: Axis) -> Float { max(styles[node].padding.trailing(axis), 0) }
    func paddingForAxis(_ node: Int, _ axis: Axis) -> Float {
        axis == .row ? facts[node].paddingRow : facts[node].paddingColumn
    }

    func styleSize(_ node: Int, _ axis: Axis) -> StyleValue {
        axis == .row ? styles[node].width : styles[node].height
    }
    func minSize(_ node: Int, _ axis: Axis) -> StyleValue {
        axis == .row ? styles[node].minWidth : styles[node].minHeight
    }
    func maxSize(_ node: Int, _ axis: Axis) -> StyleValue {
        axis == .row ? styles[node].maxWidth : styles[node].maxHeight
    }

    /// Yoga's resolved dimension: a max equal to the min acts as the size itself.
    func resolvedSize(_ node: Int, _ axis: Axis) -> StyleValue {
        let maximum = maxSize(node, axis)
        if !maximum.isUndefined && maximum.nearlyEquals(minSize(node, axis)) { return maximum }
        return styleSize(node, axis)
    }

    /// Yoga's `YGNodeIsStyleDimDefined`: a usable explicit size on `axis`.
    func isStyleSizeDefined(_ node: Int, _ axis: Axis, ownerSize: Float) -> Bool {
        switch axis == .row ? facts[node].sizeDefinedRow : facts[node].sizeDefinedColumn {
        case 0: return false
        case 1: return true
        default: return !ownerSize.isNaN
        }
    }

    /// `minSize(node, axis).resolve(ownerSize)` without the enum when it is in points.
    func resolvedMinSize(_ node: Int, _ axis: Axis, _ ownerSize: Float) -> Float {
        if facts[node].minMaxArePoints { return axis == .row ? facts[node].minWidth : facts[node].minHeight }
        return minSize(node, axis).resolve(ownerSize)
    }

    func resolvedMaxSize(_ node: Int, _ axis: Axis, _ ownerSize: Float) -> Float {
        if facts[node].minMaxArePoints { return axis == .row ? facts[node].maxWidth : facts[node].maxHeight }
        return maxSize(node, axis).resolve(ownerSize)
    }

    func isLaidOutSizeDefined(_ node: Int, _ axis: Axis) -> Bool {
        let value = measuredSize(node, axis)
        return !value.isNaN && value >= 0
    }

    func measuredSize(_ node: Int, _ axis: Axis) -> Float {
        axis == .row ? layouts[node].measuredWidth : layouts[node].measuredHeight
    }

    func setMeasuredSize(_ node: Int, _ axis: Axis, _ value: Float) {
        if axis == .row { layouts[node].measuredWidth = value } else { layouts[node].measuredHeight = value }
    }

    func position(_ node: Int, _ axis: Axis) -> Float {
        axis == .row ? layouts[node].left : layouts[node].top
    }

    func setPosition(_ node: Int, _ axis: Axis, _ value: Float) {
        if axis == .row { layouts[node].left = value } else { layouts[node].top = value }
    }

    func sizeWithMargin(_ node: Int, _ axis: Axis) -> Float {
        measuredSize(node, axis) + marginForAxis(node, axis)
    }

    /// Yoga's `YGNodeBoundAxisWithinMinAndMax`.
    func boundWithinMinAndMax(_ node: Int, _ axis: Axis, _ value: Float, axisSize: Float) -> Float {
        let minimum = resolvedMinSize(node, axis, axisSize)
        let maximum = resolvedMaxSize(node, axis, axisSize)
        if maximum >= 0 && value > maximum { return maximum }
        if minimum >= 0 && value < minimum { return minimum }
        return value
    }

    /// Yoga's `YGNodeBoundAxis`: min / max, and never below the node's own padding.
    func bound(_ node: Int, _ axis: Axis, _ value: Float, axisSize: Float) -> Float {
        YogaFloat.max(boundWithinMinAndMax(node, axis, value, axisSize: axisSize), paddingForAxis(node, axis))
    }

    /// Yoga's `YGNodeAlignItem`: alignSelf, else the parent's alignItems; baseline means start in a column.
    func alignment(of child: Int, in parent: Int) -> Align {
        let own = styles[child].alignSelf
        let align = own == .auto ? styles[parent].alignItems : own
        if align == .baseline && styles[parent].mainAxis == .column { return .flexStart }
        return align
    }

    func growFactor(_ node: Int) -> Float { facts[node].grow }
    func shrinkFactor(_ node: Int) -> Float { facts[node].shrink }

    func isFlexible(_ node: Int) -> Bool { facts[node].isFlexible }

    func leadingOffset(_ node: Int, _ axis: Axis) -> Float { styles[node].position.leading(axis) }
    func trailingOffset(_ node: Int, _ axis: Axis) -> Float { styles[node].position.trailing(axis) }
    func isLeadingOffsetDefined(_ node: Int, _ axis: Axis) -> Bool { !leadingOffset(node, axis).isNaN }
    func isTrailingOffsetDefined(_ node: Int, _ axis: Axis) -> Bool { !trailingOffset(node, axis).isNaN }
    /// An offset that is not given counts as 0 where Yoga adds it.
    func leadingOffsetOrZero(_ node: Int, _ axis: Axis) -> Float {
        isLeadingOffsetDefined(node, axis) ? leadingOffset(node, axis) : 0
    }
    func trailingOffsetOrZero(_ node: Int, _ axis: Axis) -> Float {
        isTrailingOffsetDefined(node, axis) ? trailingOffset(node, axis) : 0
    }

    /// Yoga's `relativePosition`: the leading offset, else minus the trailing one.
    func relativeOffset(_ node: Int, _ axis: Axis) -> Float {
        isLeadingOffsetDefined(node, axis) ? leadingOffset(node, axis) : -trailingOffsetOrZero(node, axis)
    }

    /// Yoga's `YGNode::setPosition`: where a child starts before flex positioning adds to it.
    func placeAtMarginAndOffset(_ node: Int) {
        layouts[node].left = leadingMargin(node, .row) + relativeOffset(node, .row)
        layouts[node].top = leadingMargin(node, .column) + relativeOffset(node, .column)
    }

    /// Yoga's `YGConstrainMaxSizeForMode`: a max size caps what is offered to a child.
    func constrainToMaxSize(
        _ node: Int, _ axis: Axis, ownerAxisSize: Float, mode: inout MeasureMode, size: inout Float
    ) {
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
