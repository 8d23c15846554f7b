import KissLayout
import KissSyntax

extension Rules {
    /// K209: A margin the Kiss library drops. Checked here (`check`, for each item
    /// of a stack `ModifierRules` walks): a margin the Kiss library silently takes away
    /// (`DroppedMargins`): the outer margins of a stack's first and last items, and margins
    /// next to a spacer. Reported on the modifier that set the margin, with a safe fix that
    /// writes the modifier without the dropped edges (the frames stay the same: those edges
    /// never reached Yoga);
    /// documented in docs/diagnostics/K209.md.
    enum DroppedMargin: Rule {
        static let code = DiagnosticCode("K209")
        static let name = "dropped-margin"
        static let title = "A margin the Kiss library drops"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.safe
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K209-dropped-margin.kiss",
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K304-outside.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let droppedMargin = Rules.DroppedMargin.code
}

extension Rules.DroppedMargin {
    private enum Edge: Int, CaseIterable {
        case top, left, bottom, right

        var name: String { ["top", "left", "bottom", "right"][rawValue] }
        var dropped: DroppedMargins { [.top, .left, .bottom, .right][rawValue] }
        var isHorizontal: Bool { self == .left || self == .right }
    }

    /// `.margin…`, `.fill` and `.minMargin` set margins. Runs for every element: the first byte
    /// settles most names.
    static func setsMargins(_ modifier: AppliedModifier) -> Bool {
        switch modifier.name.utf8.first {
        case UInt8(ascii: "m"): return modifier.name.hasPrefix("margin") || modifier.name == "minMargin"
        case UInt8(ascii: "f"): return modifier.name == "fill"
        default: return false
        }
    }

    // pass: ModifierRules.child
    /// `ModifierRules`' hook. The check, for each element `ModifierRules` walks that is an item of a stack: the
    /// margins of `element`, the `index`th child of `parent`, that the library drops.
    static func check(_ element: ElementInstance, at index: Int, in parent: ElementInstance, rules: inout ModifierRules) {
        // Most items are neither at an end of their stack nor beside a spacer, and most have no
        // margin: nothing to drop, nothing to work out.
        guard parent.kind.isStack, element.isInKissLayout else { return }
        let dropped = DroppedMargins.of(childAt: index, in: parent)
        guard !dropped.isEmpty, element.modifiers.contains(where: Self.setsMargins) else { return }
        let parentIsRow = parent.kind != .vstack
        // Which modifier set each edge last (its index), with the value it left there.
        var values = [Double](repeating: 0, count: 4)
        var setters = [Int](repeating: -1, count: 4)
        let modifiers = element.modifiers
        for (position, modifier) in modifiers.enumerated() where Self.setsMargins(modifier) {
            for edge in Self.apply(modifier, parentIsRow: parentIsRow, to: &values) { setters[edge.rawValue] = position }
        }
        var byModifier: [(modifier: Int, edges: [Edge])] = []
        for edge in Edge.allCases where dropped.contains(edge.dropped) {
            let setter = setters[edge.rawValue]
            guard setter >= 0, values[edge.rawValue] != 0 else { continue }
            if let group = byModifier.firstIndex(where: { $0.modifier == setter }) {
                byModifier[group].edges.append(edge)
            } else {
                byModifier.append((setter, [edge]))
            }
        }
        for group in byModifier {
            if let finding = diagnostic(
                modifiers[group.modifier], edges: group.edges, values: values, element: element, index: index, parent: parent, analysis: rules.analysis) {
                rules.report(finding)
            }
        }
    }

    private static func diagnostic(
        _ modifier: AppliedModifier, edges: [Edge], values: [Double], element: ElementInstance, index: Int, parent: ElementInstance,
        analysis: FileAnalysis
    ) -> Diagnostic? {
        let places = SourcePlaces(analysis: analysis)
        // A margin written on the element here is reported on its modifier; one that comes with a
        // layout used here (its root's own) is reported on the use, which is what drops it.
        let onModifier = modifier.location.file == analysis.file.path && (modifier.fromUseSite || element.layoutUses.isEmpty)
        guard let range = onModifier ? analysis.places.range(modifier.location) : analysis.places.range(places.place(of: element)) else { return nil }
        let stack = parent.kind.rawValue
        let amounts = edges.map { "\($0.name) margin (\(FrameFormatting.number(values[$0.rawValue])) pt)" }
        var reasons: [String] = []
        for edge in edges where !Self.isBesideSpacer(edge, index, parent.children) {
            let which = (edge == .top || edge == .left) ? "first" : "last"
            let item = parent.kind == .hstack ? "\(which) item in the layout" : "\(which) item that is not a spacer"
            reasons.append("\(parent.kind == .hstack ? "an" : "a") `\(stack)` takes away the \(edge.name) margin of its \(item)")
        }
        if edges.contains(where: { Self.isBesideSpacer($0, index, parent.children) }) {
            let quirk = parent.kind == .vstack ? " (horizontal margins, even in a `vstack`)" : ""
            reasons.append("Kiss takes away an item's margin on the side that touches a spacer\(quirk)")
        }
        let besideSpacer = edges.contains { Self.isBesideSpacer($0, index, parent.children) }
        let atEnd = edges.contains { !Self.isBesideSpacer($0, index, parent.children) }
        var keep: [String] = []
        if atEnd { keep.append("in the \(stack)'s `.padding`") }
        if besideSpacer { keep.append("in the spacer's length") }
        let message = "Kiss drops the \(Self.list(amounts)) of this \(element.kind.rawValue): \(reasons.joined(separator: "; ")). "
            + "Keep the space \(keep.joined(separator: " or ")), or remove the margin."
        var fixes: [FixIt] = []
        if onModifier, let fix = rewrite(modifier, without: edges, parentIsRow: parent.kind != .vstack, analysis: analysis) { fixes.append(fix) }
        return Diagnostic(
            code: .droppedMargin, severity: DiagnosticCode.droppedMargin.ruleSeverity, message: message, range: range,
            related: [RelatedLocation(range: analysis.places.range(parent.location), message: "the \(stack) that drops it")].filter { _ in parent.location.file == analysis.file.path },
            fixes: fixes)
    }

    private static func isBesideSpacer(_ edge: Edge, _ index: Int, _ children: [ElementInstance]) -> Bool {
        (edge == .left && index > 0 && children[index - 1].kind.isSpacer)
            || (edge == .right && index + 1 < children.count && children[index + 1].kind.isSpacer)
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// Applies a modifier's margins to `values` (top, left, bottom, right) as lowering applies them
    /// (`LayoutLowering.apply`: within one `.margin(…)` the more specific argument wins), and
    /// says which edges it set.
    private static func apply(_ modifier: AppliedModifier, parentIsRow: Bool, to values: inout [Double]) -> [Edge] {
        func number(_ key: String) -> Double? {
            if case .number(let value)? = modifier.arguments[key]?.value { return value }
            return nil
        }
        var set: [Edge] = []
        func put(_ edges: [Edge], _ value: Double?) {
            guard let value else { return }
            for edge in edges {
                values[edge.rawValue] = value
                if !set.contains(edge) { set.append(edge) }
            }
        }
        let crossAxis: [Edge] = parentIsRow ? [.top, .bottom] : [.left, .right]
        switch modifier.name {
        case "margin":
            // One pass over the arguments given (most calls give one or two), then in order of
            // specificity.
            var all: Double?, horizontal: Double?, vertical: Double?
            var single: [(Edge, Double)] = []
            for (key, argument) in modifier.arguments {
                guard case .number(let value) = argument.value else { continue }
                switch key {
                case "all": all = value
                case "horizontal": horizontal = value
                case "vertical": vertical = value
                case "top": single.append((.top, value))
                case "left": single.append((.left, value))
                case "bottom": single.append((.bottom, value))
                case "right": single.append((.right, value))
                default: break
                }
            }
            put(Edge.allCases, all)
            put([.left, .right], horizontal)
            put([.top, .bottom], vertical)
            for (edge, value) in single { put([edge], value) }
        case "marginTop": put([.top], number("value"))
        case "marginLeft": put([.left], number("value"))
        case "marginBottom": put([.bottom], number("value"))
        case "marginRight": put([.right], number("value"))
        case "marginHorizontal": put([.left, .right], number("value"))
        case "marginVertical": put([.top, .bottom], number("value"))
        case "fill": put(crossAxis, number("margin") ?? 0)
        case "minMargin":
            guard let minimum = number("value") else { break }
            put(crossAxis.filter { values[$0.rawValue] < minimum }, minimum)
        default:
            break
        }
        return set
    }

    /// The modifier written again without the dropped edges, or removed when nothing is left.
    /// Values keep their source text, so parameters and arithmetic survive.
    private static func rewrite(_ modifier: AppliedModifier, without dropped: [Edge], parentIsRow: Bool, analysis: FileAnalysis) -> FixIt? {
        guard modifier.name.hasPrefix("margin"),
              let syntax = SourcePlaces(analysis: analysis).modifier(at: modifier.location) else { return nil }
        let tree = analysis.file.tree
        var texts: [Edge: String] = [:]
        // Specific single edges override pairs, which override `all`: apply in that order.
        for pass in 0..<3 {
            for argument in syntax.arguments {
                guard let value = argument.value else { continue }
                let label = argument.label ?? (modifier.name == "margin" ? "all" : "value")
                let rank = modifier.name != "margin" ? 2 : label == "all" ? 0 : ["horizontal", "vertical"].contains(label) ? 1 : 2
                guard rank == pass else { continue }
                let text = tree.text(value.node.trimmedRange)
                switch (modifier.name, label) {
                case ("margin", "all"): for edge in Edge.allCases { texts[edge] = text }
                case ("margin", "horizontal"), ("marginHorizontal", _): texts[.left] = text; texts[.right] = text
                case ("margin", "vertical"), ("marginVertical", _): texts[.top] = text; texts[.bottom] = text
                case ("marginTop", _): texts[.top] = text
                case ("marginLeft", _): texts[.left] = text
                case ("marginBottom", _): texts[.bottom] = text
                case ("marginRight", _): texts[.right] = text
                case ("margin", let name): if let edge = Edge.allCases.first(where: { $0.name == name }) { texts[edge] = text }
                default: break
                }
            }
        }
        for edge in dropped { texts[edge] = nil }
        let range = syntax.node.trimmedRange
        let message = "Write the margin without the dropped \(Self.list(dropped.map(\.name))) edge\(dropped.count == 1 ? "" : "s")"
        guard !texts.isEmpty else {
            let removal = LineRemoval.range(removing: range, in: tree.source)
            return FixIt(message: "Remove the margin Kiss drops", edits: [TextEdit(range: removal, replacement: "")], isSafe: true)
        }
        return FixIt(message: message, edits: [TextEdit(range: range, replacement: Self.render(texts))], isSafe: true)
    }

    /// `.marginTop(8)` for one edge, else `.margin(top:, left:, bottom:, right:)` with pairs joined.
    private static func render(_ texts: [Edge: String]) -> String {
        if texts.count == 1, let (edge, text) = texts.first {
            return ".margin\(edge.name.prefix(1).uppercased())\(edge.name.dropFirst())(\(text))"
        }
        var parts: [String] = []
        let vertical = texts[.top] != nil && texts[.top] == texts[.bottom]
        let horizontal = texts[.left] != nil && texts[.left] == texts[.right]
        if vertical { parts.append("vertical: \(texts[.top]!)") }
        if horizontal { parts.append("horizontal: \(texts[.left]!)") }
        for edge in Edge.allCases {
            guard let text = texts[edge] else { continue }
            if vertical && !edge.isHorizontal { continue }
            if horizontal && edge.isHorizontal { continue }
            parts.append("\(edge.name): \(text)")
        }
        return ".margin(\(parts.joined(separator: ", ")))"
    }
}
