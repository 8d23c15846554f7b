import KissLayout
import KissText
import KissSyntax

extension Rules {
    /// K302: Text truncated (labels, button titles, keyValue parts). Checked here
    /// (`checkLabel` and `checkPartTexts`, for each label, button and keyValue `SizeRules`
    /// walks in each solve); a label's check also raises K303 when its `minScale` ran out
    /// (the message is in K303FontScaleExhausted.swift);
    /// documented in docs/diagnostics/K302.md.
    enum TextTruncated: Rule {
        static let code = DiagnosticCode("K302")
        static let name = "text-truncated"
        static let title = "Text truncated"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K302-truncated.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K305-squeezed.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let textTruncated = Rules.TextTruncated.code
}

extension Rules.TextTruncated {
    // pass: SizeRules.element
    /// `SizeRules`' hook, for each element of each solve: a label's text, a button's title and
    /// a keyValue's parts.
    static func visitElement(_ visit: SizeRules.Visit, frame: LayoutFrame, style: LayoutStyle, _ context: SizeRules.Context, in rules: inout SizeRules) {
        switch visit.element.instance.kind {
        case .label: checkLabel(visit.element, frame: frame, context, in: &rules)
        case .button, .keyValue: checkPartTexts(visit.element, frame: frame, context, in: &rules)
        default: break
        }
    }

    /// The check of a label: K303 when it shrank its font to `minScale` and still does not
    /// fit, else K302 when its text is truncated or its frame cuts lines off.
    static func checkLabel(_ element: SolvedElement, frame: LayoutFrame, _ context: SizeRules.Context, in rules: inout SizeRules) {
        guard frame.width >= context.tolerance, frame.height >= context.tolerance,
              let location = rules.reportedLocation(element.instance) else { return }
        let leaves = context.leaves
        let instance = element.instance
        let text = LabelFacts.of(instance).text
        guard !text.isEmpty else { return }
        let options = leaves.labelOptions(instance)
        let measured = leaves.measureLabel(instance, maxWidth: frame.width)
        // Worked out only for a label that may be reported: most labels fit.
        var name: String { rules.displayName(instance) }
        var cutByNewline: Bool { options.lines > 0 && leaves.measureLabel(instance, maxWidth: nil).neededLines > options.lines }

        if measured.stillOverflows, !cutByNewline {
            Rules.FontScaleExhausted.reportMinScale(instance, text: text, minScale: options.minScale, frame: frame, at: location, context, in: &rules)
            return
        }

        if measured.truncated {
            let detail: String
            let advice: String
            if options.lines == 1, !cutByNewline {
                detail = "needs \(rules.points(measured.neededWidth)) on one line and has \(rules.points(frame.width))"
                advice = "Let it wrap (`lines: 2`, or `lines: 0` for any number), let it shrink its font first (`minScale:`), give it more room, or shorten the text."
            } else {
                detail = "needs \(measured.neededLines) lines at \(rules.points(frame.width)) and has \(options.lines) (`lines: \(options.lines)`)"
                advice = "Allow more lines (`lines: \(measured.neededLines)`, or `lines: 0` for any number), give it more width, or shorten the text."
            }
            rules.record(.textTruncated, at: location, facet: "text", lead: "\(name) text is truncated", style: .sentence,
                   SizeRules.Occurrence(amount: Double(measured.neededLines) + measured.neededWidth - frame.width, detail: detail, explanation: advice), context)
            return
        }

        // Lines the frame is too short to show are cut off as well.
        let lineHeight = measured.lineHeight
        guard lineHeight > 0 else { return }
        let room = Int(saturating: ((frame.height + context.tolerance) / lineHeight).rounded(.down))
        if room < measured.lineCount {
            let detail = "needs \(measured.lineCount) \(measured.lineCount == 1 ? "line" : "lines") (\(rules.points(measured.height)) of height) and has room for \(room) (\(rules.points(frame.height)))"
            let advice = "Let its height follow its text (remove the fixed or limited height), or give it the height of its lines."
            rules.record(.textTruncated, at: location, facet: "height", lead: "\(name) text is cut off", style: .sentence,
                   SizeRules.Occurrence(amount: measured.height - frame.height, detail: detail, explanation: advice), context)
        }
    }


    /// A button's title and a keyValue's key and value, measured as they are drawn (`textFacts`,
    /// the render's lines): a title wider than the frame less its insets is cut with "…"; a
    /// keyValue part is cut when it needs more lines than its row shows (a one-line part
    /// truncated, or a part left no room), and broken when its column is narrower than its
    /// longest word (UILabel then breaks the word itself across lines).
    static func checkPartTexts(_ element: SolvedElement, frame: LayoutFrame, _ context: SizeRules.Context, in rules: inout SizeRules) {
        guard frame.width >= context.tolerance, frame.height >= context.tolerance,
              let location = rules.reportedLocation(element.instance) else { return }
        let instance = element.instance
        let leaves = context.leaves
        let facts = context.layout.textFacts(of: element, measurer: leaves.measurer, family: rules.family)
        let isButton = instance.kind == .button
        for part in facts where !part.text.isEmpty {
            let font = isButton ? leaves.font(instance, defaultSize: 15)
                : leaves.font(instance, size: part.part == "key" ? "keyFont" : "valueFont", defaultSize: 17)
            let drawn = font.scaled(by: font.size > 0 ? part.fontSize / font.size : 1)
            let oneLine = leaves.measurer.measure(part.text, font: drawn, maxWidth: nil, options: TextOptions(lines: 1), scale: leaves.scale).neededWidth
            let room = part.frame.width
            var name: String { rules.displayName(instance) }
            if isButton {
                guard part.truncated || (room < context.tolerance && oneLine >= context.tolerance) else { continue }
                let fixed: Bool
                if case .points = (element.loweredStyle?.style ?? context.lowering.style(of: instance, parent: nil)).width { fixed = true } else { fixed = false }
                let detail = "needs \(rules.points(oneLine)) on one line and has \(rules.points(room)) (its \(rules.points(frame.width)) less 16 pt of insets)"
                let advice = "A button's title is one line: give the button room (\(fixed ? "remove its fixed `.width`" : "`.shrink(0)`, Yoga's default, or smaller siblings")), "
                    + "shorten the title, or let a neighbour wrap; titles get longer in other languages."
                rules.record(.textTruncated, at: location, facet: "title", lead: "\(name) title is truncated", style: .sentence,
                       SizeRules.Occurrence(amount: oneLine - room, detail: detail, explanation: advice), context)
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
                    detail = "needs \(rules.points(oneLine)) and its column has no width"
                } else if shown == 1 {
                    detail = "needs \(rules.points(oneLine)) on one line and has \(rules.points(room))"
                } else {
                    detail = "needs \(part.lines) lines at \(rules.points(room)) and shows \(shown)"
                }
                rules.record(.textTruncated, at: location, facet: kind, lead: "\(name) \(kind) is truncated", style: .sentence,
                       SizeRules.Occurrence(amount: oneLine - room, detail: detail, explanation: advice), context)
                continue
            }
            let word = leaves.measurer.longestWordWidth(part.text, font: drawn, scale: leaves.scale)
            if word > room + context.tolerance {
                let detail = "needs \(rules.points(word)) for its longest word and its column has \(rules.points(room))"
                rules.record(.textTruncated, at: location, facet: kind + "-word", lead: "\(name) \(kind) breaks inside a word", style: .sentence,
                       SizeRules.Occurrence(amount: word - room, detail: detail, explanation: advice), context)
            }
        }
    }
}
