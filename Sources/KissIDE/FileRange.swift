/// Bytes of one version of a file: where an answer about that version points (a definition,
/// a reference, a symbol). Not kept across versions, unlike a `SourceLocation`.
public struct FileRange: Sendable, Hashable {
    public var file: String
    public var range: Range<Int>

    public init(file: String, range: Range<Int>) {
        self.file = file
        self.range = range
    }
}
