import KissLayout
import KissSyntax

/// Checks that read the element tree, not frames: modifiers given twice
/// (K401), that cannot do anything where they are (K402, K203, K204, K206),
/// that repeat a default (K405), empty containers (K404), and what the Kiss
/// library quietly changes: margins it drops (K209) and stack alignments its
/// items ignore (K210). Each element written in the file is checked once, in
/// the expansion of its own layout.
///
/// This walks the elements and dispatches; the checks and their messages are in the rules'
/// files (`Rules.DuplicateModifier.check` in K401DuplicateModifier.swift, K402's
/// `checkPlacement`, K404's and K405's `check` — K405's calls K210's `finding` —, K209's
/// `check` for each item of a stack, K407's `findings` for each layout of the file), which
/// report through `report` and offer `removal` as their fix. The calls are static: no rule
/// value or existential per element.
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
            for finding in Rules.UnusedParameter.findings(in: layout.declaration.syntax) { report(finding) }
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
                Rules.DroppedMargin.check(element, at: index, in: parent, rules: &self)
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

    mutating func report(_ diagnostic: Diagnostic) {
        report(diagnostic.code, diagnostic.message, diagnostic.range, fixes: diagnostic.fixes, related: diagnostic.related, tags: diagnostic.tags)
    }

    mutating func report(
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

    func inThisFile(_ location: SourceLocation) -> Bool { location.file == analysis.file.path }

    private mutating func check(_ element: ElementInstance, parent: ElementInstance?) {
        // Modifiers written on a layout use are checked with the use's element.
        let written = element.modifiers.filter { inThisFile($0.location) }
        Rules.DuplicateModifier.check(written, in: &self)
        Rules.RedundantModifier.check(written, element: element, parent: parent, in: &self)
        Rules.IneffectiveModifier.checkPlacement(written, element: element, parent: parent, in: &self)
        Rules.EmptyContainer.check(element, in: &self)
    }

    static func hasFixedCrossSize(_ element: ElementInstance, crossIsWidth: Bool) -> Bool {
        element.hasModifier(crossIsWidth ? "width" : "height") || element.hasModifier("size")
    }

    /// Removing a modifier: its text, and its line when it stands alone on one.
    func removal(of modifier: AppliedModifier, _ message: String) -> [FixIt] {
        guard modifier.location.file == analysis.file.path else { return [] }
        var node: SyntaxNode? = analysis.file.tree.node(at: modifier.location.range.lowerBound)
        while let current = node, current.kind != .modifier { node = current.parent }
        guard let modifierNode = node else { return [] }
        let range = LineRemoval.range(removing: modifierNode.trimmedRange, in: analysis.file.tree.source)
        return [FixIt(message: message, edits: [TextEdit(range: range, replacement: "")], isSafe: true)]
    }
}
