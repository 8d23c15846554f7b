import KissAnalysis

/// How hover names previews: "**phone** (390 × 844)".
enum PreviewText {
    static func title(_ preview: Preview) -> String {
        "**\(preview.name)** (\(size(preview)))"
    }

    static func size(_ preview: Preview) -> String {
        func number(_ value: Double?) -> String { value.map(FrameFormatting.number) ?? "fit" }
        return preview.height == nil ? number(preview.width) : "\(number(preview.width)) × \(number(preview.height))"
    }
}
