import KissAnalysis
import KissSyntax

/// Hover on an argument's label (`font:`) or on an enum case given as a
/// value (`.semibold`): which parameter it is, what it takes, and the cases
/// it may be. Any other part of an argument is left to its element or
/// modifier.
struct ArgumentHover {
    let document: AnalyzedDocument

    func hover(_ argument: ArgumentSyntax, at offset: Int) -> Hover? {
        guard let list = argument.node.parent.flatMap(ArgumentListSyntax.init), let owner = list.node.parent else { return nil }
        let arguments = list.arguments
        guard let index = arguments.firstIndex(of: argument) else { return nil }
        let name: String?
        if let label = argument.label {
            name = label
        } else {
            // The n-th unlabelled argument fills the n-th positional parameter.
            let position = arguments[..<index].filter { $0.label == nil }.count
            name = parameters(of: owner)?.positional(at: position)
        }
        guard let name, let described = parameters(of: owner) else { return nil }
        if let token = argument.labelToken, token.range.contains(offset) {
            if let value = described.defaults[name] {
                return Hover(markdown: "`\(name):` — parameter of `\(described.owner)`, default `\(value)`", range: token.range)
            }
            guard let type = described.type(of: name) else { return nil }
            return Hover(markdown: "`\(name):` — \(type) · parameter of `\(described.owner)`", range: token.range)
        }
        if let value = argument.value, case .enumCase(let token?) = value.form, value.range.contains(offset) {
            var markdown = "`.\(token.text)` — a case " + (argument.label == nil ? "for `\(described.owner)`" : "of `\(name):` of `\(described.owner)`")
            if let cases = described.cases(of: name) { markdown += "; one of " + cases.map { "`.\($0)`" }.joined(separator: ", ") }
            return Hover(markdown: markdown, range: value.range)
        }
        return nil
    }

    /// What a call site's parameters are, whoever declares them.
    private struct Parameters {
        var owner: String
        var specs: [ParameterSpec]
        /// A layout's parameters: their default values as written.
        var defaults: [String: String] = [:]

        func positional(at position: Int) -> String? {
            if !defaults.isEmpty {
                let names = specs.map(\.name)
                return position < names.count ? names[position] : nil
            }
            let positional = specs.filter(\.positional)
            return position < positional.count ? positional[position].name : nil
        }

        func type(of name: String) -> String? {
            specs.first { $0.name == name }.map { ArgumentTypeText.describe($0.type) }
        }

        func cases(of name: String) -> [String]? {
            guard case .cases(let cases)? = specs.first(where: { $0.name == name })?.type else { return nil }
            return cases
        }
    }

    private func parameters(of owner: SyntaxNode) -> Parameters? {
        if let modifier = ModifierSyntax(owner), let name = modifier.name, let spec = ModifierSpec.all[name] {
            return Parameters(owner: "." + name, specs: spec.signature.parameters)
        }
        if PreviewSyntax(owner) != nil {
            return Parameters(owner: "preview", specs: ["width", "height", "scale"].map { ParameterSpec($0, .number) })
        }
        guard let element = ElementSyntax(owner) else { return nil }
        if let kind = BuiltinKind(rawValue: element.name) {
            return Parameters(owner: kind.rawValue, specs: kind.signature.parameters)
        }
        guard let layout = visibleLayout(named: element.name) else { return nil }
        var result = Parameters(owner: element.name, specs: [])
        for parameter in layout.parameters {
            guard let name = parameter.name else { continue }
            result.specs.append(ParameterSpec(name, .name))
            result.defaults[name] = parameter.defaultValue?.node.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
        }
        return result
    }

    /// A layout declared in this file or in a file it imports.
    private func visibleLayout(named name: String) -> LayoutSyntax? {
        let file = document.file
        if let local = file.tree.sourceFile.layouts.first(where: { $0.name == name }) { return local }
        for importSyntax in file.tree.sourceFile.imports {
            guard let path = importSyntax.path, case .success(let target) = document.workspace.resolveImport(path, from: file.path),
                  let layout = document.workspace.file(target)?.tree.sourceFile.layouts.first(where: { $0.name == name }) else { continue }
            return layout
        }
        return nil
    }
}

/// What an argument takes, in words.
enum ArgumentTypeText {
    static func describe(_ type: ArgumentType) -> String {
        switch type {
        case .number: return "a number"
        case .length: return "a length (points or a percentage)"
        case .string: return "a string"
        case .color: return "a color (`#RRGGBB` or `.red`)"
        case .bool: return "`true` or `false`"
        case .cases(let cases): return "one of " + cases.map { "`.\($0)`" }.joined(separator: ", ")
        case .name: return "a name"
        case .anchor: return "an anchor such as `parent.left` or `title.bottom + 8`"
        }
    }
}
