/// Step 6 of the layout step: cross-axis placement inside one line, re-laying out stretched
/// items at the line's cross size (the per-line part of Yoga's `YGNodelayoutImpl` step 7).
extension LayoutEngine {
    func alignItemsInLine(
        _ line: FlexLine, startIndex: Int, containerCrossAxis: Float, totalLineCrossDim: Float,
        _ context: LineContext
    ) {
        let node = context.node
        let mainAxis = context.mainAxis
        let crossAxis = mainAxis.cross
        let leadingPaddingCross = leadingPadding(node, crossAxis)
        let siblings = children(of: node)
        for index in startIndex..<line.endIndex {
            let child = siblings[siblings.startIndex + index]
            if facts[child].isHidden { continue }
            if facts[child].isAbsolute {
                if isLeadingOffsetDefined(child, crossAxis) {
                    setPosition(child, crossAxis, leadingOffset(child, crossAxis) + leadingMargin(child, crossAxis))
                } else {
                    setPosition(child, crossAxis, leadingMargin(child, crossAxis))
                }
                continue
            }
            var leadingCrossDim = leadingPaddingCross
            let align = alignment(of: child, in: node)
            if align == .stretch {
                if !isStyleSizeDefined(child, crossAxis, ownerSize: context.availableInnerCrossDim) {
                    stretchAcrossLine(child, lineCrossDim: line.crossDim, context)
                }
            } else {
                let remainingCrossDim = containerCrossAxis - sizeWithMargin(child, crossAxis)
                switch align {
                case .flexStart: break
                case .center: leadingCrossDim += remainingCrossDim / 2
                default: leadingCrossDim += remainingCrossDim
                }
            }
            setPosition(child, crossAxis, position(child, crossAxis) + totalLineCrossDim + leadingCrossDim)
        }
    }

    private func stretchAcrossLine(_ child: Int, lineCrossDim: Float, _ context: LineContext) {
        let node = context.node
        let mainAxis = context.mainAxis
        let crossAxis = mainAxis.cross
        let isMainAxisRow = mainAxis.isRow
        var childMainSize = measuredSize(child, mainAxis)
        let ratio = facts[child].aspectRatio
        var childCrossSize = !ratio.isNaN
            ? marginForAxis(child, crossAxis) + (isMainAxisRow ? childMainSize / ratio : childMainSize * ratio)
            : lineCrossDim
        childMainSize += marginForAxis(child, mainAxis)
        var childMainMode = MeasureMode.exactly
        var childCrossMode = MeasureMode.exactly
        constrainToMaxSize(
            child, mainAxis, ownerAxisSize: context.availableInnerMainDim, mode: &childMainMode, size: &childMainSize)
        constrainToMaxSize(
            child, crossAxis, ownerAxisSize: context.availableInnerCrossDim, mode: &childCrossMode,
            size: &childCrossSize)
        let childWidth = isMainAxisRow ? childMainSize : childCrossSize
        let childHeight = isMainAxisRow ? childCrossSize : childMainSize
        // In a wrapping container whose lines do not stretch, Yoga measures the cross axis freely.
        layouts[child].crossSizeBeforeStretch = measuredSize(child, crossAxis)
        let crossAxisDoesNotGrow = styles[node].alignContent != .stretch && styles[node].wraps
        layoutNode(
            child, availableWidth: childWidth, availableHeight: childHeight,
            widthMode: childWidth.isNaN || (!isMainAxisRow && crossAxisDoesNotGrow) ? .undefined : .exactly,
            heightMode: childHeight.isNaN || (isMainAxisRow && crossAxisDoesNotGrow) ? .undefined : .exactly,
            ownerWidth: context.availableInnerWidth, ownerHeight: context.availableInnerHeight,
            performLayout: true)
    }
}
