import KissAnalysis
import KissSyntax

/// Finds what lies at a byte offset and asks the right explainer: an
/// argument label or enum case, an element's head or arguments, a modifier,
/// a layout, preview or import name.
/// Blank space inside a block shows nothing, as in other editors.
struct HoverBuilder {
    let document: AnalyzedDocument

    func hover(at offset: Int) -> Hover? {
        let tree = document.file.tree
        var node: SyntaxNode? = tree.node(at: offset)
        while let current = node {
            if let argument = ArgumentSyntax(current), let hover = ArgumentHover(document: document).hover(argument, at: offset) {
                return hover
            }
            if let modifier = ModifierSyntax(current), offset < (modifier.block?.range.lowerBound ?? Int.max) {
                return modifierHover(modifier)
            }
            if let element = ElementSyntax(current),
               element.headToken.range.contains(offset) || element.argumentList?.range.contains(offset) == true {
                return ElementHover(document: document).hover(element)
            }
            if let layout = LayoutSyntax(current), let token = layout.nameToken, token.range.contains(offset) {
                return LayoutHover(document: document).hover(layout, nameRange: token.range)
            }
            if let preview = PreviewSyntax(current), let token = preview.nameToken, token.range.contains(offset) {
                return previewHover(preview, nameRange: token.range)
            }
            if let importSyntax = ImportSyntax(current), let token = importSyntax.pathToken, token.range.contains(offset) {
                return importHover(importSyntax, range: token.range)
            }
            node = current.parent
        }
        return nil
    }

    private func modifierHover(_ modifier: ModifierSyntax) -> Hover? {
        guard let name = modifier.name, let token = modifier.nameToken else { return nil }
        let range = modifier.dotToken.range.lowerBound..<token.range.upperBound
        guard let spec = ModifierSpec.all[name] else { return Hover(markdown: ModifierDocumentation.unknown(name), range: range) }
        return Hover(markdown: ModifierDocumentation.markdown(spec), range: range)
    }

    private func previewHover(_ syntax: PreviewSyntax, nameRange: Range<Int>) -> Hover? {
        guard let name = syntax.name else { return nil }
        var markdown = "**preview** `\(name)`"
        if let preview = document.previews.first(where: { $0.location.map(document.places.range) == nameRange }) {
            markdown += " — \(PreviewText.size(preview)) at @\(FrameFormatting.number(preview.scale))x"
        }
        if let documentation = syntax.documentation { markdown += "\n\n" + documentation }
        return Hover(markdown: markdown, range: nameRange)
    }

    private func importHover(_ syntax: ImportSyntax, range: Range<Int>) -> Hover? {
        guard let path = syntax.path else { return nil }
        var markdown = "**import** `\(path)`"
        let file = document.file
        if case .success(let target) = document.workspace.resolveImport(path, from: file.path), let imported = document.workspace.file(target) {
            let names = imported.tree.sourceFile.layouts.compactMap(\.name)
            markdown += names.isEmpty ? " — declares no layouts" : " — layouts " + names.map { "`\($0)`" }.joined(separator: ", ")
        } else {
            markdown += " — cannot be followed (K109)"
        }
        return Hover(markdown: markdown, range: range)
    }
}
