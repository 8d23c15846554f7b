import KissLayout
import KissText
import KissSyntax

extension Rules {
    /// K303: Font shrunk to its minimum and still does not fit. Its messages are here
    /// (`reportMinScale`, `reportUniformScale`), and whether a row's `.uniformFontScale` ran
    /// out (`exhaustedUniformScale`); the checks that find it are shared with the codes it
    /// replaces: a label's in K302's `checkLabel`, a row's in K301's `check` (both called by
    /// `SizeRules` in each solve);
    /// documented in docs/diagnostics/K303.md.
    enum FontScaleExhausted: Rule {
        static let code = DiagnosticCode("K303")
        static let name = "font-scale-exhausted"
        static let title = "Font shrunk to its minimum and still does not fit"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K303-font-scale.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let fontScaleExhausted = Rules.FontScaleExhausted.code
}

extension Rules.FontScaleExhausted {
    /// The minimum factor of a row's `.uniformFontScale(min:)`, when every text of the
    /// row went all the way down to it.
    static func exhaustedUniformScale(_ container: SolvedElement, _ context: SizeRules.Context) -> Double? {
        guard case .number(let minimum)? = container.instance.modifierValue("uniformFontScale", "min")?.value else { return nil }
        let floor = min(1, max(0.01, minimum))
        let factors = container.children.compactMap { context.layout.fontScales[ObjectIdentifier($0.instance)] }
        guard !factors.isEmpty, factors.allSatisfy({ abs($0 - floor) < 1e-6 }) else { return nil }
        return floor
    }

    /// A row whose texts are all at their `.uniformFontScale` minimum and still overflow it.
    static func reportUniformScale(_ container: SolvedElement, factor: Double, extent: Rules.ContentOverflow.Extent, _ context: SizeRules.Context, in rules: inout SizeRules) {
        guard let location = rules.reportedLocation(container.instance) else { return }
        let name = rules.displayName(container.instance)
        var related: [RelatedLocation] = []
        if let modifier = container.instance.modifiers.last(where: { $0.name == "uniformFontScale" }), modifier.location.file == rules.analysis.file.path {
            related.append(RelatedLocation(range: rules.analysis.places.range(modifier.location), message: "the minimum factor"))
        }
        let explanation = "at \(rules.percent(factor)) of their sizes its children and spacing still need "
            + "\(rules.points(extent.needed)) of width and it has \(rules.points(extent.available))\(extent.inside). "
            + "Let a text wrap (`lines: 2`) or shrink (`.shrink(1)`), shorten the texts, or make room in the row"
        let occurrence = SizeRules.Occurrence(amount: extent.total, detail: "by \(rules.points(extent.total)) \(extent.sides)",
                                    explanation: explanation + ".", related: related)
        rules.record(.fontScaleExhausted, at: location, facet: "uniform",
               lead: "the texts of the \(name) are shrunk to their minimum font scale and still overflow it",
               style: .beforePreview, occurrence, context)
    }

    /// A label that shrank its font to `minScale` and still does not fit its frame.
    static func reportMinScale(
        _ instance: ElementInstance, text: String, minScale: Double, frame: LayoutFrame, at location: SourceLocation,
        _ context: SizeRules.Context, in rules: inout SizeRules
    ) {
        let leaves = context.leaves
        let font = leaves.labelFont(instance)
        let smallest = font.scaled(by: minScale)
        let needed = leaves.measurer.measure(text, font: smallest, maxWidth: nil, options: TextOptions(lines: 0), scale: leaves.scale).neededWidth
        let detail = "needs \(rules.points(needed)) at \(rules.percent(minScale)) of \(rules.points(font.size)) and has \(rules.points(frame.width))"
        let explanation = "Let it wrap instead (`lines: 2`, or `lines: 0`), give it more room, or shorten the text; "
            + "a lower `minScale` also works, but text below about 11 pt is hard to read."
        rules.record(.fontScaleExhausted, at: location, facet: "minScale",
               lead: "\(rules.displayName(instance)) shrinks its font to the minimum (`minScale: \(FrameFormatting.number(minScale))`) and still does not fit",
               style: .sentence, SizeRules.Occurrence(amount: needed - frame.width, detail: detail, explanation: explanation), context)
    }
}
