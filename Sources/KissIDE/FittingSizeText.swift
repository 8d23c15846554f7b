import KissAnalysis

/// "fits 46 × 24 on its own (no size offered)": an element's fitting size,
/// once when every preview has the same pixel grid, else per scale.
enum FittingSizeText {
    static func line(for instance: ElementInstance, scales: [Double], document: AnalyzedDocument) -> String? {
        let distinct = Set(scales).sorted()
        var sizes: [String] = []
        for scale in distinct {
            guard let size = FrameSolver.fittingSize(of: instance, scale: scale, family: document.family) else { continue }
            let text = "\(FrameFormatting.number(size.width)) × \(FrameFormatting.number(size.height))"
            sizes.append(distinct.count == 1 ? text : "\(text) at @\(FrameFormatting.number(scale))x")
        }
        return sizes.isEmpty ? nil : "fits " + sizes.joined(separator: ", ") + " on its own (no size offered)"
    }
}
