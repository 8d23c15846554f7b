/// Step 5 of the layout step: positions along the main axis, and the line's own main and cross
/// sizes (Yoga's `YGJustifyMainAxis`), with CSS gaps between adjacent items.
extension LayoutEngine {
    func justifyMainAxis(
        _ line: inout FlexLine, startIndex: Int, mainMode: MeasureMode,
        _ context: LineContext
    ) {
        let node = context.node
        let mainAxis = context.mainAxis
        let crossAxis = mainAxis.cross
        let leadingPaddingMain = leadingPadding(node, mainAxis)
        let trailingPaddingMain = trailingPadding(node, mainAxis)
        let gap = styles[node].mainGap

        // Measuring to fit content: free space only exists up to a min size.
        if mainMode == .atMost && line.remainingFreeSpace > 0 {
            let minimum = resolvedMinSize(node, mainAxis, context.mainAxisOwnerSize)
            if !minimum.isNaN {
                let minAvailableMainDim = minimum - leadingPaddingMain - trailingPaddingMain
                let occupied = context.availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = YogaFloat.max(0, minAvailableMainDim - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
        }

        var leadingMainDim: Float = 0
        var betweenMainDim: Float = 0
        let itemCount = Float(line.itemCount)
        switch styles[node].justify {
        case .center:
            leadingMainDim = line.remainingFreeSpace / 2
        case .end:
            leadingMainDim = line.remainingFreeSpace
        case .spaceBetween:
            betweenMainDim = line.itemCount > 1 ? YogaFloat.max(line.remainingFreeSpace, 0) / (itemCount - 1) : 0
        case .spaceEvenly:
            betweenMainDim = line.remainingFreeSpace / (itemCount + 1)
            leadingMainDim = betweenMainDim
        case .spaceAround:
            betweenMainDim = line.remainingFreeSpace / itemCount
            leadingMainDim = betweenMainDim / 2
        case .start:
            break
        }

        line.mainDim = leadingPaddingMain + leadingMainDim
        line.crossDim = 0
        var maxAscent: Float = 0
        var maxDescent: Float = 0
        let baselineLayout = isBaselineLayout(node)
        let canSkipFlex = !context.performLayout && context.crossMode == .exactly
        var placedItems = 0
        let siblings = children(of: node)
        for index in startIndex..<line.endIndex {
            let child = siblings[siblings.startIndex + index]
            if facts[child].isHidden { continue }
            if facts[child].isAbsolute {
                if context.performLayout {
                    if isLeadingOffsetDefined(child, mainAxis) {
                        setPosition(
                            child, mainAxis, leadingOffset(child, mainAxis) + leadingMargin(child, mainAxis))
                    } else {
                        setPosition(child, mainAxis, position(child, mainAxis) + leadingMainDim)
                    }
                }
                continue
            }
            if placedItems > 0 { line.mainDim += gap }
            placedItems += 1
            if context.performLayout {
                setPosition(child, mainAxis, position(child, mainAxis) + line.mainDim)
            }
            if canSkipFlex {
                // The children were not laid out in this pass: only their bases are known.
                line.mainDim += betweenMainDim + marginForAxis(child, mainAxis) + layouts[child].computedFlexBasis
                line.crossDim = context.availableInnerCrossDim
            } else {
                line.mainDim += betweenMainDim + sizeWithMargin(child, mainAxis)
                if baselineLayout {
                    let ascent = baseline(of: child) + leadingMargin(child, .column)
                    let descent = layouts[child].measuredHeight + marginForAxis(child, .column) - ascent
                    maxAscent = YogaFloat.max(maxAscent, ascent)
                    maxDescent = YogaFloat.max(maxDescent, descent)
                } else {
                    line.crossDim = YogaFloat.max(line.crossDim, sizeWithMargin(child, crossAxis))
                }
            }
        }
        line.mainDim += trailingPaddingMain
        if baselineLayout { line.crossDim = maxAscent + maxDescent }
    }
}
