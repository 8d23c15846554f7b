/// Step 4 of the layout step: growing and shrinking the items of a line, then laying each out
/// at its final main size (Yoga's `YGResolveFlexibleLength`).
///
/// Yoga deviates from the CSS spec here: two passes instead of the spec's loop. The first
/// freezes the items whose min / max would trigger and takes them out of the shares; the
/// second gives every item its share.
extension LayoutEngine {
    struct LineContext {
        var node: Int
        var mainAxis: Axis
        var mainAxisOwnerSize: Float
        var availableInnerMainDim: Float
        var availableInnerCrossDim: Float
        var availableInnerWidth: Float
        var availableInnerHeight: Float
        var flexBasisOverflows: Bool
        var crossMode: MeasureMode
        var performLayout: Bool
    }

    func resolveFlexibleLengths(_ line: inout FlexLine, _ context: LineContext) {
        let originalFreeSpace = line.remainingFreeSpace
        freezeClampedItems(&line, context)
        let distributed = sizeItemsAtFinalMainSize(line, context)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    /// Yoga's `YGDistributeFreeSpaceFirstPass`.
    private func freezeClampedItems(_ line: inout FlexLine, _ context: LineContext) {
        // Without free space (0 or NaN: a content-sized main axis) no item is looked at.
        guard line.remainingFreeSpace < 0 || line.remainingFreeSpace > 0 else { return }
        var deltaFreeSpace: Float = 0
        let siblings = children(of: context.node)
        for index in line.startIndex..<line.endIndex {
            let child = siblings[index]
            if facts[child].isHiddenOrAbsolute { continue }
            let basis = boundWithinMinAndMax(
                child, context.mainAxis, layouts[child].computedFlexBasis, axisSize: context.mainAxisOwnerSize)
            if line.remainingFreeSpace < 0 {
                let scaledShrink = -shrinkFactor(child) * basis
                if !scaledShrink.isNaN && scaledShrink != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaledShrink
                    let bounded = bound(child, context.mainAxis, base, axisSize: context.availableInnerMainDim)
                    if !base.isNaN && !bounded.isNaN && base != bounded {
                        deltaFreeSpace += bounded - basis
                        line.totalFlexShrinkScaledFactors -= -shrinkFactor(child) * layouts[child].computedFlexBasis
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = growFactor(child)
                if !grow.isNaN && grow != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
                    let bounded = bound(child, context.mainAxis, base, axisSize: context.availableInnerMainDim)
                    if !base.isNaN && !bounded.isNaN && base != bounded {
                        deltaFreeSpace += bounded - basis
                        line.totalFlexGrowFactors -= grow
                    }
                }
            }
        }
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Yoga's `YGDistributeFreeSpaceSecondPass`. Returns the space handed out.
    private func sizeItemsAtFinalMainSize(_ line: FlexLine, _ context: LineContext) -> Float {
        let node = context.node
        let mainAxis = context.mainAxis
        let crossAxis = mainAxis.cross
        let isMainAxisRow = mainAxis.isRow
        let wraps = styles[node].wraps
        var deltaFreeSpace: Float = 0
        let siblings = children(of: node)
        for index in line.startIndex..<line.endIndex {
            let child = siblings[index]
            if facts[child].isHiddenOrAbsolute { continue }
            let basis = boundWithinMinAndMax(
                child, mainAxis, layouts[child].computedFlexBasis, axisSize: context.mainAxisOwnerSize)
            var updatedMainSize = basis
            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let scaledShrink = -shrinkFactor(child) * basis
                if scaledShrink != 0 {
                    let childSize: Float
                    if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
                        childSize = basis + scaledShrink
                    } else {
                        childSize = basis
                            + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * scaledShrink
                    }
                    updatedMainSize = bound(child, mainAxis, childSize, axisSize: context.availableInnerMainDim)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = growFactor(child)
                if !grow.isNaN && grow != 0 {
                    updatedMainSize = bound(
                        child, mainAxis,
                        basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
                        axisSize: context.availableInnerMainDim)
                }
            }
            deltaFreeSpace += updatedMainSize - basis

            let marginMain = marginForAxis(child, mainAxis)
            let marginCross = marginForAxis(child, crossAxis)
            var childMainSize = updatedMainSize + marginMain
            var childMainMode = MeasureMode.exactly
            var childCrossSize: Float
            var childCrossMode: MeasureMode
            let ratio = facts[child].aspectRatio
            if context.performLayout {
                layouts[child].crossSizeImposedByStretch = false
                layouts[child].crossSizeBeforeStretch = .nan
            }
            let crossSizeDefined = isStyleSizeDefined(child, crossAxis, ownerSize: context.availableInnerCrossDim)
            let stretches = alignment(of: child, in: node) == .stretch
            if !ratio.isNaN {
                childCrossSize = (isMainAxisRow
                    ? (childMainSize - marginMain) / ratio
                    : (childMainSize - marginMain) * ratio) + marginCross
                childCrossMode = .exactly
            } else if !context.availableInnerCrossDim.isNaN && !crossSizeDefined
                && context.crossMode == .exactly && !(wraps && context.flexBasisOverflows) && stretches
            {
                childCrossSize = context.availableInnerCrossDim
                childCrossMode = .exactly
                if context.performLayout { layouts[child].crossSizeImposedByStretch = true }
            } else if !crossSizeDefined {
                childCrossSize = context.availableInnerCrossDim
                childCrossMode = childCrossSize.isNaN ? .undefined : .atMost
            } else {
                childCrossSize = resolvedSizeValue(child, crossAxis, ownerSize: context.availableInnerCrossDim) + marginCross
                // The resolved size is a percentage exactly when `isStyleSizeDefined` says 2.
                let percentage = (crossAxis == .row ? facts[child].sizeDefinedRow : facts[child].sizeDefinedColumn) == 2
                let loosePercentage = percentage && context.crossMode != .exactly
                childCrossMode = childCrossSize.isNaN || loosePercentage ? .undefined : .exactly
            }
            constrainToMaxSize(
                child, mainAxis, ownerAxisSize: context.availableInnerMainDim,
                mode: &childMainMode, size: &childMainSize)
            constrainToMaxSize(
                child, crossAxis, ownerAxisSize: context.availableInnerCrossDim,
                mode: &childCrossMode, size: &childCrossSize)
            // A stretched child is laid out for real only once its line's cross size is known.
            let requiresStretchLayout = !crossSizeDefined && stretches
            layoutNode(
                child,
                availableWidth: isMainAxisRow ? childMainSize : childCrossSize,
                availableHeight: isMainAxisRow ? childCrossSize : childMainSize,
                widthMode: isMainAxisRow ? childMainMode : childCrossMode,
                heightMode: isMainAxisRow ? childCrossMode : childMainMode,
                ownerWidth: context.availableInnerWidth, ownerHeight: context.availableInnerHeight,
                performLayout: context.performLayout && !requiresStretchLayout)
        }
        return deltaFreeSpace
    }
}
