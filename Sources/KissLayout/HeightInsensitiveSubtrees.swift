/// Exact reuse of measurements in subtrees with wrapping rows ("height-insensitive" subtrees).
///
/// A subtree is *height-insensitive* when it meets every condition of a separable subtree
/// (`SeparableSubtrees.swift`) except that rows may wrap. A wrapping row breaks its lines by
/// widths only, so the separable argument holds with the width held fixed instead of covered:
///
/// 1. Width offers never depend on height offers. Every width a node offers a child is its own
///    width offer minus padding, a flex basis (a fixed size or a measured width), a grow share
///    of free width, or a measured width — never a height: no aspect ratio, no percentage, no
///    min / max, no measure function, no baseline.
/// 2. So for one width constraint (value and mode) and one *height class* (height EXACTLY or
///    not; a measure pass with an exact height skips the flexible lengths of a row, which
///    changes the arithmetic), the node's computation makes the same decisions on the same
///    width values, whatever the height offer, provided no node below is *squeezed* (an AT_MOST
///    offer ≤ 0, answered from the offers instead of the content).
/// 3. Height squeezes: when the height offer covers the node's content height measured under the
///    same width constraint (`clean`), every height offer below covers the content it reaches
///    (the argument of separable point 3, on the height axis only): none is ≤ 0, as every
///    content is ≥ `minimumContent`.
/// 4. Width squeezes depend on widths only (1), so they happen under every height offer or
///    under none. A squeeze anywhere below marks the node and its ancestors
///    (`squeezeTainted`), and a marked node neither remembers nor reuses anything.
/// 5. Then the width and the content height of a non-exact height class are the same bits
///    under every clean height offer, and under an exact height the height is
///    `bound(available − margin)` (step 8) and the width the same bits under every clean one.
///    Answers are remembered per (node, width bits, width mode, height class).
/// 6. An AT_MOST width that covers the content measured at an UNDEFINED width (plus
///    `widthSlack`) answers as the UNDEFINED width does: every width offer below then covers
///    the content it reaches, no line breaks (the line-breaking sums add the same terms in
///    another order, which `widthSlack` covers), nothing grows or stretches (neither needs an
///    AT_MOST width), and `flexBasisOverflows` is false as it is for an UNDEFINED width.
/// 7. As for separable subtrees, offers and answers must be at most `largestReusedLength`, so
///    that Float rounding cannot bring an offer that covers a content down to 0.
///
/// What this does not follow is Yoga's cache *history*. Yoga reuses a measurement for
/// constraints within 0.0001 pt of a remembered one, and a node laid out at its own content
/// width breaks its lines on a knife edge (the content width and the line-breaking sum add the
/// same terms in different orders), so which of two nearly equal widths a node remembers can
/// change its lines: 127.02 pt remembered answers 127.01999 pt with one line where measuring
/// afresh breaks it (`Tests/KissLayoutTests/Fixtures/regressions/wrap-height-reuse.json`).
/// Skipped measurements change what the subtree's caches hold, so the rule is only exact when
/// no node of a height-insensitive subtree is ever offered two widths (or two heights) that are
/// different but within Yoga's tolerance: then every cache answer, Yoga's or ours, is for the
/// very same bits. `NearDuplicateOffers` watches for such a pair; when one shows up, the whole
/// solve is run again without this rule (`LayoutSolver.solve`). Widths Yoga offers in the
/// measurements we skip are widths we offer too (1 and 2: the skipped computation repeats a
/// remembered one's widths), so the watch sees every width Yoga's caches can hold — except, under
/// point 6, AT_MOST widths that cover the content by at least the slack (≥ 0.01 pt): an answer
/// to any width within 0.0001 pt of one of those is the UNDEFINED answer too, so whichever of
/// them a cache holds gives the same bits. Heights of
/// skipped measurements can be ones we never offer; two of those within 0.0001 pt of each other
/// under an exact height class change a height by less than 0.0001 pt, and no line depends on
/// heights here (column wraps take no part).
extension LayoutEngine {
    /// A measurement (not a layout) of a height-insensitive container. Returns false when the
    /// caller must measure as Yoga does.
    func measureHeightInsensitive(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, ownerHeight: Float
    ) -> Bool {
        if layouts[node].squeezeTainted { return false }
        let heightExact = heightMode == .exactly
        if widthMode == .exactly && heightExact {
            measureExactlySized(
                node, availableWidth - marginForAxis(node, .row), availableHeight - marginForAxis(node, .column),
                ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return true
        }
        guard Self.isReusable(availableWidth), Self.isReusable(availableHeight) else { return false }
        var width = availableWidth
        var mode = widthMode
        if mode == .atMost {
            if rememberedContent(node, .nan, .undefined) == nil {
                measureAndRememberByWidth(
                    node, availableWidth: .nan, availableHeight: .nan,
                    widthMode: .undefined, heightMode: .undefined, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            }
            if let unbounded = rememberedContent(node, .nan, .undefined),
                width - marginForAxis(node, .row) >= unbounded.width + widthSlack(node, unbounded.width)
            {
                // Point 6: this limit acts as no limit.
                width = .nan
                mode = .undefined
            }
        }
        guard let content = rememberedContent(node, width, mode) else {
            if heightExact {
                // The content height under this width, for the clean test.
                measureAndRememberByWidth(
                    node, availableWidth: width, availableHeight: .nan,
                    widthMode: mode, heightMode: .undefined, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
                guard rememberedContent(node, width, mode) != nil else { return false }
                return measureHeightInsensitive(
                    node, availableWidth: availableWidth, availableHeight: availableHeight,
                    widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            }
            // Measured as Yoga does, under the width constraint asked for (not the one point 6
            // maps it to: then the answer is Yoga's own for these constraints).
            measureAndRememberByWidth(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                rememberAs: (width, mode))
            return true
        }
        let outerFreeHeight = availableHeight - marginForAxis(node, .column)
        // Point 3: the height offer covers the content.
        guard heightMode == .undefined || outerFreeHeight >= content.height else { return false }
        if !heightExact {
            layouts[node].measuredWidth = content.width
            layouts[node].measuredHeight = content.height
            return true
        }
        guard let exactWidth = rememberedExactHeightWidth(node, width, mode) else {
            measureAndRememberByWidth(
                node, availableWidth: availableWidth, availableHeight: availableHeight,
                widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                rememberAs: (width, mode))
            return true
        }
        layouts[node].measuredWidth = exactWidth
        layouts[node].measuredHeight = bound(node, .column, outerFreeHeight, axisSize: ownerHeight)
        return true
    }

    /// How far an AT_MOST width must exceed the content measured at an UNDEFINED width for the
    /// two to give the same answer (point 6). The line-breaking sums add the same terms as the
    /// content in another order, so they may differ from it by Float rounding: at most about one
    /// unit in the last place per term, and a subtree has no more terms than nodes. The slack
    /// covers twice that, plus 0.01 pt.
    func widthSlack(_ node: Int, _ content: Float) -> Float {
        0.01 + 2.4e-7 * Float(heightInsensitiveMemo.subtreeSize(node)) * abs(content)
    }

    /// The width and content height remembered for a width constraint with the height not exact.
    private func rememberedContent(_ node: Int, _ width: Float, _ mode: MeasureMode) -> (width: Float, height: Float)? {
        if mode == .undefined {
            // Kept with the node: `contentWidth` / `contentHeight` are unused by containers
            // that are not separable.
            let content = layouts[node].contentWidth.0
            return content.isNaN ? nil : (content, layouts[node].contentHeight.0)
        }
        return heightInsensitiveMemo.find(node, width, mode, heightExact: false)
    }

    /// The width remembered for a width constraint with the height exact.
    private func rememberedExactHeightWidth(_ node: Int, _ width: Float, _ mode: MeasureMode) -> Float? {
        if mode == .undefined {
            let content = layouts[node].contentWidth.1
            return content.isNaN ? nil : content
        }
        return heightInsensitiveMemo.find(node, width, mode, heightExact: true)?.width
    }

    /// Measures as Yoga does and remembers the answer by width constraint (`rememberAs`, by
    /// default the one measured) and height class, unless a squeeze took part (point 4).
    private func measureAndRememberByWidth(
        _ node: Int,
        availableWidth: Float, availableHeight: Float,
        widthMode: MeasureMode, heightMode: MeasureMode,
        ownerWidth: Float, ownerHeight: Float,
        rememberAs key: (width: Float, mode: MeasureMode)? = nil
    ) {
        layoutNode(
            node, availableWidth: availableWidth, availableHeight: availableHeight,
            widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
            performLayout: false, reuseRulesChecked: true)
        guard !layouts[node].squeezeTainted, layoutSteps <= exactStepBudget else { return }
        let (width, mode) = key ?? (availableWidth, widthMode)
        let heightExact = heightMode == .exactly
        let measuredWidth = layouts[node].measuredWidth
        let measuredHeight = layouts[node].measuredHeight
        guard Self.isReusable(measuredWidth), Self.isReusable(measuredHeight) else { return }
        if mode == .undefined {
            if heightExact {
                layouts[node].contentWidth.1 = measuredWidth
            } else {
                layouts[node].contentWidth.0 = measuredWidth
                layouts[node].contentHeight.0 = measuredHeight
            }
            return
        }
        heightInsensitiveMemo.store(
            node, width, mode, heightExact: heightExact, answer: (measuredWidth, measuredHeight))
    }

    /// Point 4: a squeeze marks the node and every ancestor.
    func markSqueezed(_ node: Int) {
        var current = node
        while current >= 0 && !layouts[current].squeezeTainted {
            layouts[current].squeezeTainted = true
            current = parents[current]
        }
    }
}
