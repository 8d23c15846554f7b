/// A place a layout finding is reported, and the previews it occurs at.
struct PreviewedFinding {
    var location: SourceLocation
    var previews: [Preview] = []

    var previewList: String {
        previews.map(\.label).joined(separator: ", ")
    }
}
