/// The solver's working memory: the input tree flattened into arrays (pre-order, index 0 is
/// the root) plus one `NodeLayoutState` per node. The algorithm's steps are extensions of
/// this class, one file each, named after the step.
final class LayoutEngine {
    /// Yoga keeps this many measurements per node (`YG_MAX_CACHED_RESULT_COUNT` in the Yoga
    /// poga bundles) before it starts again from the first slot.
    static let cachedMeasurementsPerNode = 8
    /// Real trees need a handful of steps per node; only nesting that would take Yoga itself
    /// exponential time comes near this.
    static let exactStepsPerNode = 32
    static let exactStepsMinimum = 100_000

    let parents: [Int]
    let tags: [Int]
    let measureFunctions: [MeasureFunction?]
    let baselineFunctions: [BaselineFunction?]
    /// The children of node `i` as laid out (see `children(of:)`), in one list.
    let childPointer: UnsafeMutableBufferPointer<Int>
    /// The input children of each node, including those of measured nodes (which do not lay them out).
    let inputChildren: [[Int]]
    let maximumDepth: Int
    /// Manually managed so that the hot path pays neither copy-on-write, bounds checks nor
    /// exclusivity checks (a quarter of the run time as arrays); allocated in `init` (from
    /// `ScratchMemory`, like the engine's other per-solve buffers), given back in
    /// `deinit`, and never handed out of the engine.
    let styles: UnsafeMutableBufferPointer<EngineStyle>
    let layouts: UnsafeMutableBufferPointer<NodeLayoutState>
    let facts: UnsafeMutableBufferPointer<NodeFacts>
    /// Measurement slots 2 to 8 of the nodes that need them, in blocks of
    /// `overflowSlotsPerNode` (see `measurement(_:_:)`); not initialized: a slot is read only
    /// after it was written (`cachedMeasurementCount` bounds every read), and
    /// `CachedMeasurement` is a trivial type.
    var overflowSlots: UnsafeMutableBufferPointer<CachedMeasurement>
    var overflowBlockCount = 0
    static let overflowSlotsPerNode = cachedMeasurementsPerNode - 1
    /// Layout steps run so far, and how many we run with Yoga's exact semantics before falling
    /// back to lenient reuse of container measurements (see `MeasurementCache`).
    var layoutSteps = 0
    let exactStepBudget: Int
    /// Yoga's `pointScaleFactor`; 0 disables rounding.
    let pointScaleFactor: Float
    /// Whether height-insensitive subtrees reuse measurements (`HeightInsensitiveSubtrees.swift`).
    let heightInsensitiveReuse: Bool
    /// Their remembered answers, and the watch on offers that decides whether the rule was
    /// exact (`needsExactRerun`); both hold nothing when the tree has no such subtree.
    let heightInsensitiveMemo = HeightInsensitiveMemo()
    let nearDuplicateOffers = NearDuplicateOffers()
    /// The subtrees replayed from, and recorded for, another solve (`SubtreeReplay.swift`);
    /// empty unless the solve was asked to record.
    /// Exempt from the run-time exclusivity check (read on every call of a unit's root): only
    /// the solving thread touches it, one access at a time.
    @exclusivity(unchecked) var replayUnits: [ReplayUnit] = []

    /// `recording`: whether to find the tree's units and record them, replaying what
    /// `previous` recorded where it applies.
    init(
        root: LayoutNode, scale: Double, heightInsensitiveReuse: Bool = true,
        recording: Bool = false, previous: SolveRecording? = nil
    ) {
        self.heightInsensitiveReuse = heightInsensitiveReuse
        let flat = FlattenedTree(root)
        let nodeCount = flat.parents.count
        parents = flat.parents
        tags = flat.tags
        measureFunctions = flat.measureFunctions
        baselineFunctions = flat.baselineFunctions
        inputChildren = flat.children
        maximumDepth = flat.maximumDepth
        styles = flat.styles
        facts = ScratchMemory.allocate(NodeFacts.self, count: nodeCount)
        var laidOutChildren = 0
        for node in 0..<nodeCount {
            (facts.baseAddress! + node).initialize(to: NodeFacts(styles.baseAddress! + node, isRoot: flat.parents[node] < 0))
            facts[node].isMeasured = flat.measureFunctions[node] != nil
            // Yoga forbids children under a measure function; we keep them out of layout.
            if !facts[node].isMeasured { laidOutChildren += flat.children[node].count }
        }
        childPointer = ScratchMemory.allocate(Int.self, count: max(laidOutChildren, 1))
        var next = 0
        for node in 0..<nodeCount {
            facts[node].childStart = next
            guard !facts[node].isMeasured else { continue }
            for child in flat.children[node] {
                (childPointer.baseAddress! + next).initialize(to: child)
                next += 1
            }
            facts[node].childCount = next - facts[node].childStart
        }
        layouts = ScratchMemory.allocate(NodeLayoutState.self, count: nodeCount)
        layouts.initialize(repeating: NodeLayoutState())
        overflowSlots = ScratchMemory.allocate(
            CachedMeasurement.self, count: max(16, nodeCount / 4) * Self.overflowSlotsPerNode)
        pointScaleFactor = scale.isFinite && scale > 0 ? Float(min(scale, 1e4)) : 0
        exactStepBudget = Self.exactStepsPerNode * nodeCount + Self.exactStepsMinimum
        for node in 0..<nodeCount {
            let parent = flat.parents[node]
            if parent >= 0 {
                facts[node].alignment = Self.alignment(of: styles[node], in: styles[parent])
            }
            facts[node].soleFlexibleChild = soleGrowingAndShrinkingChild(of: node) ?? -1
            facts[node].isBaselineLayout = Self.isBaselineLayout(
                styles[node], children: children(of: node).lazy.map { self.styles[$0] })
        }
        if let sizes = markSeparableContainers() {
            var containers = 0
            var watched = 0
            for node in 0..<nodeCount {
                let parent = flat.parents[node]
                facts[node].watchOffers = facts[node].heightInsensitive || (parent >= 0 && facts[parent].watchOffers)
                if facts[node].heightInsensitive { containers += 1 }
                if facts[node].watchOffers { watched += 1 }
            }
            heightInsensitiveMemo.prepare(subtreeSizes: sizes, containerCount: containers)
            nearDuplicateOffers.prepare(nodeCount: nodeCount, watchedCount: watched)
        }
        if recording { prepareReplay(identities: flat.identities, previous: previous) }
    }

    /// What `NearDuplicateOffers` must see (`HeightInsensitiveSubtrees.swift`): every offer
    /// made in a height-insensitive subtree whose answer depends on its value. A box answers an
    /// offer that is not EXACTLY with its padding, whatever the value; UNDEFINED carries none.
    private func watchOffer(
        _ node: Int, _ width: Float, _ widthMode: MeasureMode, _ height: Float, _ heightMode: MeasureMode
    ) {
        let isBox = facts[node].childCount == 0
        if widthMode == .exactly || (!isBox && widthMode == .atMost),
            layouts[node].lastWatchedWidth.bitPattern != width.bitPattern || layouts[node].lastWatchedWidthMode != widthMode
        {
            nearDuplicateOffers.offer(node, width: width, mode: widthMode)
            layouts[node].lastWatchedWidth = width
            layouts[node].lastWatchedWidthMode = widthMode
        }
        if heightMode == .exactly || (!isBox && heightMode == .atMost),
            layouts[node].lastWatchedHeight.bitPattern != height.bitPattern
                || layouts[node].lastWatchedHeightMode != heightMode
        {
            nearDuplicateOffers.offer(node, height: height, mode: heightMode)
            layouts[node].lastWatchedHeight = height
            layouts[node].lastWatchedHeightMode = heightMode
        }
    }

    /// Whether the height-insensitive rule may have answered differently from Yoga in this
    /// solve (two near-duplicate offers to one node of such a subtree), so that the solve must
    /// run again without it (see `HeightInsensitiveSubtrees.swift`).
    var needsExactRerun: Bool { nearDuplicateOffers.found }

    deinit {
        ScratchMemory.deallocate(childPointer)
        styles.deinitialize()
        ScratchMemory.deallocate(styles)
        facts.deinitialize()
        ScratchMemory.deallocate(facts)
        layouts.deinitialize()
        ScratchMemory.deallocate(layouts)
        ScratchMemory.deallocate(overflowSlots)
    }

    /// Indexed from 0.
    @inline(__always)
    func children(of node: Int) -> UnsafeBufferPointer<Int> {
        UnsafeBufferPointer(start: childPointer.baseAddress! + facts[node].childStart, count: facts[node].childCount)
    }

    @inline(__always)
    func childCount(_ node: Int) -> Int { facts[node].childCount }

    @inline(__always)
    func isMeasured(_ node: Int) -> Bool { facts[node].isMeasured }

    /// `layoutNode` for a node without children or measure function (a box), written out:
    /// half of all calls in screen-like trees. The same steps as the general path: an exact
    /// cache match (within Yoga's tolerance, in Yoga's slot order), else
    /// `sizeEmptyContainer` and `remember`. Only valid within the exact step budget (past it,
    /// lookups are lenient and go through `cachedAnswer`).
    @inline(__always)
    private func layoutBox(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, ownerHeight: Float,
        performLayout: Bool
    ) {
        if let hit = exactCachedAnswer(
            node, availableWidth: availableWidth, availableHeight: availableHeight,
            widthMode: widthMode, heightMode: heightMode, performLayout: performLayout)
        {
            layouts[node].measuredWidth = hit.computedWidth
            layouts[node].measuredHeight = hit.computedHeight
        } else {
            layoutSteps += 1
            sizeEmptyContainer(
                node, availableWidth: availableWidth - facts[node].marginRow,
                availableHeight: availableHeight - facts[node].marginColumn,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            rememberMeasured(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, performLayout: performLayout)
        }
        if performLayout { adoptMeasuredSize(node) }
    }

    /// Stores the size just measured under the constraints asked for (Yoga's cache write).
    @inline(__always)
    private func rememberMeasured(
        _ node: Int, availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode, performLayout: Bool
    ) {
        remember(
            node,
            CachedMeasurement(
                availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode,
                computedWidth: layouts[node].measuredWidth,
                computedHeight: layouts[node].measuredHeight),
            asLayout: performLayout)
    }

    /// A layout pass makes the measured size the node's size.
    @inline(__always)
    func adoptMeasuredSize(_ node: Int) {
        layouts[node].width = layouts[node].measuredWidth
        layouts[node].height = layouts[node].measuredHeight
        layouts[node].wasLaidOut = true
    }

    /// Yoga's `YGLayoutNodeInternal`: answers from the node's cache when the constraints match
    /// one it has already solved, else runs the layout step and remembers the result.
    func layoutNode(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, ownerHeight: Float,
        performLayout: Bool, reuseRulesChecked: Bool = false
    ) {
        if facts[node].watchOffers { watchOffer(node, availableWidth, widthMode, availableHeight, heightMode) }
        let unit = Int(facts[node].replayUnit)
        if unit >= 0 && !replayUnits[unit].computing {
            layoutUnit(unit, RecordedCall(
                availableWidth: availableWidth, availableHeight: availableHeight, ownerWidth: ownerWidth,
                ownerHeight: ownerHeight, widthMode: widthMode, heightMode: heightMode, performLayout: performLayout))
            return
        }
        computeLayout(
            node, availableWidth: availableWidth, availableHeight: availableHeight,
            widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
            performLayout: performLayout, reuseRulesChecked: reuseRulesChecked)
    }

    /// `layoutNode` after the offer is watched and outside replay.
    @inline(__always)
    func computeLayout(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, ownerHeight: Float,
        performLayout: Bool, reuseRulesChecked: Bool = false
    ) {
        if facts[node].childCount == 0 && !facts[node].isMeasured && layoutSteps <= exactStepBudget {
            layoutBox(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                performLayout: performLayout)
            return
        }
        if !performLayout && !reuseRulesChecked && facts[node].separable
            && measureSeparable(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        {
            return
        }
        if !performLayout && !reuseRulesChecked && facts[node].heightInsensitive
            && measureHeightInsensitive(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        {
            return
        }
        let lenient = facts[node].isMeasured || (!performLayout && layoutSteps > exactStepBudget)
        let cached = lenient
            ? cachedAnswer(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth,
                performLayout: performLayout)
            : exactCachedAnswer(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, performLayout: performLayout)
        if let cached {
            layouts[node].measuredWidth = cached.computedWidth
            layouts[node].measuredHeight = cached.computedHeight
        } else {
            layoutSteps += 1
            layoutStep(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: performLayout)
            rememberMeasured(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, performLayout: performLayout)
        }
        if performLayout { adoptMeasuredSize(node) }
    }
}
