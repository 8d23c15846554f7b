import KissLayout
import KissSyntax
import KissText

/// K301–K305: what happens to sizes at a preview (overflow, truncation,
/// exhausted font scaling, elements outside their parent, elements squeezed to
/// zero). Each check looks at one solved layout at a time; a finding is keyed
/// by where it is written, so the same place seen at several previews (or in
/// several layouts of the file that use it) is reported once, naming every
/// preview with what happened there.
///
/// A finding is reported where it starts, and each fact by one code only:
/// a container at size 0 is K201 / K202 / K305's business, so its content is
/// not also said to overflow it or lie outside it; children of a container
/// that K301 reports are not also K304; a label whose `minScale` ran out is
/// K303, not K302; a row whose `.uniformFontScale` ran out is K303, not K301.
struct SizeRules {
    let analysis: FileAnalysis
    let family: FontFamily
    private var findings: [Key: Finding] = [:]
    private var order: [Key] = []
    /// What the solve being visited showed, in the order it was found.
    private var pending: [Event] = []

    init(analysis: FileAnalysis, family: FontFamily = .system) {
        self.analysis = analysis
        self.family = family
    }

    enum Axis: Hashable {
        case horizontal, vertical
        var size: String { self == .horizontal ? "width" : "height" }
    }

    /// Which axes something holds on: two flags, where a `Set` allocated storage for every
    /// element the walk visited.
    struct Axes {
        private var horizontal = false
        private var vertical = false

        static var none: Axes { Axes() }

        func contains(_ axis: Axis) -> Bool { axis == .horizontal ? horizontal : vertical }

        mutating func insert(_ axis: Axis) {
            if axis == .horizontal { horizontal = true } else { vertical = true }
        }
    }

    struct Key: Hashable {
        var code: DiagnosticCode
        var offset: Int
        /// Separates findings of one code at one place (an axis).
        var facet: String
    }

    /// What happened at one preview.
    struct Occurrence {
        /// How bad it is, to keep the worst when several layouts of the file
        /// show the same place at one preview (a layout used inside another).
        var amount: Double
        /// The preview-specific part of the message ("by 24 pt on the right").
        var detail: String
        /// Why, and what to do; from the worst preview.
        var explanation: String
        var related: [RelatedLocation] = []
        var fixes: [FixIt] = []
    }

    struct Finding {
        var code: DiagnosticCode
        var range: Range<Int>
        /// The message up to the previews ("content overflows the `hstack`").
        var lead: String
        var style: DetailStyle
        var occurrences: [Preview: Occurrence] = [:]
    }

    /// How a preview's detail joins the preview's name.
    enum DetailStyle {
        /// "… by 24 pt on the right at se (320): why".
        case beforePreview
        /// "… at se (320) by shrinking: why".
        case afterPreview
        /// "…: at se (320) it needs 2 lines and has 1. What to do."
        case sentence
    }

    // MARK: - Walking a solved layout

    private struct Visit {
        var element: SolvedElement
        var parent: SolvedElement?
        var isOverlay: Bool
        /// An ancestor is 0 on the axis: what happens inside is explained there.
        var zeroAncestor: Axes
        /// The parent's content overflows (K301) at this preview.
        var parentOverflows: Bool
        /// An ancestor is explicitly 0 on the axis (`.width(0)`): meant, so nothing inside is squeezed.
        var explicitlyZeroAncestor: Axes = .none
    }

    /// One finding at one preview of one solve; `apply` merges them in solve order.
    struct Event: Sendable {
        var code: DiagnosticCode
        var location: SourceLocation
        var facet: String
        var lead: String
        var style: DetailStyle
        var occurrence: Occurrence
        var preview: Preview
    }

    /// The findings of one solve, independent of what was seen before.
    func events(in layout: SolvedLayout) -> [Event] {
        var recorder = SizeRules(analysis: analysis, family: family)
        recorder.collect(layout)
        return recorder.pending
    }

    private mutating func collect(_ layout: SolvedLayout) {
        var leaves = LeafMeasurement(preview: layout.preview, measurer: .shared, family: family)
        leaves.fontScales = layout.fontScales
        let context = Context(leaves: leaves, preview: layout.preview, layout: layout)
        var stack = [Visit(element: layout.root, parent: nil, isOverlay: false, zeroAncestor: .none, parentOverflows: false)]
        while let visit = stack.popLast() {
            let element = visit.element
            guard let frame = element.frame else { continue }
            let style = element.loweredStyle?.style
                ?? context.lowering.style(of: element.instance, parent: visit.isOverlay ? nil : visit.parent?.instance)
            checkSqueezed(visit, frame: frame, style: style, context)
            if let parent = visit.parent, !visit.parentOverflows { checkOutside(visit, parent: parent, frame: frame, style: style, context) }
            var overflows = false
            if element.instance.kind.isStack { overflows = checkOverflow(element, frame: frame, style: style, context) }
            if element.instance.kind == .label { checkText(element, frame: frame, context) }
            if element.instance.kind == .button || element.instance.kind == .keyValue { checkPartTexts(element, frame: frame, context) }
            if let parent = visit.parent, !visit.isOverlay {
                checkStretched(element, in: parent, frame: frame, style: style, context)
                checkControlSize(element, in: parent, frame: frame, style: style, context)
            }

            var zero = visit.zeroAncestor
            if frame.width < context.tolerance { zero.insert(.horizontal) }
            if frame.height < context.tolerance { zero.insert(.vertical) }
            var explicitlyZero = visit.explicitlyZeroAncestor
            if CollapseRule.isExplicitlyZero(style, .width) { explicitlyZero.insert(.horizontal) }
            if CollapseRule.isExplicitlyZero(style, .height) { explicitlyZero.insert(.vertical) }
            for child in element.overlays.reversed() {
                stack.append(Visit(element: child, parent: element, isOverlay: true, zeroAncestor: zero, parentOverflows: false,
                                   explicitlyZeroAncestor: explicitlyZero))
            }
            for child in element.children.reversed() {
                stack.append(Visit(element: child, parent: element, isOverlay: false, zeroAncestor: zero, parentOverflows: overflows,
                                   explicitlyZeroAncestor: explicitlyZero))
            }
        }
    }

    /// A class, not a struct: closures over it (a stack's flow children) copied every field for every stack.
    final class Context {
        let leaves: LeafMeasurement
        let preview: Preview
        let layout: SolvedLayout
        let lowering: LayoutLowering
        /// The preview's point scale, and half a pixel at it: less than that is not a finding.
        let scale: Double
        let tolerance: Double

        init(leaves: LeafMeasurement, preview: Preview, layout: SolvedLayout) {
            self.leaves = leaves
            self.preview = preview
            self.layout = layout
            lowering = LayoutLowering(leaves: leaves)
            scale = preview.scale
            tolerance = 0.5 / max(preview.scale, 1)
        }

        /// The style a child of `container` (not an overlay) was laid out with.
        func style(of child: SolvedElement, in container: SolvedElement) -> LayoutStyle {
            child.loweredStyle?.style ?? lowering.style(of: child.instance, parent: container.instance)
        }

        /// The frame before pixel rounding, for the elements the flexbox solver placed itself
        /// through stacks from the root (not pin children, not overlays).
        static func exactFrame(of element: SolvedElement) -> LayoutFrame? {
            element.placedThroughStacks && element.frame != nil ? element.unroundedFrame : nil
        }

        /// The frame to measure geometry with: unrounded where known. Rounding
        /// moves each edge by up to a pixel on its own (text nodes round their
        /// width up), so rounded frames of content that fits exactly can stick
        /// out by a pixel or two; those that are rounded are given that slack.
        func geometry(_ element: SolvedElement) -> (frame: LayoutFrame, slack: Double)? {
            if let exact = Self.exactFrame(of: element) { return (exact, 0) }
            return element.frame.map { ($0, 2 / max(scale, 1)) }
        }
    }

    // MARK: - K301 (and K303 for `.uniformFontScale`)

    /// Whether the container's flow children reach past its content box.
    /// Reports K301 (or K303 when `.uniformFontScale` ran out) and returns true
    /// when they do, so the children are not also K304.
    private mutating func checkOverflow(_ container: SolvedElement, frame: LayoutFrame, style: LayoutStyle, _ context: Context) -> Bool {
        let kind = container.instance.kind
        let flow = container.children.filter { child in
            !child.isHidden && context.style(of: child, in: container).positionType != .absolute
        }
        guard !flow.isEmpty else { return false }
        var axes: [Axis] = []
        switch kind {
        case .hstack: axes = [.horizontal]
        case .vstack: axes = [.vertical]
        // A wrap breaks lines along its width and stacks them down its height.
        case .wrap: axes = [.horizontal, .vertical]
        default: return false
        }
        var overflowsAny = false
        // A container at 0 on the axis is K201 / K202 / K305's finding, or meant.
        for axis in axes where (axis == .horizontal ? frame.width : frame.height) >= context.tolerance {
            let extent = Extent(flow: flow, container: container, frame: frame, style: style, axis: axis, context)
            guard extent.total >= context.tolerance else { continue }
            overflowsAny = true
            if axis == .horizontal, kind == .hstack, let factor = exhaustedUniformScale(container, context) {
                recordUniformScale(container, factor: factor, extent: extent, context)
                continue
            }
            recordOverflow(container, flow: flow, extent: extent, style: style, context)
        }
        return overflowsAny
    }

    /// Where the flow children of a container reach on one axis, against its content box.
    struct Extent {
        let axis: Axis
        /// Overflow past the leading (left / top) and trailing (right / bottom) edges.
        var leading: Double
        var trailing: Double
        var needed: Double
        /// The content box: the frame inside the padding.
        var available: Double
        var padded: Bool
        /// Where the content box ends on the axis.
        var end: Double
        var inside: String { padded ? " inside its padding" : "" }
        var total: Double { max(leading, 0) + max(trailing, 0) }

        init(flow: [SolvedElement], container: SolvedElement, frame: LayoutFrame, style: LayoutStyle, axis: Axis, _ context: Context) {
            self.axis = axis
            let horizontal = axis == .horizontal
            let (frame, containerSlack) = context.geometry(container) ?? (frame, 0)
            var slack = containerSlack
            let start = horizontal ? style.padding.left : style.padding.top
            let end = horizontal ? frame.width - style.padding.right : frame.height - style.padding.bottom
            var low = Double.infinity
            var high = -Double.infinity
            for child in flow {
                guard let (box, childSlack) = context.geometry(child) else { continue }
                slack = max(slack, childSlack)
                let margin = context.style(of: child, in: container).margin
                let origin = horizontal ? box.x - margin.left : box.y - margin.top
                let far = horizontal ? box.x + box.width + margin.right : box.y + box.height + margin.bottom
                low = min(low, origin)
                high = max(high, far)
            }
            let tolerance = context.tolerance + slack
            self.end = end
            leading = start - low >= tolerance ? start - low : 0
            trailing = high - end >= tolerance ? high - end : 0
            needed = high - low
            available = max(end - start, 0)
            padded = horizontal ? style.padding.left + style.padding.right > 0 : style.padding.top + style.padding.bottom > 0
        }

        var sides: String {
            let (first, second) = axis == .horizontal ? ("on the left", "on the right") : ("at the top", "at the bottom")
            if leading > 0, trailing > 0 {
                return "(\(FrameFormatting.number(leading)) pt \(first), \(FrameFormatting.number(trailing)) pt \(second))"
            }
            return leading > 0 ? first : second
        }
    }

    private mutating func recordOverflow(_ container: SolvedElement, flow: [SolvedElement], extent: Extent, style: LayoutStyle, _ context: Context) {
        guard let location = reportedLocation(container.instance) else { return }
        let kind = container.instance.kind
        let name = displayName(container.instance)
        let alongMain = (extent.axis == .horizontal) == (kind != .vstack)
        let childStyles = flow.map { context.lowering.style(of: $0.instance, parent: container.instance) }
        var explanation: String
        if extent.needed <= extent.available + context.tolerance {
            explanation = "its content needs \(points(extent.needed)) of \(extent.axis.size) and it has \(points(extent.available))\(extent.inside), "
                + "but its alignment or its children's negative margins place the content past the edge"
        } else if kind == .wrap, extent.axis == .vertical {
            explanation = "its lines and line spacing need \(points(extent.needed)) of height and it has \(points(extent.available))\(extent.inside)"
        } else if kind == .wrap {
            explanation = "an item is wider than a line of the `wrap` (it needs \(points(extent.needed)) and a line has \(points(extent.available))\(extent.inside))"
        } else {
            // The numbers go with each preview (in the detail), as they differ between previews.
            explanation = "its children and spacing need more \(extent.axis.size) than it has\(extent.inside)"
        }
        if alongMain {
            explanation += childStyles.contains { $0.shrink > 0 }
                ? "; the children that may shrink are already at their minimum"
                : "; no child may shrink (Yoga's default `.shrink` is 0)"
        }

        var related: [RelatedLocation] = []
        let horizontal = extent.axis == .horizontal
        if extent.trailing > 0, let first = flow.first(where: { child in
            guard let (box, slack) = context.geometry(child) else { return false }
            return (horizontal ? box.x + box.width : box.y + box.height) > extent.end + context.tolerance + slack
        }), let place = siteLocation(first.instance) {
            related.append(RelatedLocation(range: place.range, message: "the first \(horizontal ? "child" : "element") that does not fit"))
        }

        var fixes: [FixIt] = []
        var advice: String
        if alongMain, let candidate = shrinkCandidate(flow, styles: childStyles, axis: extent.axis),
           let place = siteLocation(candidate.instance), let end = elementEnd(place),
           shrinkAbsorbs(candidate, overflow: extent.total, axis: extent.axis, context) {
            let childName = displayName(candidate.instance)
            fixes.append(FixIt(message: "Let \(childName) shrink to absorb the overflow",
                               edits: [TextEdit(range: end..<end, replacement: ".shrink(1)")], isSafe: false))
            let widest = extent.axis == .horizontal ? "widest" : "tallest"
            advice = "Let \(childName), the \(widest) child that can shrink, do so (`.shrink(1)`"
            if candidate.instance.kind == .label, extent.axis == .horizontal { advice += ", and let it wrap or shrink its font" }
            advice += "), or make room: shorter content, less spacing or padding"
        } else if kind == .wrap, extent.axis == .vertical {
            advice = "Let the `wrap`'s height fit its lines, give it more height, or reduce its content"
        } else {
            advice = "Make room: shorter or fewer children, less spacing or padding"
        }
        if kind == .hstack { advice += ", or a `wrap` instead of the `hstack`" }
        explanation += ". " + advice + "."

        let facet = extent.axis == .horizontal ? "x" : "y"
        var detail = "by \(points(extent.total)) \(extent.sides)"
        if extent.needed > extent.available + context.tolerance, !(kind == .wrap) {
            detail += " (\(points(extent.needed)) needed, \(points(extent.available)) there)"
        }
        let occurrence = Occurrence(amount: extent.total, detail: detail,
                                    explanation: explanation, related: related, fixes: fixes)
        record(.contentOverflow, at: location, facet: facet, lead: "content overflows the \(name)", style: .beforePreview,
               occurrence, context)
    }

    /// The widest (tallest) child that has no `.shrink`, no explicit size on
    /// that axis and is not a control of a fixed size: the one `.shrink(1)`
    /// can take the missing space from.
    private func shrinkCandidate(_ flow: [SolvedElement], styles: [LayoutStyle], axis: Axis) -> SolvedElement? {
        var best: (SolvedElement, Double)?
        for (child, style) in zip(flow, styles) {
            guard let box = child.frame, style.shrink == 0, !child.instance.kind.isSpacer,
                  ![.switch, .stepper, .activity].contains(child.instance.kind) else { continue }
            let explicit = axis == .horizontal ? style.width : style.height
            if case .points = explicit { continue }
            if case .points = style.basis { continue }
            let size = axis == .horizontal ? box.width : box.height
            if size > 0, size > (best?.1 ?? 0) { best = (child, size) }
        }
        return best?.0
    }

    /// Whether `.shrink(1)` on `child` takes the whole overflow, tried on the layout itself
    /// (`FixTrial`). Offered only then: a fix that leaves the overflow would be offered again
    /// on the next child after it is applied, and `--unsafe-fixes` would never settle.
    private func shrinkAbsorbs(_ child: SolvedElement, overflow: Double, axis: Axis, _ context: Context) -> Bool {
        guard let box = child.frame else { return false }
        let trialAxis: Determinability.Axis = axis == .horizontal ? .width : .height
        guard let after = FixTrial(layout: context.layout, family: family).size(of: child, trialAxis, after: { $0.shrink = 1 }) else {
            return false
        }
        let before = axis == .horizontal ? box.width : box.height
        return before - after >= overflow - context.tolerance
    }

    /// The minimum factor of a row's `.uniformFontScale(min:)`, when every text of the
    /// row went all the way down to it.
    private func exhaustedUniformScale(_ container: SolvedElement, _ context: Context) -> Double? {
        guard case .number(let minimum)? = container.instance.modifierValue("uniformFontScale", "min")?.value else { return nil }
        let floor = min(1, max(0.01, minimum))
        let factors = container.children.compactMap { context.layout.fontScales[ObjectIdentifier($0.instance)] }
        guard !factors.isEmpty, factors.allSatisfy({ abs($0 - floor) < 1e-6 }) else { return nil }
        return floor
    }

    private mutating func recordUniformScale(_ container: SolvedElement, factor: Double, extent: Extent, _ context: Context) {
        guard let location = reportedLocation(container.instance) else { return }
        let name = displayName(container.instance)
        var related: [RelatedLocation] = []
        if let modifier = container.instance.modifiers.last(where: { $0.name == "uniformFontScale" }), modifier.location.file == analysis.file.path {
            related.append(RelatedLocation(range: modifier.location.range, message: "the minimum factor"))
        }
        let explanation = "at \(percent(factor)) of their sizes its children and spacing still need "
            + "\(points(extent.needed)) of width and it has \(points(extent.available))\(extent.inside). "
            + "Let a text wrap (`lines: 2`) or shrink (`.shrink(1)`), shorten the texts, or make room in the row"
        let occurrence = Occurrence(amount: extent.total, detail: "by \(points(extent.total)) \(extent.sides)",
                                    explanation: explanation + ".", related: related)
        record(.fontScaleExhausted, at: location, facet: "uniform",
               lead: "the texts of the \(name) are shrunk to their minimum font scale and still overflow it",
               style: .beforePreview, occurrence, context)
    }

    // MARK: - K302 / K303 on labels

    private mutating func checkText(_ element: SolvedElement, frame: LayoutFrame, _ context: Context) {
        guard frame.width >= context.tolerance, frame.height >= context.tolerance,
              let location = reportedLocation(element.instance) else { return }
        let leaves = context.leaves
        let instance = element.instance
        let text = LabelFacts.of(instance).text
        guard !text.isEmpty else { return }
        let options = leaves.labelOptions(instance)
        let measured = leaves.measureLabel(instance, maxWidth: frame.width)
        // Worked out only for a label that may be reported: most labels fit.
        var name: String { displayName(instance) }
        var cutByNewline: Bool { options.lines > 0 && leaves.measureLabel(instance, maxWidth: nil).neededLines > options.lines }

        if measured.stillOverflows, !cutByNewline {
            let font = leaves.labelFont(instance)
            let smallest = font.scaled(by: options.minScale)
            let needed = leaves.measurer.measure(text, font: smallest, maxWidth: nil, options: TextOptions(lines: 0), scale: leaves.scale).neededWidth
            let detail = "needs \(points(needed)) at \(percent(options.minScale)) of \(points(font.size)) and has \(points(frame.width))"
            let explanation = "Let it wrap instead (`lines: 2`, or `lines: 0`), give it more room, or shorten the text; "
                + "a lower `minScale` also works, but text below about 11 pt is hard to read."
            record(.fontScaleExhausted, at: location, facet: "minScale",
                   lead: "\(name) shrinks its font to the minimum (`minScale: \(FrameFormatting.number(options.minScale))`) and still does not fit",
                   style: .sentence, Occurrence(amount: needed - frame.width, detail: detail, explanation: explanation), context)
            return
        }

        if measured.truncated {
            let detail: String
            let advice: String
            if options.lines == 1, !cutByNewline {
                detail = "needs \(points(measured.neededWidth)) on one line and has \(points(frame.width))"
                advice = "Let it wrap (`lines: 2`, or `lines: 0` for any number), let it shrink its font first (`minScale:`), give it more room, or shorten the text."
            } else {
                detail = "needs \(measured.neededLines) lines at \(points(frame.width)) and has \(options.lines) (`lines: \(options.lines)`)"
                advice = "Allow more lines (`lines: \(measured.neededLines)`, or `lines: 0` for any number), give it more width, or shorten the text."
            }
            record(.textTruncated, at: location, facet: "text", lead: "\(name) text is truncated", style: .sentence,
                   Occurrence(amount: Double(measured.neededLines) + measured.neededWidth - frame.width, detail: detail, explanation: advice), context)
            return
        }

        // Lines the frame is too short to show are cut off as well.
        let lineHeight = measured.lineHeight
        guard lineHeight > 0 else { return }
        let room = Int(saturating: ((frame.height + context.tolerance) / lineHeight).rounded(.down))
        if room < measured.lineCount {
            let detail = "needs \(measured.lineCount) \(measured.lineCount == 1 ? "line" : "lines") (\(points(measured.height)) of height) and has room for \(room) (\(points(frame.height)))"
            let advice = "Let its height follow its text (remove the fixed or limited height), or give it the height of its lines."
            record(.textTruncated, at: location, facet: "height", lead: "\(name) text is cut off", style: .sentence,
                   Occurrence(amount: measured.height - frame.height, detail: detail, explanation: advice), context)
        }
    }

    // MARK: - K302 on buttons' titles and keyValues' keys and values

    /// A button's title and a keyValue's key and value, measured as they are drawn (`textFacts`,
    /// the render's lines): a title wider than the frame less its insets is cut with "…"; a
    /// keyValue part is cut when it needs more lines than its row shows (a one-line part
    /// truncated, or a part left no room), and broken when its column is narrower than its
    /// longest word (UILabel then breaks the word itself across lines).
    private mutating func checkPartTexts(_ element: SolvedElement, frame: LayoutFrame, _ context: Context) {
        guard frame.width >= context.tolerance, frame.height >= context.tolerance,
              let location = reportedLocation(element.instance) else { return }
        let instance = element.instance
        let leaves = context.leaves
        let facts = context.layout.textFacts(of: element, measurer: leaves.measurer, family: family)
        let isButton = instance.kind == .button
        for part in facts where !part.text.isEmpty {
            let font = isButton ? leaves.font(instance, defaultSize: 15)
                : leaves.font(instance, size: part.part == "key" ? "keyFont" : "valueFont", defaultSize: 17)
            let drawn = font.scaled(by: font.size > 0 ? part.fontSize / font.size : 1)
            let oneLine = leaves.measurer.measure(part.text, font: drawn, maxWidth: nil, options: TextOptions(lines: 1), scale: leaves.scale).neededWidth
            let room = part.frame.width
            var name: String { displayName(instance) }
            if isButton {
                guard part.truncated || (room < context.tolerance && oneLine >= context.tolerance) else { continue }
                let fixed: Bool
                if case .points = (element.loweredStyle?.style ?? context.lowering.style(of: instance, parent: nil)).width { fixed = true } else { fixed = false }
                let detail = "needs \(points(oneLine)) on one line and has \(points(room)) (its \(points(frame.width)) less 16 pt of insets)"
                let advice = "A button's title is one line: give the button room (\(fixed ? "remove its fixed `.width`" : "`.shrink(0)`, Yoga's default, or smaller siblings")), "
                    + "shorten the title, or let a neighbour wrap; titles get longer in other languages."
                record(.textTruncated, at: location, facet: "title", lead: "\(name) title is truncated", style: .sentence,
                       Occurrence(amount: oneLine - room, detail: detail, explanation: advice), context)
                continue
            }
            let kind = part.part
            var advice: String {
                "Give the `keyValue` more width, stack its parts (`orientation: .vertical`), "
                    + (shown == 1 && part.lines > 1 ? "let the \(kind) shrink its font first (`\(kind)MinScale:`), or shorten it." : "or shorten the \(kind).")
            }
            let shown = part.lineHeight > 0 ? max(1, Int(saturating: ((part.frame.height + 0.01) / part.lineHeight).rounded(.down))) : 1
            if room < context.tolerance || part.lines > shown {
                let detail: String
                if room < context.tolerance {
                    detail = "needs \(points(oneLine)) and its column has no width"
                } else if shown == 1 {
                    detail = "needs \(points(oneLine)) on one line and has \(points(room))"
                } else {
                    detail = "needs \(part.lines) lines at \(points(room)) and shows \(shown)"
                }
                record(.textTruncated, at: location, facet: kind, lead: "\(name) \(kind) is truncated", style: .sentence,
                       Occurrence(amount: oneLine - room, detail: detail, explanation: advice), context)
                continue
            }
            let word = leaves.measurer.longestWordWidth(part.text, font: drawn, scale: leaves.scale)
            if word > room + context.tolerance {
                let detail = "needs \(points(word)) for its longest word and its column has \(points(room))"
                record(.textTruncated, at: location, facet: kind + "-word", lead: "\(name) \(kind) breaks inside a word", style: .sentence,
                       Occurrence(amount: word - room, detail: detail, explanation: advice), context)
            }
        }
    }

    // MARK: - K304

    private mutating func checkOutside(_ visit: Visit, parent: SolvedElement, frame: LayoutFrame, style: LayoutStyle, _ context: Context) {
        guard let roundedParent = parent.frame, !visit.element.instance.kind.isSpacer,
              frame.width >= context.tolerance, frame.height >= context.tolerance,
              roundedParent.width >= context.tolerance, roundedParent.height >= context.tolerance else { return }
        // Placed by `.position`, it is where its author put it on purpose.
        if visit.element.instance.hasModifier("position") { return }
        var frame = frame
        var parentFrame = roundedParent
        var tolerance = context.tolerance
        if let exact = Context.exactFrame(of: visit.element), let exactParent = Context.exactFrame(of: parent) {
            frame = exact
            parentFrame = exactParent
        } else {
            tolerance += context.geometry(visit.element)?.slack ?? 0
        }
        let left = -frame.x, top = -frame.y
        let right = frame.x + frame.width - parentFrame.width, bottom = frame.y + frame.height - parentFrame.height
        // Checked before anything is built: almost every element is inside its parent.
        guard max(left, top, right, bottom) >= tolerance else { return }
        let sides: [(String, Double)] = [("left", left), ("top", top), ("right", right), ("bottom", bottom)]
            .filter { $0.1 >= tolerance }
        guard !sides.isEmpty, let location = reportedLocation(visit.element.instance) else { return }
        let parentName = displayName(parent.instance)
        let name = displayName(visit.element.instance)
        let amounts = sides.map { "\(points($0.1)) \($0.0 == "left" || $0.0 == "right" ? "on the" : "at the") \($0.0)" }
        let detail = "by " + (amounts.count > 1 ? amounts.dropLast().joined(separator: ", ") + " and " + amounts.last! : amounts[0])
        let negativeMargin = sides.contains { side in
            switch side.0 {
            case "left": return style.margin.left < 0
            case "top": return style.margin.top < 0
            case "right": return style.margin.right < 0
            default: return style.margin.bottom < 0
            }
        }
        var why: String
        if negativeMargin {
            why = "a negative margin moves it out"
        } else if visit.isOverlay {
            why = "an overlay takes its own size, and this one does not fit over the \(parentName)"
        } else if parent.instance.kind == .pin {
            why = "its anchors place it there"
        } else if parent.instance.kind.isStack {
            let across = parent.instance.kind == .vstack ? "wider" : "taller"
            why = "it is \(across) than the \(parentName), and a stack does not shrink its children across its main axis"
        } else {
            why = "it is larger than the \(parentName)"
        }
        let explanation = why + ". It is cut off where the parent clips and cannot be tapped outside it; "
            + "if that is the design (a badge over a corner), suppress this here, otherwise make room for it inside the \(parentName)."
        var related: [RelatedLocation] = []
        if let place = siteLocation(parent.instance) {
            related.append(RelatedLocation(range: place.range, message: "the \(parent.instance.kind.rawValue) it sticks out of"))
        }
        record(.outsideParent, at: location, facet: "outside", lead: "\(name) lies outside the \(parentName)", style: .beforePreview,
               Occurrence(amount: sides.map(\.1).max() ?? 0, detail: detail, explanation: explanation, related: related), context)
    }

    // MARK: - K305

    private mutating func checkSqueezed(
        _ visit: Visit, frame: LayoutFrame, style: LayoutStyle, _ context: Context
    ) {
        let element = visit.element
        for axis in [Axis.horizontal, .vertical] {
            let size = axis == .horizontal ? frame.width : frame.height
            guard size < context.tolerance,
                  context.layout.determinability.zeroSize(of: element, axis == .horizontal ? .width : .height,
                                           explicitlyZeroAbove: visit.explicitlyZeroAncestor.contains(axis)) == .squeezed,
                  let explanation = axis == .horizontal ? element.widthExplanation : element.heightExplanation,
                  let location = reportedLocation(element.instance) else { continue }
            var own = ownSize(element.instance, style: style, axis: axis, context)
            let byShrinking: Bool
            if case .shrunk(let amount)? = explanation.flex, amount >= context.tolerance {
                own = amount
                byShrinking = true
            } else {
                byShrinking = false
            }
            let name = displayName(element.instance)
            let parentName = visit.parent.map { displayName($0.instance) } ?? "preview"
            let sizeName = axis.size
            let minimum = "`.min\(axis == .horizontal ? "Width" : "Height")(_)`"
            var why: String
            var advice: String
            let parentKind = visit.parent?.instance.kind
            let alongParent = parentKind.map { $0.isStack && (($0 == .vstack) == (axis == .vertical)) } ?? false
            let margin = axis == .horizontal ? style.margin.left + style.margin.right : style.margin.top + style.margin.bottom
            let parentInner = visit.parent.flatMap { parent -> Double? in
                guard let parentFrame = parent.frame else { return nil }
                let padding = (parent.loweredStyle?.style ?? context.lowering.style(of: parent.instance, parent: nil)).padding
                return axis == .horizontal ? parentFrame.width - padding.left - padding.right : parentFrame.height - padding.top - padding.bottom
            }
            if byShrinking {
                why = "it has `.shrink` and gives up all of its \(points(own)) because the \(parentName) overflows"
                advice = "Let a sibling that can spare the space shrink instead, protect it with \(minimum), or reduce what its siblings take."
            } else if alongParent, style.grow > 0, style.basis == .points(0) {
                why = "`.grow` starts it from 0 (Kiss gives a growing item a flex basis of 0), and its siblings leave the \(parentName) no free \(sizeName)"
                advice = "Make room in the \(parentName) (smaller siblings, less spacing or padding), or protect it with \(minimum)."
            } else if !alongParent, margin > 0, let inner = parentInner, inner > 0, margin >= inner - context.tolerance {
                why = "its margins (\(points(margin))) take all of the \(parentName)'s \(sizeName) (\(points(inner)) inside its padding)"
                advice = "Reduce its margins, or give the \(parentName) more \(sizeName)."
            } else {
                why = "the \(parentName) has no \(sizeName) left for it"
                let room = visit.parent?.instance.kind == .pin ? "anchors that leave room" : "less padding or smaller siblings"
                advice = "Make room for it in the \(parentName) (\(room)), or protect it with \(minimum)."
            }
            let facet = axis == .horizontal ? "width" : "height"
            var related: [RelatedLocation] = []
            if let parent = visit.parent, let place = siteLocation(parent.instance) {
                related.append(RelatedLocation(range: place.range, message: "the \(parent.instance.kind.rawValue) that leaves it no room"))
            }
            record(.squeezedToZero, at: location, facet: facet,
                   lead: "\(name) is squeezed to zero \(sizeName)", style: .afterPreview,
                   Occurrence(amount: own, detail: byShrinking ? "by shrinking" : "for lack of space",
                              explanation: why + ". " + advice, related: related), context)
        }
    }

    /// The size the element would have on the axis with room for it: its
    /// explicit size, or what its content measures.
    private func ownSize(_ instance: ElementInstance, style: LayoutStyle, axis: Axis, _ context: Context) -> Double {
        let explicit = axis == .horizontal ? style.width : style.height
        if case .points(let value) = explicit { return value }
        if case .points(let value) = axis == .horizontal ? style.minWidth : style.minHeight, value > 0 { return value }
        let kind = instance.kind
        guard kind.isLeafView else { return 0 }
        guard CollapseRule.hasIntrinsicSize(instance, axis == .horizontal ? .width : .height) else { return 0 }
        let solved = LayoutSolver.solveWithoutBaselines(context.lowering.lower(instance, parent: nil), width: nil, height: nil, scale: context.scale)
        guard let natural = solved.root.frame else { return 0 }
        return axis == .horizontal ? natural.width : natural.height
    }

    // MARK: - Recording and reporting

    /// Where a finding on this element is reported: where it is written when
    /// that is in this file, so a layout seen on its own and inside another
    /// layout of the file gives one finding; the root of a layout from another
    /// file at its use here; nil when neither is in this file.
    private func reportedLocation(_ instance: ElementInstance) -> SourceLocation? {
        if instance.location.file == analysis.file.path { return instance.location }
        return instance.layoutUses.first(where: { $0.location.file == analysis.file.path })?.location
    }

    /// Where the element appears in its parent: a layout use's site, so a fix
    /// there changes this copy only (language §4.3), not every use.
    private func siteLocation(_ instance: ElementInstance) -> SourceLocation? {
        let location = instance.location(shownIn: analysis.file.path)
        return location.file == analysis.file.path ? location : nil
    }

    /// How messages name the element: by its kind where it is written here,
    /// by the layout's name where only its use is.
    private func displayName(_ instance: ElementInstance) -> String {
        if instance.location.file != analysis.file.path, let use = instance.layoutUses.first {
            return "`\(use.name)`"
        }
        return "`\(instance.kind.rawValue)`"
    }

    /// K306: an image with a natural size that its stack stretches across: every Kiss item
    /// aligns itself `.stretch`, and Yoga stretches any item with no explicit size across,
    /// whatever its content measures — a 40 × 40 avatar in a row of three text lines becomes
    /// 40 × 52.67, and a `UIImageView` (`.scaleToFill`) draws the picture squashed. Controls of
    /// a fixed size are left alone: `UISwitch` and `UIStepper` draw at their own size whatever
    /// their frame, and an activity indicator centres itself in it.
    private mutating func checkStretched(_ element: SolvedElement, in parent: SolvedElement, frame: LayoutFrame, style: LayoutStyle, _ context: Context) {
        let instance = element.instance
        guard parent.instance.kind.isStack, style.aspectRatio == nil,
              let own = Self.ownSize(of: instance, scale: context.scale) else { return }
        let parentStyle = context.lowering.style(of: parent.instance, parent: nil)
        guard (style.alignSelf ?? parentStyle.alignItems) == .stretch else { return }
        let vertical = parent.instance.kind != .vstack
        let explicit = vertical ? style.height : style.width
        if case .points = explicit { return }
        let (size, ownSize) = vertical ? (frame.height, own.height) : (frame.width, own.width)
        // A pixel of rounding is not stretching.
        guard abs(size - ownSize) > 1 / max(context.scale, 1) + 0.001, let location = reportedLocation(instance) else { return }
        let name = displayName(instance)
        let axis = vertical ? "tall" : "wide"
        let container = "`\(parent.instance.kind.rawValue)`"
        var fixes: [FixIt] = []
        if let place = siteLocation(instance), let end = elementEnd(place) {
            fixes.append(FixIt(message: "Keep its own size: center it across the \(parent.instance.kind.rawValue)",
                               edits: [TextEdit(range: end..<end, replacement: ".crossAlign(self: .center)")], isSafe: false))
        }
        let explanation = "Every Kiss item aligns itself `.stretch` across its stack, and Yoga stretches an item with no "
            + "\(vertical ? "height" : "width") of its own in the style to the \(container)'s \(vertical ? "height" : "width"), whatever its content measures. "
            + "Keep its size with `.crossAlign(self: .center)` (or `.start`, `.end`), or give it `.\(vertical ? "height" : "width")(\(FrameFormatting.number(ownSize)))`"
        record(.stretchedFixedSize, at: location, facet: vertical ? "height" : "width", lead: "\(name) is stretched across the \(container)",
               style: .sentence,
               Occurrence(amount: abs(size - ownSize), detail: "is \(points(size)) \(axis), not its own \(points(ownSize))",
                          explanation: explanation + ".", fixes: fixes), context)
    }

    /// K307: a control UIKit draws at its own size (`FixedSizeControl`) given another size by
    /// its stack. The frame stays the library's; the device draws the control in it anyway: a
    /// `switch` or `stepper` at the frame's top-left corner, so a taller row leaves it off-centre
    /// and a smaller frame lets it cover what follows; an activity indicator, a slider or a
    /// progress view centred, so only a frame smaller than the control shows (it draws past it).
    private mutating func checkControlSize(_ element: SolvedElement, in parent: SolvedElement, frame: LayoutFrame, style: LayoutStyle, _ context: Context) {
        let instance = element.instance
        guard parent.instance.kind.isStack, let own = FixedSizeControl.ownSize(of: instance) else { return }
        let pinned = own.placement == .topLeft
        let rowLike = parent.instance.kind != .vstack
        let parentStyle = context.lowering.style(of: parent.instance, parent: nil)
        let stretches = (style.alignSelf ?? parentStyle.alignItems) == .stretch
        let pixel = 1 / max(context.scale, 1) + 0.001
        for vertical in [false, true] {
            guard let ownSize = vertical ? own.height : own.width else { continue }
            let size = vertical ? frame.height : frame.width
            let squeezed = size < ownSize - pixel
            // Squeezed to nothing is K305's finding (or meant).
            if size < context.tolerance { continue }
            guard squeezed || (pinned && size > ownSize + pixel), let location = reportedLocation(instance) else { continue }
            let across = vertical == rowLike
            let explicit = vertical ? style.height : style.width
            let isExplicit: Bool
            if case .points = explicit { isExplicit = true } else { isExplicit = false }
            // Stretched across a column, a control pinned to its frame's left edge draws where
            // `.crossAlign(self: .start)` would put it: nothing to see, nothing asked for.
            if pinned, !vertical, across, !squeezed, !isExplicit { continue }
            let name = displayName(instance)
            let container = "`\(parent.instance.kind.rawValue)`"
            let drawn = own.width.map { "at \(FrameFormatting.number($0)) × \(FrameFormatting.number(own.height)) pt" }
                ?? "\(FrameFormatting.number(own.height)) pt tall"
            let where_ = pinned ? "at its frame's top-left corner" : "centred in its frame"
            var why: String
            if isExplicit {
                why = "its `.\(vertical ? "height" : "width")` is ignored by UIKit"
            } else if across && stretches {
                why = "the \(container) stretches it across (every Kiss item aligns itself `.stretch`)"
            } else if across {
                why = "the \(container) is \(squeezed ? "smaller" : "larger") across than the control"
            } else {
                why = squeezed
                    ? (style.shrink > 0 ? "its `.shrink` lets the \(container) squeeze it along" : "the \(container) has no room for it along")
                    : "it grows along the \(container) (`.grow`)"
            }
            let effect = squeezed
                ? "it draws past its frame, over what is next to it"
                : (vertical ? "it sits at the top of its frame, off the centre of its row" : "the rest of its frame, beside it, stays empty")
            var fixes: [FixIt] = []
            var advice: String
            if across, stretches, !isExplicit, !squeezed {
                advice = "Keep its own size with `.crossAlign(self: .center)` (or `.start`, `.end`)"
                if let place = siteLocation(instance), let end = elementEnd(place) {
                    fixes.append(FixIt(message: "Keep its own size: center it across the \(parent.instance.kind.rawValue)",
                                       edits: [TextEdit(range: end..<end, replacement: ".crossAlign(self: .center)")], isSafe: false))
                }
            } else if isExplicit {
                advice = "Remove the `.\(vertical ? "height" : "width")`, or make it \(points(ownSize))"
            } else if across {
                advice = "Give the \(container) room for it across (at least \(points(ownSize))), or align it (`.crossAlign(self: .center)`)"
            } else {
                advice = squeezed
                    ? (style.shrink > 0 ? "Remove its `.shrink` (let a sibling shrink instead)" : "Make room for it in the \(container)")
                    : "Remove its `.grow`, or let a spacer take the room"
            }
            let explanation = "A `\(FixedSizeControl.uikitClass(of: instance.kind))` draws \(drawn) \(where_) whatever frame it gets; here \(why), so \(effect). \(advice)."
            record(.controlSizeIgnored, at: location, facet: vertical ? "height" : "width",
                   lead: "\(name) draws at its own size, not its frame's", style: .sentence,
                   Occurrence(amount: abs(size - ownSize), detail: "is \(points(size)) \(vertical ? "tall" : "wide") and draws \(points(ownSize))",
                              explanation: explanation, fixes: fixes), context)
        }
    }

    /// The natural size an image is given (`image("avatar", 40, 40)`).
    static func ownSize(of instance: ElementInstance, scale: Double) -> (width: Double, height: Double)? {
        guard instance.kind == .image, case .number(let width)? = instance.arguments["width"]?.value,
              case .number(let height)? = instance.arguments["height"]?.value, width > 0, height > 0 else { return nil }
        return (width, height)
    }

    private mutating func record(
        _ code: DiagnosticCode, at location: SourceLocation, facet: String, lead: String, style: DetailStyle,
        _ occurrence: Occurrence, _ context: Context
    ) {
        pending.append(Event(code: code, location: location, facet: facet, lead: lead, style: style, occurrence: occurrence, preview: context.preview))
    }

    mutating func apply(_ event: Event) {
        let key = Key(code: event.code, offset: event.location.range.lowerBound, facet: event.facet)
        if findings[key] == nil {
            findings[key] = Finding(code: event.code, range: event.location.range, lead: event.lead, style: event.style)
            order.append(key)
        }
        if let existing = findings[key]!.occurrences[event.preview], existing.amount >= event.occurrence.amount { return }
        findings[key]!.occurrences[event.preview] = event.occurrence
    }

    func diagnostics() -> [Diagnostic] {
        order.compactMap { findings[$0] }.map(diagnostic)
    }

    private func diagnostic(_ finding: Finding) -> Diagnostic {
        let previews = finding.occurrences.keys.sorted { rank($0) < rank($1) }
        // Previews with the same detail are named together.
        var groups: [(detail: String, previews: [Preview])] = []
        for preview in previews {
            let detail = finding.occurrences[preview]!.detail
            if let index = groups.firstIndex(where: { $0.detail == detail }) { groups[index].previews.append(preview) } else { groups.append((detail, [preview])) }
        }
        let parts = groups.map { group -> String in
            let names = group.previews.map(\.label).joined(separator: ", ")
            switch finding.style {
            case .beforePreview: return "\(group.detail) at \(names)"
            case .afterPreview: return "at \(names) \(group.detail)"
            case .sentence: return "at \(names) it \(group.detail)"
            }
        }
        let worst = previews.map { finding.occurrences[$0]! }.max { $0.amount < $1.amount }!
        let message: String
        switch finding.style {
        case .beforePreview, .afterPreview:
            let joined = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts[0]
            message = "\(finding.lead) \(joined): \(worst.explanation)"
        case .sentence:
            message = "\(finding.lead): \(parts.joined(separator: "; ")). \(worst.explanation)"
        }
        return Diagnostic(
            code: finding.code, severity: finding.code.ruleSeverity, message: message, range: finding.range, related: worst.related,
            fixes: worst.fixes, previews: previews.map(\.name))
    }

    /// Previews in the order the file declares them.
    private func rank(_ preview: Preview) -> Int {
        analysis.previews.firstIndex(of: preview) ?? analysis.previews.count
    }

    private func points(_ value: Double) -> String {
        "\(FrameFormatting.number(value)) pt"
    }

    private func percent(_ factor: Double) -> String {
        "\(FrameFormatting.number(factor * 100))%"
    }

    /// Where a modifier appended to the element goes: after its last modifier.
    private func elementEnd(_ location: SourceLocation) -> Int? {
        var node: SyntaxNode? = analysis.file.tree.node(at: location.range.lowerBound)
        while let current = node, current.kind != .element { node = current.parent }
        return node?.trimmedRange.upperBound
    }
}
