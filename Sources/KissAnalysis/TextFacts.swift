import KissLayout
import KissText

/// The measured text of an element at its solved size: the facts behind a
/// hover such as "label text, 2 lines at 17 pt". Measured again, at the
/// solved content width with the fonts the solve used, rather than recorded
/// during solving: only hover asks, and only for one element.
public struct TextFacts: Sendable, Hashable {
    /// Which text: `text` (label), `title` (button), `placeholder` (text
    /// field), `key` or `value` (keyValue).
    public var part: String
    /// Lines shown.
    public var lines: Int
    /// The font size as drawn: after `.uniformFontScale` and `minScale` shrinking.
    public var fontSize: Double
    public var truncated: Bool
    /// Where the text sits inside the element's content box (keyValue's
    /// key and value sub-frames); the whole content box for other kinds.
    public var frame: LayoutFrame
}

extension SolvedLayout {
    /// The text facts of a solved element that shows text, in reading order;
    /// empty for other kinds and for hidden elements.
    public func textFacts(of element: SolvedElement, measurer: TextMeasurer = .shared, family: FontFamily = .system) -> [TextFacts] {
        guard let frame = element.frame, element.instance.kind.hasText else { return [] }
        var leaves = LeafMeasurement(scale: preview.scale, measurer: measurer, family: family)
        leaves.fontScales = fontScales
        let instance = element.instance
        let padding = instance.padding
        let content = LayoutFrame(x: 0, y: 0, width: max(frame.width - padding.left - padding.right, 0),
                                  height: max(frame.height - padding.top - padding.bottom, 0))
        switch instance.kind {
        case .label:
            let measured = leaves.measureLabel(instance, maxWidth: content.width > 0 ? content.width : nil)
            let font = leaves.labelFont(instance)
            return [TextFacts(part: "text", lines: measured.lineCount, fontSize: font.size * measured.fontScale,
                              truncated: measured.truncated, frame: content)]
        case .button:
            return [TextFacts(part: "title", lines: 1, fontSize: leaves.font(instance, defaultSize: 15).size, truncated: false, frame: content)]
        case .textField:
            return [TextFacts(part: "placeholder", lines: 1, fontSize: leaves.font(instance, defaultSize: 17).size, truncated: false, frame: content)]
        case .keyValue:
            let solved = KeyValueMeasurement(instance: instance, leaf: leaves).solve(maxWidth: content.width > 0 ? content.width : nil, exact: true)
            let keyFont = leaves.font(instance, size: "keyFont", defaultSize: 17)
            let valueFont = leaves.font(instance, size: "valueFont", defaultSize: 17)
            func facts(_ part: String, _ text: String, _ font: Font, _ sub: LayoutFrame, minScale: String) -> TextFacts {
                // Measured again at the sub-frame's width to count its lines.
                let options = TextOptions(lines: 0, minScale: leaves.number(instance, minScale) ?? 1)
                let measured = measurer.measure(text, font: font, maxWidth: sub.width > 0 ? sub.width : nil, options: options, scale: preview.scale)
                return TextFacts(part: part, lines: measured.lineCount, fontSize: font.size * measured.fontScale,
                                 truncated: measured.truncated, frame: sub)
            }
            return [
                facts("key", leaves.string(instance, "key"), keyFont, solved.key, minScale: "keyMinScale"),
                facts("value", leaves.string(instance, "value"), valueFont, solved.value, minScale: "valueMinScale"),
            ]
        default:
            return []
        }
    }
}
