import KissLayout
import KissSyntax

extension Rules {
    /// K402: Modifier has no effect here. Checked here: `checkPlacement`, for each element
    /// `ModifierRules` walks, and `checkMainAlign`, for each `.mainAlign` `FlexRules` walks in
    /// each solve; also raised by K210's `finding`
    /// (K210StackAlignmentIgnored.swift) for a stack's `.crossAlign(_)` no item follows;
    /// documented in docs/diagnostics/K402.md.
    enum IneffectiveModifier: Rule {
        static let code = DiagnosticCode("K402")
        static let name = "ineffective-modifier"
        static let title = "Modifier has no effect here"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K402-hidden-children-count.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K402-ineffective-modifier.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K206-fill-conflict.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K405-redundant-modifier.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let ineffectiveModifier = Rules.IneffectiveModifier.code
}

extension Rules.IneffectiveModifier {
    // pass: ModifierRules.element
    /// `ModifierRules`' hook (`modifiers`: those written in this file).
    /// The check: modifiers that cannot act where they are written. The same walk over the
    /// chain raises the cases that have codes of their own: `.grow` outside a stack (K203),
    /// `.ratio` beside a width and a height (K204), `.fill` or a stretch against a set size
    /// or alignment (K206).
    static func checkPlacement(_ modifiers: [AppliedModifier], element: ElementInstance, parent: ElementInstance?, in rules: inout ModifierRules) {
        guard !modifiers.isEmpty else { return }
        // Children written, hidden ones too: `.hidden()` shows one state of the screen, and
        // the stack's spacing and alignment apply as soon as they are shown.
        func visibleChildCount() -> Int { element.children.count }
        for modifier in modifiers {
            switch modifier.name {
            case "grow", "shrink", "basis":
                if parent == nil || !(parent!.kind.isStack) {
                    let place = parent == nil ? "an overlay element or a layout's root" : "an element inside `\(parent!.kind.rawValue)`"
                    let code: DiagnosticCode = modifier.name == "grow" ? .ineffectiveGrow : .ineffectiveModifier
                    // A layout's root is flexed where the layout is used; only its uses can tell.
                    if parent == nil, element.layoutUses.isEmpty, modifier.location.file == rules.analysis.file.path,
                       rules.analysis.layouts.contains(where: { $0.root === element }) { continue }
                    rules.report(code, "`.\(modifier.name)` has no effect on \(place): it flexes an element along a stack's main axis", rules.analysis.places.range(modifier.location))
                }
            case "spacing" where visibleChildCount() < 2:
                rules.report(.ineffectiveModifier, "`.spacing` puts space between children, and this \(element.kind.rawValue) has \(visibleChildCount() == 0 ? "none" : "one")", rules.analysis.places.range(modifier.location))
            case "lineSpacing" where visibleChildCount() < 2, "lineAlign" where visibleChildCount() < 2:
                rules.report(.ineffectiveModifier, "`.\(modifier.name)` arranges a wrap's lines, and this wrap has at most one child", rules.analysis.places.range(modifier.location))
            case "mainAlign" where visibleChildCount() == 0:
                rules.report(.ineffectiveModifier, "`.mainAlign` places children, and this \(element.kind.rawValue) has none", rules.analysis.places.range(modifier.location))
            case "uniformFontScale" where element.kind != .hstack:
                rules.report(.ineffectiveModifier, "`.uniformFontScale` fits the texts of a row to its width, and in a \(element.kind.rawValue) it does nothing; use it on an hstack, or `minScale` on a label", rules.analysis.places.range(modifier.location))
            case "uniformFontScale" where !element.children.contains(where: { $0.kind == .label || $0.kind == .button }):
                rules.report(.ineffectiveModifier, "`.uniformFontScale` scales the labels and buttons directly inside, and there are none", rules.analysis.places.range(modifier.location))
            case "ratio":
                let width = element.hasModifier("width") || element.hasModifier("size")
                let height = element.hasModifier("height") || (element.modifierValue("size", "height") != nil) || element.hasModifier("size")
                if width, height {
                    // Points that already give the ratio make it redundant; others conflict with it.
                    var given: (Double, Double)?
                    if case .number(let w)? = element.modifierValue("width", "value")?.value ?? element.modifierValue("size", "width")?.value {
                        var h = w
                        if case .number(let explicit)? = element.modifierValue("height", "value")?.value ?? element.modifierValue("size", "height")?.value { h = explicit }
                        given = (w, h)
                    }
                    if case .number(let ratio)? = modifier.arguments["value"]?.value, let (w, h) = given, h > 0, abs(w / h - ratio) < 0.001 {
                        rules.report(.ineffectiveRatio, "`.ratio` has no effect: the width and the height already give a ratio of \(FrameFormatting.number(ratio)); remove it", rules.analysis.places.range(modifier.location))
                    } else {
                        rules.report(.ineffectiveRatio, "`.ratio` conflicts with a width and a height that are both set: one of the three is ignored (along a stack, the size across it); remove one of them", rules.analysis.places.range(modifier.location))
                    }
                }
            case "crossAlign":
                guard case .enumCase("stretch")? = modifier.arguments["self"]?.value, let parent, parent.kind.isStack else { continue }
                let crossIsWidth = parent.kind == .vstack
                if ModifierRules.hasFixedCrossSize(element, crossIsWidth: crossIsWidth) {
                    rules.report(.fillConflict, "`.crossAlign(self: .stretch)` cannot stretch an element whose \(crossIsWidth ? "width" : "height") is set; remove one of them",
                                 rules.analysis.places.range(modifier.location))
                }
            case "fill":
                if let parent, parent.kind.isStack {
                    // A Kiss item aligns itself `.stretch` unless it says otherwise; its stack's alignment never reaches it.
                    var alignment = "stretch"
                    if case .enumCase(let own)? = element.modifierValue("crossAlign", "self")?.value, modifiers.firstIndex(where: { $0.name == "crossAlign" }) ?? -1 > (modifiers.firstIndex(where: { $0.name == "fill" }) ?? 0) {
                        alignment = own
                    }
                    if !["center", "stretch"].contains(alignment) {
                        rules.report(.fillConflict, "`.fill` stretches the element, which fights its `.\(alignment)` alignment; use `.fill` only with center or stretch alignment", rules.analysis.places.range(modifier.location))
                    }
                    let crossIsWidth = parent.kind == .vstack
                    if ModifierRules.hasFixedCrossSize(element, crossIsWidth: crossIsWidth) {
                        rules.report(.fillConflict, "`.fill` cannot stretch an element whose \(crossIsWidth ? "width" : "height") is set; remove one of them", rules.analysis.places.range(modifier.location))
                    }
                } else {
                    rules.report(.ineffectiveModifier, "`.fill` stretches an element across its stack, and this one is not in a stack", rules.analysis.places.range(modifier.location))
                }
            default:
                break
            }
        }
    }
}

extension Rules.IneffectiveModifier {
    // pass: FlexRules.modifier
    /// `FlexRules`' hook, for each modifier of each element of each solve: a `.mainAlign`
    /// written in this file (the name first: most modifiers are not one).
    static func visitModifier(_ modifier: AppliedModifier, element: SolvedElement, parent: SolvedElement?, _ layout: SolvedLayout, in rules: inout FlexRules) {
        guard modifier.name == "mainAlign", rules.inThisFile(modifier) else { return }
        checkMainAlign(modifier, element: element, in: &rules)
    }

    /// The check of `.mainAlign` at each solve (`FlexRules`, for each one written in this
    /// file): a stack sized by its content along its main axis, with no child that grows,
    /// has no free space to distribute.
    static func checkMainAlign(_ modifier: AppliedModifier, element: SolvedElement, in rules: inout FlexRules) {
        guard case .enumCase(let alignment)? = modifier.arguments["value"]?.value, alignment != "start", element.instance.kind.isStack else { return }
        let row = element.instance.kind != .vstack
        let grows = element.children.contains { child in
            if case .number(let factor)? = child.instance.modifierValue("grow", "factor")?.value { return factor > 0 }
            return child.instance.hasModifier("grow") || child.instance.kind == .growSpacer || child.instance.kind == .stretchSpacer
        }
        if isContentSized(row ? element.widthExplanation : element.heightExplanation), !grows {
            rules.add(.ineffectiveModifier, "`.mainAlign(.\(alignment))` has no effect: this \(element.instance.kind.rawValue) is sized by its content, so there is no free space to distribute",
                rules.analysis.places.range(modifier.location))
        }
    }

    private static func isContentSized(_ explanation: SizeExplanation?) -> Bool {
        switch explanation?.source {
        case .content?, .collapsed?: return true
        default: return false
        }
    }
}
