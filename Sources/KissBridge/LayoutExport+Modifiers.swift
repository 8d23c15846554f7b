import Foundation
import KissAnalysis
import KissSyntax

/// A layout's modifiers in the library's terms (docs/swift-export.md, the table).
extension LayoutExport {
    // MARK: - Modifiers

    /// `expression` with the element's layout modifiers chained on, in the library's terms.
    /// `extraMargins` are added to the margins the element ends with (a stack's gaps);
    /// `padding` replaces the stack's padding on those edges (a wrap's gaps are taken from it).
    mutating func modified(
        _ expression: String, element: ElementSyntax, isGroup: Bool, depth: Int, view: String? = nil,
        extraMargins: [String: Points] = [:], padding paddingTaken: [String: Double] = [:],
        keeping: Set<String>? = nil, skipping: Set<String> = []
    ) throws(ExportProblem) -> String {
        var chain = expression
        var padding: [String: String] = [:]
        var margins: [String: String] = [:]
        var flexOverrides: [String] = []
        defer { declarations += flexOverrides }
        for modifier in element.modifiers {
            // Every modifier the library cannot take is reported, not only the first.
            do throws(ExportProblem) {
                guard let name = modifier.name, keeping?.contains(name) ?? true, !skipping.contains(name) else { continue }
                if name == "position", positionWrittenBy == element.headToken.range.lowerBound { continue }
                let range = modifier.node.trimmedRange
                let arguments = try bind(modifier.arguments, to: ModifierSpec.all[name]?.signature ?? .none, owner: "." + name)
                func number(_ key: String) throws(ExportProblem) -> String? {
                    guard let syntax = arguments[key] else { return nil }
                    return try expressions.swift(syntax, as: .number)
                }
                switch name {
                case "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "ratio":
                    chain += ".\(name)(\(try number("value") ?? "0"))"
                case "size":
                    let width = try number("width") ?? "0"
                    chain += ".size(\(width), \(try number("height") ?? width))"
                case "grow":
                    // With `.shrink` or `.basis`, all three go on the node (below): the library's
                    // `.grow` would set the shrink factor again on every layout pass.
                    if let view, element.modifiers.contains(where: { $0.name == "shrink" || $0.name == "basis" }) {
                        let factor = try number("factor") ?? "1.0"
                        support.insert(.yogaKit)
                        // Kiss's `setGrow`: grow, shrink and flex (a positive flex makes the basis 0).
                        declarations.append("\(view).yoga.flexGrow = CGFloat(\(factor))\n\(view).yoga.flexShrink = CGFloat(\(factor))\n\(view).yoga.flex = CGFloat(\(factor))")
                        break
                    }
                    chain += ".grow(\(try number("factor") ?? "1.0"))"
                case "growFull":
                    chain += ".growFull()"
                case let edgeModifier where edgeModifier.hasPrefix("margin"):
                    var edges: [String: String] = [:]
                    for (edge, value) in ExportNumbers.edges(modifier, prefix: "margin") { edges[edge] = try expressions.swift(value, as: .number) }
                    margins.merge(edges) { _, new in new }
                    if edges.count == 4, Set(edges.values).count == 1, let all = edges["top"] {
                        chain += ".margin(\(all))"
                    } else {
                        for edge in ["top", "left", "bottom", "right"] { if let value = edges[edge] { chain += ".margin\(edge.capitalized)(\(value))" } }
                    }
                case let edgeModifier where edgeModifier.hasPrefix("padding"):
                    // A label's or a plain view's padding is in its own class (declareView).
                    guard isGroup || (view != nil && Self.paddedKinds.contains(element.name)) else {
                        throw ExportProblem("`.\(edgeModifier)` on `\(element.name)`: the library pads stacks only (exported for labels and plain views)", at: range)
                    }
                    guard isGroup else { break }
                    for (edge, value) in ExportNumbers.edges(modifier, prefix: "padding") { padding[edge] = try expressions.swift(value, as: .number) }
                case "spacing", "lineSpacing":
                    // Written as margins by the stack (StackGaps).
                    break
                case "shrink", "basis":
                    // YogaKit's node of the view: Kiss writes neither on it (it sets the shrink
                    // factor only with `.grow`, which would then win, and never the basis).
                    guard let view else {
                        throw ExportProblem("`.\(name)` on \(isGroup ? "a stack" : "a layout use"): it is set on the element's view (YogaKit), which the library does not give", at: range)
                    }
                    let value: String
                    if name == "basis", let syntax = arguments["value"], case .literal(let token) = syntax.form, token.kind == .percentage {
                        // A percentage basis: YogaKit takes one (Kiss writes no basis to replace it).
                        value = "YGValue(value: \(SwiftExpression.number(String(token.text.dropLast()))), unit: .percent)"
                    } else if name == "basis" {
                        value = "YGValue(Float(\(try number("value") ?? "0")))"
                    } else {
                        value = "CGFloat(\(try number("factor") ?? "1.0"))"
                    }
                    support.insert(.yogaKit)
                    // After the grow factors (declarations keep modifier order; `.grow` written
                    // later must not win), so appended when the modifiers are all read.
                    flexOverrides.append("\(view).yoga.\(name == "shrink" ? "flexShrink" : "flexBasis") = \(value)")
                case "lineAlign":
                    guard let view else { throw ExportProblem("`.lineAlign` without a view for the wrap", at: range) }
                    let value = arguments["value"]?.node.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                    let yoga = [".start": ".flexStart", ".end": ".flexEnd"][value] ?? value
                    support.insert(.yogaKit)
                    // Kiss never writes a wrap's alignContent.
                    declarations.append("\(view).yoga.alignContent = \(yoga)")
                case "mainAlign":
                    let value = arguments["value"]?.node.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                    // Spaced items: growing spacers between them (SpaceDistribution).
                    if isGroup, [".spaceBetween", ".spaceAround", ".spaceEvenly"].contains(value), element.name != "wrap" { break }
                    guard [".start", ".center", ".end"].contains(value) else {
                        throw ExportProblem("`.mainAlign(\(value))`: the library aligns along the main axis only .start, .center and .end", at: range)
                    }
                    chain += ".mainAlign(\(value))"
                case "crossAlign":
                    for (key, label) in [("value", "items"), ("self", "self")] {
                        guard let syntax = arguments[key] else { continue }
                        let value = syntax.node.text.trimmingCharacters(in: .whitespacesAndNewlines)
                        guard [".start", ".center", ".end", ".stretch"].contains(value) else {
                            throw ExportProblem("`.crossAlign(\(value))`: the library has no baseline alignment", at: range)
                        }
                        if label == "items" && !isGroup { throw ExportProblem("`.crossAlign(_)` on a view: only stacks align their items", at: range) }
                        chain += ".crossAlign(\(label): \(value))"
                    }
                case "autoInvisible":
                    guard isGroup else { throw ExportProblem("`.autoInvisible` on a view", at: range) }
                    chain += ".autoInvisible(\(arguments["mode"]?.node.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ".never"))"
                case "overlay":
                    let alignment = arguments["alignment"]?.node.text.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst()
                    let indent = String(repeating: "    ", count: depth)
                    var groups: [String] = []
                    for child in modifier.children {
                        if let kind = BuiltinKind(rawValue: child.name), kind.isStack, alignment == nil, !child.modifiers.contains(where: { $0.name == "position" }) {
                            // The library's own overlay: a stack laid over the whole element.
                            groups.append(indent + (try item(child, depth: depth + 1)).0)
                        } else {
                            groups.append(indent + (try alignedOverlay(child, alignment: alignment.map(String.init) ?? "topLeft", over: element, depth: depth + 1)))
                        }
                    }
                    chain += ".overlay {\n" + groups.joined(separator: "\n") + "\n" + String(repeating: "    ", count: depth - 1) + "}"
                case "id":
                    break
                case "hidden", "visible":
                    // Set on the view where it is declared.
                    guard view != nil else { throw ExportProblem("`.\(name)` on a stack or layout use: the library hides views, not groups", at: range) }
                case "background", "cornerRadius", "stroke":
                    // Set on the view where it is declared.
                    guard view != nil else { throw ExportProblem("`.\(name)` on a stack or layout use: the library gives no access to a stack's view", at: range) }
                default:
                    throw ExportProblem("`.\(name)`: " + (Self.unsupported[name] ?? "not in the Kiss library"), at: range)
                }
            } catch {
                problems.append(error)
            }
        }
        for (edge, value) in paddingTaken { padding[edge] = SwiftExpression.number(FrameFormatting.number(value)) }
        for edge in ["top", "left", "bottom", "right"] {
            guard let add = extraMargins[edge] else { continue }
            var base = margins[edge]
            if base == nil { base = try rootMargin(of: element, edge: edge) }
            let total = (base.map { Points(number: Double($0), swift: $0) } ?? .number(0)) + add
            let written = total.swift
            // The element's own `.marginLeft(4)` becomes `.marginLeft(12)` rather than being
            // set twice; a margin written for all edges at once stays and is overridden.
            let own = ".margin\(edge.capitalized)(\(base ?? ""))"
            if base != nil, let range = chain.range(of: own, options: .backwards) {
                chain.replaceSubrange(range, with: ".margin\(edge.capitalized)(\(written))")
            } else {
                chain += ".margin\(edge.capitalized)(\(written))"
            }
        }
        if !padding.isEmpty {
            let values = ["top", "bottom", "left", "right"].map { padding[$0] ?? "0.0" }
            chain += Set(values).count == 1 ? ".padding(\(values[0]))" : ".padding(top: \(values[0]), bottom: \(values[1]), left: \(values[2]), right: \(values[3]))"
        }
        return chain
    }

    /// The margin a used layout's root gives itself on `edge`, as a Swift number (nil: none).
    func rootMargin(of element: ElementSyntax, edge: String) throws(ExportProblem) -> String? {
        guard BuiltinKind(rawValue: element.name) == nil, let root = scopes.declaration(element.name, usedIn: file)?.syntax.root else { return nil }
        var result: String?
        for modifier in root.modifiers {
            for (written, value) in ExportNumbers.edges(modifier, prefix: "margin") where written == edge {
                guard let number = ExportNumbers.literal(value) else {
                    throw ExportProblem("a gap beside `\(element.name)`, whose root's \(edge) margin is not a number: the gap is added to it when exporting", at: element.headToken.range)
                }
                result = SwiftExpression.number(FrameFormatting.number(number))
            }
        }
        return result
    }

    /// What a wrap's inner wrap takes from it (the rest stays on the wrap).
    static let alignmentModifiers: Set<String> = ["mainAlign", "crossAlign"]

    /// Leaves whose `.padding` is written as a helper view's insets (`SupportCode`).
    static let paddedKinds: Set<String> = ["label", "view"]

    static let unsupported: [String: String] = [
        "fill": "not in the Kiss library at the version it matches",
        "minMargin": "not in the Kiss library",
        "uniformFontScale": "a VStackComponent feature, not in the Kiss library",
        "pin": "`pin` is not in the Kiss library",
        "position": "only in an overlay: the library places nothing else by offsets",
    ]
}
