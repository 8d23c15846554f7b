import Foundation
import KissAnalysis
import KissSyntax

/// A name the navigation requests follow: a layout (declared in `file`), or a parameter of
/// one. Element kinds and modifiers are the language's, not the user's, and are not symbols.
public enum NavigationSymbol: Sendable, Hashable {
    case layout(name: String, file: String)
    case parameter(name: String, layout: String, file: String)

    public var name: String {
        switch self {
        case .layout(let name, _), .parameter(let name, _, _): return name
        }
    }
}

/// An outline entry (`textDocument/documentSymbol`).
public struct OutlineSymbol: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case layout, preview, importDeclaration, container, layoutUse }
    public var name: String
    public var detail: String?
    public var kind: Kind
    /// The whole declaration or element, and its name.
    public var range: Range<Int>
    public var selectionRange: Range<Int>
    public var children: [OutlineSymbol]
}

extension IDEService {
    /// The symbol whose name is at a byte offset, and that name's range.
    public func symbol(in document: IDEDocument, at offset: Int) -> (symbol: NavigationSymbol, range: Range<Int>)? {
        Navigator(parsed(document)).symbol(at: offset)
    }

    /// Where the symbol at an offset is declared.
    public func definition(in document: IDEDocument, at offset: Int) -> FileRange? {
        let navigator = Navigator(parsed(document))
        return navigator.symbol(at: offset).flatMap { navigator.declaration(of: $0.symbol) }
    }

    /// Every place the symbol at an offset is named in the workspace (its declaration first
    /// when asked for), in files that can see that declaration.
    public func references(in document: IDEDocument, at offset: Int, includeDeclaration: Bool = true) -> [FileRange] {
        let navigator = Navigator(parsed(document))
        guard let (symbol, _) = navigator.symbol(at: offset) else { return [] }
        return navigator.references(of: symbol, includeDeclaration: includeDeclaration)
    }

    /// The names of the symbol at an offset within this document.
    public func highlights(in document: IDEDocument, at offset: Int) -> [Range<Int>] {
        references(in: document, at: offset).filter { $0.file == document.path }.map(\.range)
    }

    /// The range of the name a rename at this offset would change, or why it cannot.
    public func prepareRename(in document: IDEDocument, at offset: Int) throws(IDERequestError) -> Range<Int> {
        guard let (_, range) = symbol(in: document, at: offset) else {
            throw IDERequestError("only layouts and their parameters can be renamed; element kinds and modifiers are the language's")
        }
        return range
    }

    /// The edits, by file path, that rename the symbol at an offset everywhere it is named.
    public func rename(in document: IDEDocument, at offset: Int, to newName: String) throws(IDERequestError) -> [String: [TextEdit]] {
        let navigator = Navigator(parsed(document))
        guard let (symbol, _) = navigator.symbol(at: offset) else {
            throw IDERequestError("only layouts and their parameters can be renamed; element kinds and modifiers are the language's")
        }
        try navigator.checkNewName(newName, for: symbol)
        var edits: [String: [TextEdit]] = [:]
        for place in navigator.references(of: symbol, includeDeclaration: true) {
            edits[place.file, default: []].append(TextEdit(range: place.range, replacement: newName))
        }
        return edits
    }

    /// The document's outline: imports, previews, and layouts with their containers and layout uses.
    /// Read from the parse alone: the outline never waits for a lint.
    public func outline(of document: IDEDocument) -> [OutlineSymbol] {
        Navigator.outline(of: parsed(document).file.tree)
    }

    /// Layouts in the workspace whose names hold the query's characters in order
    /// (case-insensitive), as (name, where its name is, its parameters).
    public func workspaceLayouts(matching query: String, from document: IDEDocument) -> [(name: String, place: FileRange, detail: String)] {
        let (current, workspace) = parsed(document)
        var result: [(name: String, place: FileRange, detail: String)] = []
        for path in workspace.kissFiles() {
            guard let file = path == current.path ? current : workspace.file(path) else { continue }
            for layout in file.tree.sourceFile.layouts {
                guard let name = layout.name, let token = layout.nameToken, Self.matches(query, name) else { continue }
                result.append((name, FileRange(file: path, range: token.range), "(" + layout.parameters.compactMap(\.name).joined(separator: ", ") + ")"))
            }
        }
        return result
    }

    static func matches(_ query: String, _ name: String) -> Bool {
        var rest = Substring(name.lowercased())
        for character in query.lowercased() {
            guard let found = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }
}

/// Symbol lookups over one version's parse and the workspace files around it, as the request
/// sees them (its open buffers): names and scopes need no lint.
struct Navigator {
    let document: (file: SourceFile, workspace: Workspace, layoutsInScope: [String: LayoutDeclaration])
    var tree: SyntaxTree { document.file.tree }

    init(_ parsed: (file: SourceFile, workspace: Workspace)) {
        document = (parsed.file, parsed.workspace, Analyzer.layoutsInScope(of: parsed.file, in: parsed.workspace))
    }

    func symbol(at offset: Int) -> (symbol: NavigationSymbol, range: Range<Int>)? {
        guard let token = identifier(at: offset) else { return nil }
        var node: SyntaxNode? = tree.node(at: Int(tree.tokens[token].start))
        let range = tree.tokens[token].range
        while let current = node {
            if let layout = LayoutSyntax(current), layout.nameToken?.index == token, let name = layout.name {
                return (.layout(name: name, file: document.file.path), range)
            }
            if let parameter = ParameterSyntax(current), parameter.nameToken?.index == token, let name = parameter.name,
               let owner = LayoutSyntax.enclosing(current), let layoutName = owner.name {
                return (.parameter(name: name, layout: layoutName, file: document.file.path), range)
            }
            if let element = ElementSyntax(current), element.headToken.index == token {
                guard let declaration = document.layoutsInScope[element.name] else { return nil }
                return (.layout(name: element.name, file: declaration.file.path), range)
            }
            if let argument = ArgumentSyntax(current), argument.labelToken?.index == token, let label = argument.label,
               let call = current.parent?.parent.flatMap(ElementSyntax.init),
               let declaration = document.layoutsInScope[call.name],
               declaration.syntax.parameters.contains(where: { $0.name == label }) {
                return (.parameter(name: label, layout: call.name, file: declaration.file.path), range)
            }
            if current.kind == .nameExpression, let owner = LayoutSyntax.enclosing(current), let layoutName = owner.name {
                let name = tree.text(range)
                guard owner.parameters.contains(where: { $0.name == name }) else { return nil }
                return (.parameter(name: name, layout: layoutName, file: document.file.path), range)
            }
            node = current.parent
        }
        return nil
    }

    private func identifier(at offset: Int) -> Int? {
        let tokens = tree.tokens
        for candidate in [offset, offset - 1] where candidate >= 0 && candidate < tree.source.count {
            let index = tree.tokenIndex(at: candidate)
            if tokens[index].kind == .identifier, tokens[index].range.contains(candidate) { return index }
        }
        return nil
    }

    private func file(_ path: String) -> SourceFile? {
        path == document.file.path ? document.file : document.workspace.file(path)
    }

    private func layoutSyntax(_ name: String, in path: String) -> LayoutSyntax? {
        file(path)?.tree.sourceFile.layouts.first { $0.name == name }
    }

    func declaration(of symbol: NavigationSymbol) -> FileRange? {
        switch symbol {
        case .layout(let name, let path):
            return layoutSyntax(name, in: path)?.nameToken.map { FileRange(file: path, range: $0.range) }
        case .parameter(let name, let layout, let path):
            return layoutSyntax(layout, in: path)?.parameters.first { $0.name == name }?.nameToken.map { FileRange(file: path, range: $0.range) }
        }
    }

    /// The files that use the layout `name` declared in `path`: the ones in whose scope that
    /// declaration is.
    private func filesSeeing(_ name: String, declaredIn path: String) -> [SourceFile] {
        document.workspace.kissFiles().compactMap { candidate -> SourceFile? in
            guard let file = file(candidate), file.tree.text(file.tree.root.range).contains(name) else { return nil }
            return Analyzer.layoutsInScope(of: file, in: document.workspace)[name]?.file.path == path ? file : nil
        }
    }

    func references(of symbol: NavigationSymbol, includeDeclaration: Bool) -> [FileRange] {
        var places: [FileRange] = []
        if includeDeclaration, let declaration = declaration(of: symbol) { places.append(declaration) }
        switch symbol {
        case .layout(let name, let path):
            for file in filesSeeing(name, declaredIn: path) {
                for element in Self.elements(in: file.tree) where element.name == name {
                    places.append(FileRange(file: file.path, range: element.headToken.range))
                }
            }
        case .parameter(let name, let layoutName, let path):
            if let layout = layoutSyntax(layoutName, in: path), let tree = file(path)?.tree {
                for index in layout.node.tokenRange where tree.tokens[index].kind == .identifier && tree.text(tree.tokens[index].range) == name {
                    let node = tree.node(at: Int(tree.tokens[index].start))
                    if node.kind == .nameExpression { places.append(FileRange(file: path, range: tree.tokens[index].range)) }
                }
            }
            for file in filesSeeing(layoutName, declaredIn: path) {
                for element in Self.elements(in: file.tree) where element.name == layoutName {
                    for argument in element.arguments where argument.label == name {
                        if let label = argument.labelToken { places.append(FileRange(file: file.path, range: label.range)) }
                    }
                }
            }
        }
        var seen = Set<FileRange>()
        return places.filter { seen.insert($0).inserted }
    }

    static func elements(in tree: SyntaxTree) -> [ElementSyntax] {
        tree.nodes(of: .element).compactMap(ElementSyntax.init)
    }

    static let keywords: Set<String> = ["layout", "preview", "import", "true", "false", "parent"]

    func checkNewName(_ newName: String, for symbol: NavigationSymbol) throws(IDERequestError) {
        let isIdentifier = newName.first.map { $0.isLetter || $0 == "_" } == true
            && newName.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard isIdentifier, !Self.keywords.contains(newName) else {
            throw IDERequestError("`\(newName)` is not a name: letters, digits and _, not starting with a digit")
        }
        switch symbol {
        case .layout(let name, let path):
            guard newName.first?.isUppercase == true else {
                throw IDERequestError("a layout's name starts with a capital letter (`\(newName.prefix(1).uppercased() + newName.dropFirst())`), so that a use of it is told from an element kind")
            }
            guard BuiltinKind(rawValue: newName) == nil else { throw IDERequestError("`\(newName)` is an element kind") }
            guard newName != name else { return }
            for file in [document.file] + filesSeeing(name, declaredIn: path) where Analyzer.layoutsInScope(of: file, in: document.workspace)[newName] != nil {
                throw IDERequestError("a layout named `\(newName)` is already visible in \(URL(fileURLWithPath: file.path).lastPathComponent)")
            }
        case .parameter(let name, let layoutName, let path):
            guard newName != name else { return }
            if layoutSyntax(layoutName, in: path)?.parameters.contains(where: { $0.name == newName }) == true {
                throw IDERequestError("`\(layoutName)` already has a parameter named `\(newName)`")
            }
        }
    }

    static func outline(of tree: SyntaxTree) -> [OutlineSymbol] {
        var symbols: [OutlineSymbol] = []
        for node in tree.root.childNodes {
            if let layout = LayoutSyntax(node), let name = layout.name, let token = layout.nameToken {
                let detail = layout.parameters.isEmpty ? nil : "(" + layout.parameters.compactMap(\.name).joined(separator: ", ") + ")"
                symbols.append(OutlineSymbol(name: name, detail: detail, kind: .layout, range: node.trimmedRange, selectionRange: token.range,
                                             children: layout.body?.elements.flatMap(outline(of:)) ?? []))
            } else if let preview = PreviewSyntax(node), let name = preview.name, let token = preview.nameToken {
                symbols.append(OutlineSymbol(name: name, detail: "preview", kind: .preview, range: node.trimmedRange, selectionRange: token.range, children: []))
            } else if let importSyntax = ImportSyntax(node), let path = importSyntax.path, let token = importSyntax.pathToken {
                symbols.append(OutlineSymbol(name: path, detail: "import", kind: .importDeclaration, range: node.trimmedRange, selectionRange: token.range, children: []))
            }
        }
        return symbols
    }

    /// Containers and layout uses, nested; leaves are left out of the outline.
    private static func outline(of element: ElementSyntax) -> [OutlineSymbol] {
        let children = element.children.flatMap(outline(of:)) + element.modifiers.flatMap { $0.children.flatMap(outline(of:)) }
        let kind = BuiltinKind(rawValue: element.name)
        let isLayoutUse = kind == nil && element.name.first?.isUppercase == true
        guard kind?.isContainer == true || isLayoutUse else { return children }
        var name = element.name
        if let id = SyntaxIdentifier.id(of: element) { name += " #" + id }
        return [OutlineSymbol(name: name, detail: isLayoutUse ? "layout use" : nil, kind: isLayoutUse ? .layoutUse : .container,
                              range: element.node.trimmedRange, selectionRange: element.headToken.range, children: children)]
    }
}
