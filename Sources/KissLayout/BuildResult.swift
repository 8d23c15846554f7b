/// Packaging the engine's state as the public `LayoutResult`.
extension LayoutEngine {
    /// One pass in pre-order (every parent before its children): a node has a frame when it was
    /// laid out, is displayed, and its parent has one and lays out its children (a measured
    /// node does not); its absolute position is its parent's plus its own, in Double.
    func result(previewWidth: Double?, previewHeight: Double?, baselines reportsBaselines: Bool = true) -> LayoutResult {
        let baselines = reportsBaselines ? allBaselines() : []
        let count = layouts.count
        // Unrounded top-left corners in the root's coordinates; NaN when the node has no frame.
        let absolute = UnsafeMutableBufferPointer<(left: Double, top: Double)>.allocate(capacity: count)
        defer { absolute.deallocate() }
        var nodes: [LayoutResult.Node] = []
        nodes.reserveCapacity(count)
        for node in 0..<count {
            let parent = parents[node]
            let state = layouts[node]
            var parentLeft = 0.0
            var parentTop = 0.0
            var hasFrame = state.wasLaidOut && !facts[node].isHidden
            if parent >= 0 {
                parentLeft = absolute[parent].left
                parentTop = absolute[parent].top
                hasFrame = hasFrame && !parentLeft.isNaN && !isMeasured(parent)
            }
            guard hasFrame else {
                absolute[node] = (.nan, .nan)
                nodes.append(
                    LayoutResult.Node(
                        tag: tags[node], parent: parent < 0 ? nil : parent, children: inputChildren[node],
                        frame: nil, unroundedFrame: nil, widthExplanation: nil, heightExplanation: nil,
                        baseline: nil))
                continue
            }
            let nodeLeft = parentLeft + Double(state.left)
            let nodeTop = parentTop + Double(state.top)
            absolute[node] = (nodeLeft, nodeTop)
            let frame = Self.finite(roundedFrame(node, nodeLeft: nodeLeft, nodeTop: nodeTop))
            let unrounded = Self.finite(LayoutFrame(
                x: Double(state.left), y: Double(state.top), width: Double(state.width), height: Double(state.height)))
            let baseline = reportsBaselines ? Double(baselines[node]) : nil
            nodes.append(
                LayoutResult.Node(
                    tag: tags[node], parent: parent < 0 ? nil : parent,
                    children: inputChildren[node], frame: frame, unroundedFrame: unrounded,
                    widthExplanation: explain(node, .row, preview: previewWidth),
                    heightExplanation: explain(node, .column, preview: previewHeight),
                    baseline: baseline.map { $0.isFinite ? $0 : frame.height }))
        }
        return LayoutResult(nodes: nodes)
    }

    /// A last guard: sanitized inputs should never produce NaN or ∞, but a frame must not carry one.
    private static func finite(_ frame: LayoutFrame) -> LayoutFrame {
        func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return LayoutFrame(x: clean(frame.x), y: clean(frame.y), width: clean(frame.width), height: clean(frame.height))
    }
}
