import KissSyntax

extension Rules {
    /// K210: A stack's cross alignment its items ignore. Checked here (`finding`, called by
    /// K405's check for each `.crossAlign(_)` on an element `ModifierRules` walks).
    /// `.crossAlign(_)` on a stack (Kiss's `crossAlign(items:)`, Yoga's `alignItems`) reaches
    /// only the items that align themselves `auto`, and in Kiss only spacers do: every view and
    /// stack is created with `alignSelf: stretch` (docs/kiss-semantics.md). So the stack's
    /// alignment is ignored by its items (K210, with a fix that moves it onto them), or restates
    /// the stack's default (K405), or — when every item aligns itself — does nothing (K402):
    /// one check for the three codes, kept here;
    /// documented in docs/diagnostics/K210.md.
    enum StackAlignmentIgnored: Rule {
        static let code = DiagnosticCode("K210")
        static let name = "stack-alignment-ignored"
        static let title = "A stack's cross alignment its items ignore"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K210-stack-alignment.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let stackAlignmentIgnored = Rules.StackAlignmentIgnored.code
}

extension Rules.StackAlignmentIgnored {
    /// Yoga's `alignItems` a Kiss stack starts with.
    static func defaultAlignment(of kind: BuiltinKind) -> String {
        kind == .wrap ? "start" : "stretch"
    }

    /// What the check found: a restated default (K405, whose message wraps the reason), or a
    /// finding to report (K210, or K402 when every item aligns itself).
    enum Finding {
        case redundant(why: String)
        case diagnostic(Diagnostic)
    }

    /// The check, for each `.crossAlign(_)` K405's check meets on an element `ModifierRules` walks.
    static func finding(for modifier: AppliedModifier, on stack: ElementInstance, analysis: FileAnalysis) -> Finding? {
        guard stack.kind.isStack, case .enumCase(let alignment)? = modifier.arguments["value"]?.value else { return nil }
        if alignment == Self.defaultAlignment(of: stack.kind) {
            return .redundant(why: "a `\(stack.kind.rawValue)` aligns its items `.\(alignment)` already")
        }
        let ignoring = stack.children.filter {
            $0.isInKissLayout && !$0.kind.isSpacer && $0.modifierValue("crossAlign", "self") == nil && !$0.hasModifier("fill")
        }
        let kind = stack.kind.rawValue
        guard !ignoring.isEmpty else {
            // Spacers do follow it (they align themselves `auto`).
            if stack.children.contains(where: { $0.isInKissLayout && $0.kind.isSpacer }) { return nil }
            let message = "`.crossAlign(.\(alignment))` has no effect: every item of this \(kind) sets its own alignment"
                + " (`.crossAlign(self:)`), which wins over the stack's; remove it"
            return .diagnostic(Diagnostic(code: .ineffectiveModifier, severity: DiagnosticCode.ineffectiveModifier.ruleSeverity, message: message, range: analysis.places.range(modifier.location)))
        }
        let names = ignoring.prefix(3).map { "`\($0.layoutUses.first?.name ?? $0.kind.rawValue)`" }
        let more = ignoring.count > 3 ? " and \(ignoring.count - 3) more" : ""
        let message = "`.crossAlign(.\(alignment))` does not reach \(names.joined(separator: ", "))\(more): in Kiss every view and stack"
            + " aligns itself `.stretch` unless it says otherwise, and an item's own alignment wins over its stack's."
            + " Write `.crossAlign(self: .\(alignment))` on the items instead."
        var related: [RelatedLocation] = []
        let places = SourcePlaces(analysis: analysis)
        for item in ignoring.prefix(3) {
            if let place = places.place(of: item) { related.append(RelatedLocation(range: analysis.places.range(place), message: "stretches across the \(kind) regardless")) }
        }
        return .diagnostic(Diagnostic(
            code: .stackAlignmentIgnored, severity: DiagnosticCode.stackAlignmentIgnored.ruleSeverity, message: message, range: analysis.places.range(modifier.location), related: related,
            fixes: moveOntoItems(modifier, alignment: alignment, items: ignoring, analysis: analysis)))
    }

    /// Removes the stack's `.crossAlign(_)` and gives each item that ignored it its own.
    private static func moveOntoItems(_ modifier: AppliedModifier, alignment: String, items: [ElementInstance], analysis: FileAnalysis) -> [FixIt] {
        let places = SourcePlaces(analysis: analysis)
        guard modifier.arguments["self"] == nil, let syntax = places.modifier(at: modifier.location) else { return [] }
        var edits: [TextEdit] = []
        for item in items {
            guard let place = places.place(of: item), let end = places.elementEnd(place) else { return [] }
            edits.append(TextEdit(range: end..<end, replacement: ".crossAlign(self: .\(alignment))"))
        }
        let removal = LineRemoval.range(removing: syntax.node.trimmedRange, in: analysis.file.tree.source)
        edits.append(TextEdit(range: removal, replacement: ""))
        return [FixIt(message: "Align the items themselves `.\(alignment)`", edits: edits, isSafe: false)]
    }
}
