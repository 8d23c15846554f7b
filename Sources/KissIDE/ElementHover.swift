import KissAnalysis
import KissLayout
import KissSyntax

/// Hover on an element's head: its kind and id, its frame at each preview
/// and why each size is what it is; for a layout use, the layout's doc
/// comment and fitting size too. An element is shown as solved in the
/// layout it is written in, with that layout's defaults, so an element
/// of a layout used elsewhere shows the layout's own frames.
struct ElementHover {
    let document: AnalyzedDocument

    /// An element found in one solve, with its ancestors (nearest last).
    private struct Match {
        var preview: Preview
        var layout: SolvedLayout
        var element: SolvedElement
        var ancestors: [SolvedElement]
    }

    func hover(_ syntax: ElementSyntax) -> Hover? {
        let head = syntax.headToken.range
        let matches = solvedMatches(of: syntax)
        let kind = BuiltinKind(rawValue: syntax.name)
        var sections: [String] = []
        if let kind {
            var title = "**\(kind.rawValue)**"
            if let id = matches.first?.element.instance.id ?? SyntaxIdentifier.id(of: syntax) { title += " #\(id)" }
            if let match = matches.first, match.ancestors.isEmpty { title += " · root of `\(match.layout.name)`" }
            sections.append(title)
        } else {
            guard let use = layoutUse(named: syntax.name, matches: matches) else { return nil }
            sections.append(contentsOf: use)
        }
        if !matches.isEmpty { sections.append(previewLines(matches)) }
        if let kind { sections.append("---\n" + KindDocumentation.markdown(kind)) }
        return Hover(markdown: sections.joined(separator: "\n\n"), range: head)
    }

    // MARK: - Finding the element

    private func solvedMatches(of syntax: ElementSyntax) -> [Match] {
        var node = syntax.node.parent
        while let current = node, LayoutSyntax(current) == nil { node = current.parent }
        guard let layoutSyntax = node.flatMap(LayoutSyntax.init), let layout = document.layout(layoutSyntax) else { return [] }
        let location = SourceLocation(file: document.file.path, range: syntax.headToken.range)
        return document.previews.compactMap { preview -> Match? in
            guard let solved = document.solve(layout, at: preview),
                  let (element, ancestors) = Self.find(location, in: solved.root) else { return nil }
            return Match(preview: preview, layout: solved, element: element, ancestors: ancestors)
        }
    }

    /// The solved element written at `location`: its own head, or the head
    /// of a layout use it is the root of.
    private static func find(_ location: SourceLocation, in root: SolvedElement) -> (SolvedElement, [SolvedElement])? {
        var stack: [(SolvedElement, [SolvedElement])] = [(root, [])]
        while let (element, ancestors) = stack.popLast() {
            let instance = element.instance
            if instance.location == location || instance.layoutUses.contains(where: { $0.location == location }) {
                return (element, ancestors)
            }
            for child in (element.children + element.overlays).reversed() { stack.append((child, ancestors + [element])) }
        }
        return nil
    }

    // MARK: - Layout uses

    /// Title, doc comment and fitting size of a layout use; nil for a name
    /// that is no layout this file can see.
    private func layoutUse(named name: String, matches: [Match]) -> [String]? {
        guard let match = matches.first else {
            // Not expanded (a mistake elsewhere stopped it): what the syntax knows.
            guard let layout = document.file.tree.sourceFile.layouts.first(where: { $0.name == name }) else { return nil }
            return ["**\(name)** · layout"] + [layout.documentation].compactMap { $0 }
        }
        let instance = match.element.instance
        var title = "**\(name)** · layout, root **\(instance.kind.rawValue)**"
        if let id = instance.id { title += " #\(id)" }
        var sections = [title]
        if let documentation = declaration(of: name, for: instance)?.documentation { sections.append(documentation) }
        if let fits = FittingSizeText.line(for: instance, scales: matches.map(\.preview.scale), document: document) { sections.append(fits) }
        return sections
    }

    /// The declaration a use refers to: it is written in the file of the
    /// next use inward, or, for the innermost, the file of the root element.
    private func declaration(of name: String, for instance: ElementInstance) -> LayoutSyntax? {
        guard let index = instance.layoutUses.firstIndex(where: { $0.name == name }) else { return nil }
        let next = instance.layoutUses.index(after: index)
        let file = next < instance.layoutUses.count ? instance.layoutUses[next].location.file : instance.location.file
        return document.workspace.file(file)?.tree.sourceFile.layouts.first { $0.name == name }
    }

    // MARK: - Frames

    /// A list item per preview; previews where the element is hidden for
    /// the same reason share one.
    private func previewLines(_ matches: [Match]) -> String {
        var items: [String] = []
        var hidden: (previews: [String], reason: String)?
        func flushHidden() {
            if let group = hidden { items.append("- hidden at \(group.previews.joined(separator: ", ")): \(group.reason)") }
            hidden = nil
        }
        for match in matches {
            guard match.element.frame != nil else {
                let reason = hiddenReason(match)
                if hidden?.reason != reason { flushHidden() }
                hidden = ((hidden?.previews ?? []) + [PreviewText.title(match.preview)], reason)
                continue
            }
            flushHidden()
            items.append(frameLines(match))
        }
        flushHidden()
        return items.joined(separator: "\n")
    }

    private func frameLines(_ match: Match) -> String {
        let element = match.element
        guard let frame = element.frame else { return "" }
        var lines = ["- \(PreviewText.title(match.preview)): frame \(FrameFormatting.frame(frame))"]
        let text = match.layout.textFacts(of: element, family: document.family)
        let words = SizeExplanationText(element: element, parent: match.ancestors.last, text: text)
        lines += [words.line(.width), words.line(.height)].compactMap { $0.map { "  - " + $0 } }
        if element.instance.kind == .keyValue {
            lines += text.map { "  - \($0.part): \(FrameFormatting.frame($0.frame))" }
        }
        return lines.joined(separator: "\n")
    }

    private func hiddenReason(_ match: Match) -> String {
        let instance = match.element.instance
        if instance.isHiddenByModifier {
            return instance.hasModifier("visible") && !instance.hasModifier("hidden") ? "`.visible(false)`" : "`.hidden()`"
        }
        if instance.kind.isStack, !instance.isInKissLayout {
            let what = instance.children.isEmpty ? "it is empty" : "none of its children is shown"
            let how = instance.hasModifier("autoInvisible") ? "`.autoInvisible(.allInvisible)`" : "Kiss's default `.autoInvisible(.allInvisible)`"
            return "\(what), and \(how) leaves it out"
        }
        if let ancestor = match.ancestors.last(where: { $0.instance.isHiddenByModifier }) {
            return "inside a hidden \(ancestor.instance.kind.rawValue)"
        }
        if let ancestor = match.ancestors.last(where: { $0.isHidden }) {
            return "inside a hidden \(ancestor.instance.kind.rawValue)"
        }
        return "hidden"
    }
}

/// The id an element's syntax gives it, for elements the analysis did not expand.
enum SyntaxIdentifier {
    static func id(of element: ElementSyntax) -> String? {
        guard let modifier = element.modifiers.last(where: { $0.name == "id" }), let value = modifier.arguments.first?.value else { return nil }
        return value.node.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
