import KissAnalysis
import KissSyntax

/// The call shape shown while typing arguments.
public struct SignatureInfo: Sendable, Hashable {
    /// `label(text, font:, weight:, …)`.
    public var label: String
    /// Each parameter's span in `label` (in characters).
    public var parameters: [Range<Int>]
    /// The parameter the cursor's argument stands for.
    public var activeParameter: Int?
    public var documentation: String?
}

extension IDEService {
    /// The signature of the call whose argument list holds the offset: an element kind, a
    /// modifier or a layout, with the parameter of the argument being written — by its
    /// label, else by the positional arguments before it.
    public func signatureHelp(for document: IDEDocument, at offset: Int) -> SignatureInfo? {
        let (file, workspace) = parsed(document)
        let tree = file.tree
        var node: SyntaxNode? = tree.node(at: max(0, min(offset, tree.source.count)))
        var list: ArgumentListSyntax?
        while let current = node {
            if let found = ArgumentListSyntax(current), let open = found.leftParen, open.range.upperBound <= offset,
               found.rightParen.map({ offset <= $0.range.lowerBound }) ?? true {
                list = found
                break
            }
            if current.kind == .block { return nil }
            node = current.parent
        }
        guard let list, let owner = list.node.parent else { return nil }
        let name: String
        let parameters: [ParameterSpec]
        var documentation: String?
        if let modifier = ModifierSyntax(owner), let modifierName = modifier.name, let spec = ModifierSpec.all[modifierName] {
            name = "." + modifierName
            parameters = spec.signature.parameters
            documentation = spec.summary
        } else if let element = ElementSyntax(owner) {
            name = element.name
            if let kind = BuiltinKind(rawValue: element.name) {
                parameters = kind.signature.parameters
                documentation = KindDocumentation.sizing(kind)
            } else if let layout = Analyzer.layoutsInScope(of: file, in: workspace)[element.name] {
                parameters = layout.syntax.parameters.compactMap { parameter in parameter.name.map { ParameterSpec($0, .name) } }
                documentation = layout.syntax.documentation
            } else {
                return nil
            }
        } else {
            return nil
        }
        // The label and each parameter's span in it.
        var label = name + "("
        var spans: [Range<Int>] = []
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { label += ", " }
            let text = parameter.positional ? parameter.name : parameter.name + ":"
            spans.append(label.count..<(label.count + text.count))
            label += text
        }
        label += ")"
        // Which argument the cursor is in: commas before it, at this list's own depth.
        let arguments = list.arguments
        let index = list.node.directTokens.filter { $0.kind == .comma && $0.range.upperBound <= offset }.count
        var active: Int?
        if index < arguments.count, let written = arguments[index].label {
            active = parameters.firstIndex { $0.name == written }
        } else {
            let positionalBefore = arguments.prefix(index).filter { $0.label == nil }.count
            let positional = parameters.indices.filter { parameters[$0].positional }
            active = positionalBefore < positional.count ? positional[positionalBefore] : nil
        }
        return SignatureInfo(label: label, parameters: spans, activeParameter: active, documentation: documentation)
    }
}
