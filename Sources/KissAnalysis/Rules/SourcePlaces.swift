import KissSyntax

/// Places in the file that fixes edit: where a modifier appended to an element goes, the
/// syntax of a modifier found by its location.
struct SourcePlaces {
    let file: SourceFile
    let places: Places

    init(analysis: FileAnalysis) {
        file = analysis.file
        places = analysis.places
    }

    /// After the element's last modifier: where a modifier appended to it goes.
    func elementEnd(_ location: SourceLocation) -> Int? {
        guard location.file == file.path else { return nil }
        var node: SyntaxNode? = file.tree.node(at: places.range(location).lowerBound)
        while let current = node, current.kind != .element { node = current.parent }
        return node?.trimmedRange.upperBound
    }

    /// The modifier written at `location`.
    func modifier(at location: SourceLocation) -> ModifierSyntax? {
        guard location.file == file.path else { return nil }
        var node: SyntaxNode? = file.tree.node(at: places.range(location).lowerBound)
        while let current = node, current.kind != .modifier { node = current.parent }
        return node.flatMap(ModifierSyntax.init)
    }

    /// Where an element is written in this file: the use of the layout it is the root of, or
    /// its head.
    func place(of element: ElementInstance) -> SourceLocation? {
        let location = element.location(shownIn: file.path)
        return location.file == file.path ? location : nil
    }
}
