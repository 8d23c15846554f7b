import KissLayout
import KissSyntax
import KissText

/// The checks that need solved frames (K2xx, K3xx): every layout of the file
/// is solved at every preview, and each rule looks at the results. A finding
/// that occurs at several previews is reported once, naming them all.
public enum LayoutRules {
    public static func check(_ analysis: FileAnalysis, family: FontFamily = .system) -> [Diagnostic] {
        run(analysis, family: family).diagnostics
    }

    /// The findings and the solves they were found in (each layout at each
    /// preview), which the IDE keeps so a hover does not solve them again.
    public static func run(_ analysis: FileAnalysis, family: FontFamily = .system) -> (diagnostics: [Diagnostic], solved: [SolvedLayout]) {
        var solvedLayouts: [SolvedLayout] = []
        var collapses = CollapseRule(analysis: analysis)
        var sizes = SizeRules(analysis: analysis, family: family)
        var flex = FlexRules(analysis: analysis)
        for layout in analysis.layouts {
            for (index, preview) in analysis.previews.enumerated() {
                guard let solved = FrameSolver.solve(layout, at: preview, family: family) else { continue }
                solvedLayouts.append(solved)
                collapses.visit(solved)
                sizes.visit(solved)
                flex.visit(solved, previewIndex: index)
            }
        }
        return (collapses.diagnostics() + sizes.diagnostics() + flex.diagnostics(previews: analysis.previews.count), solvedLayouts)
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
