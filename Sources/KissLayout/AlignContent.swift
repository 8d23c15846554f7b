/// Step 7 of the layout step: placing the lines of a wrapping (or baseline-aligned) container
/// across its cross axis, with baseline alignment and line stretching (the multi-line part of
/// Yoga's `YGNodelayoutImpl` step 8), and CSS row gaps between lines.
extension LayoutEngine {
    func alignContent(lineCount: Int, totalLineCrossDim: Float, _ context: LineContext) {
        let node = context.node
        let mainAxis = context.mainAxis
        let crossAxis = mainAxis.cross
        let lineGap = styles[node].crossGap
        var crossDimLead: Float = 0
        var currentLead = leadingPadding(node, crossAxis)
        let available = context.availableInnerCrossDim
        if !available.isNaN {
            let remaining = available - totalLineCrossDim
            let lines = Float(lineCount)
            switch styles[node].alignContent {
            case .flexEnd:
                currentLead += remaining
            case .center:
                currentLead += remaining / 2
            case .stretch:
                if available > totalLineCrossDim { crossDimLead = remaining / lines }
            case .spaceAround:
                if available > totalLineCrossDim {
                    currentLead += remaining / (2 * lines)
                    if lineCount > 1 { crossDimLead = remaining / lines }
                } else {
                    currentLead += remaining / 2
                }
            case .spaceBetween:
                if available > totalLineCrossDim && lineCount > 1 { crossDimLead = remaining / (lines - 1) }
            case .auto, .flexStart, .baseline:
                break
            }
        }
        let siblings = Array(children(of: node))
        var endIndex = 0
        for lineIndex in 0..<lineCount {
            let startIndex = endIndex
            var lineHeight: Float = 0
            var maxAscent: Float = 0
            var maxDescent: Float = 0
            var index = startIndex
            while index < siblings.count {
                let child = siblings[index]
                if facts[child].isHiddenOrAbsolute {
                    index += 1
                    continue
                }
                if layouts[child].lineIndex != lineIndex { break }
                if isLaidOutSizeDefined(child, crossAxis) {
                    lineHeight = YogaFloat.max(lineHeight, sizeWithMargin(child, crossAxis))
                }
                if alignment(of: child, in: node) == .baseline {
                    let ascent = baseline(of: child) + leadingMargin(child, .column)
                    let descent = layouts[child].measuredHeight + marginForAxis(child, .column) - ascent
                    maxAscent = YogaFloat.max(maxAscent, ascent)
                    maxDescent = YogaFloat.max(maxDescent, descent)
                    lineHeight = YogaFloat.max(lineHeight, maxAscent + maxDescent)
                }
                index += 1
            }
            endIndex = index
            lineHeight += crossDimLead
            for position in startIndex..<endIndex {
                let child = siblings[position]
                if facts[child].isHiddenOrAbsolute { continue }
                placeInLine(
                    child, currentLead: currentLead, lineHeight: lineHeight, maxAscent: maxAscent, context)
            }
            currentLead += lineHeight + lineGap
        }
    }

    private func placeInLine(
        _ child: Int, currentLead: Float, lineHeight: Float, maxAscent: Float, _ context: LineContext
    ) {
        let node = context.node
        let mainAxis = context.mainAxis
        let crossAxis = mainAxis.cross
        let isMainAxisRow = mainAxis.isRow
        switch alignment(of: child, in: node) {
        case .flexStart:
            setPosition(child, crossAxis, currentLead + leadingMargin(child, crossAxis))
        case .flexEnd:
            setPosition(
                child, crossAxis,
                currentLead + lineHeight - trailingMargin(child, crossAxis) - measuredSize(child, crossAxis))
        case .center:
            setPosition(child, crossAxis, currentLead + (lineHeight - measuredSize(child, crossAxis)) / 2)
        case .stretch:
            setPosition(child, crossAxis, currentLead + leadingMargin(child, crossAxis))
            guard !isStyleSizeDefined(child, crossAxis, ownerSize: context.availableInnerCrossDim) else { return }
            // Yoga adds the cross-axis margins to a column's item height here (not the main-axis
            // ones); we keep that, as it decides whether the item is laid out again.
            let childWidth = isMainAxisRow
                ? layouts[child].measuredWidth + marginForAxis(child, mainAxis) : lineHeight
            let childHeight = !isMainAxisRow
                ? layouts[child].measuredHeight + marginForAxis(child, crossAxis) : lineHeight
            if !(YogaFloat.equal(childWidth, layouts[child].measuredWidth)
                && YogaFloat.equal(childHeight, layouts[child].measuredHeight))
            {
                if layouts[child].crossSizeBeforeStretch.isNaN {
                    layouts[child].crossSizeBeforeStretch = measuredSize(child, crossAxis)
                }
                layoutNode(
                    child, availableWidth: childWidth, availableHeight: childHeight,
                    widthMode: .exactly, heightMode: .exactly,
                    ownerWidth: context.availableInnerWidth, ownerHeight: context.availableInnerHeight,
                    performLayout: true)
            }
        case .baseline:
            setPosition(
                child, .column,
                currentLead + maxAscent - baselineForPlacement(of: child) + leadingOffsetOrZero(child, .column))
        case .auto, .spaceBetween, .spaceAround:
            break
        }
    }
}
