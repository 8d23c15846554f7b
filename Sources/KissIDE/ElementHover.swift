import KissAnalysis
import KissLayout
import KissSyntax

/// Hover on an element's head: its kind and id, its frame at each preview
/// and why each size is what it is; for a layout use, the layout's doc
/// comment and fitting size too. An element of a layout that other layouts
/// of the file show is given where they place it, one section per use (in
/// the outermost layouts: the screens), after its own previews when the layout
/// has some (`for: Row`); an element of a layout no other
/// layout uses is shown as solved on its own, with the layout's defaults.
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
        let (uses, unsolved) = matchesInContext(of: syntax)
        if !uses.isEmpty {
            // A layout with previews of its own (`preview row(…, for: Row)`) is shown at them too.
            if let match = matches.first, document.previews.contains(where: { $0.layout == match.layout.name }) {
                sections.append("In `\(match.layout.name)` at its own previews:\n" + previewLines(matches))
            }
            sections.append(contentsOf: uses.prefix(Self.maximumUsesShown).map { "\($0.title)\n" + previewLines($0.matches) })
            var more: [String] = []
            if uses.count > Self.maximumUsesShown { more.append("\(uses.count - Self.maximumUsesShown) more in `\(uses[Self.maximumUsesShown].layout)`") }
            if !unsolved.isEmpty { more.append("uses in " + unsolved.map { "`\($0)`" }.joined(separator: ", ")) }
            if !more.isEmpty { sections.append("…and " + more.joined(separator: "; ")) }
        } else if !matches.isEmpty {
            sections.append(previewLines(matches))
        }
        if let kind { sections.append("---\n" + KindDocumentation.markdown(kind)) }
        return Hover(markdown: sections.joined(separator: "\n\n"), range: head)
    }

    // MARK: - Finding the element

    private func solvedMatches(of syntax: ElementSyntax) -> [Match] {
        guard let layoutSyntax = syntax.node.parent.flatMap(LayoutSyntax.enclosing), let layout = document.layout(layoutSyntax) else { return [] }
        let location = document.places.location(syntax.headToken.range, in: document.file.path)
        return document.previews.of(layout: layout.name).compactMap { preview -> Match? in
            guard let solved = document.solve(layout, at: preview),
                  let (element, ancestors) = Self.find(location, in: solved.root) else { return nil }
            return Match(preview: preview, layout: solved, element: element, ancestors: ancestors)
        }
    }

    static let maximumUsesShown = 3

    /// One place another layout shows the hovered element: the layout, the use there, and
    /// the element as solved in it at each preview.
    private struct UseInContext {
        var layout: String
        var title: String
        var matches: [Match]
    }

    /// The hovered element in the file's screens that use its layout, grouped by use (a
    /// layout used twice in a screen puts the element there twice); empty when its layout is
    /// not used by another layout of the file. Screens are solved only until a few uses are
    /// found (a hover stays quick in a catalogue of screens); the names of the screens left
    /// unsolved come second.
    private func matchesInContext(of syntax: ElementSyntax) -> ([UseInContext], unsolved: [String]) {
        guard let owner = syntax.node.parent.flatMap(LayoutSyntax.enclosing), let name = owner.name else { return ([], []) }
        let location = document.places.location(syntax.headToken.range, in: document.file.path)
        var result: [UseInContext] = []
        var index: [SourceLocation: Int] = [:]
        let contexts = document.layoutContexts.contexts(of: name)
        for (position, context) in contexts.enumerated() {
            if result.count >= Self.maximumUsesShown { return (result, contexts[position...].compactMap(\.name)) }
            guard let layout = document.layout(context) else { continue }
            for preview in document.previews.of(layout: layout.name) {
                guard let solved = document.solve(layout, at: preview) else { continue }
                for (element, ancestors) in Self.findAll(location, in: solved.root) {
                    // The use written in the screen itself: the first one met from the root down
                    // (a use's root carries it, outermost first).
                    let uses = (ancestors + [element]).flatMap(\.instance.layoutUses)
                    guard let use = uses.first(where: { $0.location.file == document.file.path }) else { continue }
                    let match = Match(preview: preview, layout: solved, element: element, ancestors: ancestors)
                    if let known = index[use.location] {
                        result[known].matches.append(match)
                    } else {
                        index[use.location] = result.count
                        let line = document.file.lines.line(of: document.places.range(use.location).lowerBound) + 1
                        result.append(UseInContext(layout: solved.name, title: "In `\(solved.name)`, through `\(use.name)` at line \(line):",
                                                   matches: [match]))
                    }
                }
            }
        }
        return (result, [])
    }

    /// Every solved element written at `location`, with its ancestors.
    private static func findAll(_ location: SourceLocation, in root: SolvedElement) -> [(SolvedElement, [SolvedElement])] {
        var found: [(SolvedElement, [SolvedElement])] = []
        walk(root) { element, ancestors in
            guard element.instance.location == location else { return .descend }
            found.append((element, ancestors))
            return .skipDescendants
        }
        return found
    }

    /// What `walk` does after visiting an element.
    private enum WalkStep {
        case descend
        case skipDescendants
        case stop
    }

    /// Visits the tree depth first, children before overlays, with each element's ancestors
    /// (one path kept and trimmed as the walk goes, copied only where `visit` keeps it).
    private static func walk(_ root: SolvedElement, _ visit: (SolvedElement, [SolvedElement]) -> WalkStep) {
        var path: [SolvedElement] = []
        var stack: [(element: SolvedElement, depth: Int)] = [(root, 0)]
        while let (element, depth) = stack.popLast() {
            path.removeSubrange(depth...)
            switch visit(element, path) {
            case .stop: return
            case .skipDescendants: continue
            case .descend: break
            }
            path.append(element)
            for overlay in element.overlays.reversed() { stack.append((overlay, depth + 1)) }
            for child in element.children.reversed() { stack.append((child, depth + 1)) }
        }
    }

    /// The solved element written at `location`: its own head, or the head
    /// of a layout use it is the root of.
    private static func find(_ location: SourceLocation, in root: SolvedElement) -> (SolvedElement, [SolvedElement])? {
        var found: (SolvedElement, [SolvedElement])?
        walk(root) { element, ancestors in
            let instance = element.instance
            guard instance.location == location || instance.layoutUses.contains(where: { $0.location == location }) else { return .descend }
            found = (element, ancestors)
            return .stop
        }
        return found
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
