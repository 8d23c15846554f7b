import KissSyntax

/// Turns places (`SourceLocation`, `LocatedValue`), which are relative to the declaration they
/// are written in, into byte ranges of one version's texts, and back: the primary file's parse
/// and, for other files, the parse the workspace read. Everything that shows a place (a
/// finding, a hover, a frame, a picture) turns it with the `Places` of the version it shows.
public struct Places: Sendable {
    public let primary: SourceFile?
    let workspace: Workspace?

    public init(primary: SourceFile?, workspace: Workspace?) {
        self.primary = primary
        self.workspace = workspace
    }

    /// The parse of `file` this version reads.
    private func parse(of file: String) -> SyntaxTree? {
        file == primary?.path ? primary?.tree : workspace?.file(file)?.tree
    }

    /// Where `anchor`'s declaration of `file` starts in this version (0 for the whole file,
    /// and when the declaration is not found: a place is only shown with the version it was
    /// worked out for, or one where its declaration is unchanged).
    public func start(of anchor: DeclarationAnchor, in file: String) -> Int {
        guard anchor.kind != .wholeFile else { return 0 }
        return parse(of: file)?.declarationAnchors.start(of: anchor) ?? 0
    }

    /// The bytes of `location` in its file's text.
    public func range(_ location: SourceLocation) -> Range<Int> {
        let start = start(of: location.anchor, in: location.file)
        return (location.offsets.lowerBound + start)..<(location.offsets.upperBound + start)
    }

    public func range(_ value: LocatedValue) -> Range<Int> {
        range(value.place)
    }

    public func range(_ location: SourceLocation?) -> Range<Int>? {
        location.map { range($0) }
    }

    /// `range` of `file`'s current text as a place in the declaration that holds it.
    public func location(_ range: Range<Int>, in file: String) -> SourceLocation {
        guard let tree = parse(of: file) else { return SourceLocation(file: file, absolute: range) }
        let (anchor, start) = tree.declarationAnchors.anchor(containing: range.lowerBound)
        return SourceLocation(file: file, anchor: anchor, offsets: (range.lowerBound - start)..<(range.upperBound - start))
    }
}
