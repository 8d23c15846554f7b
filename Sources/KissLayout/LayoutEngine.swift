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

    let styles: [EngineStyle]
    let parents: [Int]
    let tags: [Int]
    let measureFunctions: [MeasureFunction?]
    let baselineFunctions: [BaselineFunction?]
    /// Children of node `i` are `childList[childStart[i] ..< childStart[i] + childCount[i]]`.
    let childStart: [Int]
    let childCount: [Int]
    let childList: [Int]
    /// `childList`, for `children(of:)` without retaining the array.
    let childPointer: UnsafeMutableBufferPointer<Int>
    /// The input children of each node, including those of measured nodes (which do not lay them out).
    let inputChildren: [[Int]]
    let maximumDepth: Int
    /// Containers heading a separable subtree (see `SeparableSubtrees.swift`).
    let separable: [Bool]
    /// Manually managed so that the hot path pays neither copy-on-write nor exclusivity checks
    /// (a quarter of the run time as arrays); allocated in `init`, freed in `deinit`, and never
    /// handed out of the engine.
    let layouts: UnsafeMutableBufferPointer<NodeLayoutState>
    let facts: UnsafeMutableBufferPointer<NodeFacts>
    let measurementCache: UnsafeMutableBufferPointer<CachedMeasurement>
    /// Layout steps run so far, and how many we run with Yoga's exact semantics before falling
    /// back to lenient reuse of container measurements (see `MeasurementCache`).
    var layoutSteps = 0
    let exactStepBudget: Int
    /// Yoga's `pointScaleFactor`; 0 disables rounding.
    let pointScaleFactor: Float

    init(root: LayoutNode, scale: Double) {
        let flat = FlattenedTree(root)
        styles = flat.styles
        parents = flat.parents
        tags = flat.tags
        measureFunctions = flat.measureFunctions
        baselineFunctions = flat.baselineFunctions
        inputChildren = flat.children
        maximumDepth = flat.maximumDepth
        var start = [Int](repeating: 0, count: flat.styles.count)
        var count = [Int](repeating: 0, count: flat.styles.count)
        var list: [Int] = []
        list.reserveCapacity(flat.styles.count)
        for node in 0..<flat.styles.count {
            start[node] = list.count
            // Yoga forbids children under a measure function; we keep them out of layout.
            if flat.measureFunctions[node] == nil {
                list.append(contentsOf: flat.children[node])
                count[node] = flat.children[node].count
            }
        }
        childStart = start
        childCount = count
        childList = list
        childPointer = .allocate(capacity: max(list.count, 1))
        _ = childPointer.initialize(from: list)
        separable = Self.separableContainers(
            styles: flat.styles, parents: flat.parents, childStart: start, childCount: count, childList: list,
            measured: flat.measureFunctions.map { $0 != nil }, hasBaselineFunction: flat.baselineFunctions.map { $0 != nil })
        facts = .allocate(capacity: flat.styles.count)
        for node in 0..<flat.styles.count {
            (facts.baseAddress! + node).initialize(to: NodeFacts(flat.styles[node], isRoot: flat.parents[node] < 0))
        }
        layouts = .allocate(capacity: flat.styles.count)
        layouts.initialize(repeating: NodeLayoutState())
        measurementCache = .allocate(capacity: flat.styles.count * Self.cachedMeasurementsPerNode)
        // Not initialized: a slot is read only after it was written (`cachedMeasurementCount`
        // bounds every read), and `CachedMeasurement` is a trivial type.
        pointScaleFactor = scale.isFinite && scale > 0 ? Float(min(scale, 1e4)) : 0
        exactStepBudget = Self.exactStepsPerNode * flat.styles.count + Self.exactStepsMinimum
    }

    deinit {
        childPointer.deallocate()
        facts.deinitialize()
        facts.deallocate()
        layouts.deinitialize()
        layouts.deallocate()
        measurementCache.deallocate()
    }

    /// Indexed from 0.
    @inline(__always)
    func children(of node: Int) -> UnsafeBufferPointer<Int> {
        UnsafeBufferPointer(start: childPointer.baseAddress! + childStart[node], count: childCount[node])
    }

    func isMeasured(_ node: Int) -> Bool { measureFunctions[node] != nil }

    /// Yoga's `YGLayoutNodeInternal`: answers from the node's cache when the constraints match
    /// one it has already solved, else runs the layout step and remembers the result.
    func layoutNode(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, ownerHeight: Float,
        performLayout: Bool, separableChecked: Bool = false
    ) {
        if !performLayout && !separableChecked && separable[node]
            && measureSeparable(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        {
            return
        }
        let cached = cachedAnswer(
            node, availableWidth: availableWidth, availableHeight: availableHeight,
            widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth,
            performLayout: performLayout)
        if let cached {
            layouts[node].measuredWidth = cached.computedWidth
            layouts[node].measuredHeight = cached.computedHeight
        } else {
            layoutSteps += 1
            layoutStep(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: performLayout)
            remember(
                node,
                CachedMeasurement(
                    availableWidth: availableWidth, availableHeight: availableHeight,
                    widthMode: widthMode, heightMode: heightMode,
                    computedWidth: layouts[node].measuredWidth,
                    computedHeight: layouts[node].measuredHeight),
                asLayout: performLayout)
        }
        if performLayout {
            layouts[node].width = layouts[node].measuredWidth
            layouts[node].height = layouts[node].measuredHeight
            layouts[node].wasLaidOut = true
        }
    }
}
