/// Hover text in Markdown and the byte range of the source it describes.
public struct Hover: Sendable, Hashable {
    public var markdown: String
    public var range: Range<Int>

    public init(markdown: String, range: Range<Int>) {
        self.markdown = markdown
        self.range = range
    }
}
