import KissAnalysis
import KissSyntax

/// One classified token, for semantic highlighting.
public struct SemanticToken: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case keyword, type, `class`, method, parameter, property, enumMember, string, number, comment, `operator`, variable
    }

    public enum Modifier: String, Sendable, Hashable, CaseIterable {
        case declaration, documentation, defaultLibrary
    }

    public var range: Range<Int>
    public var kind: Kind
    public var modifiers: Set<Modifier>
}

extension IDEService {
    /// Every token worth colouring, in order, classified from the syntax: element kinds
    /// (types of the language) and layouts (classes), modifiers (methods), parameters and
    /// argument labels, enum cases, literals, comments, operators.
    public func semanticTokens(for document: IDEDocument) -> [SemanticToken] {
        let (file, workspace) = parsed(document)
        let tree = file.tree
        var classified: [Int: (SemanticToken.Kind, Set<SemanticToken.Modifier>)] = [:]
        for node in tree.nodes(of: .layoutDeclaration) {
            guard let layout = LayoutSyntax(node) else { continue }
            if let name = layout.nameToken { classified[name.index] = (.class, [.declaration]) }
            for parameter in layout.parameters {
                if let name = parameter.nameToken { classified[name.index] = (.parameter, [.declaration]) }
            }
        }
        // A name in a layout's body that is one of its parameters.
        for expression in tree.nodes(of: .nameExpression) {
            guard let token = expression.token(.identifier) else { continue }
            if let layout = LayoutSyntax.enclosing(expression), layout.parameters.contains(where: { $0.name == token.text }) {
                classified[token.index] = (.parameter, [])
            }
        }
        for node in tree.nodes(of: .previewDeclaration) {
            if let name = PreviewSyntax(node)?.nameToken { classified[name.index] = (.variable, [.declaration]) }
        }
        let layouts = Analyzer.layoutsInScope(of: file, in: workspace)
        for element in tree.nodes(of: .element).compactMap(ElementSyntax.init) {
            let head = element.headToken
            if BuiltinKind(rawValue: element.name) != nil {
                classified[head.index] = (.type, [.defaultLibrary])
            } else if layouts[element.name] != nil || element.name.first?.isUppercase == true {
                classified[head.index] = (.class, [])
            }
        }
        for modifier in tree.nodes(of: .modifier).compactMap(ModifierSyntax.init) {
            if let name = modifier.nameToken { classified[name.index] = (.method, ModifierSpec.all[name.text] != nil ? [.defaultLibrary] : []) }
        }
        for argument in tree.nodes(of: .argument).compactMap(ArgumentSyntax.init) {
            if let label = argument.labelToken { classified[label.index] = (.property, []) }
        }
        for node in tree.nodes(of: .enumCaseExpression) {
            if let name = node.token(.identifier) { classified[name.index] = (.enumMember, []) }
        }
        for node in tree.nodes(of: .memberExpression) {
            for token in node.directTokens where token.kind == .identifier && classified[token.index] == nil {
                classified[token.index] = (.variable, [])
            }
        }
        var result: [SemanticToken] = []
        for (index, token) in tree.tokens.enumerated() {
            let kind: SemanticToken.Kind
            var modifiers: Set<SemanticToken.Modifier> = []
            switch token.kind {
            case .layoutKeyword, .previewKeyword, .importKeyword, .trueKeyword, .falseKeyword: kind = .keyword
            case .string: kind = .string
            case .number, .percentage, .color: kind = .number
            case .lineComment, .blockComment: kind = .comment
            case .docComment:
                kind = .comment
                modifiers = [.documentation]
            case .plus, .minus, .star, .slash, .percent: kind = .operator
            case .identifier:
                guard let found = classified[index] else { continue }
                (kind, modifiers) = found
            default: continue
            }
            result.append(SemanticToken(range: token.range, kind: kind, modifiers: modifiers))
        }
        return result
    }
}
