import KissLayout
import KissSyntax

extension Rules {
    /// K306: An image with a natural size stretched across its stack. Checked here
    /// (`check`, for each child of a stack `SizeRules` walks in each solve); documented in docs/diagnostics/K306.md.
    enum StretchedFixedSize: Rule {
        static let code = DiagnosticCode("K306")
        static let name = "stretched-fixed-size"
        static let title = "Image with a natural size stretched across its stack"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K306-stretched.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let stretchedFixedSize = Rules.StretchedFixedSize.code
}

extension Rules.StretchedFixedSize {
    // pass: SizeRules.element
    /// `SizeRules`' hook, for each element of each solve: a child of a stack (not the root, not
    /// an overlay).
    static func visitElement(_ visit: SizeRules.Visit, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) {
        guard let parent = visit.parent, !visit.isOverlay else { return }
        check(visit.element, parent: parent, frame: frame, style: style, context, in: &rules)
    }

    /// K306: an image with a natural size that its stack stretches across: every Kiss item
    /// aligns itself `.stretch`, and Yoga stretches any item with no explicit size across,
    /// whatever its content measures — a 40 × 40 avatar in a row of three text lines becomes
    /// 40 × 52.67, and a `UIImageView` (`.scaleToFill`) draws the picture squashed. Controls of
    /// a fixed size are left alone: `UISwitch` and `UIStepper` draw at their own size whatever
    /// their frame, and an activity indicator centres itself in it.
    static func check(_ element: SolvedElement, parent: SolvedElement, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) {
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
        guard abs(size - ownSize) > context.pixel, let location = rules.reportedLocation(instance) else { return }
        let name = rules.displayName(instance)
        let axis = vertical ? "tall" : "wide"
        let container = "`\(parent.instance.kind.rawValue)`"
        var fixes: [FixIt] = []
        if let place = rules.siteLocation(instance), let end = rules.elementEnd(place) {
            fixes.append(FixIt(message: "Keep its own size: center it across the \(parent.instance.kind.rawValue)",
                               edits: [TextEdit(range: end..<end, replacement: ".crossAlign(self: .center)")], isSafe: false))
        }
        let explanation = "Every Kiss item aligns itself `.stretch` across its stack, and Yoga stretches an item with no "
            + "\(vertical ? "height" : "width") of its own in the style to the \(container)'s \(vertical ? "height" : "width"), whatever its content measures. "
            + "Keep its size with `.crossAlign(self: .center)` (or `.start`, `.end`), or give it `.\(vertical ? "height" : "width")(\(FrameFormatting.number(ownSize)))`"
        rules.record(.stretchedFixedSize, at: location, facet: vertical ? "height" : "width", lead: "\(name) is stretched across the \(container)",
               style: .sentence,
               SizeRules.Occurrence(amount: abs(size - ownSize), detail: "is \(rules.points(size)) \(axis), not its own \(rules.points(ownSize))",
                          explanation: explanation + ".", fixes: fixes), context)
    }

    /// The natural size an image is given (`image("avatar", 40, 40)`).
    static func ownSize(of instance: ElementInstance, scale: Double) -> (width: Double, height: Double)? {
        guard instance.kind == .image, case .number(let width)? = instance.arguments["width"]?.value,
              case .number(let height)? = instance.arguments["height"]?.value, width > 0, height > 0 else { return nil }
        return (width, height)
    }
}
