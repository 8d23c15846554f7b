import KissAnalysis
import KissSyntax

/// A stack's `.spacing` (and a wrap's `.lineSpacing`) written as the margins the Kiss library
/// has, exactly where margins can stand in for the gap (docs/swift-export.md, "Gaps"):
///
/// - `hstack` / `vstack`: each item gets the gap as a leading margin when an item other than a
///   spacer comes before it in the layout. The library drops only margins this never sets
///   (the first item's leading one, the one facing a spacer), and a spacer already takes the
///   gaps beside it in `.kiss`. Which item comes first depends on which are shown, so every
///   item's visibility must be known without the layout's arguments.
/// - `wrap`: every item gets the gap as a trailing margin and the line gap as a bottom one, and
///   the wrap's right and bottom padding give them back: a line fits the same items, and the
///   last line and item end where they did. A wrap with less padding there holds its items in
///   an inner wrap that fills it and reaches that far past its edges (negative margins, which a
///   wrap never drops): the same lines, one element more.
struct StackGaps {
    /// By child index: edge (`top`, `left`, `bottom`, `right`) → points added to its margin.
    var extraMargins: [Int: [String: Points]] = [:]
    /// The wrap's padding on the edges its items' margins are taken from, in points.
    var padding: [String: Double] = [:]
    /// By child index: a `spacer(relative: n)`'s length (the gap plus n).
    var spacerLengths: [Int: Points] = [:]
    /// A wrap without the padding to give the margins back: its items go in an inner wrap that
    /// fills it (`.grow(1)`) and ends these many points past it (negative margins), by edge.
    var innerWrapOverhang: [String: Points] = [:]

    /// No gaps.
    init() {}

    /// `expressions` writes a gap given by the layout's parameters (`.spacing(gap)`).
    init(stack: ElementSyntax, kind: BuiltinKind, visibility: StaticVisibility, expressions: SwiftExpression) throws(ExportProblem) {
        let spacing = try Self.gap("spacing", of: stack, expressions: expressions)
        let lineSpacing = kind == .wrap ? try Self.gap("lineSpacing", of: stack, expressions: expressions) : nil
        let children = stack.children
        for (index, child) in children.enumerated() where child.name == BuiltinKind.spacer.rawValue {
            if let relative = child.arguments.first(where: { $0.label == "relative" }), let value = relative.value {
                spacerLengths[index] = (spacing?.points ?? .number(0)) + (try Points(value, expressions: expressions))
            }
        }
        guard spacing != nil || lineSpacing != nil else { return }
        if kind == .wrap {
            try wrapGaps(stack, spacing: spacing?.points, lineSpacing: lineSpacing?.points)
        } else if let spacing {
            try lineGaps(stack, spacing: spacing.points, leading: kind == .hstack ? "left" : "top", visibility: visibility)
        }
    }

    /// The gap a modifier sets, if the stack has it.
    static func gap(_ name: String, of stack: ElementSyntax, expressions: SwiftExpression) throws(ExportProblem) -> (points: Points, range: Range<Int>)? {
        guard let modifier = stack.modifiers.last(where: { $0.name == name }), let value = modifier.arguments.first?.value else { return nil }
        return (try Points(value, expressions: expressions), modifier.node.trimmedRange)
    }

    mutating func lineGaps(_ stack: ElementSyntax, spacing: Points, leading: String, visibility: StaticVisibility) throws(ExportProblem) {
        guard spacing.number != 0 else { return }
        var itemBefore = false
        for (index, child) in stack.children.enumerated() {
            guard let shown = visibility.of(child) else {
                throw ExportProblem("`.spacing` with `\(child.name)`, which is shown or not by a parameter: the margins that stand in for the gap cannot follow it", at: child.headToken.range)
            }
            guard shown else { continue }
            if BuiltinKind(rawValue: child.name)?.isSpacer == true {
                itemBefore = false
                continue
            }
            if itemBefore { extraMargins[index] = [leading: spacing] }
            itemBefore = true
        }
    }

    mutating func wrapGaps(_ stack: ElementSyntax, spacing: Points?, lineSpacing: Points?) throws(ExportProblem) {
        if let spacer = stack.children.first(where: { BuiltinKind(rawValue: $0.name)?.isSpacer == true }) {
            throw ExportProblem("`.spacing` in a wrap with a spacer: the library drops the margins beside a spacer", at: spacer.headToken.range)
        }
        let gaps = [("right", spacing), ("bottom", lineSpacing)].compactMap { edge, gap in gap.flatMap { $0.number == 0 ? nil : (edge, $0) } }
        // Padding given by parameters cannot be compared with the gap: the inner wrap then.
        // One edge short of padding puts the items in the inner wrap for both.
        let written = try? ExportNumbers.padding(of: stack)
        let paddingGivesBack = gaps.allSatisfy { edge, gap in
            guard let written, let amount = gap.number else { return false }
            return (written[edge] ?? 0) >= amount
        }
        if !paddingGivesBack, let lineAlign = stack.modifiers.first(where: { $0.name == "lineAlign" }) {
            // The inner wrap holds the lines as one block: the outer wrap could place the
            // block, not spread the lines.
            throw ExportProblem("`.lineAlign` on a wrap whose gaps need an inner wrap: give it at least the gaps as right and bottom padding", at: lineAlign.node.trimmedRange)
        }
        for (edge, gap) in gaps {
            if paddingGivesBack, let written, let amount = gap.number {
                padding[edge] = (written[edge] ?? 0) - amount
            } else {
                innerWrapOverhang[edge] = gap
            }
            for index in stack.children.indices { extraMargins[index, default: [:]][edge] = gap }
        }
    }
}

/// An amount of points the export writes: a number it works with, or Swift of the layout's
/// parameters (`gap`) when the `.kiss` gives one.
struct Points: Equatable {
    var number: Double?
    var swift: String

    static func number(_ value: Double) -> Points {
        Points(number: value, swift: SwiftExpression.number(FrameFormatting.number(value)))
    }

    init(number: Double?, swift: String) {
        self.number = number
        self.swift = swift
    }

    init(_ syntax: ExpressionSyntax, expressions: SwiftExpression) throws(ExportProblem) {
        if let value = ExportNumbers.literal(syntax) {
            self = .number(value)
        } else {
            self.init(number: nil, swift: try expressions.swift(syntax, as: .number))
        }
    }

    static func + (left: Points, right: Points) -> Points {
        if let a = left.number, let b = right.number { return .number(a + b) }
        if left.number == 0 { return right }
        if right.number == 0 { return left }
        return Points(number: nil, swift: "\(left.swift) + \(right.swift)")
    }

    var negated: Points {
        number.map { .number(-$0) } ?? Points(number: nil, swift: "-(\(swift))")
    }
}

/// Numbers the exporter works out itself: literals, and the edges of margins and paddings.
enum ExportNumbers {
    /// A number literal (or its negation), else nil.
    static func literal(_ expression: ExpressionSyntax?) -> Double? {
        guard let expression else { return nil }
        switch expression.form {
        case .literal(let token) where token.kind == .number: return Double(token.text)
        case .negation(let inner): return literal(inner).map { -$0 }
        case .parenthesized(let inner): return literal(inner)
        default: return nil
        }
    }

    /// Edge → value written by a `.margin…` or `.padding…` modifier (`prefix`), in order.
    static func edges(_ modifier: ModifierSyntax, prefix: String) -> [(edge: String, value: ExpressionSyntax)] {
        guard let name = modifier.name, name.hasPrefix(prefix) else { return [] }
        let suffix = String(name.dropFirst(prefix.count)).lowercased()
        func spread(_ key: String, _ value: ExpressionSyntax) -> [(edge: String, value: ExpressionSyntax)] {
            switch key {
            case "", "all": return ["top", "left", "bottom", "right"].map { ($0, value) }
            case "horizontal": return [("left", value), ("right", value)]
            case "vertical": return [("top", value), ("bottom", value)]
            case "top", "left", "bottom", "right": return [(key, value)]
            default: return []
            }
        }
        if !suffix.isEmpty {
            return modifier.arguments.first?.value.map { spread(suffix, $0) } ?? []
        }
        // `.margin(8)`, `.margin(horizontal: 8, top: 4)`: the whole first, then each label.
        var result: [(edge: String, value: ExpressionSyntax)] = []
        for argument in modifier.arguments.sorted(by: { ($0.label == nil ? 0 : $0.label == "horizontal" || $0.label == "vertical" ? 1 : 2) < ($1.label == nil ? 0 : $1.label == "horizontal" || $1.label == "vertical" ? 1 : 2) }) {
            if let value = argument.value { result += spread(argument.label ?? "", value) }
        }
        return result
    }

    /// A stack's padding by edge, as numbers.
    static func padding(of element: ElementSyntax) throws(ExportProblem) -> [String: Double] {
        var result: [String: Double] = [:]
        for modifier in element.modifiers {
            for (edge, value) in edges(modifier, prefix: "padding") {
                guard let number = literal(value) else {
                    throw ExportProblem("a gap beside padding that is not a number: the padding is worked out when exporting", at: value.node.trimmedRange)
                }
                result[edge] = number
            }
        }
        return result
    }
}

/// Whether an element is in the layout whatever the layout's arguments: true or false, or nil
/// when a parameter decides (`.visible(showBadge)`), as the library decides it — a stack with
/// no item shown is left out unless it says `.autoInvisible(.never)`. A layout's root is
/// worked out once per export (layouts using layouts twice over must not cost 2ⁿ).
final class StaticVisibility {
    let scopes: LayoutScopes
    /// The exported file, whose elements the stacks ask about.
    let primary: SourceFile
    /// By file and layout name.
    private var roots: [String: Bool?] = [:]

    init(scopes: LayoutScopes, primary: SourceFile) {
        self.scopes = scopes
        self.primary = primary
    }

    /// The root of the layout a use in the exported file names.
    func root(of use: ElementSyntax) -> ElementSyntax? {
        BuiltinKind(rawValue: use.name) == nil ? scopes.declaration(use.name, usedIn: primary)?.syntax.root : nil
    }

    /// `file`: where `element` is written (a use is looked up there), the exported file unless
    /// the walk went into an imported layout.
    func of(_ element: ElementSyntax, in file: SourceFile? = nil, depth: Int = 0) -> Bool? {
        let file = file ?? primary
        guard depth < 64 else { return nil }
        var written: Bool?
        for modifier in element.modifiers where modifier.name == "hidden" || modifier.name == "visible" {
            var value = true
            if let argument = modifier.arguments.first?.value {
                guard case .literal(let token) = argument.form, token.kind == .trueKeyword || token.kind == .falseKeyword else { return nil }
                value = token.kind == .trueKeyword
            }
            written = modifier.name == "visible" ? value : !value
        }
        if written == false { return false }
        guard let kind = BuiltinKind(rawValue: element.name) else {
            if written == true { return true }
            guard let declaration = scopes.declaration(element.name, usedIn: file) else { return nil }
            let key = declaration.file.path + "\u{0}" + element.name
            if let known = roots[key] { return known }
            // A cycle is an error the export never sees; until worked out, a root is unknown.
            roots[key] = .some(nil)
            let root = declaration.syntax.root.flatMap { of($0, in: declaration.file, depth: depth + 1) }
            roots[key] = .some(root)
            return root
        }
        guard kind.isStack else { return true }
        let mode = element.modifiers.last { $0.name == "autoInvisible" }?.arguments.first?.value?.node.text
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if mode == ".never" { return true }
        var unknown = false
        for child in element.children {
            switch of(child, in: file, depth: depth + 1) {
            case true?: return true
            case nil: unknown = true
            case false?: break
            }
        }
        return unknown ? nil : false
    }
}

/// `.mainAlign(.spaceBetween / .spaceAround / .spaceEvenly)` on an `hstack` or `vstack`,
/// written as growing spacers between the items: Yoga shares the free space by grow factor as
/// it shares it by justification (around: half a share at each end; evenly: a whole one).
/// Exact where the stack has a main size to share and nothing else grows; the library drops
/// the margins beside a spacer, so the items have none across the stack's main axis (in a
/// `vstack` the library drops the horizontal ones, which then hold across it).
struct SpaceDistribution {
    /// Grow factors of the spacers before the first shown item, between items, after the last.
    var leading: Double?
    var between: Double?
    var trailing: Double?
    /// The shown children's indices, in order.
    var shown: [Int] = []
    /// Each shown child's place among them, by index.
    var places: [Int: Int] = [:]

    /// `overflows`: the items overflow the stack at one of the file's previews (K301).
    init?(stack: ElementSyntax, kind: BuiltinKind, visibility: StaticVisibility, overflows: Bool) throws(ExportProblem) {
        guard let modifier = stack.modifiers.last(where: { $0.name == "mainAlign" }),
              let value = modifier.arguments.first?.value?.node.text.trimmingCharacters(in: .whitespacesAndNewlines),
              [".spaceBetween", ".spaceAround", ".spaceEvenly"].contains(value) else { return nil }
        let range = modifier.node.trimmedRange
        guard kind != .wrap else {
            throw ExportProblem("`.mainAlign(\(value))` on a wrap: the library aligns each line only .start, .center and .end", at: range)
        }
        if overflows, value != ".spaceBetween" {
            throw ExportProblem("`.mainAlign(\(value))` on a stack its items overflow at a preview (K301): Yoga moves them back by a share of the overflow, which nothing in the library can", at: range)
        }
        let mainMinimum = kind == .hstack ? "minWidth" : "minHeight"
        if stack.modifiers.contains(where: { $0.name == mainMinimum }) {
            throw ExportProblem("`.mainAlign(\(value))` with `.\(mainMinimum)`: spacers standing in for it would not share the room a minimum makes", at: range)
        }
        if try Self.growingItemsTakeTheRoom(stack, kind: kind, value: value, visibility: visibility) {
            // Nothing is left to distribute: the alignment changes nothing, and is not written.
            return
        }
        if kind == .hstack, let gap = stack.modifiers.last(where: { $0.name == "spacing" }), ExportNumbers.literal(gap.arguments.first?.value) != 0 {
            // The gaps are leading margins, which an hstack drops beside a spacer (a vstack
            // drops only the horizontal ones there, so its gaps hold).
            throw ExportProblem("`.mainAlign(\(value))` with `.spacing` on an hstack: the library drops the margins standing in for the gaps beside the spacers standing in for the alignment", at: range)
        }
        for (index, child) in stack.children.enumerated() {
            guard let visible = visibility.of(child) else {
                throw ExportProblem("`.mainAlign(\(value))` with `\(child.name)`, which is shown or not by a parameter: the spacers standing in for it cannot follow it", at: child.headToken.range)
            }
            guard visible else { continue }
            let kindOfChild = BuiltinKind(rawValue: child.name)
            let modifiers = child.modifiers + (visibility.root(of: child)?.modifiers ?? [])
            if kindOfChild == .growSpacer || kindOfChild == .stretchSpacer || modifiers.contains(where: { $0.name == "grow" || $0.name == "growFull" }) {
                throw ExportProblem("`.mainAlign(\(value))` with an item that grows: the spacers standing in for it would share its room", at: child.headToken.range)
            }
            let across = modifiers.flatMap { ExportNumbers.edges($0, prefix: "margin") }.filter { $0.edge == "left" || $0.edge == "right" }
            if across.contains(where: { ExportNumbers.literal($0.value) != 0 }) {
                throw ExportProblem("`.mainAlign(\(value))` with `\(child.name)`, which has a left or right margin: the library drops the margins beside the spacers standing in for it", at: child.headToken.range)
            }
            shown.append(index)
        }
        places = Dictionary(uniqueKeysWithValues: shown.enumerated().map { ($0.element, $0.offset) })
        switch value {
        case ".spaceBetween": between = 1
        case ".spaceAround": leading = 1; between = 2; trailing = 1
        default: leading = 1; between = 1; trailing = 1
        }
    }

    /// Whether the shown items that grow take all the free space, so that no distribution is
    /// left to do: grow factors adding up to at least 1 (Yoga shares a smaller sum's fraction
    /// only) or, with none, a stretch spacer; none of them capped on the main axis.
    static func growingItemsTakeTheRoom(_ stack: ElementSyntax, kind: BuiltinKind, value: String, visibility: StaticVisibility) throws(ExportProblem) -> Bool {
        let mainMaximum = kind == .hstack ? "maxWidth" : "maxHeight"
        var total = 0.0
        var stretches = false
        for child in stack.children where visibility.of(child) != false {
            let kindOfChild = BuiltinKind(rawValue: child.name)
            let modifiers = (visibility.root(of: child)?.modifiers ?? []) + child.modifiers
            var factor: Double?
            switch kindOfChild {
            case .growSpacer?: factor = child.arguments.first.map { ExportNumbers.literal($0.value) ?? .nan } ?? 1
            case .stretchSpacer?: stretches = true
            default: break
            }
            if let grow = modifiers.last(where: { $0.name == "grow" }) {
                factor = grow.arguments.first.map { ExportNumbers.literal($0.value) ?? .nan } ?? 1
            }
            guard let factor else { continue }
            guard !factor.isNaN else {
                throw ExportProblem("`.mainAlign(\(value))` beside a grow factor that is not a number: whether it leaves room to distribute is not known when exporting", at: child.headToken.range)
            }
            guard factor > 0 else { continue }
            if modifiers.contains(where: { $0.name == mainMaximum }) {
                throw ExportProblem("`.mainAlign(\(value))` with an item that grows up to `.\(mainMaximum)`: what it leaves is distributed, which spacers would share", at: child.headToken.range)
            }
            total += factor
        }
        return total >= 1 || (total == 0 && stretches)
    }
}
