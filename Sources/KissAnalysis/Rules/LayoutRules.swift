import KissLayout
import KissSyntax
import KissText

/// The checks that need solved frames (K2xx, K3xx): every layout of the file
/// is solved at every preview, and each rule looks at the results. A finding
/// that occurs at several previews is reported once, naming them all.
public enum LayoutRules {
    public static func check(_ analysis: FileAnalysis, family: FontFamily = .system) -> [Diagnostic] {
        var collapses = CollapseRule(analysis: analysis)
        var sizes = SizeRules(analysis: analysis)
        var flex = FlexRules(analysis: analysis)
        for layout in analysis.layouts {
            for (index, preview) in analysis.previews.enumerated() {
                guard let solved = FrameSolver.solve(layout, at: preview, family: family) else { continue }
                collapses.visit(solved)
                sizes.visit(solved)
                flex.visit(solved, previewIndex: index)
            }
        }
        return collapses.diagnostics() + sizes.diagnostics() + flex.diagnostics(previews: analysis.previews.count)
    }
}

/// A place a layout finding is reported, and the previews it occurs at.
struct PreviewedFinding {
    var location: SourceLocation
    var previews: [Preview] = []
    var details: [String: String] = [:]

    var previewList: String {
        previews.map(\.label).joined(separator: ", ")
    }
}
