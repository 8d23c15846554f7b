import KissAnalysis
import KissLayout

/// The `#Preview`s `export --previews` writes: each host view at each of the `.kiss` file's
/// previews, so Xcode's canvas shows the frames `kisslint render` draws. A preview without a
/// height gets the height the layout fits to there (the solved root's), since a fixed-layout
/// canvas needs both. Inside `#if canImport(SwiftUI) && DEBUG`: the macro needs SwiftUI's
/// developer tools, which a build without them (Linux, a release build) leaves out.
enum XcodePreviews {
    static func code(for solved: [SolvedLayout], hostViews: [String: String]) -> String? {
        var previews: [String] = []
        for layout in solved {
            guard let host = hostViews[layout.name], let frame = layout.root.frame else { continue }
            let width = layout.preview.width ?? frame.width
            let height = layout.preview.height ?? frame.height
            let title = SwiftExpression.string("\(layout.name) · \(layout.preview.name)")
            previews.append("""
                #Preview(\(title), traits: .fixedLayout(width: \(FrameFormatting.number(width)), height: \(FrameFormatting.number(height)))) {
                    \(host)()
                }

                """)
        }
        guard !previews.isEmpty else { return nil }
        return "#if canImport(SwiftUI) && DEBUG\nimport SwiftUI\n\n// Xcode's canvas at the .kiss file's previews (kisslint render draws the same frames).\n"
            + previews.joined(separator: "\n") + "#endif\n"
    }
}
