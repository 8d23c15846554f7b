import Foundation

/// The Kiss library's older generations (docs/swift-export.md, "Kiss library generations"):
/// variadic stacks and spacer properties (1–2), the enum sizes `.width(.full / .grow(g) / .fit)`
/// and `.height(.whRatio / .equalWidth / .ratio)`, edge setters `.left/.top/…`, `hAlign` /
/// `vAlign` (1–2, own frame code), stacks hosted by a view and `alignItems` / `alignSelf` /
/// `align` (3, YogaKit), `.selfAlign` and `.size(CGSize)` (4–5), read as today's `.kiss`.
extension Reader {
    static let stackNames: Set<String> = ["vstack", "hstack", "wrap"]

    /// Whether the file is of the YogaKit generations (3 on): there the enum sizes are flex
    /// settings (`.width(.grow(g))` grows and stretches across whatever the axis), while the
    /// own frame code of 1–2 read them along the parent stack's axes.
    static func usesYoga(_ tokens: [SwiftToken]) -> Bool {
        let signals: Set<String> = ["kiss", "constructLayout", "updateLayoutChange", "constructIfNeed", "alignItems", "alignSelf",
                                    "marginLeft", "marginRight", "marginTop", "marginBottom", "marginHorizontal", "marginVertical", "YogaKit"]
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            if signals.contains(token.text) { return true }
            if token.text == "import", index + 1 < tokens.count, tokens[index + 1].text == "Kiss" { return true }
        }
        return false
    }

    /// `vstack(a, b)`, `v.hstack(…)` / `v.hstack { … }` (hosted by a view), and the spacer
    /// properties: a layout of an old generation.
    func isOldLayout(_ expr: SwiftExpr) -> Bool {
        switch expr {
        case .call(.name(let name), let arguments, nil):
            return Self.stackNames.contains(name.text) && !arguments.isEmpty && arguments.allSatisfy { $0.label == nil }
        case .call(.member(let host, let stack), let arguments, let closure) where Self.stackNames.contains(stack.text):
            if case .name("kiss") = host { return false }
            if case .member(_, "kiss") = host { return false }
            return closure != nil || !arguments.isEmpty && arguments.allSatisfy { $0.label == nil }
        case .call(.member(let base, _), _, _), .member(let base, _): return isOldLayout(base)
        default: return false
        }
    }

    /// An element of an old generation, or nil when `expr` is not one.
    func oldElement(_ expr: SwiftExpr, indent: Int) -> String? {
        switch expr {
        case .name(let name) where ["spacer", "hspacer", "vspacer"].contains(name.text) && layoutVariables[name.text] == nil && views[name.text] == nil:
            // `hspacer` / `vspacer` (1–2: a grow of ≈0 along one axis), `spacer` (06-13 →: a
            // property, the same): the space left over, as `stretchSpacer`.
            return mark(expr) + "stretchSpacer"
        case .call(.name(let stack), let arguments, nil) where isOldLayout(expr):
            // Generation 1's variadic stacks.
            return mark(expr) + "\(stack) " + oldChildren(arguments.map(\.value), indent: indent, stack: stack.text)
        case .call(.member(let host, let stack), let arguments, let closure) where Self.stackNames.contains(stack.text) && isOldLayout(expr):
            // `v.hstack(a, b)` (1) or `v.hstack { … }` (3, 06-27 → 06-30): the view hosts the
            // stack, its paint goes on the stack.
            let info: ViewInfo?
            if case .name(let name) = host { info = views[name.text] } else { info = viewInfo(host) }
            let paint = (info?.kind == "view" ? info?.arguments.first.map { ".background(\($0.1))" } ?? "" : "") + (info?.modifiers.joined() ?? "")
            return mark(expr) + "\(stack) " + oldChildren(closure ?? arguments.map(\.value), indent: indent, stack: stack.text) + paint
        default:
            return nil
        }
    }

    func oldChildren(_ items: [SwiftExpr], indent: Int, stack: String) -> String {
        let pad = String(repeating: "  ", count: indent)
        return items.isEmpty ? "{}" : "{\n" + items.map { pad + "  " + kissElement($0, indent: indent + 1, parent: stack) }.joined(separator: "\n") + "\n\(pad)}"
    }

    /// An old generation's modifier as `.kiss` modifiers (each after the modifier's marker),
    /// a placeholder with a note when the form is known but cannot be translated here, or nil
    /// when `modifier` is not one of the old forms.
    func oldModifier(_ modifier: SwiftName, _ arguments: [(label: String?, value: SwiftExpr)], parent: String?) -> String? {
        let marker = SwiftSourceMap.marker(modifier.token)
        let first = arguments.first?.value
        func written(_ modifiers: [String]) -> String { modifiers.map { marker + $0 }.joined() }
        func untranslated(_ why: String) -> String {
            let message = "`.\(modifier)(\(arguments.map { ($0.label.map { "\($0): " } ?? "") + Self.describe($0.value) }.joined(separator: ", ")))` not translated: \(why)"
            note(modifier.text, message)
            return marker + " /* kisslint import: \(message.replacingOccurrences(of: "*/", with: "* /")) */"
        }
        switch modifier.text {
        case "left", "right", "top", "bottom", "leading", "trailing":
            // Edge setters (1–2): margins.
            guard arguments.count == 1, arguments[0].label == nil, let first else { return nil }
            let edge = ["left": "Left", "leading": "Left", "right": "Right", "trailing": "Right", "top": "Top", "bottom": "Bottom"][modifier.text]!
            return written([".margin\(edge)(\(kissValue(first)))"])
        case "alignItems", "alignSelf", "align", "selfAlign":
            guard arguments.count == 1, let first else { return nil }
            let value = kissValue(first)
            switch modifier.text {
            case "alignItems": return written([".crossAlign(\(value))"])
            case "align": return written([".mainAlign(\(value))"])
            default: return written([".crossAlign(self: \(value))"])
            }
        case "hAlign", "vAlign":
            // 1–2: the own engine puts hidden spacers among the items, so either one aligns
            // along the stack's main axis (unfinished in the library: best effort).
            guard arguments.count == 1, case .implicitMember(let value)? = first else { return nil }
            guard let kiss = ["left": ".start", "top": ".start", "right": ".end", "bottom": ".end", "center": ".center"][value] else {
                return untranslated("unknown alignment")
            }
            return written([".mainAlign(\(kiss))"])
        case "id":
            // `.id("x")` (1): a name in `.kiss`.
            guard arguments.count == 1, case .string(let text)? = first else { return nil }
            let name = String(text.dropFirst().dropLast())
            guard let head = name.first, head.isLetter || head == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return untranslated("not a name `.kiss` can write")
            }
            return written([".id(\(name))"])
        case "min", "max":
            // `.min(width:)` (1).
            guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == "width" || $0.label == "height" }) else { return nil }
            let prefix = modifier.text
            return written(arguments.map { ".\(prefix)\($0.label == "width" ? "Width" : "Height")(\(kissValue($0.value)))" })
        case "size":
            guard arguments.count == 1, let first else { return nil }
            if case .implicitMember("zero") = first { return written([".size(0, 0)"]) }
            if case .member(.name("CGSize"), "zero") = first { return written([".size(0, 0)"]) }
            if case .call(.name("CGSize"), let sizes, nil) = first, sizes.count == 2, sizes[0].label == "width", sizes[1].label == "height" {
                return written([".size(\(kissValue(sizes[0].value)), \(kissValue(sizes[1].value)))"])
            }
            return nil
        case "widthFull", "widthFill":
            // (1, `SizeSetter.swift` at baf67a6) `.widthFull(height: h)`: a full width (a fill of
            // `Int8.max`), then the height; `.widthFill(f, height: h)`: a fill of f, that is a
            // grow of f along the stack; `equalHeight: e` makes the height `.equalWidth(1 / e)`,
            // the width ÷ e: a ratio of e.
            let fill = modifier.text == "widthFill" ? arguments.first.flatMap { $0.label == nil ? $0.value : nil } : nil
            let rest = modifier.text == "widthFill" ? Array(arguments.dropFirst()) : arguments
            guard modifier.text == "widthFull" || fill != nil, rest.count == 1, let height = rest.first,
                  height.label == "height" || height.label == "equalHeight" else { return nil }
            let width: [String]?
            if let fill { width = sizeModifiers("width", .call(.implicitMember("grow"), [(nil, fill)], closure: nil), parent: parent) } else { width = fullSize("width", parent: parent) }
            guard let width else { return untranslated("the stack around it is not known") }
            if height.label == "equalHeight" {
                let ratio = kissValue(height.value)
                return written(width + [".ratio(\(ratio))"])
            }
            return written(width) + (heightModifiers(height.value, parent: parent).map(written) ?? untranslated("unknown height"))
        case "width", "height":
            if arguments.count == 2, modifier.text == "width", arguments[0].label == nil, arguments[1].label == "height" {
                // `.width(w, height: h)` (1).
                let width = sizeModifiers("width", arguments[0].value, parent: parent)
                let height = sizeModifiers("height", arguments[1].value, parent: parent)
                guard let width, let height else { return untranslated("unknown size") }
                return written(width + height)
            }
            guard arguments.count == 1, arguments[0].label == nil, let first else { return nil }
            switch first {
            case .implicitMember, .call(.implicitMember, _, _): break
            default: return nil
            }
            guard let modifiers = sizeModifiers(modifier.text, first, parent: parent) else {
                if !usesYoga, parent == nil { return untranslated("the stack around it is not known") }
                if !usesYoga, parent == "wrap" {
                    return untranslated("a wrap's items take no grow (the library's own frame code fits a label's width and stops at anything else)")
                }
                return untranslated("unknown size")
            }
            return written(modifiers)
        default:
            return nil
        }
    }

    func heightModifiers(_ value: SwiftExpr, parent: String?) -> [String]? {
        sizeModifiers("height", value, parent: parent)
    }

    /// `.width(.full)` / `.height(.full)`: a grow of `Double.max`. The own engine (1–2) grows
    /// along the parent's main axis and stretches across it; YogaKit (3) does both. A stretch
    /// across is every `.kiss` item's own alignment unless it says otherwise, so it is not
    /// written (`.crossAlign(self: .stretch)` would only draw K405's "changes nothing").
    static let stretch: [String] = []

    func fullSize(_ axis: String, parent: String?) -> [String]? {
        if usesYoga { return [".grow(1000000)"] + Self.stretch }
        guard let main = mainAxis(parent), !(parent == "wrap" && axis == "width") else { return nil }
        return main == axis ? [".grow(1000000)"] : Self.stretch
    }

    /// The axis a stack lays its items along (a wrap's lines are rows).
    func mainAxis(_ stack: String?) -> String? {
        switch stack {
        case "hstack", "wrap": return "width"
        case "vstack": return "height"
        default: return nil
        }
    }

    /// A size's `.kiss` modifiers (`axis` is "width" or "height"), or nil when not known.
    func sizeModifiers(_ axis: String, _ value: SwiftExpr, parent: String?) -> [String]? {
        switch value {
        case .implicitMember("full"):
            return fullSize(axis, parent: parent)
        case .implicitMember("autoFit"), .implicitMember("fit"):
            // 1–2: the content's size, the default; 3: YogaKit's align-self start.
            return usesYoga ? [".crossAlign(self: .start)"] : []
        case .call(.implicitMember("grow"), let arguments, nil) where arguments.count == 1:
            let grow = kissValue(arguments[0].value)
            if usesYoga { return [".grow(\(grow))"] + Self.stretch }
            // The own engine grows along the main axis, and makes a grow across the stack a
            // full size ("sẽ ép về width(.full)", LayoutArrangeAble.swift at 04d9112): a stretch.
            guard let main = mainAxis(parent), !(parent == "wrap" && axis == "width") else { return nil }
            return main == axis ? [".grow(\(grow))"] : Self.stretch
        case .call(.implicitMember("whRatio"), let arguments, nil) where axis == "height" && arguments.count == 1,
             .call(.implicitMember("ratio"), let arguments, nil) where axis == "height" && arguments.count == 1:
            // Height = width ÷ r (own engine), or Yoga's aspect ratio r (width ÷ height).
            return [".ratio(\(kissValue(arguments[0].value)))"]
        case .call(.implicitMember("equalWidth"), let arguments, nil) where axis == "height" && arguments.count == 1:
            // Height = width × k.
            let k = arguments[0].value
            if case .binary = k { return [".ratio(1 / (\(kissValue(k))))"] }
            return [".ratio(1 / \(kissValue(k)))"]
        case .implicitMember, .call(.implicitMember, _, _):
            return nil
        default:
            return [".\(axis)(\(kissValue(value)))"]
        }
    }
}

extension Reader {
    /// `lazy var l = { … }()` (3, 06-27 → 06-30): a closure called at once, its body a layout
    /// (`vstack { … }`, or `return vstack { … }`). Reads it and moves past the `()`; nil (not
    /// moving) when what follows `=` is not such a closure.
    mutating func immediatelyCalledClosure() -> SwiftExpr? {
        guard current?.text == "{", current?.kind == .punctuation else { return nil }
        // The matching `}`, then `(` `)`.
        var depth = 0
        var close = position
        while close < tokens.count {
            let token = tokens[close]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            close += 1
        }
        guard close + 2 < tokens.count, tokens[close + 1].text == "(", tokens[close + 2].text == ")" else { return nil }
        var start = position + 1
        while start < close, tokens[start].kind == .newline { start += 1 }
        if start < close, tokens[start].text == "return" { start += 1 }
        var parser = SwiftParser(tokens)
        parser.position = start
        let expr = parser.expression()
        parser.skipNewlines()
        guard parser.position == close, isLayout(expr) else { return nil }
        move(to: close + 3)
        return expr
    }
}
