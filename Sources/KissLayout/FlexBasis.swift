/// Step 2 of the layout step: each child's flex basis (its hypothetical main size).
extension LayoutEngine {
    /// Yoga's `YGNodeComputeFlexBasisForChildren`. Returns the sum of the outer bases plus the
    /// gaps between in-flow children, which decides whether a wrapping line overflows.
    func computeFlexBases(
        _ node: Int, availableInnerWidth: Float, availableInnerHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode, performLayout: Bool
    ) -> Float {
        let mainAxis = styles[node].mainAxis
        let mainMode = mainAxis.isRow ? widthMode : heightMode
        let soleFlexibleChild = mainMode == .exactly ? facts[node].soleFlexibleChild : -1
        var totalOuterFlexBasis: Float = 0
        var inFlowCount = 0
        for child in children(of: node) {
            if facts[child].isHidden {
                zeroOutHiddenSubtree(child)
                continue
            }
            if performLayout { placeAtMarginAndOffset(child) }
            if facts[child].isAbsolute { continue }
            if child == soleFlexibleChild {
                // Yoga's shortcut: the one flexible child will take exactly the free space,
                // so its basis is 0 — and it stays 0 for the rest of this solve.
                layouts[child].flexBasisComputedThisSolve = true
                layouts[child].computedFlexBasis = 0
            } else if !facts[child].hasBasis
                && (mainAxis.isRow ? facts[child].sizeDefinedRow : facts[child].sizeDefinedColumn) == 1
            {
                // `computeFlexBasis` for a main size in points and no basis, written out.
                layouts[child].computedFlexBasis = YogaFloat.optionalMax(
                    mainAxis.isRow ? facts[child].definedWidth : facts[child].definedHeight,
                    paddingForAxis(child, mainAxis))
                layouts[child].flexBasisComputedThisSolve = true
            } else {
                computeFlexBasis(
                    of: child, in: node, width: availableInnerWidth, widthMode: widthMode,
                    height: availableInnerHeight, heightMode: heightMode)
            }
            if performLayout { layouts[child].layoutFlexBasis = layouts[child].computedFlexBasis }
            totalOuterFlexBasis += layouts[child].computedFlexBasis + marginForAxis(child, mainAxis)
            inFlowCount += 1
        }
        if inFlowCount > 1 { totalOuterFlexBasis += styles[node].mainGap * Float(inFlowCount - 1) }
        return totalOuterFlexBasis
    }

    /// The child that alone grows and shrinks, if exactly one child is flexible and it does both.
    /// Like Yoga, hidden children are looked at too. Computed once per node, in `init`
    /// (`NodeFacts.soleFlexibleChild`).
    func soleGrowingAndShrinkingChild(of node: Int) -> Int? {
        var sole: Int?
        for child in children(of: node) where isFlexible(child) {
            if sole != nil || YogaFloat.equal(growFactor(child), 0) || YogaFloat.equal(shrinkFactor(child), 0) {
                return nil
            }
            sole = child
        }
        return sole
    }

    /// The basis of a node with an explicit size on `axis` and no explicit basis: that size, at
    /// least its padding.
    @inline(__always)
    func explicitSizeBasis(_ node: Int, _ axis: Axis, ownerSize: Float) -> Float {
        YogaFloat.optionalMax(resolvedSizeValue(node, axis, ownerSize: ownerSize), paddingForAxis(node, axis))
    }

    /// Yoga's `YGNodeComputeFlexBasisForChild`: an explicit basis, else an explicit main size,
    /// else the child measured with what its parent can offer.
    func computeFlexBasis(
        of child: Int, in node: Int, width: Float, widthMode: MeasureMode,
        height: Float, heightMode: MeasureMode
    ) {
        let mainAxis = styles[node].mainAxis
        let isMainAxisRow = mainAxis.isRow
        let mainAxisSize = isMainAxisRow ? width : height
        let ownerWidth = width
        let ownerHeight = height
        let mainAxisOwnerSize = mainAxisSize
        let resolvedBasis = facts[child].hasBasis ? styles[child].basis.resolve(mainAxisOwnerSize) : .nan
        let isRowSizeDefined = isStyleSizeDefined(child, .row, ownerSize: ownerWidth)
        let isColumnSizeDefined = isStyleSizeDefined(child, .column, ownerSize: ownerHeight)

        if !resolvedBasis.isNaN && !mainAxisSize.isNaN {
            if layouts[child].computedFlexBasis.isNaN || !layouts[child].flexBasisComputedThisSolve {
                layouts[child].computedFlexBasis = YogaFloat.optionalMax(
                    resolvedBasis, paddingForAxis(child, mainAxis))
            }
        } else if isMainAxisRow && isRowSizeDefined {
            layouts[child].computedFlexBasis = explicitSizeBasis(child, .row, ownerSize: ownerWidth)
        } else if !isMainAxisRow && isColumnSizeDefined {
            layouts[child].computedFlexBasis = explicitSizeBasis(child, .column, ownerSize: ownerHeight)
        } else {
            var childWidth = Float.nan
            var childHeight = Float.nan
            var childWidthMode = MeasureMode.undefined
            var childHeightMode = MeasureMode.undefined
            let marginRow = marginForAxis(child, .row)
            let marginColumn = marginForAxis(child, .column)
            if isRowSizeDefined {
                childWidth = resolvedSizeValue(child, .row, ownerSize: ownerWidth) + marginRow
                childWidthMode = .exactly
            }
            if isColumnSizeDefined {
                childHeight = resolvedSizeValue(child, .column, ownerSize: ownerHeight) + marginColumn
                childHeightMode = .exactly
            }
            if childWidth.isNaN && !width.isNaN {
                childWidth = width
                childWidthMode = .atMost
            }
            if childHeight.isNaN && !height.isNaN {
                childHeight = height
                childHeightMode = .atMost
            }
            let ratio = facts[child].aspectRatio
            if !ratio.isNaN {
                if !isMainAxisRow && childWidthMode == .exactly {
                    childHeight = marginColumn + (childWidth - marginRow) / ratio
                    childHeightMode = .exactly
                } else if isMainAxisRow && childHeightMode == .exactly {
                    childWidth = marginRow + (childHeight - marginColumn) * ratio
                    childWidthMode = .exactly
                }
            }
            let stretches = alignment(of: child, in: node) == .stretch
            if !isMainAxisRow && !isRowSizeDefined && !width.isNaN && widthMode == .exactly
                && stretches && childWidthMode != .exactly
            {
                childWidth = width
                childWidthMode = .exactly
                if !ratio.isNaN {
                    childHeight = (childWidth - marginRow) / ratio
                    childHeightMode = .exactly
                }
            }
            if isMainAxisRow && !isColumnSizeDefined && !height.isNaN && heightMode == .exactly
                && stretches && childHeightMode != .exactly
            {
                childHeight = height
                childHeightMode = .exactly
                if !ratio.isNaN {
                    childWidth = (childHeight - marginColumn) * ratio
                    childWidthMode = .exactly
                }
            }
            constrainToMaxSize(child, .row, ownerAxisSize: ownerWidth, mode: &childWidthMode, size: &childWidth)
            constrainToMaxSize(
                child, .column, ownerAxisSize: ownerHeight, mode: &childHeightMode, size: &childHeight)
            layoutNode(
                child, availableWidth: childWidth, availableHeight: childHeight,
                widthMode: childWidthMode, heightMode: childHeightMode,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: false)
            layouts[child].computedFlexBasis = YogaFloat.max(
                measuredSize(child, mainAxis), paddingForAxis(child, mainAxis))
        }
        layouts[child].flexBasisComputedThisSolve = true
    }
}
