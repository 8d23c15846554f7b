import Foundation
import KissAnalysis
import KissSyntax

/// One completion proposal, protocol-free.
public struct CompletionItem: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case elementKind, layout, modifier, enumCase, color, parameter, keyword, file
    }

    public var label: String
    public var kind: Kind
    /// One line: a signature or a type.
    public var detail: String?
    /// Markdown.
    public var documentation: String?
    /// What to insert, when it differs from `label` (`font: ` for a parameter).
    public var insertText: String?
}

extension IDEService {
    /// What may be written at a byte offset of a document: element kinds and the layouts
    /// in scope where an element may start; after `.`, the modifiers valid on that element,
    /// or, in an argument, the enum cases or colour names the parameter takes; argument
    /// labels after `(` or `,`; the `.kiss` files beside it in an import's string; the
    /// declaration keywords at the top level.
    public func completions(for document: IDEDocument, at offset: Int) -> [CompletionItem] {
        let (file, workspace) = parsed(document)
        return CompletionFinder(file: file, workspace: workspace).items(at: offset)
    }
}

/// Works out the place of the cursor from the tokens before it and the nodes around it.
struct CompletionFinder {
    let file: SourceFile
    let workspace: Workspace
    var tree: SyntaxTree { file.tree }

    func items(at offset: Int) -> [CompletionItem] {
        let offset = min(max(0, offset), tree.source.count)
        let tokens = tree.tokens
        // The token the cursor ends (a word being typed) or follows.
        var before = previousSignificant(endingAtOrBefore: offset)
        if let index = before, tokens[index].end == offset, [.identifier, .layoutKeyword, .previewKeyword, .importKeyword].contains(tokens[index].kind) {
            before = previousSignificant(endingAtOrBefore: Int(tokens[index].start))
        }
        // Inside a string (an import's gets paths) or a comment: nothing else to offer.
        if let index = tokenHolding(offset), Int(tokens[index].start) < offset, offset < tokens[index].end || !Self.isClosed(tokens[index], in: tree) {
            switch tokens[index].kind {
            case .string:
                return tree.node(at: Int(tokens[index].start)).kind == .importDeclaration ? importPaths() : []
            case .lineComment, .docComment, .blockComment:
                return []
            default:
                break
            }
        }
        guard let before else { return keywords() }
        switch tokens[before].kind {
        case .dot:
            let ahead = previousSignificant(endingAtOrBefore: Int(tokens[before].start))
            if let ahead, [.leftParen, .comma, .colon].contains(tokens[ahead].kind), let call = call(around: ahead) {
                return values(for: parameter(of: call, at: ahead), dotted: false)
            }
            if let ahead, let element = element(around: ahead) { return modifiers(for: element) }
            return []
        case .leftParen, .comma:
            guard let call = call(around: before) else { return [] }
            return labels(for: call) + values(for: parameter(of: call, at: before), dotted: true)
        case .colon:
            guard let call = call(around: before) else { return [] }
            return values(for: parameter(of: call, at: before), dotted: true)
        default:
            return inBlock(offset: offset) ? elementStarts(inside: LayoutSyntax.enclosing(tree.node(at: offset))?.name) : (depthOfBraces(before: offset) == 0 ? keywords() : [])
        }
    }

    // MARK: - Places

    private func previousSignificant(endingAtOrBefore offset: Int) -> Int? {
        var index = offset > 0 ? tree.tokenIndex(at: offset - 1) : -1
        while index >= 0 {
            let token = tree.tokens[index]
            if !token.kind.isTrivia, token.kind != .endOfFile, token.end <= offset { return index }
            index -= 1
        }
        return nil
    }

    /// Whether a string or block comment token ends with its closing delimiter (the cursor
    /// right after a closed one is outside it; after an unclosed one, still inside).
    static func isClosed(_ token: Token, in tree: SyntaxTree) -> Bool {
        let text = tree.text(token.range)
        switch token.kind {
        case .string: return text.count >= 2 && text.hasSuffix("\"")
        case .blockComment: return text.count >= 4 && text.hasSuffix("*/")
        case .lineComment, .docComment: return false
        default: return true
        }
    }

    private func tokenHolding(_ offset: Int) -> Int? {
        guard offset > 0 else { return nil }
        let index = tree.tokenIndex(at: offset - 1)
        return index < tree.tokens.count ? index : nil
    }

    private func depthOfBraces(before offset: Int) -> Int {
        var depth = 0
        for token in tree.tokens where token.end <= offset {
            if token.kind == .leftBrace { depth += 1 }
            if token.kind == .rightBrace { depth = max(0, depth - 1) }
        }
        return depth
    }

    private func inBlock(offset: Int) -> Bool {
        var node: SyntaxNode? = tree.node(at: offset)
        while let current = node {
            if current.kind == .block { return true }
            if current.kind == .argumentList || current.kind == .parameterList { return false }
            node = current.parent
        }
        return false
    }

    /// The element a token belongs to (its head, arguments, block or modifiers).
    private func element(around token: Int) -> ElementSyntax? {
        var node: SyntaxNode? = tree.node(at: Int(tree.tokens[token].start))
        while let current = node {
            if let element = ElementSyntax(current) { return element }
            node = current.parent
        }
        return nil
    }

    /// A call whose argument list holds the token: an element or a modifier.
    private enum Call {
        case element(ElementSyntax)
        case modifier(ModifierSyntax)
    }

    private func call(around token: Int) -> Call? {
        var node: SyntaxNode? = tree.node(at: Int(tree.tokens[token].start))
        while let current = node {
            if current.kind == .argumentList, let owner = current.parent {
                if let modifier = ModifierSyntax(owner) { return .modifier(modifier) }
                if let element = ElementSyntax(owner) { return .element(element) }
                return nil
            }
            if current.kind == .block { return nil }
            node = current.parent
        }
        return nil
    }

    private func signature(of call: Call) -> (name: String, parameters: [ParameterSpec])? {
        switch call {
        case .modifier(let modifier):
            guard let name = modifier.name, let spec = ModifierSpec.all[name] else { return nil }
            return (name, spec.signature.parameters)
        case .element(let element):
            if let kind = BuiltinKind(rawValue: element.name) { return (element.name, kind.signature.parameters) }
            guard let layout = layoutSymbols()[element.name] else { return nil }
            return (element.name, layout.syntax.parameters.compactMap { parameter in
                parameter.name.map { ParameterSpec($0, Self.type(ofDefault: parameter.defaultValue)) }
            })
        }
    }

    /// The parameter an argument position stands for: by its label, else by the positional
    /// arguments before it.
    private func parameter(of call: Call, at token: Int) -> ParameterSpec? {
        guard let (_, parameters) = signature(of: call) else { return nil }
        let tokens = tree.tokens
        if tokens[token].kind == .colon, let label = previousSignificant(endingAtOrBefore: Int(tokens[token].start)) {
            let name = tree.text(tokens[label].range)
            return parameters.first { $0.name == name }
        }
        let arguments: [ArgumentSyntax]
        switch call {
        case .element(let element): arguments = element.arguments
        case .modifier(let modifier): arguments = modifier.arguments
        }
        let offset = Int(tokens[token].start)
        let positionalBefore = arguments.filter { $0.label == nil && $0.node.range.upperBound <= offset }.count
        return parameters.filter(\.positional).dropFirst(positionalBefore).first
    }

    // MARK: - Items

    private func keywords() -> [CompletionItem] {
        [("layout", "layout Name(parameter: default) { root }"), ("preview", "preview name(width: 390, height: 844, scale: 3)"),
         ("import", "import \"Other.kiss\"")].map {
            CompletionItem(label: $0.0, kind: .keyword, detail: $0.1, documentation: nil, insertText: nil)
        }
    }

    private func layoutSymbols() -> [String: LayoutDeclaration] {
        Analyzer.layoutsInScope(of: file, in: workspace)
    }

    /// Element kinds and the layouts in scope — not the layout being written, which cannot
    /// contain itself.
    private func elementStarts(inside layoutName: String?) -> [CompletionItem] {
        var items = BuiltinKind.allCases.map { kind in
            CompletionItem(label: kind.rawValue, kind: .elementKind, detail: kind.signature.rendered(kind.rawValue),
                           documentation: KindDocumentation.markdown(kind), insertText: nil)
        }
        for (name, layout) in layoutSymbols().sorted(by: { $0.key < $1.key }) where name != layoutName {
            let parameters = layout.syntax.parameters.compactMap(\.name)
            let detail = parameters.isEmpty ? name : "\(name)(\(parameters.map { "\($0):" }.joined(separator: ", ")))"
            items.append(CompletionItem(label: name, kind: .layout, detail: detail, documentation: layout.syntax.documentation, insertText: nil))
        }
        return items
    }

    private func modifiers(for element: ElementSyntax) -> [CompletionItem] {
        let kind = BuiltinKind(rawValue: element.name)
        let parentKind = parent(of: element).flatMap { BuiltinKind(rawValue: $0.name) }
        let inOverlay = isInOverlay(element)
        return ModifierSpec.all.values.sorted { $0.name < $1.name }.compactMap { spec in
            guard spec.placement.allows(kind: kind, parentKind: parentKind, inOverlay: inOverlay) else { return nil }
            return CompletionItem(label: spec.name, kind: .modifier, detail: "." + spec.signature.rendered(spec.name),
                                  documentation: ModifierDocumentation.markdown(spec), insertText: nil)
        }
    }

    private func parent(of element: ElementSyntax) -> ElementSyntax? {
        var node = element.node.parent
        while let current = node {
            if let parent = ElementSyntax(current) { return parent }
            if current.kind == .modifier || current.kind == .layoutDeclaration { return nil }
            node = current.parent
        }
        return nil
    }

    private func isInOverlay(_ element: ElementSyntax) -> Bool {
        var node = element.node.parent
        while let current = node {
            if let modifier = ModifierSyntax(current) { return modifier.name == "overlay" }
            if current.kind == .element || current.kind == .layoutDeclaration { return false }
            node = current.parent
        }
        return false
    }

    private func labels(for call: Call) -> [CompletionItem] {
        guard let (name, parameters) = signature(of: call) else { return [] }
        let given: Set<String>
        switch call {
        case .element(let element): given = Set(element.arguments.compactMap(\.label))
        case .modifier(let modifier): given = Set(modifier.arguments.compactMap(\.label))
        }
        return parameters.filter { !given.contains($0.name) }.map { parameter in
            CompletionItem(label: parameter.name + ":", kind: .parameter, detail: "\(name) — \(Self.describe(parameter.type))",
                           documentation: nil, insertText: parameter.name + ": ")
        }
    }

    /// Enum cases or colour names for a parameter; `dotted` when the `.` is still to type.
    private func values(for parameter: ParameterSpec?, dotted: Bool) -> [CompletionItem] {
        guard let parameter else { return [] }
        let prefix = dotted ? "." : ""
        switch parameter.type {
        case .cases(let names):
            return names.map { CompletionItem(label: prefix + $0, kind: .enumCase, detail: parameter.name, documentation: nil, insertText: nil) }
        case .color:
            return Color.named.keys.sorted().map { name in
                CompletionItem(label: prefix + name, kind: .color, detail: Color.named[name]!.hexString, documentation: nil, insertText: nil)
            }
        case .bool:
            return dotted ? ["true", "false"].map { CompletionItem(label: $0, kind: .keyword, detail: nil, documentation: nil, insertText: nil) } : []
        default:
            return []
        }
    }

    /// A layout parameter's type, from its default (language §4.3).
    static func type(ofDefault value: ExpressionSyntax?) -> ArgumentType {
        guard let value else { return .name }
        let text = value.node.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("\"") { return .string }
        if text.hasPrefix("#") || (text.hasPrefix(".") && Color.named[String(text.dropFirst())] != nil) { return .color }
        if text == "true" || text == "false" { return .bool }
        if let first = text.first, first.isNumber || first == "-" { return .number }
        return .name
    }

    private static func describe(_ type: ArgumentType) -> String {
        switch type {
        case .number: return "number"
        case .length: return "length (points or %)"
        case .string: return "string"
        case .color: return "color"
        case .bool: return "true or false"
        case .cases(let names): return names.map { "." + $0 }.joined(separator: " ")
        case .name: return "name"
        case .anchor: return "anchor"
        }
    }

    /// `.kiss` files in the document's folder and below (at most 200), relative to it.
    private func importPaths() -> [CompletionItem] {
        let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent()
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var items: [CompletionItem] = []
        for case let url as URL in walker where url.pathExtension == "kiss" && url.standardizedFileURL.path != file.path {
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            items.append(CompletionItem(label: relative, kind: .file, detail: nil, documentation: nil, insertText: nil))
            if items.count >= 200 { break }
        }
        return items.sorted { $0.label < $1.label }
    }
}
