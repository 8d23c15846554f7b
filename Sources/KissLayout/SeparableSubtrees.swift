/// Exact reuse of container measurements in "separable" subtrees.
///
/// Yoga caches a container only by exact constraints, so a chain of nested stacks receives a
/// number of distinct constraints per node that grows with its depth. For a restricted class of
/// subtrees we can answer any measurement from at most four remembered values per node, with the
/// frames Yoga computes. The reasoning, step by step through `layoutStep`:
///
/// A subtree is *separable* when every node in it has no measure or baseline function, no
/// percentage, no min / max, no aspect ratio, no explicit flex basis, flexShrink 0, no
/// negative margin, is in the flow and displayed, does not wrap, and aligns nothing by
/// baseline; every node with children has an automatic width and height; and a static lower
/// bound of every such node's content size (padding plus the largest child's bound plus its
/// margin, leaves counting their fixed size or padding) is at least `minimumContent` on both axes.
///
/// 1. An exact axis: a container's measured size on an axis it receives EXACTLY is always
///    `bound(available − margin)` (step 8, or the fixed-size shortcut). With no min / max that
///    is independent of everything else.
/// 2. A non-exact axis (AT_MOST or UNDEFINED): with no min / max, Yoga 1.x leaves no free space
///    (`sizeBasedOnContent`), nothing shrinks (shrink 0, no negative margins so the consumed size
///    is ≥ 0), justify adds nothing, and the size is the content: sums / maxima of the children's
///    sizes, paddings, margins and gaps. Offers never enter that arithmetic except through
///    (a) the children's constraints, (b) `flexBasisOverflows` (only read when wrapping),
///    (c) percentages, min / max and explicit bases (excluded), and (d) the "squeezed" shortcut
///    (`sizeWithoutChildrenIfFixed`: an AT_MOST offer ≤ 0 sizes the node from its offers, not
///    its content).
/// 3. Monotone offers: if a node's offer on an axis is UNDEFINED or at least its content there,
///    every offer it makes to a child on that axis is UNDEFINED, the child's fixed size, or at
///    least the child's content (its inner size covers every child's outer content; grow
///    shares only add; stretch passes the inner size). By induction no node of the subtree is
///    offered less than its content, and since every content is ≥ `minimumContent` > 0, no
///    AT_MOST offer ≤ 0 is made: the squeezed shortcut never fires.
/// 4. So under such "clean" constraints the content on a non-exact axis is the same
///    arithmetic on the same child results — bit for bit — whatever the offered values. Only one
///    thing changes the arithmetic: whether the *other* axis is EXACTLY (a measure pass with an
///    exact cross axis skips the flexible lengths and sums flex bases instead of laid-out
///    sizes, which can differ in the last bit). Hence four values per node:
///    content width / height × other axis exact or not. By induction the children's results
///    inside are themselves determined by which of their variants the parent asks for. Only the
///    main-axis content has two variants: the content across the main axis is measured with the
///    cross axis not exact, so the flexible lengths always run, and every child's cross size
///    comes from its measurement at an EXACTLY main size (its basis, or basis plus a grow share)
///    in both cases — the same child variant, hence the same value.
/// 5. The content needed for the clean test comes from an UNDEFINED × UNDEFINED measurement
///    (clean by 3, as every offer inside is UNDEFINED or a fixed size / basis ≥ content),
///    run once per node when first needed.
///
/// Wrapping rows take no part: a subtree with one is height-insensitive instead
/// (`HeightInsensitiveSubtrees.swift`), a weaker rule with a watch. Skipping a measurement
/// changes what a subtree's caches hold afterwards, and Yoga reuses an answer for constraints
/// within 0.0001 pt of a remembered one: a wrapping row remembered at 127.02 pt answers a
/// request at 127.01999 pt with one line, where measured afresh it breaks, and which of the two
/// Yoga remembers depends on the exact sequence of measurements. Without wrapping no decision
/// in a subtree can flip within that tolerance.
///
/// Nodes below a row that aligns by baseline take no part: `baseline(of:)` reads the measured
/// height and position of first descendants, state left by whichever pass touched them last,
/// so skipping (or adding) a measurement there could move the row's items.
///
/// Cached answers of Yoga match constraints within 0.0001 pt; ours on these paths compute the
/// answer for the constraints given, so a node may differ from Yoga's by less than 0.0001 pt.
///
/// Yoga's side effects of the measurements we skip (children's measured sizes, flex bases) are
/// not read by later passes: every layout step recomputes the flex bases of its children (no
/// explicit bases here, and the "sole flexible child" shortcut needs shrink), and line indexes
/// are all 0 without wrapping. The skipped measurements do change what the subtree's caches hold
/// afterwards; that matters only where a later answer is reused for constraints within Yoga's
/// 0.0001 pt tolerance and a decision can flip on such a difference — line breaking, which
/// separable subtrees do not have (see the note on wrapping rows above).
extension LayoutEngine {
    /// Every content size in a separable subtree is at least this, so offers derived from
    /// content stay clear of 0 despite Float rounding.
    static let minimumContent: Float = 0.01

    /// The rules reuse answers only where offers and contents are at most this: there a Float's
    /// spacing is under 0.001 pt, so the handful of additions and subtractions between an offer
    /// and a child's offer stays far below `minimumContent`. Near 10⁹ pt (the largest length
    /// the solver accepts) the spacing is 64 pt, and an offer that covers a content in exact
    /// arithmetic can come out at 0 and squeeze a node; generated trees with such lengths
    /// showed the rules answering differently from Yoga's caching.
    static let largestReusedLength: Float = 8_192

    /// NaN (no value) or at most `largestReusedLength` in size.
    @inline(__always)
    static func isReusable(_ length: Float) -> Bool {
        length.isNaN || abs(length) <= largestReusedLength
    }

    /// Bottom-up (reverse pre-order) classification: sets `facts[node].separable` on every node
    /// that heads a separable subtree with children, and `facts[node].heightInsensitive` on every
    /// other node that heads a height-insensitive one (`HeightInsensitiveSubtrees.swift`: the
    /// same conditions, but rows may wrap) when `heightInsensitiveReuse` is on. Returns the
    /// subtree sizes when any node is height-insensitive. Needs `facts[node].isBaselineLayout`;
    /// sets `facts[node].underBaselineRow`.
    func markSeparableContainers() -> [Int32]? {
        let count = styles.count
        var subtreeOK = [Bool](repeating: false, count: count)
        var noWrap = [Bool](repeating: false, count: count)
        var boundWidth = [Float](repeating: 0, count: count)
        var boundHeight = [Float](repeating: 0, count: count)
        var anyHeightInsensitive = false
        for node in stride(from: count - 1, through: 0, by: -1) {
            let style = styles[node]
            guard !isMeasured(node), baselineFunctions[node] == nil, Self.hasSeparableStyle(style) else { continue }
            let paddingRow = max(style.padding.left, 0) + max(style.padding.right, 0)
            let paddingColumn = max(style.padding.top, 0) + max(style.padding.bottom, 0)
            let children = children(of: node)
            if children.isEmpty {
                boundWidth[node] = max(Self.points(style.width) ?? 0, paddingRow)
                boundHeight[node] = max(Self.points(style.height) ?? 0, paddingColumn)
                subtreeOK[node] = true
                noWrap[node] = !style.wraps
                continue
            }
            guard style.width == .auto || style.width == .undefined,
                style.height == .auto || style.height == .undefined,
                style.alignItems != .baseline
            else { continue }
            var widest: Float = 0
            var tallest: Float = 0
            var allOK = true
            var allNoWrap = !style.wraps
            for child in children {
                if !subtreeOK[child] || styles[child].alignSelf == .baseline {
                    allOK = false
                    break
                }
                allNoWrap = allNoWrap && noWrap[child]
                let margin = styles[child].margin
                widest = max(widest, boundWidth[child] + margin.left + margin.right)
                tallest = max(tallest, boundHeight[child] + margin.top + margin.bottom)
            }
            guard allOK else { continue }
            boundWidth[node] = paddingRow + widest
            boundHeight[node] = paddingColumn + tallest
            guard boundWidth[node] >= Self.minimumContent, boundHeight[node] >= Self.minimumContent else { continue }
            if !allNoWrap && !heightInsensitiveReuse { continue }
            subtreeOK[node] = true
            noWrap[node] = allNoWrap
            facts[node].separable = allNoWrap
            facts[node].heightInsensitive = !allNoWrap
            anyHeightInsensitive = anyHeightInsensitive || !allNoWrap
        }
        // A baseline-aligning row reads the measured height and position of its children's
        // first descendants (`baseline(of:)`): state left by whichever pass touched them last.
        // Skipping or adding measurements below such a row could change what it reads, so no
        // node under one takes part.
        for node in 0..<count {
            let parent = parents[node]
            guard parent >= 0 else { continue }
            facts[node].underBaselineRow = facts[parent].underBaselineRow || facts[parent].isBaselineLayout
            if facts[node].underBaselineRow {
                facts[node].separable = false
                facts[node].heightInsensitive = false
            }
        }
        return anyHeightInsensitive ? subtreeSizes() : nil
    }

    /// The number of nodes in each node's subtree, itself included.
    func subtreeSizes() -> [Int32] {
        var sizes = [Int32](repeating: 1, count: parents.count)
        for node in stride(from: parents.count - 1, through: 1, by: -1) {
            sizes[parents[node]] += sizes[node]
        }
        return sizes
    }

    private static func points(_ value: StyleValue) -> Float? {
        if case .points(let points) = value, points >= 0 { return points }
        return nil
    }

    private static func hasSeparableStyle(_ style: EngineStyle) -> Bool {
        func sized(_ value: StyleValue) -> Bool {
            switch value {
            case .auto, .undefined, .points: return true
            case .percent: return false
            }
        }
        let margin = style.margin
        // Rows may wrap (lines depend on widths only), columns may not: a subtree with a
        // wrapping row is height-insensitive rather than separable.
        return !(style.wraps && style.mainAxis == .column) && !style.isAbsolute && !style.isHidden
            && sized(style.width) && sized(style.height)
            && style.minWidth == .undefined && style.maxWidth == .undefined
            && style.minHeight == .undefined && style.maxHeight == .undefined
            && (style.basis == .auto || style.basis == .undefined)
            && style.aspectRatio.isNaN && style.shrink == 0
            && margin.top >= 0 && margin.left >= 0 && margin.bottom >= 0 && margin.right >= 0
    }

    /// A measurement (not a layout) of a separable container. Returns false when the
    /// constraints are not clean, and the caller measures as Yoga does.
    func measureSeparable(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, ownerHeight: Float
    ) -> Bool {
        let widthExact = widthMode == .exactly
        let heightExact = heightMode == .exactly
        let outerFreeWidth = availableWidth - marginForAxis(node, .row)
        let outerFreeHeight = availableHeight - marginForAxis(node, .column)
        if widthExact && heightExact {
            measureExactlySized(node, outerFreeWidth, outerFreeHeight, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return true
        }
        guard Self.isReusable(availableWidth), Self.isReusable(availableHeight) else { return false }
        if layouts[node].contentWidth.0.isNaN && layouts[node].contentWidth.1.isNaN {
            // Step 5: the content sizes from a measurement that is clean by construction.
            measureAndRemember(
                node, availableWidth: .nan, availableHeight: .nan, widthMode: .undefined, heightMode: .undefined,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        }
        let knownWidth = YogaFloat.max(layouts[node].contentWidth.0, layouts[node].contentWidth.1)
        let knownHeight = YogaFloat.max(layouts[node].contentHeight.0, layouts[node].contentHeight.1)
        // Step 3: every offered value covers the content (NaN known sizes fail the test).
        guard widthMode == .undefined || outerFreeWidth >= knownWidth,
            heightMode == .undefined || outerFreeHeight >= knownHeight,
            Self.isReusable(knownWidth), Self.isReusable(knownHeight)
        else { return false }
        let width = widthExact
            ? bound(node, .row, outerFreeWidth, axisSize: ownerWidth)
            : (heightExact ? layouts[node].contentWidth.1 : layouts[node].contentWidth.0)
        let height = heightExact
            ? bound(node, .column, outerFreeHeight, axisSize: ownerHeight)
            : (widthExact ? layouts[node].contentHeight.1 : layouts[node].contentHeight.0)
        if width.isNaN || height.isNaN {
            // This variant is not known yet: measure as Yoga does and remember it.
            measureAndRemember(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return true
        }
        layouts[node].measuredWidth = width
        layouts[node].measuredHeight = height
        return true
    }

    /// A measurement with both axes EXACTLY: what `sizeWithoutChildrenIfFixed` answers, without
    /// the cache search (`outerFree…` are the offers less the margins).
    func measureExactlySized(
        _ node: Int, _ outerFreeWidth: Float, _ outerFreeHeight: Float, ownerWidth: Float, ownerHeight: Float
    ) {
        layouts[node].measuredWidth = bound(node, .row, outerFreeWidth.isNaN ? 0 : outerFreeWidth, axisSize: ownerWidth)
        layouts[node].measuredHeight = bound(node, .column, outerFreeHeight.isNaN ? 0 : outerFreeHeight, axisSize: ownerHeight)
    }

    /// Measures under clean constraints as Yoga does and remembers the content sizes of the
    /// non-exact axes under their variant.
    private func measureAndRemember(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, ownerHeight: Float
    ) {
        layoutNode(
            node, availableWidth: availableWidth, availableHeight: availableHeight,
            widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
            performLayout: false, reuseRulesChecked: true)
        // Past the exact budget cached answers may be lenient: remember nothing then.
        guard layoutSteps <= exactStepBudget else { return }
        let widthExact = widthMode == .exactly
        let heightExact = heightMode == .exactly
        let width = layouts[node].measuredWidth
        let height = layouts[node].measuredHeight
        // The content across the main axis is the same in both variants: with the cross axis
        // not exact the step always runs the flexible lengths, and the children's cross sizes
        // come from their measurements at an exact main size either way (see point 4).
        let rowIsMain = styles[node].mainAxis.isRow
        if !widthExact {
            if !rowIsMain {
                layouts[node].contentWidth = (width, width)
            } else if heightExact {
                layouts[node].contentWidth.1 = width
            } else {
                layouts[node].contentWidth.0 = width
            }
        }
        if !heightExact {
            if rowIsMain {
                layouts[node].contentHeight = (height, height)
            } else if widthExact {
                layouts[node].contentHeight.1 = height
            } else {
                layouts[node].contentHeight.0 = height
            }
        }
    }
}
