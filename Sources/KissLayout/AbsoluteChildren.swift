/// Step 9 of the layout step: children taken out of the flow (`.overlay` children), sized from
/// their own style or their offsets and placed against the parent's edges
/// (Yoga's `YGNodeAbsoluteLayoutChild`).
extension LayoutEngine {
    func layoutAbsoluteChild(
        _ child: Int, of node: Int, width: Float, widthMode: MeasureMode, height: Float
    ) {
        let mainAxis = styles[node].mainAxis
        let crossAxis = mainAxis.cross
        let isMainAxisRow = mainAxis.isRow
        var childWidth = Float.nan
        var childHeight = Float.nan
        let marginRow = marginForAxis(child, .row)
        let marginColumn = marginForAxis(child, .column)

        if isStyleSizeDefined(child, .row, ownerSize: width) {
            childWidth = resolvedSizeValue(child, .row, ownerSize: width) + marginRow
        } else if isLeadingOffsetDefined(child, .row) && isTrailingOffsetDefined(child, .row) {
            childWidth = layouts[node].measuredWidth - (leadingOffset(child, .row) + trailingOffset(child, .row))
            childWidth = bound(child, .row, childWidth, axisSize: width)
        }
        if isStyleSizeDefined(child, .column, ownerSize: height) {
            childHeight = resolvedSizeValue(child, .column, ownerSize: height) + marginColumn
        } else if isLeadingOffsetDefined(child, .column) && isTrailingOffsetDefined(child, .column) {
            childHeight = layouts[node].measuredHeight
                - (leadingOffset(child, .column) + trailingOffset(child, .column))
            childHeight = bound(child, .column, childHeight, axisSize: height)
        }
        let ratio = styles[child].aspectRatio
        if childWidth.isNaN != childHeight.isNaN && !ratio.isNaN {
            if childWidth.isNaN {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
            } else {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
            }
        }
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: MeasureMode = childWidth.isNaN ? .undefined : .exactly
            let childHeightMode: MeasureMode = childHeight.isNaN ? .undefined : .exactly
            // Let text inside an absolute child wrap to the parent, as browsers do.
            if !isMainAxisRow && childWidth.isNaN && widthMode != .undefined && !width.isNaN && width > 0 {
                childWidth = width
                childWidthMode = .atMost
            }
            layoutNode(
                child, availableWidth: childWidth, availableHeight: childHeight,
                widthMode: childWidthMode, heightMode: childHeightMode,
                ownerWidth: childWidth, ownerHeight: childHeight, performLayout: false)
            childWidth = layouts[child].measuredWidth + marginRow
            childHeight = layouts[child].measuredHeight + marginColumn
        }
        layoutNode(
            child, availableWidth: childWidth, availableHeight: childHeight,
            widthMode: .exactly, heightMode: .exactly,
            ownerWidth: childWidth, ownerHeight: childHeight, performLayout: true)

        placeAbsoluteChild(child, of: node, along: mainAxis, isMain: true)
        placeAbsoluteChild(child, of: node, along: crossAxis, isMain: false)
    }

    /// Trailing offsets anchor to the far edge; without a leading offset the parent's justify
    /// (main axis) or the child's alignment (cross axis) places it.
    private func placeAbsoluteChild(_ child: Int, of node: Int, along axis: Axis, isMain: Bool) {
        let free = measuredSize(node, axis) - measuredSize(child, axis)
        if isTrailingOffsetDefined(child, axis) && !isLeadingOffsetDefined(child, axis) {
            setPosition(child, axis, free - trailingMargin(child, axis) - trailingOffset(child, axis))
            return
        }
        guard !isLeadingOffsetDefined(child, axis) else { return }
        if isMain {
            switch styles[node].justify {
            case .center: setPosition(child, axis, free / 2)
            case .end: setPosition(child, axis, free)
            default: break
            }
        } else {
            switch alignment(of: child, in: node) {
            case .center: setPosition(child, axis, free / 2)
            case .flexEnd: setPosition(child, axis, free)
            default: break
            }
        }
    }
}
