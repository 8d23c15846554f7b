import KissLayout
import KissSyntax
import KissText

/// K301–K307: what happens to sizes at a preview (overflow, truncation,
/// exhausted font scaling, elements outside their parent, elements squeezed to
/// zero, stretched images, controls drawn at their own size). Each check looks at one solved layout at a time; a finding is keyed
/// by where it is written, so the same place seen at several previews (or in
/// several layouts of the file that use it) is reported once, naming every
/// preview with what happened there.
///
/// A finding is reported where it starts, and each fact by one code only:
/// a container at size 0 is K201 / K202 / K305's business, so its content is
/// not also said to overflow it or lie outside it; children of a container
/// that K301 reports are not also K304; a label whose `minScale` ran out is
/// K303, not K302; a row whose `.uniformFontScale` ran out is K303, not K301.
///
/// This walks each solve, records events and merges them across previews; the checks and
/// their messages are in the rules' files (`Rules.ContentOverflow.check` in
/// K301ContentOverflow.swift, K302's `checkLabel` and `checkPartTexts`, K304–K307's `check`,
/// K303's messages), which record through `record` and name elements with `reportedLocation`,
/// `displayName` and `siteLocation`. The calls are static: no rule value or existential per
/// element.
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

    struct Visit {
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
            Rules.SqueezedToZero.check(visit, frame: frame, style: style, context, in: &self)
            if let parent = visit.parent, !visit.parentOverflows {
                Rules.OutsideParent.check(visit, parent: parent, frame: frame, style: style, context, in: &self)
            }
            var overflows = false
            if element.instance.kind.isStack { overflows = Rules.ContentOverflow.check(element, frame: frame, style: style, context, in: &self) }
            if element.instance.kind == .label { Rules.TextTruncated.checkLabel(element, frame: frame, context, in: &self) }
            if element.instance.kind == .button || element.instance.kind == .keyValue {
                Rules.TextTruncated.checkPartTexts(element, frame: frame, context, in: &self)
            }
            if let parent = visit.parent, !visit.isOverlay {
                Rules.StretchedFixedSize.check(element, parent: parent, frame: frame, style: style, context, in: &self)
                Rules.ControlSizeIgnored.check(element, parent: parent, frame: frame, style: style, context, in: &self)
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
        /// A pixel at the preview's scale and a hair more: a size that differs from a control's or
        /// an image's own by no more than that is its own size, rounded.
        let pixel: Double

        init(leaves: LeafMeasurement, preview: Preview, layout: SolvedLayout) {
            self.leaves = leaves
            self.preview = preview
            self.layout = layout
            lowering = LayoutLowering(leaves: leaves)
            scale = preview.scale
            tolerance = 0.5 / max(preview.scale, 1)
            pixel = 1 / max(preview.scale, 1) + 0.001
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


    // MARK: - Recording and reporting

    /// Where a finding on this element is reported: where it is written when
    /// that is in this file, so a layout seen on its own and inside another
    /// layout of the file gives one finding; the root of a layout from another
    /// file at its use here; nil when neither is in this file.
    func reportedLocation(_ instance: ElementInstance) -> SourceLocation? {
        if instance.location.file == analysis.file.path { return instance.location }
        return instance.layoutUses.first(where: { $0.location.file == analysis.file.path })?.location
    }

    /// Where the element appears in its parent: a layout use's site, so a fix
    /// there changes this copy only (language §4.3), not every use.
    func siteLocation(_ instance: ElementInstance) -> SourceLocation? {
        let location = instance.location(shownIn: analysis.file.path)
        return location.file == analysis.file.path ? location : nil
    }

    /// How messages name the element: by its kind where it is written here,
    /// by the layout's name where only its use is.
    func displayName(_ instance: ElementInstance) -> String {
        if instance.location.file != analysis.file.path, let use = instance.layoutUses.first {
            return "`\(use.name)`"
        }
        return "`\(instance.kind.rawValue)`"
    }


    mutating func record(
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

    func points(_ value: Double) -> String {
        "\(FrameFormatting.number(value)) pt"
    }

    func percent(_ factor: Double) -> String {
        "\(FrameFormatting.number(factor * 100))%"
    }

    /// Where a modifier appended to the element goes: after its last modifier.
    func elementEnd(_ location: SourceLocation) -> Int? {
        var node: SyntaxNode? = analysis.file.tree.node(at: location.range.lowerBound)
        while let current = node, current.kind != .element { node = current.parent }
        return node?.trimmedRange.upperBound
    }
}
