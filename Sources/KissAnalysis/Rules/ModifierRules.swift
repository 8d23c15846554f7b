import KissLayout
import KissSyntax

/// Checks that read the element tree, not frames: modifiers given twice
/// (K401), that cannot do anything where they are (K402, K203, K204, K206),
/// that repeat a default (K405), empty containers (K404), and what the Kiss
/// library quietly changes: margins it drops (K209) and stack alignments its
/// items ignore (K210). Each element written in the file is checked once, in
/// the expansion of its own layout.
struct ModifierRules {
    let analysis: FileAnalysis
    private var found: [Diagnostic] = []
    private var seen = Set<String>()
    /// The reports made while a kept expansion's top is checked, before deduplication.
    private var recording: [Diagnostic]?

    /// Each finding once, though an element is checked in every expansion it appears in.
    var diagnostics: [Diagnostic] { found }

    init(analysis: FileAnalysis) {
        self.analysis = analysis
    }

    /// The findings of one layout's expansion, each once.
    func findings(in layout: LayoutInstance) -> [Diagnostic] {
        var checker = ModifierRules(analysis: analysis)
        checker.check(layout)
        return checker.found
    }

    /// Adds a finding unless an earlier layout's expansion found it already.
    mutating func merge(_ diagnostic: Diagnostic) {
        guard seen.insert("\(diagnostic.code)|\(diagnostic.range)|\(diagnostic.message)").inserted else { return }
        found.append(diagnostic)
    }

    private mutating func check(_ layout: LayoutInstance) {
        if layout.declaration.file.path == analysis.file.path {
            for finding in UnusedParameterRule.findings(in: layout.declaration.syntax) { report(finding) }
        }
        guard let root = layout.root else { return }
        checkSubtree(root, parent: nil, index: 0)
    }

    /// Checks `start` and every element below it, children last to first (the order the
    /// findings have always come in). The tops of kept expansions below it are checked once
    /// and their reports kept (`ModifierFindingsMemo`).
    private mutating func checkSubtree(_ start: ElementInstance, parent: ElementInstance?, index: Int) {
        var stack: [(ElementInstance, ElementInstance?, index: Int)] = [(start, parent, index)]
        while let (element, parent, index) = stack.popLast() {
            if element.isKeptExpansionTop, element !== start {
                checkKeptTop(element, parent: parent, index: index)
                continue
            }
            check(element, parent: parent)
            if let parent {
                for finding in DroppedMarginRule(analysis: analysis).findings(for: element, at: index, in: parent) {
                    report(finding)
                }
            }
            for overlay in element.overlays {
                for child in overlay.elements { stack.append((child, nil, 0)) }
            }
            for (index, child) in element.children.enumerated() { stack.append((child, element, index)) }
        }
    }

    private mutating func checkKeptTop(_ top: ElementInstance, parent: ElementInstance?, index: Int) {
        let key = ModifierFindingsMemo.Key(file: analysis.file.path, parentKind: parent?.kind, parentLocation: parent?.location, index: index)
        if let reports = ModifierFindingsMemo.reports(of: top, for: key) {
            for diagnostic in reports { emit(diagnostic) }
            return
        }
        let outer = recording
        recording = []
        checkSubtree(top, parent: parent, index: index)
        let reports = recording ?? []
        recording = outer.map { $0 + reports }
        ModifierFindingsMemo.keep(reports, of: top, for: key)
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        report(diagnostic.code, diagnostic.message, diagnostic.range, fixes: diagnostic.fixes, related: diagnostic.related, tags: diagnostic.tags)
    }

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, _ range: Range<Int>, fixes: [FixIt] = [], related: [RelatedLocation] = [],
        tags given: Set<DiagnosticTag> = []
    ) {
        let tags = given.union(code == .duplicateModifier || code == .redundantModifier ? [.unnecessary] : [])
        emit(Diagnostic(code: code, severity: code.ruleSeverity, message: message, range: range, related: related, fixes: fixes, tags: tags))
    }

    /// Records a report (while a kept top is checked) and adds it unless it was found already.
    private mutating func emit(_ diagnostic: Diagnostic) {
        recording?.append(diagnostic)
        guard seen.insert("\(diagnostic.code)|\(diagnostic.range)|\(diagnostic.message)").inserted else { return }
        found.append(diagnostic)
    }

    private func inThisFile(_ location: SourceLocation) -> Bool { location.file == analysis.file.path }

    private mutating func check(_ element: ElementInstance, parent: ElementInstance?) {
        // Modifiers written on a layout use are checked with the use's element.
        let written = element.modifiers.filter { inThisFile($0.location) }
        checkDuplicates(written)
        checkRedundant(written, element: element, parent: parent)
        checkPlacement(written, element: element, parent: parent)
        if element.kind.isContainer, element.children.isEmpty, inThisFile(element.location), element.layoutUses.isEmpty {
            let sized = element.hasModifier("width") || element.hasModifier("height") || element.hasModifier("size")
            let what = element.kind.isStack && element.autoInvisibility == .allInvisible
                ? "Kiss leaves it out of the layout (`.autoInvisible(.allInvisible)` is a stack's default), whatever its size and padding"
                : "it is only as big as its padding" + (sized ? "" : " (0 × 0 without any)")
            report(.emptyContainer, "this \(element.kind.rawValue) is empty, so \(what); remove it, or use `view(color)` for a box or `spacer(n)` for a gap",
                   element.location.range)
        }
    }

    /// The same modifier with the same arguments named twice in one chain:
    /// the later one wins whole, so the first does nothing.
    private static let repeatable: Set<String> = ["overlay", "pin", "margin", "padding"]

    private mutating func checkDuplicates(_ modifiers: [AppliedModifier]) {
        // Most chains name each modifier once: nothing to compare then.
        guard modifiers.count > 1 else { return }
        for (index, modifier) in modifiers.enumerated() {
            let rest = modifiers[(index + 1)...]
            guard rest.contains(where: { $0.name == modifier.name }), !Self.repeatable.contains(modifier.name) else { continue }
            let keys = Set(modifier.arguments.keys)
            guard let later = rest.first(where: {
                $0.name == modifier.name && $0.fromUseSite == modifier.fromUseSite && Set($0.arguments.keys).isSuperset(of: keys)
            }) else { continue }
            report(.duplicateModifier, "`.\(modifier.name)` is given again later in this chain, so this one has no effect; remove it",
                   modifier.location.range, fixes: removal(of: modifier, "Remove the first `.\(modifier.name)`"),
                   related: [RelatedLocation(range: later.location.range, message: "the `.\(modifier.name)` that wins")])
        }
        for edges in ["margin", "padding"] where modifiers.lazy.filter({ $0.name == edges }).count > 1 {
            for side in [false, true] {
            let calls = modifiers.filter { $0.name == edges && $0.fromUseSite == side }
            for (index, call) in calls.enumerated() {
                let keys = Set(call.arguments.keys)
                if let later = calls[(index + 1)...].first(where: { $0.arguments["all"] != nil || Set($0.arguments.keys).isSuperset(of: keys) }) {
                    report(.duplicateModifier, "`.\(edges)` is set again later in this chain on the same edges, so this one has no effect; remove it",
                           call.location.range, fixes: removal(of: call, "Remove the first `.\(edges)`"),
                           related: [RelatedLocation(range: later.location.range, message: "the `.\(edges)` that wins")])
                }
            }
            }
        }
    }

    /// Modifiers that restate what the element already does.
    private mutating func checkRedundant(_ modifiers: [AppliedModifier], element: ElementInstance, parent: ElementInstance?) {
        for modifier in modifiers {
            let value = modifier.arguments.values.first?.value
            var why: String?
            switch (modifier.name, value) {
            case ("grow", .number(0)?), ("shrink", .number(0)?): why = "0 is already the default"
            case ("hidden", .bool(false)?), ("visible", .bool(true)?): why = "elements are visible by default"
            case ("autoInvisible", .enumCase("allInvisible")?): why = "`.allInvisible` is already a stack's default in Kiss"
            case ("mainAlign", .enumCase("start")?) where modifier.arguments["value"] != nil: why = "stacks already start at the start"
            case ("lineAlign", .enumCase("start")?): why = "wrap lines already start at the start"
            case ("crossAlign", _):
                if modifier.arguments["value"] != nil, modifier.arguments["self"] == nil {
                    switch StackAlignmentRule(analysis: analysis).finding(for: modifier, on: element) {
                    case .redundant(let reason)?: why = reason
                    case .diagnostic(let diagnostic)?: report(diagnostic)
                    case nil: break
                    }
                } else if case .enumCase("stretch")? = modifier.arguments["self"]?.value, modifier.arguments["value"] == nil, let parent, parent.kind.isStack,
                          !element.kind.isSpacer, !Self.hasFixedCrossSize(element, crossIsWidth: parent.kind == .vstack) {
                    why = "every Kiss item aligns itself `.stretch` unless it says otherwise"
                }
            case ("margin", _), ("padding", _):
                if !modifier.arguments.isEmpty, modifier.arguments.values.allSatisfy({ $0.value == .number(0) }) { why = "0 is already the default" }
            default:
                break
            }
            guard let why else { continue }
            report(.redundantModifier, "`.\(modifier.name)` here changes nothing: \(why); remove it", modifier.location.range,
                   fixes: removal(of: modifier, "Remove `.\(modifier.name)`"))
        }
    }

    /// Modifiers that cannot act where they are written.
    private mutating func checkPlacement(_ modifiers: [AppliedModifier], element: ElementInstance, parent: ElementInstance?) {
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
                    if parent == nil, element.layoutUses.isEmpty, modifier.location.file == analysis.file.path,
                       analysis.layouts.contains(where: { $0.root === element }) { continue }
                    report(code, "`.\(modifier.name)` has no effect on \(place): it flexes an element along a stack's main axis", modifier.location.range)
                }
            case "spacing" where visibleChildCount() < 2:
                report(.ineffectiveModifier, "`.spacing` puts space between children, and this \(element.kind.rawValue) has \(visibleChildCount() == 0 ? "none" : "one")", modifier.location.range)
            case "lineSpacing" where visibleChildCount() < 2, "lineAlign" where visibleChildCount() < 2:
                report(.ineffectiveModifier, "`.\(modifier.name)` arranges a wrap's lines, and this wrap has at most one child", modifier.location.range)
            case "mainAlign" where visibleChildCount() == 0:
                report(.ineffectiveModifier, "`.mainAlign` places children, and this \(element.kind.rawValue) has none", modifier.location.range)
            case "uniformFontScale" where element.kind != .hstack:
                report(.ineffectiveModifier, "`.uniformFontScale` fits the texts of a row to its width, and in a \(element.kind.rawValue) it does nothing; use it on an hstack, or `minScale` on a label", modifier.location.range)
            case "uniformFontScale" where !element.children.contains(where: { $0.kind == .label || $0.kind == .button }):
                report(.ineffectiveModifier, "`.uniformFontScale` scales the labels and buttons directly inside, and there are none", modifier.location.range)
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
                        report(.ineffectiveRatio, "`.ratio` has no effect: the width and the height already give a ratio of \(FrameFormatting.number(ratio)); remove it", modifier.location.range)
                    } else {
                        report(.ineffectiveRatio, "`.ratio` conflicts with a width and a height that are both set: one of the three is ignored (along a stack, the size across it); remove one of them", modifier.location.range)
                    }
                }
            case "crossAlign":
                guard case .enumCase("stretch")? = modifier.arguments["self"]?.value, let parent, parent.kind.isStack else { continue }
                let crossIsWidth = parent.kind == .vstack
                if Self.hasFixedCrossSize(element, crossIsWidth: crossIsWidth) {
                    report(.fillConflict, "`.crossAlign(self: .stretch)` cannot stretch an element whose \(crossIsWidth ? "width" : "height") is set; remove one of them",
                           modifier.location.range)
                }
            case "fill":
                if let parent, parent.kind.isStack {
                    // A Kiss item aligns itself `.stretch` unless it says otherwise; its stack's alignment never reaches it.
                    var alignment = "stretch"
                    if case .enumCase(let own)? = element.modifierValue("crossAlign", "self")?.value, modifiers.firstIndex(where: { $0.name == "crossAlign" }) ?? -1 > (modifiers.firstIndex(where: { $0.name == "fill" }) ?? 0) {
                        alignment = own
                    }
                    if !["center", "stretch"].contains(alignment) {
                        report(.fillConflict, "`.fill` stretches the element, which fights its `.\(alignment)` alignment; use `.fill` only with center or stretch alignment", modifier.location.range)
                    }
                    let crossIsWidth = parent.kind == .vstack
                    if Self.hasFixedCrossSize(element, crossIsWidth: crossIsWidth) {
                        report(.fillConflict, "`.fill` cannot stretch an element whose \(crossIsWidth ? "width" : "height") is set; remove one of them", modifier.location.range)
                    }
                } else {
                    report(.ineffectiveModifier, "`.fill` stretches an element across its stack, and this one is not in a stack", modifier.location.range)
                }
            default:
                break
            }
        }
    }

    static func hasFixedCrossSize(_ element: ElementInstance, crossIsWidth: Bool) -> Bool {
        element.hasModifier(crossIsWidth ? "width" : "height") || element.hasModifier("size")
    }

    /// Removing a modifier: its text, and its line when it stands alone on one.
    private func removal(of modifier: AppliedModifier, _ message: String) -> [FixIt] {
        guard modifier.location.file == analysis.file.path else { return [] }
        var node: SyntaxNode? = analysis.file.tree.node(at: modifier.location.range.lowerBound)
        while let current = node, current.kind != .modifier { node = current.parent }
        guard let modifierNode = node else { return [] }
        let range = LineRemoval.range(removing: modifierNode.trimmedRange, in: analysis.file.tree.source)
        return [FixIt(message: message, edits: [TextEdit(range: range, replacement: "")], isSafe: true)]
    }
}
