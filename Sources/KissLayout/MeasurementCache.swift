extension LayoutEngine {
    /// The cached answer Yoga would reuse for these constraints, if any.
    ///
    /// Containers only reuse exact matches (within Yoga's 0.0001 tolerance), among the slots
    /// Yoga would search: it forgets measurements when its 8 slots start over, and measures
    /// again. We forget them too. Remembering them would answer the same size, but Yoga's
    /// measuring again also measures the subtree again, which changes which answers the
    /// subtree's caches hold later; and where two requests differ by less than the tolerance
    /// (127.02 and 127.01999), the answer a node gives depends on which one it measured
    /// last. Generated cases showed frames differing from Yoga's that way.
    ///
    /// So nested flexible stacks cost time that grows with depth, as in Yoga, except in the
    /// subtrees the reuse rules of `SeparableSubtrees.swift` cover. Past `exactStepBudget` steps, which no realistic
    /// tree reaches, containers get the leaves' leniency too: the cost becomes linear and the
    /// frames stay finite and plausible, but may no longer match Yoga to the pixel. Measured leaves also accept answers that must be
    /// the same (an exact size equal to a previous result, a looser limit the previous result
    /// fits in, a tighter limit it still fits), compared after pixel-grid rounding — this
    /// leniency can shift a leaf by less than a pixel, and Yoga's frames include that shift.
    func cachedAnswer(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, performLayout: Bool
    ) -> CachedMeasurement? {
        let lenient = isMeasured(node) || (!performLayout && layoutSteps > exactStepBudget)
        if lenient {
            let marginRow = marginForAxis(node, .row)
            let marginColumn = marginForAxis(node, .column)
            let request = CachedMeasurement(
                availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode)
            let cachedLayout = layouts[node].cachedLayout
            if canReuse(cachedLayout, for: request, marginRow: marginRow, marginColumn: marginColumn) {
                return cachedLayout
            }
            for slot in 0..<layouts[node].cachedMeasurementCount {
                let entry = measurement(node, slot)
                if canReuse(entry, for: request, marginRow: marginRow, marginColumn: marginColumn) {
                    return entry
                }
            }
            return nil
        }
        return exactCachedAnswer(
            node, availableWidth: availableWidth, availableHeight: availableHeight,
            widthMode: widthMode, heightMode: heightMode, performLayout: performLayout)
    }

    /// `cachedAnswer` when it is not lenient (a container within the exact step budget): the
    /// layout slot for a layout, else the first measurement slot, in Yoga's order, whose
    /// constraints match within Yoga's tolerance.
    @inline(__always)
    func exactCachedAnswer(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode, performLayout: Bool
    ) -> CachedMeasurement? {
        if performLayout {
            let entry = layouts[node].cachedLayout
            return Self.matchesExactly(entry, availableWidth, availableHeight, widthMode, heightMode) ? entry : nil
        }
        for slot in 0..<layouts[node].cachedMeasurementCount {
            let entry = measurement(node, slot)
            if Self.matchesExactly(entry, availableWidth, availableHeight, widthMode, heightMode) {
                return entry
            }
        }
        return nil
    }

    @inline(__always)
    func remember(_ node: Int, _ entry: CachedMeasurement, asLayout: Bool) {
        // Yoga starts its measurement slots over when they are full and anything new is
        // stored, a layout included (which goes to its own slot): from then on only the
        // slots written since are searched.
        if layouts[node].cachedMeasurementCount == Self.cachedMeasurementsPerNode {
            layouts[node].cachedMeasurementCount = 0
        }
        if asLayout {
            layouts[node].cachedLayout = entry
            return
        }
        let slot = layouts[node].cachedMeasurementCount
        if slot == 0 {
            layouts[node].firstMeasurement = entry
        } else {
            if layouts[node].overflowBlock < 0 { layouts[node].overflowBlock = newOverflowBlock() }
            overflowSlots[layouts[node].overflowBlock * Self.overflowSlotsPerNode + slot - 1] = entry
        }
        layouts[node].cachedMeasurementCount += 1
    }

    /// Measurement slot `slot` (< `cachedMeasurementCount`) of `node`. The first lives in the
    /// node's layout state; most nodes never need more (70% of a screen-like tree's nodes use
    /// one slot, 15% all eight). The other seven come as one block from `overflowSlots`, handed
    /// out when the node first needs its second slot and kept for the solve, so that memory
    /// is spent (and faulted in) only for nodes measured in several ways.
    @inline(__always)
    func measurement(_ node: Int, _ slot: Int) -> CachedMeasurement {
        slot == 0
            ? layouts[node].firstMeasurement
            : overflowSlots[layouts[node].overflowBlock * Self.overflowSlotsPerNode + slot - 1]
    }

    /// A fresh block of `overflowSlotsPerNode` slots, growing the pool by doubling.
    private func newOverflowBlock() -> Int {
        if (overflowBlockCount + 1) * Self.overflowSlotsPerNode > overflowSlots.count {
            // Slots are trivial values; only those handed out so far need copying.
            overflowSlots = ScratchMemory.enlarge(
                overflowSlots.baseAddress!, keeping: overflowBlockCount * Self.overflowSlotsPerNode,
                to: 2 * overflowSlots.count)
        }
        overflowBlockCount += 1
        return overflowBlockCount - 1
    }

    @inline(__always)
    static func matchesExactly(
        _ entry: CachedMeasurement, _ width: Float, _ height: Float,
        _ widthMode: MeasureMode, _ heightMode: MeasureMode
    ) -> Bool {
        entry.widthMode == widthMode && entry.heightMode == heightMode
            && YogaFloat.equal(entry.availableWidth, width) && YogaFloat.equal(entry.availableHeight, height)
    }

    /// Yoga's `YGNodeCanUseCachedMeasurement`.
    private func canReuse(
        _ last: CachedMeasurement, for request: CachedMeasurement, marginRow: Float, marginColumn: Float
    ) -> Bool {
        if (!last.computedHeight.isNaN && last.computedHeight < 0)
            || (!last.computedWidth.isNaN && last.computedWidth < 0)
        {
            return false
        }
        let rounded = pointScaleFactor != 0
        func effective(_ value: Float) -> Float {
            rounded ? PixelGrid.round(Double(value), scale: Double(pointScaleFactor)) : value
        }
        let sameWidthSpec = last.widthMode == request.widthMode
            && YogaFloat.equal(effective(last.availableWidth), effective(request.availableWidth))
        let sameHeightSpec = last.heightMode == request.heightMode
            && YogaFloat.equal(effective(last.availableHeight), effective(request.availableHeight))
        let widthFits = sameWidthSpec
            || Self.stillValid(
                mode: request.widthMode, size: request.availableWidth - marginRow,
                lastMode: last.widthMode, lastSize: last.availableWidth, lastComputed: last.computedWidth)
        let heightFits = sameHeightSpec
            || Self.stillValid(
                mode: request.heightMode, size: request.availableHeight - marginColumn,
                lastMode: last.heightMode, lastSize: last.availableHeight, lastComputed: last.computedHeight)
        return widthFits && heightFits
    }

    private static func stillValid(
        mode: MeasureMode, size: Float, lastMode: MeasureMode, lastSize: Float, lastComputed: Float
    ) -> Bool {
        let exactAndMatchesOldResult = mode == .exactly && YogaFloat.equal(size, lastComputed)
        let oldWasUnconstrainedAndStillFits = mode == .atMost && lastMode == .undefined
            && (size >= lastComputed || YogaFloat.equal(size, lastComputed))
        let newIsStricterAndStillFits = lastMode == .atMost && mode == .atMost
            && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN && lastSize > size
            && (lastComputed <= size || YogaFloat.equal(size, lastComputed))
        return exactAndMatchesOldResult || oldWasUnconstrainedAndStillFits || newIsStricterAndStillFits
    }
}
