import KissLayout
import KissSyntax

extension Rules {
    /// K205: Percentage of a parent size that is not determinable. Checked here (`check`, for each size
    /// modifier `FlexRules` walks in each solve);
    /// documented in docs/diagnostics/K205.md.
    enum PercentageOfUndetermined: Rule {
        static let code = DiagnosticCode("K205")
        static let name = "percentage-of-undetermined"
        static let title = "Percentage of a parent size that is not determinable"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K205-percentage-of-undetermined.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K201-where-collapse-starts.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let percentageOfUndetermined = Rules.PercentageOfUndetermined.code
}

extension Rules.PercentageOfUndetermined {
    // pass: FlexRules.modifier
    /// `FlexRules`' hook, for each modifier of each element of each solve: a size modifier
    /// written in this file (the name first: most modifiers are not one).
    static func visitModifier(_ modifier: AppliedModifier, element: SolvedElement, parent: SolvedElement?, _ layout: SolvedLayout, in rules: inout FlexRules) {
        switch modifier.name {
        case "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "basis", "size": break
        default: return
        }
        guard rules.inThisFile(modifier) else { return }
        check(modifier, element: element, parent: parent, layout, in: &rules)
    }

    /// The check, for each size modifier written in this file at each solve (`FlexRules`):
    /// a percentage of a parent (or preview) size that is not given.
    static func check(_ modifier: AppliedModifier, element: SolvedElement, parent: SolvedElement?, _ layout: SolvedLayout, in rules: inout FlexRules) {
        let isRoot = parent == nil
        for value in modifier.arguments.values {
            guard case .percentage(let percent) = value.value else { continue }
            let horizontal: Bool
            switch modifier.name {
            case "width", "minWidth", "maxWidth": horizontal = true
            case "basis": horizontal = parent.map { $0.instance.kind != .vstack } ?? false
            case "size": horizontal = modifier.arguments["width"] == value
            default: horizontal = false
            }
            guard ["width", "height", "size"].contains(modifier.name) else { continue }
            let undetermined = isRoot ? (horizontal ? layout.preview.width == nil : layout.preview.height == nil)
                : !layout.determinability.isGiven(parent!, horizontal ? .width : .height)
            guard undetermined else { continue }
            let axis = horizontal ? "width" : "height"
            let owner = isRoot ? "the preview, which fits its content" : "the \(parent!.instance.kind.rawValue), which is sized by its content"
            // Yoga resolves a percentage against the space offered while it lays the
            // parent out: then it is a share of that space, not of the parent.
            if case .percentage(_, let base)? = (horizontal ? element.widthExplanation : element.heightExplanation)?.source,
               base.isFinite, base > 0, !isRoot {
                rules.add(.percentageOfUndetermined, "\(FrameFormatting.number(percent))% is not a share of the \(parent!.instance.kind.rawValue)'s \(axis): the \(parent!.instance.kind.rawValue) is sized by its content, so Yoga takes \(FrameFormatting.number(percent))% of the \(axis) offered to it instead; use points, or give the \(parent!.instance.kind.rawValue) a \(axis) (or stretch it)",
                    rules.analysis.places.range(value))
            } else {
                rules.add(.percentageOfUndetermined, "\(FrameFormatting.number(percent))% is ignored: it is a percentage of the \(axis) of \(owner); use points, or give the parent a size",
                    rules.analysis.places.range(value))
            }
        }
    }
}
