import KissLayout
import KissText

/// Tries a change on one element of a solved layout and says what size it would then have:
/// the layout's tree is lowered again, the element's node is given the changed style, and the
/// whole tree is solved at the same preview. K201 / K202 offer a fix only where this shows it
/// gives the element a size — Yoga's answer, not a guess about it (a `.ratio` across a wrap's
/// line, a `.grow` in a row its siblings fill, a stretch across a stack that is 0 itself all
/// leave an element at 0).
struct FixTrial {
    let layout: SolvedLayout
    let family: FontFamily

    /// Nesting deeper than this is not tried (the path to the node is followed recursively).
    static let deepestTried = 400

    /// The element's size on the axis after `change`, or nil when it cannot be tried (an
    /// element not laid out in the layout's main solve: a pin child, an overlay laid out on
    /// its own).
    func size(of element: SolvedElement, _ axis: Determinability.Axis, after change: (inout LayoutStyle) -> Void) -> Double? {
        guard let index = element.solveIndex, layout.root.frame != nil else { return nil }
        var leaves = LeafMeasurement(preview: layout.preview, measurer: .shared, family: family)
        leaves.fontScales = layout.fontScales
        let root = layout.root.instance
        var tree = LayoutLowering(leaves: leaves).lower(root)
        if root.kind.isStack { FrameSolver.sizeAsUpdateChange(&tree, width: layout.preview.width, height: layout.preview.height) }
        guard let path = Self.path(toPreorder: index, in: tree), path.count <= Self.deepestTried else { return nil }
        Self.changeStyle(of: &tree, along: path[...], change)
        let result = LayoutSolver.solveWithoutBaselines(tree, width: layout.preview.width, height: layout.preview.height, scale: layout.preview.scale)
        guard index < result.nodes.count, let frame = result.nodes[index].frame else { return nil }
        return axis == .width ? frame.width : frame.height
    }

    /// Child indices from the root to the node at `target` in pre-order: one walk, keeping the
    /// current path rather than a copy of it per node.
    private static func path(toPreorder target: Int, in root: LayoutNode) -> [Int]? {
        var visited = 0
        // The nodes on the current path with the index of the next child to visit in each.
        var ancestors: [(node: LayoutNode, next: Int)] = [(root, 0)]
        var path: [Int] = []
        if target == 0 { return [] }
        while !ancestors.isEmpty {
            let last = ancestors.count - 1
            let (node, next) = ancestors[last]
            guard next < node.children.count else {
                ancestors.removeLast()
                if !path.isEmpty { path.removeLast() }
                continue
            }
            ancestors[last].next += 1
            visited += 1
            path.append(next)
            if visited == target { return path }
            ancestors.append((node.children[next], 0))
        }
        return nil
    }

    private static func changeStyle(of node: inout LayoutNode, along path: ArraySlice<Int>, _ change: (inout LayoutStyle) -> Void) {
        guard let step = path.first else {
            change(&node.style)
            return
        }
        changeStyle(of: &node.children[step], along: path.dropFirst(), change)
    }
}
