/// The layout of one node under given constraints (Yoga's `YGNodelayoutImpl`), as a sequence of
/// named steps: leaf sizing, flex bases, lines, flexible lengths, main-axis justification,
/// cross-axis alignment, line placement, final sizes, absolute children.
extension LayoutEngine {
    func layoutStep(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, ownerHeight: Float,
        performLayout: Bool
    ) {
        let marginAxisRow = marginForAxis(node, .row)
        let marginAxisColumn = marginForAxis(node, .column)
        let outerFreeWidth = availableWidth - marginAxisRow
        let outerFreeHeight = availableHeight - marginAxisColumn

        // Step 1: nodes that need no children laid out.
        if isMeasured(node) {
            sizeMeasuredLeaf(
                node, availableWidth: outerFreeWidth, availableHeight: outerFreeHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return
        }
        if childCount(node) == 0 {
            sizeEmptyContainer(
                node, availableWidth: outerFreeWidth, availableHeight: outerFreeHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return
        }
        if !performLayout
            && sizeWithoutChildrenIfFixed(
                node, availableWidth: outerFreeWidth, availableHeight: outerFreeHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        {
            return
        }

        let style = styles[node]
        let mainAxis = style.mainAxis
        let crossAxis = mainAxis.cross
        let isMainAxisRow = mainAxis.isRow
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth
        let paddingMain = paddingForAxis(node, mainAxis)
        let paddingCross = paddingForAxis(node, crossAxis)
        var mainMode = isMainAxisRow ? widthMode : heightMode
        let crossMode = isMainAxisRow ? heightMode : widthMode
        let availableInnerWidth = availableInnerSize(
            node, .row, available: outerFreeWidth, padding: paddingForAxis(node, .row), ownerSize: ownerWidth)
        let availableInnerHeight = availableInnerSize(
            node, .column, available: outerFreeHeight, padding: paddingForAxis(node, .column),
            ownerSize: ownerHeight)
        var availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
        let availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth

        // Step 2: flex bases.
        let totalOuterFlexBasis = computeFlexBases(
            node, availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
            widthMode: widthMode, heightMode: heightMode, performLayout: performLayout)
        let flexBasisOverflows = mainMode == .undefined ? false : totalOuterFlexBasis > availableInnerMainDim
        if style.wraps && flexBasisOverflows && mainMode == .atMost { mainMode = .exactly }

        var context = LineContext(
            node: node, mainAxis: mainAxis, mainAxisOwnerSize: mainAxisOwnerSize,
            availableInnerMainDim: availableInnerMainDim, availableInnerCrossDim: availableInnerCrossDim,
            availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
            flexBasisOverflows: flexBasisOverflows, crossMode: crossMode, performLayout: performLayout)

        var startIndex = 0
        var lineCount = 0
        var totalLineCrossDim: Float = 0
        var maxLineMainDim: Float = 0
        repeat {
            // Step 3: the items of this line.
            var line = collectLine(
                node, from: startIndex, lineIndex: lineCount, mainAxisOwnerSize: mainAxisOwnerSize,
                availableInnerMainDim: availableInnerMainDim, performLayout: performLayout)

            // Step 4: free space and flexible lengths.
            var sizeBasedOnContent = false
            if mainMode != .exactly {
                let minInnerMain = resolvedMinSize(node, mainAxis, mainAxisOwnerSize) - paddingMain
                let maxInnerMain = resolvedMaxSize(node, mainAxis, mainAxisOwnerSize) - paddingMain
                if !minInnerMain.isNaN && line.sizeConsumed < minInnerMain {
                    availableInnerMainDim = minInnerMain
                } else if !maxInnerMain.isNaN && line.sizeConsumed > maxInnerMain {
                    availableInnerMainDim = maxInnerMain
                } else {
                    // Yoga 1.x means to shrink the space to the content here, but its test can
                    // never be true; the content-sized case just leaves no free space.
                    sizeBasedOnContent = true
                }
                context.availableInnerMainDim = availableInnerMainDim
            }
            if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
                line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
            } else if line.sizeConsumed < 0 {
                line.remainingFreeSpace = -line.sizeConsumed
            }
            if !(!performLayout && crossMode == .exactly) {
                resolveFlexibleLengths(&line, context)
            }

            // Step 5: main-axis positions and the line's sizes.
            justifyMainAxis(&line, startIndex: startIndex, mainMode: mainMode, context)

            var containerCrossAxis = availableInnerCrossDim
            if crossMode == .undefined || crossMode == .atMost {
                containerCrossAxis = bound(
                    node, crossAxis, line.crossDim + paddingCross, axisSize: crossAxisOwnerSize) - paddingCross
            }
            if !style.wraps && crossMode == .exactly { line.crossDim = availableInnerCrossDim }
            line.crossDim = bound(node, crossAxis, line.crossDim + paddingCross, axisSize: crossAxisOwnerSize)
                - paddingCross

            // Step 6: cross-axis alignment within the line, below the lines before it.
            if lineCount > 0 { totalLineCrossDim += style.crossGap }
            if performLayout {
                alignItemsInLine(
                    line, startIndex: startIndex, containerCrossAxis: containerCrossAxis,
                    totalLineCrossDim: totalLineCrossDim, context)
            }
            totalLineCrossDim += line.crossDim
            maxLineMainDim = YogaFloat.max(maxLineMainDim, line.mainDim)
            lineCount += 1
            startIndex = line.endIndex
        } while startIndex < childCount(node)

        // Step 7: lines across the cross axis, baselines, stretched lines.
        if performLayout && (style.wraps || isBaselineLayout(node)) {
            alignContent(lineCount: lineCount, totalLineCrossDim: totalLineCrossDim, context)
        }

        // Step 8: the node's own size.
        layouts[node].measuredWidth = bound(node, .row, outerFreeWidth, axisSize: ownerWidth)
        layouts[node].measuredHeight = bound(node, .column, outerFreeHeight, axisSize: ownerHeight)
        if mainMode == .undefined || mainMode == .atMost {
            setMeasuredSize(node, mainAxis, bound(node, mainAxis, maxLineMainDim, axisSize: mainAxisOwnerSize))
        }
        if crossMode == .undefined || crossMode == .atMost {
            setMeasuredSize(
                node, crossAxis,
                bound(node, crossAxis, totalLineCrossDim + paddingCross, axisSize: crossAxisOwnerSize))
        }

        // Step 9: children out of the flow.
        if performLayout {
            for child in children(of: node) where facts[child].isAbsolute && !facts[child].isHidden {
                layoutAbsoluteChild(
                    child, of: node, width: availableInnerWidth,
                    widthMode: isMainAxisRow ? mainMode : crossMode, height: availableInnerHeight)
            }
        }
    }
}
