/// An enum's computed property that switches over its cases, as real Kiss code picks fonts:
/// `enum Typo { case body …; var font: UIFont { switch self { case .body: return
/// .systemFont(ofSize: 16, weight: .medium) … } } }` used as `view.font = typo.font` in a
/// factory called with `.body` (the sample app's `"Name".label(.body)`, `uiFactory.swift`).
/// The import reads `typo.font` as the case's expression.
enum EnumCaseValues {
    /// Each case's value in a property body that is a `switch self`, by case name.
    static func values(of property: SwiftFunction, in tokens: [SwiftToken]) -> [String: SwiftExpr] {
        var result: [String: SwiftExpr] = [:]
        guard let switchAt = (property.bodyStart..<min(property.bodyEnd, tokens.count)).first(where: { tokens[$0].text == "switch" }),
              switchAt + 1 < tokens.count, tokens[switchAt + 1].text == "self" else { return [:] }
        var index = switchAt + 2
        while index < min(property.bodyEnd, tokens.count) {
            guard tokens[index].text == "case" else {
                index += 1
                continue
            }
            // `case .a, .b:`
            var names: [String] = []
            var cursor = index + 1
            while cursor + 1 < tokens.count, tokens[cursor].text == "." || tokens[cursor].text == "," {
                if tokens[cursor].text == ".", tokens[cursor + 1].kind == .identifier { names.append(tokens[cursor + 1].text) }
                cursor += tokens[cursor].text == "." ? 2 : 1
            }
            guard cursor < tokens.count, tokens[cursor].text == ":", !names.isEmpty else {
                index = cursor + 1
                continue
            }
            cursor += 1
            while cursor < tokens.count, tokens[cursor].kind == .newline { cursor += 1 }
            if cursor < tokens.count, tokens[cursor].text == "return" { cursor += 1 }
            var parser = SwiftParser(tokens)
            parser.position = cursor
            let value = parser.expression()
            for name in names where result[name] == nil { result[name] = value }
            index = max(parser.position, cursor + 1)
        }
        return result
    }
}

extension Reader {
    /// `typo.font` (a factory's parameter bound to `.body`), `.body.font`, `Typo.body.font`: the
    /// value the enum's property has for that case, when some enum of the module declares it.
    func enumCaseValue(_ expr: SwiftExpr) -> SwiftExpr? {
        guard case .member(let base, let property) = expr, let values = caseValues[property.text] else { return nil }
        let caseName: String?
        switch base {
        case .implicitMember(let name): caseName = name
        case .member(.name, let name): caseName = name.text
        case .name(let name):
            let bound = substitutions[name.text]
            caseName = bound.flatMap { $0.hasPrefix(".") ? String($0.dropFirst()) : nil }
        default: caseName = nil
        }
        return caseName.flatMap { values[$0] }
    }
}
