/// The items of one flex line and the running totals the later steps share
/// (Yoga's `YGCollectFlexItemsRowValues`).
struct FlexLine {
    /// The line's items are the in-flow, displayed children at `startIndex ..< endIndex` of the
    /// parent's children (no array, so that a layout step allocates nothing per line).
    var startIndex = 0
    var itemCount = 0
    /// Index in the parent's children just past the last child of this line.
    var endIndex = 0
    var sizeConsumed: Float = 0
    var totalFlexGrowFactors: Float = 0
    /// Negative: the sum of −shrink × basis, as Yoga keeps it.
    var totalFlexShrinkScaledFactors: Float = 0
    var remainingFreeSpace: Float = 0
    /// Outer main size of the line, padding included, once justified.
    var mainDim: Float = 0
    var crossDim: Float = 0
}

/// Step 3 of the layout step: splitting the children into lines.
extension LayoutEngine {
    /// Yoga's `YGCalculateCollectFlexItemsRowValues`, with CSS gaps between items.
    func collectLine(
        _ node: Int, from startIndex: Int, lineIndex: Int, mainAxisOwnerSize: Float,
        availableInnerMainDim: Float, performLayout: Bool
    ) -> FlexLine {
        let mainAxis = styles[node].mainAxis
        let wraps = styles[node].wraps
        let gap = styles[node].mainGap
        let siblings = children(of: node)
        var line = FlexLine()
        line.startIndex = startIndex
        var index = startIndex
        while index < siblings.count {
            let child = siblings[siblings.startIndex + index]
            if facts[child].isHiddenOrAbsolute {
                index += 1
                continue
            }
            layouts[child].lineIndex = lineIndex
            if performLayout { layouts[child].layoutLineIndex = Int32(truncatingIfNeeded: lineIndex) }
            let marginMain = marginForAxis(child, mainAxis)
            let clampedBasis = boundWithinMinAndMax(
                child, mainAxis, layouts[child].computedFlexBasis, axisSize: mainAxisOwnerSize)
            let gapBefore: Float = (line.itemCount == 0) ? 0 : gap
            if line.sizeConsumed + clampedBasis + marginMain + gapBefore > availableInnerMainDim
                && wraps && !(line.itemCount == 0)
            {
                break
            }
            line.sizeConsumed += clampedBasis + marginMain + gapBefore
            if isFlexible(child) {
                line.totalFlexGrowFactors += growFactor(child)
                line.totalFlexShrinkScaledFactors += -shrinkFactor(child) * layouts[child].computedFlexBasis
            }
            line.itemCount += 1
            index += 1
        }
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 {
            line.totalFlexShrinkScaledFactors = 1
        }
        line.endIndex = index
        return line
    }
}
