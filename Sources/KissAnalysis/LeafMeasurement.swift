import KissLayout
import KissText

/// Intrinsic sizes of leaf views (language §4.2) as the measure functions YogaKit gives them.
///
/// Each view answers its content size — a fixed intrinsic size whatever space is offered, text
/// measured against the width offered (a width that is unconstrained or not positive measures
/// the natural width: UIKit's `sizeThatFits` reads a zero width as "no limit") — and YogaKit's
/// `YGSanitizeMeasurement` then keeps it within a size offered "at most"
/// (docs/kiss-semantics.md, "leaf views").
struct LeafMeasurement: Sendable {
    let scale: Double
    let measurer: TextMeasurer
    let family: FontFamily
    /// The preview's Dynamic Type factor: every text's font is this many times its size.
    let textScale: Double
    /// Factors from `.uniformFontScale` applied to some texts' fonts.
    var fontScales: [ObjectIdentifier: Double] = [:] {
        didSet { pinSizes = PinMeasureMemo() }
    }
    /// Pin containers measured with these measurements (shared by copies, which measure alike).
    private(set) var pinSizes = PinMeasureMemo()

    init(scale: Double, measurer: TextMeasurer, family: FontFamily, textScale: Double = 1) {
        self.scale = scale
        self.measurer = measurer
        self.family = family
        self.textScale = textScale
    }

    /// Texts measured as at `preview`: its pixel grid and its text size.
    init(preview: Preview, measurer: TextMeasurer, family: FontFamily) {
        self.init(scale: preview.scale, measurer: measurer, family: family, textScale: preview.textScale)
    }

    func font(_ instance: ElementInstance, size key: String = "font", defaultSize: Double) -> Font {
        var weight = FontWeight.regular
        if case .enumCase(let name)? = instance.arguments["weight"]?.value, let parsed = FontWeight(rawValue: name) { weight = parsed }
        let factor = (fontScales[ObjectIdentifier(instance)] ?? 1) * textScale
        return Font(size: (number(instance, key) ?? defaultSize) * factor, weight: weight, family: family)
    }

    func number(_ instance: ElementInstance, _ key: String) -> Double? {
        if case .number(let value)? = instance.arguments[key]?.value { return value }
        return nil
    }

    func string(_ instance: ElementInstance, _ key: String) -> String {
        if case .string(let value)? = instance.arguments[key]?.value { return value }
        return ""
    }

    func enumCase(_ instance: ElementInstance, _ key: String, default value: String) -> String {
        if case .enumCase(let name)? = instance.arguments[key]?.value { return name }
        return value
    }

    static func widthLimit(_ width: Double, _ mode: MeasureMode) -> Double? {
        mode == .undefined || !width.isFinite || width <= 0 ? nil : width
    }

    func labelOptions(_ instance: ElementInstance) -> TextOptions {
        LabelFacts.of(instance).options
    }

    /// A label's font, with its `.uniformFontScale` factor.
    func labelFont(_ instance: ElementInstance) -> Font {
        let facts = LabelFacts.of(instance)
        let factor = (fontScales.isEmpty ? 1 : fontScales[ObjectIdentifier(instance)] ?? 1) * textScale
        return Font(size: (facts.fontSize ?? 17) * factor, weight: facts.weight, family: family)
    }

    func measureLabel(_ instance: ElementInstance, maxWidth: Double?) -> TextMeasurement {
        let facts = LabelFacts.of(instance)
        return facts.measurements.measure(
            facts.text, font: labelFont(instance), maxWidth: maxWidth, options: facts.options, scale: scale, with: measurer)
    }

    /// The measure function of a leaf view, and its baseline function if it shows text: made
    /// once per pixel scale, font factor and font family, and kept with the leaf.
    func functions(for instance: ElementInstance) -> (MeasureFunction, BaselineFunction?) {
        if instance.kind.isSpacer { return (Self.measuresNothing, nil) }
        guard let kept = instance.leafFunctions else { return makeFunctions(for: instance) }
        let factor = (fontScales.isEmpty ? 1 : fontScales[ObjectIdentifier(instance)] ?? 1) * textScale
        return kept.functions(scale: scale, factor: factor, family: family) { makeFunctions(for: instance) }
    }

    /// A plain `UIView` with no subviews, to YogaKit: a spacer, a stack without an item in the
    /// layout. (Clamping zero changes nothing: offers are never negative.)
    static let measuresNothing: MeasureFunction = { _, _, _, _ in .zero }

    /// YogaKit's `YGSanitizeMeasurement` around a view's own answer: a size offered "at most"
    /// caps it. (An exactly offered size replaces it too, but Yoga never reads the answer on
    /// such an axis.)
    static func clampedAsYogaKit(_ measure: @escaping MeasureFunction) -> MeasureFunction {
        { width, widthMode, height, heightMode in
            let size = measure(width, widthMode, height, heightMode)
            return LayoutSize(
                width: widthMode == .atMost ? min(width, size.width) : size.width,
                height: heightMode == .atMost ? min(height, size.height) : size.height)
        }
    }

    private func makeFunctions(for instance: ElementInstance) -> (MeasureFunction, BaselineFunction?) {
        let (measure, baseline) = makeOwnFunctions(for: instance)
        return (Self.clampedAsYogaKit(measure), baseline)
    }

    private func makeOwnFunctions(for instance: ElementInstance) -> (MeasureFunction, BaselineFunction?) {
        let scale = self.scale
        switch instance.kind {
        case .label:
            // Read once: the solver calls these for every measurement.
            let facts = LabelFacts.of(instance)
            let text = facts.text
            let font = labelFont(instance)
            let options = facts.options
            let measurements = facts.measurements
            let measurer = self.measurer
            return ({ width, mode, _, _ in
                let measured = measurements.measure(
                    text, font: font, maxWidth: Self.widthLimit(width, mode), options: options, scale: scale, with: measurer)
                return LayoutSize(width: measured.width, height: measured.height)
            }, { _, _ in
                // The same for every width: no need to measure.
                TextMeasurer.firstBaseline(in: font)
            })
        case .button:
            let font = font(instance, defaultSize: 15)
            let title = measurer.measure(string(instance, "title"), font: font, maxWidth: nil, options: TextOptions(lines: 1), scale: scale)
            let size = LayoutSize(width: title.width + 16, height: PixelGrid.ceil(max(30, font.lineHeight + 12), scale: scale))
            return ({ _, _, _, _ in size }, { _, height in (height - font.lineHeight) / 2 + font.ascender })
        case .textField:
            let font = font(instance, defaultSize: 17)
            let height = PixelGrid.ceil(font.lineHeight + 14, scale: scale)
            return ({ _, _, _, _ in LayoutSize(width: 0, height: height) }, { _, height in (height - font.lineHeight) / 2 + font.ascender })
        case .textView:
            let font = font(instance, defaultSize: TextViewMetrics.defaultFontSize)
            let text = string(instance, "text")
            let measurer = self.measurer
            return ({ width, mode, _, _ in
                let room = Self.widthLimit(width, mode).map { max($0 - TextViewMetrics.horizontalInsets, 0) }
                let measured = measurer.measure(text, font: font, maxWidth: room, options: TextOptions(lines: 0), scale: scale)
                return TextViewMetrics.size(ofText: measured, font: font, scale: scale)
            }, { _, _ in TextViewMetrics.topInset + font.ascender })
        case .keyValue:
            let solver = KeyValueMeasurement(instance: instance, leaf: self)
            let solutions = KeyValueSolutions()
            return ({ width, mode, _, _ in
                let solved = solutions.solution(maxWidth: Self.widthLimit(width, mode), exact: mode == .exactly, solver)
                return LayoutSize(width: solved.width, height: solved.height)
            }, { width, _ in
                solutions.solution(maxWidth: width > 0 ? width : nil, exact: true, solver).baseline
            })
        default:
            let size = Self.fixedSize(of: instance, measurement: self)
            return ({ _, _, _, _ in size }, nil)
        }
    }

    /// Leaves whose intrinsic size does not depend on the space offered.
    static func fixedSize(of instance: ElementInstance, measurement: LeafMeasurement) -> LayoutSize {
        switch instance.kind {
        case .image:
            return LayoutSize(width: measurement.number(instance, "width") ?? 0, height: measurement.number(instance, "height") ?? 0)
        case .switch: return LayoutSize(width: 51, height: 31)
        case .slider: return LayoutSize(width: 0, height: 31)
        case .progress: return LayoutSize(width: 0, height: 4)
        case .stepper: return LayoutSize(width: 94, height: 32)
        case .activity:
            return measurement.enumCase(instance, "style", default: "medium") == "large"
                ? LayoutSize(width: 37, height: 37) : LayoutSize(width: 20, height: 20)
        default: return .zero
        }
    }
}

/// KeyValueLabel (language §4.4): a key label and a value label in one element.
struct KeyValueMeasurement {
    let leaf: LeafMeasurement
    // The arguments, read once: the solver asks for a solution at every offer, and reading
    // them from the argument dictionaries each time was most of a solution's cost.
    let margin: Double
    let keyFont: Font
    let valueFont: Font
    let keyMinScale: Double
    let valueMinScale: Double
    let keyText: String
    let valueText: String
    let alignment: String
    let vertical: Bool
    let multiline: String
    let verticalAlignment: String

    init(instance: ElementInstance, leaf: LeafMeasurement) {
        self.leaf = leaf
        margin = leaf.number(instance, "margin") ?? 8
        keyFont = leaf.font(instance, size: "keyFont", defaultSize: 17)
        valueFont = leaf.font(instance, size: "valueFont", defaultSize: 17)
        keyMinScale = leaf.number(instance, "keyMinScale") ?? 1
        valueMinScale = leaf.number(instance, "valueMinScale") ?? 1
        keyText = leaf.string(instance, "key")
        valueText = leaf.string(instance, "value")
        alignment = leaf.enumCase(instance, "valueAlignment", default: "left")
        vertical = leaf.enumCase(instance, "orientation", default: "horizontal") == "vertical"
        multiline = leaf.enumCase(instance, "multiline", default: "equal")
        verticalAlignment = leaf.enumCase(instance, "verticalAlignment", default: "top")
    }

    struct Solved {
        var width: Double
        var height: Double
        var baseline: Double
        var key: LayoutFrame
        var value: LayoutFrame
    }

    /// Its layout within `maxWidth`; `exact` when it is laid out at exactly that width (its
    /// frame, a stretched or fixed width) rather than asked what it needs within it.
    func solve(maxWidth: Double?, exact: Bool = false) -> Solved {
        let keyOptions = TextOptions(lines: 0, minScale: keyMinScale)
        let valueOptions = TextOptions(lines: 0, minScale: valueMinScale)
        func measure(_ text: String, _ font: Font, _ width: Double?, _ options: TextOptions) -> TextMeasurement {
            leaf.measurer.measure(text, font: font, maxWidth: width.map { max($0, 0.001) }, options: options, scale: leaf.scale)
        }
        /// Where the value starts in its column `start..<end`, by `valueAlignment`.
        func valueX(_ width: Double, from start: Double, to end: Double) -> Double {
            switch alignment {
            case "center": return start + max(end - start - width, 0) / 2
            case "right": return max(end - width, start)
            default: return start
            }
        }
        if vertical {
            let key = measure(keyText, keyFont, maxWidth, keyOptions)
            let value = measure(valueText, valueFont, maxWidth, valueOptions)
            // As wide as the wider of the two (language §4.4); the value is aligned across that.
            let width = max(key.width, value.width)
            return Solved(width: width, height: key.height + margin + value.height, baseline: key.firstBaseline,
                          key: LayoutFrame(x: 0, y: 0, width: key.width, height: key.height),
                          value: LayoutFrame(x: valueX(value.width, from: 0, to: width), y: key.height + margin, width: value.width, height: value.height))
        }
        let key: TextMeasurement
        let value: TextMeasurement
        /// The value's column: from the end of the key's column and the margin to the end.
        var valueColumn: Double
        if let maxWidth {
            let available = max(maxWidth - margin, 0)
            /// What a one-line part may take beside the wrapping part's `text`.
            func room(leaving text: String, _ font: Font) -> Double {
                text.isEmpty ? available : available - min(leaf.measurer.longestWordWidth(text, font: font, scale: leaf.scale), available / 2)
            }
            switch multiline {
            // The one-line part takes its natural width, at most what leaves the wrapping part
            // its longest word (up to half the row), so that a long key never squeezes the
            // value into a column of broken words: past that it shrinks its font (its
            // `…MinScale`, as UILabel's adjustsFontSizeToFitWidth) and then truncates, like
            // any one-line label given a width.
            // A truncated part fills the room it was given, as a label cut to its frame does.
            case "singleLineKey":
                let keyRoom = room(leaving: valueText, valueFont)
                key = measure(keyText, keyFont, keyRoom, TextOptions(lines: 1, minScale: keyMinScale))
                let keyColumn = key.truncated ? keyRoom : key.width
                value = measure(valueText, valueFont, max(available - keyColumn, 0), valueOptions)
                valueColumn = keyColumn + margin
            case "singleLineValue":
                let valueRoom = room(leaving: keyText, keyFont)
                value = measure(valueText, valueFont, valueRoom, TextOptions(lines: 1, minScale: valueMinScale))
                let valueColumnWidth = value.truncated ? valueRoom : value.width
                key = measure(keyText, keyFont, max(available - valueColumnWidth, 0), keyOptions)
                valueColumn = max(maxWidth - valueColumnWidth, key.width + margin)
            default:
                key = measure(keyText, keyFont, available / 2, keyOptions)
                value = measure(valueText, valueFont, available / 2, valueOptions)
                valueColumn = available / 2 + margin
            }
        } else {
            key = measure(keyText, keyFont, nil, TextOptions(lines: 1))
            value = measure(valueText, valueFont, nil, TextOptions(lines: 1))
            valueColumn = key.width + margin
        }
        let height = max(key.height, value.height)
        func offset(_ own: Double) -> Double {
            switch verticalAlignment {
            case "center": return (height - own) / 2
            case "bottom": return height - own
            default: return 0
            }
        }
        // Given a width, it takes as much of it as its parts want on one line each — for
        // `.equal` two columns as wide as the wider part — and all of it when they wrap: the
        // columns are shares of the width it is laid out at, so asking for less would make
        // them wrap differently once laid out. A part left no room is cut to its column
        // (UILabel clips what it cannot show).
        var width = key.width + margin + value.width
        if let maxWidth {
            let keyLine = measure(keyText, keyFont, nil, TextOptions(lines: 1)).width
            let valueLine = measure(valueText, valueFont, nil, TextOptions(lines: 1)).width
            let natural = multiline == "equal" ? 2 * max(keyLine, valueLine) + margin : keyLine + margin + valueLine
            width = exact ? max(maxWidth, 0) : min(max(maxWidth, 0), natural)
            if multiline == "equal" { valueColumn = (width - margin) / 2 + margin }
        }
        let keyWidth = min(key.width, max(width - (value.width > 0 ? margin + value.width : 0), 0))
        let valueStart = min(max(valueColumn, keyWidth + margin), width)
        let valueWidth = min(value.width, width - valueStart)
        return Solved(width: width, height: height, baseline: offset(key.height) + key.firstBaseline,
                      key: LayoutFrame(x: 0, y: offset(key.height), width: keyWidth, height: key.height),
                      value: LayoutFrame(x: valueX(valueWidth, from: valueStart, to: width), y: offset(value.height), width: valueWidth, height: value.height))
    }
}

/// What a label's arguments say about its text, read once when the label is
/// expanded: the solver, the rules and hover ask for them at every preview,
/// and reading them from the argument dictionary each time showed in profiles.
final class LabelFacts: Sendable {
    let text: String
    let fontSize: Double?
    let weight: FontWeight
    let options: TextOptions
    /// The label's latest measurements, shared by every copy of the label (kept expansions
    /// carry them into later versions of the document).
    let measurements = LabelMeasurements()

    init(_ instance: ElementInstance) {
        func number(_ key: String) -> Double? {
            if case .number(let value)? = instance.arguments[key]?.value { return value }
            return nil
        }
        if case .string(let value)? = instance.arguments["text"]?.value { text = value } else { text = "" }
        fontSize = number("font")
        if case .enumCase(let name)? = instance.arguments["weight"]?.value, let parsed = FontWeight(rawValue: name) {
            weight = parsed
        } else {
            weight = .regular
        }
        var lineBreak = LineBreakMode.word
        if case .enumCase("char")? = instance.arguments["lineBreak"]?.value { lineBreak = .char }
        // Bounded before converting: `lines: 1e300` is a whole number, and must not trap.
        let lines = number("lines").map { $0.isFinite ? Int(min(max($0, 0), 1_000_000)) : 1 } ?? 1
        options = TextOptions(lines: lines, lineBreak: lineBreak, minScale: number("minScale") ?? 1)
    }

    static func of(_ instance: ElementInstance) -> LabelFacts {
        instance.labelFacts ?? LabelFacts(instance)
    }
}
