/// Step 1 of the layout step: nodes whose size does not need their children laid out.
extension LayoutEngine {
    /// Yoga's `YGNodeWithMeasureFuncSetMeasuredDimensions`: asks the measure function for the
    /// content size (unless both sizes are imposed), then adds padding and applies min / max.
    func sizeMeasuredLeaf(
        _ node: Int, availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float
    ) {
        let width = widthMode == .undefined ? Float.nan : availableWidth
        let height = heightMode == .undefined ? Float.nan : availableHeight
        let paddingRow = paddingForAxis(node, .row)
        let paddingColumn = paddingForAxis(node, .column)
        if widthMode == .exactly && heightMode == .exactly {
            layouts[node].measuredWidth = bound(node, .row, width, axisSize: ownerWidth)
            layouts[node].measuredHeight = bound(node, .column, height, axisSize: ownerHeight)
            return
        }
        let innerWidth = width.isNaN ? width : max(0, width - paddingRow)
        let innerHeight = height.isNaN ? height : max(0, height - paddingColumn)
        let measured = measureFunctions[node]!(
            innerWidth.isNaN ? .infinity : Double(innerWidth), widthMode,
            innerHeight.isNaN ? .infinity : Double(innerHeight), heightMode)
        let contentWidth = InputSanitizing.measured(measured.width)
        let contentHeight = InputSanitizing.measured(measured.height)
        layouts[node].measuredWidth = bound(
            node, .row, widthMode == .exactly ? width : contentWidth + paddingRow, axisSize: ownerWidth)
        layouts[node].measuredHeight = bound(
            node, .column, heightMode == .exactly ? height : contentHeight + paddingColumn,
            axisSize: ownerHeight)
    }

    /// Yoga's `YGNodeEmptyContainerSetMeasuredDimensions`: the imposed size, else just the padding.
    func sizeEmptyContainer(
        _ node: Int, availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float
    ) {
        let width = widthMode == .exactly ? availableWidth : paddingForAxis(node, .row)
        let height = heightMode == .exactly ? availableHeight : paddingForAxis(node, .column)
        layouts[node].measuredWidth = bound(node, .row, width, axisSize: ownerWidth)
        layouts[node].measuredHeight = bound(node, .column, height, axisSize: ownerHeight)
    }

    /// Yoga's `YGNodeFixedSizeSetMeasuredDimensions`: when only measuring, a container whose size
    /// is imposed (or squeezed to nothing) need not look at its children.
    func sizeWithoutChildrenIfFixed(
        _ node: Int, availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float
    ) -> Bool {
        let squeezedWidth = !availableWidth.isNaN && widthMode == .atMost && availableWidth <= 0
        let squeezedHeight = !availableHeight.isNaN && heightMode == .atMost && availableHeight <= 0
        guard squeezedWidth || squeezedHeight || (widthMode == .exactly && heightMode == .exactly) else {
            return false
        }
        if squeezedWidth || squeezedHeight { markSqueezed(node) }
        let width = availableWidth.isNaN || (widthMode == .atMost && availableWidth < 0) ? 0 : availableWidth
        let height = availableHeight.isNaN || (heightMode == .atMost && availableHeight < 0) ? 0 : availableHeight
        layouts[node].measuredWidth = bound(node, .row, width, axisSize: ownerWidth)
        layouts[node].measuredHeight = bound(node, .column, height, axisSize: ownerHeight)
        return true
    }

    /// Yoga's `YGZeroOutLayoutRecursivly` for a `display: none` subtree, without recursion.
    func zeroOutHiddenSubtree(_ root: Int) {
        var pending = [root]
        while let node = pending.popLast() {
            let lineIndex = layouts[node].lineIndex
            layouts[node] = NodeLayoutState()
            layouts[node].lineIndex = lineIndex
            layouts[node].width = 0
            layouts[node].height = 0
            pending.append(contentsOf: children(of: node))
        }
    }

    /// Yoga's `YGNodeCalculateAvailableInnerDim`: the content box offered to the children,
    /// kept within the node's own min / max.
    func availableInnerSize(
        _ node: Int, _ axis: Axis, available: Float, padding: Float, ownerSize: Float
    ) -> Float {
        var inner = available - padding
        if !inner.isNaN {
            let minimum = resolvedMinSize(node, axis, ownerSize)
            let minInner = minimum.isNaN ? 0 : minimum - padding
            let maximum = resolvedMaxSize(node, axis, ownerSize)
            let maxInner = maximum.isNaN ? Float.greatestFiniteMagnitude : maximum - padding
            inner = YogaFloat.max(YogaFloat.min(inner, maxInner), minInner)
        }
        return inner
    }
}
