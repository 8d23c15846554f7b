import KissAnalysis
import KissSyntax

/// Hover on a layout declaration's name: its signature, doc comment,
/// fitting size, and its root's frame at each preview.
struct LayoutHover {
    let document: AnalyzedDocument

    func hover(_ syntax: LayoutSyntax, nameRange: Range<Int>) -> Hover? {
        guard let name = syntax.name else { return nil }
        var signature = "layout \(name)"
        if let parameters = syntax.parameterList { signature += parameters.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        var sections = ["```kiss\n\(signature)\n```"]
        if let documentation = syntax.documentation { sections.append(documentation) }
        if let layout = document.layout(syntax), let root = layout.root {
            let previews = document.previews.of(layout: name)
            if let fits = FittingSizeText.line(for: root, scales: previews.map(\.scale), document: document) { sections.append(fits) }
            let lines = previews.map { preview -> String in
                guard let frame = document.solve(layout, at: preview)?.root.frame else { return "- hidden at \(PreviewText.title(preview))" }
                return "- \(PreviewText.title(preview)): \(FrameFormatting.number(frame.width)) × \(FrameFormatting.number(frame.height))"
            }
            sections.append(lines.joined(separator: "\n"))
        }
        return Hover(markdown: sections.joined(separator: "\n\n"), range: nameRange)
    }
}
