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
    /// The text itself (a label's text, a button's title…).
    public var text: String
    public var weight: FontWeight
    /// The height of one line and the first line's baseline below the top of the text, as drawn.
    public var lineHeight: Double
    public var firstBaseline: Double
    /// The lines as drawn, when asked for (`textFacts(of:withShownLines:)`): those that fit the
    /// frame's height, the last one cut with "…" where the text does not fit.
    public var shownLines: [ShownLine] = []
}

extension SolvedLayout {
    /// A button's content insets on each side: it measures its title's width + 16 (docs/language.md).
    static let buttonInset = 8.0

    /// The text facts of a solved element that shows text, in reading order;
    /// empty for other kinds and for hidden elements.
    public func textFacts(
        of element: SolvedElement, measurer: TextMeasurer = .shared, family: FontFamily = .system, withShownLines: Bool = false
    ) -> [TextFacts] {
        guard let frame = element.frame, element.instance.kind.hasText else { return [] }
        var leaves = LeafMeasurement(preview: preview, measurer: measurer, family: family)
        leaves.fontScales = fontScales
        let instance = element.instance
        let padding = instance.padding
        let content = LayoutFrame(x: 0, y: 0, width: max(frame.width - padding.left - padding.right, 0),
                                  height: max(frame.height - padding.top - padding.bottom, 0))
        let scale = preview.scale
        /// The facts of one text measured in `font` with `options` in the room of `sub`.
        /// `label` measures through the label's own recent measurements (the solve just made
        /// this one), the same answer as the measurer's.
        func facts(_ part: String, _ text: String, _ font: Font, options: TextOptions, in sub: LayoutFrame, label: ElementInstance? = nil) -> TextFacts {
            let width = sub.width > 0 ? sub.width : nil
            let measured = label.map { leaves.measureLabel($0, maxWidth: width) }
                ?? measurer.measure(text, font: font, maxWidth: width, options: options, scale: scale)
            var result = TextFacts(
                part: part, lines: measured.lineCount, fontSize: font.size * measured.fontScale, truncated: measured.truncated,
                frame: sub, text: text, weight: font.weight, lineHeight: measured.lineHeight, firstBaseline: measured.firstBaseline)
            if withShownLines {
                // A label shows the lines its height holds (at least one), cutting the last, as UILabel does.
                var drawn = options
                if measured.lineHeight > 0 {
                    let fitting = max(1, Int(saturating: ((sub.height + 0.01) / measured.lineHeight).rounded(.down)))
                    if drawn.lines == 0 || drawn.lines > fitting, fitting < measured.lineCount { drawn.lines = fitting }
                }
                result.shownLines = measurer.shownLines(text, font: font, maxWidth: width, options: drawn, scale: scale)
            }
            return result
        }
        switch instance.kind {
        case .label:
            let label = LabelFacts.of(instance)
            return [facts("text", label.text, leaves.labelFont(instance), options: label.options, in: content, label: instance)]
        case .button:
            // The title has the frame less the button's 8 pt insets on each side (its width is the title's + 16).
            let title = LayoutFrame(x: content.x + Self.buttonInset, y: content.y,
                                    width: max(content.width - 2 * Self.buttonInset, 0), height: content.height)
            return [facts("title", leaves.string(instance, "title"), leaves.font(instance, defaultSize: 15), options: TextOptions(lines: 1), in: title)]
        case .textField:
            return [facts("placeholder", leaves.string(instance, "placeholder"), leaves.font(instance, defaultSize: 17), options: TextOptions(lines: 1), in: content)]
        case .textView:
            // The text container, inside the view's insets.
            let inner = LayoutFrame(x: content.x + TextViewMetrics.horizontalInsets / 2, y: content.y + TextViewMetrics.topInset,
                                    width: max(content.width - TextViewMetrics.horizontalInsets, 0),
                                    height: max(content.height - TextViewMetrics.verticalInsets, 0))
            return [facts("text", leaves.string(instance, "text"), leaves.font(instance, defaultSize: TextViewMetrics.defaultFontSize), options: TextOptions(lines: 0), in: inner)]
        case .keyValue:
            let solved = KeyValueMeasurement(instance: instance, leaf: leaves).solve(maxWidth: content.width > 0 ? content.width : nil, exact: true)
            let keyFont = leaves.font(instance, size: "keyFont", defaultSize: 17)
            let valueFont = leaves.font(instance, size: "valueFont", defaultSize: 17)
            // Measured again at the sub-frame's width to count its lines.
            return [
                facts("key", leaves.string(instance, "key"), keyFont, options: TextOptions(lines: 0, minScale: leaves.number(instance, "keyMinScale") ?? 1), in: solved.key),
                facts("value", leaves.string(instance, "value"), valueFont, options: TextOptions(lines: 0, minScale: leaves.number(instance, "valueMinScale") ?? 1), in: solved.value),
            ]
        default:
            return []
        }
    }
}
