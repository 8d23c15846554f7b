/// Packaging the engine's state as the public `LayoutResult`.
extension LayoutEngine {
    func result(previewWidth: Double?, previewHeight: Double?) -> LayoutResult {
        let frames = roundedFrames()
        let explanations = explainSizes(previewWidth: previewWidth, previewHeight: previewHeight, frames: frames)
        let baselines = allBaselines()
        var nodes: [LayoutResult.Node] = []
        nodes.reserveCapacity(layouts.count)
        for node in 0..<layouts.count {
            let frame = frames[node].map(Self.finite)
            let state = layouts[node]
            let unrounded = frame == nil ? nil : Self.finite(LayoutFrame(
                x: Double(state.left), y: Double(state.top), width: Double(state.width), height: Double(state.height)))
            let baselineValue = frame == nil ? nil : Double(baselines[node])
            nodes.append(
                LayoutResult.Node(
                    tag: tags[node], parent: parents[node] < 0 ? nil : parents[node],
                    children: inputChildren[node], frame: frame, unroundedFrame: unrounded,
                    widthExplanation: frame == nil ? nil : explanations[node].width,
                    heightExplanation: frame == nil ? nil : explanations[node].height,
                    baseline: baselineValue.map { $0.isFinite ? $0 : frame!.height }))
        }
        return LayoutResult(nodes: nodes)
    }

    /// A last guard: sanitized inputs should never produce NaN or ∞, but a frame must not carry one.
    private static func finite(_ frame: LayoutFrame) -> LayoutFrame {
        func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return LayoutFrame(x: clean(frame.x), y: clean(frame.y), width: clean(frame.width), height: clean(frame.height))
    }
}
