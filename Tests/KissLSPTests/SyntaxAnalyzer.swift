import Foundation
import KissLSP
import KissSyntax

/// A syntax-only analyzer: the parser's diagnostics, a hover naming the
/// construct under the cursor, and frames without sizes. The server uses
/// `IDEAnalyzer`; this one serves tests of the protocol layer, whose
/// expectations should not move with the layout analysis.
public final class SyntaxAnalyzer: DocumentAnalyzer {
    private let trees = ParsedTreeCache()

    public init() {}

    public func diagnostics(for document: DocumentSnapshot, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> [Diagnostic] {
        try cancellation.checkCancellation()
        return trees.tree(for: document).diagnostics
    }

    public func hover(in document: DocumentSnapshot, at offset: Int, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> HoverContent? {
        let tree = trees.tree(for: document)
        try cancellation.checkCancellation()
        var node: SyntaxNode? = tree.node(at: offset)
        while let current = node {
            if let modifier = ModifierSyntax(current) {
                guard let name = modifier.name, let nameToken = modifier.nameToken else { return nil }
                return HoverContent(markdown: "**modifier** `.\(name)`", range: modifier.dotToken.range.lowerBound..<nameToken.range.upperBound)
            }
            if let element = ElementSyntax(current) {
                var markdown = "**element** `\(element.name)`"
                if let id = Self.identifier(of: element) { markdown += " — id `\(id)`" }
                return HoverContent(markdown: markdown, range: element.headToken.range)
            }
            if let layout = LayoutSyntax(current), let name = layout.name, let nameToken = layout.nameToken {
                var markdown = "**layout** `\(name)`"
                if let documentation = layout.documentation { markdown += "\n\n" + documentation }
                return HoverContent(markdown: markdown, range: nameToken.range)
            }
            if let preview = PreviewSyntax(current), let name = preview.name, let nameToken = preview.nameToken {
                var markdown = "**preview** `\(name)`"
                if let documentation = preview.documentation { markdown += "\n\n" + documentation }
                return HoverContent(markdown: markdown, range: nameToken.range)
            }
            if let importSyntax = ImportSyntax(current), let path = importSyntax.path, let token = importSyntax.pathToken {
                return HoverContent(markdown: "**import** `\(path)`", range: token.range)
            }
            node = current.parent
        }
        return nil
    }

    public func frames(for document: DocumentSnapshot, preview: String?, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> any Encodable & Sendable {
        let file = trees.tree(for: document).sourceFile
        try cancellation.checkCancellation()
        let previewNames = file.previews.compactMap(\.name)
        if let preview, !previewNames.isEmpty, !previewNames.contains(preview) {
            throw AnalysisRequestError("no preview named '\(preview)'; this file declares \(previewNames.joined(separator: ", "))")
        }
        let layouts = file.layouts.compactMap { layout -> UnsolvedFrames.Layout? in
            guard let name = layout.name else { return nil }
            return UnsolvedFrames.Layout(name: name, preview: nil, root: layout.root.map(UnsolvedFrames.Node.init))
        }
        return UnsolvedFrames(file: document.fileURL?.path ?? document.uri, layouts: layouts)
    }

    /// The name given by `.id(name)`, if any.
    static func identifier(of element: ElementSyntax) -> String? {
        guard let modifier = element.modifiers.last(where: { $0.name == "id" }),
            let value = modifier.arguments.first?.value
        else { return nil }
        return value.node.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The shape of `kisslint frames --json`, with every frame null: the element
/// tree is known from the syntax, its sizes are not.
struct UnsolvedFrames: Encodable, Sendable {
    struct Layout: Encodable, Sendable {
        let name: String
        let preview: String?
        let root: Node?

        enum CodingKeys: CodingKey { case name, preview, root }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(preview, forKey: .preview)
            try container.encode(root, forKey: .root)
        }
    }

    struct Node: Encodable, Sendable {
        let kind: String
        let id: String?
        let hidden = false
        let frame: String? = nil
        let children: [Node]
        let overlay: [Node]

        init(_ element: ElementSyntax) {
            kind = element.name
            id = SyntaxAnalyzer.identifier(of: element)
            children = element.children.map(Node.init)
            overlay = element.modifiers.filter { $0.name == "overlay" }.flatMap(\.children).map(Node.init)
        }

        enum CodingKeys: CodingKey { case kind, id, hidden, frame, children, overlay }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(hidden, forKey: .hidden)
            try container.encode(frame, forKey: .frame)
            try container.encode(children, forKey: .children)
            try container.encode(overlay, forKey: .overlay)
        }
    }

    let file: String
    let layouts: [Layout]
}
