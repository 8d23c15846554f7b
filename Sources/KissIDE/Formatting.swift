import KissAnalysis
import KissSyntax

extension IDEService {
    /// The edits that put a document (or the top-level declarations a byte range touches)
    /// in the canonical style, as `kisslint format` would; none when it is already in it,
    /// nil when it cannot be formatted (syntax errors).
    public func formattingEdits(for document: IDEDocument, in range: Range<Int>? = nil) -> [TextEdit]? {
        try? SourceFormatter.edits(document.text, in: range)
    }
}
