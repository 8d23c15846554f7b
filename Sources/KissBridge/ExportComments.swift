/// The comments the export writes for the import to read back: what Swift cannot carry
/// otherwise (the `.kiss` imports, an image's natural size). One spelling serves both sides.
enum ExportComments {
    /// `// .kiss imports: "Card.kiss", "Tag.kiss" (export them too)`, in the file's header.
    static let imports = "// .kiss imports: "
    /// `// The image's natural size in the .kiss file: 48 × 48 …`, under the image's view.
    static let naturalSize = "// The image's natural size in the .kiss file: "
    /// What follows the size on that line.
    static let naturalSizeNote = " (the asset's own size on a device)."
}
