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
        guard let index = element.solveIndex, let tree = lowered() else { return nil }
        guard let path = Self.path(toPreorder: index, in: tree), path.count <= Self.deepestTried else { return nil }
        return solve(tree, changing: index, along: path, axis, change)?.size
    }

    /// The layout's tree as its main solve had it, or nil when the root was not laid out.
    func lowered() -> LayoutNode? {
        guard layout.root.frame != nil else { return nil }
        var leaves = LeafMeasurement(preview: layout.preview, measurer: .shared, family: family)
        leaves.fontScales = layout.fontScales
        let root = layout.root.instance
        var tree = LayoutLowering(leaves: leaves).lower(root)
        if root.kind.isStack { FrameSolver.sizeAsUpdateChange(&tree, width: layout.preview.width, height: layout.preview.height) }
        return tree
    }

    /// The node at `index` (reached by `path`) after `change`: its size on the axis, rounded
    /// and before rounding.
    func solve(
        _ tree: LayoutNode, changing index: Int, along path: [Int], _ axis: Determinability.Axis, _ change: (inout LayoutStyle) -> Void
    ) -> (size: Double, unrounded: Double)? {
        var tree = tree
        Self.changeStyle(of: &tree, along: path[...], change)
        AnalysisWork.countFixTrialSolve()
        let result = LayoutSolver.solveWithoutBaselines(tree, width: layout.preview.width, height: layout.preview.height, scale: layout.preview.scale)
        guard index < result.nodes.count, let frame = result.nodes[index].frame else { return nil }
        let unrounded = result.nodes[index].unroundedFrame ?? frame
        return axis == .width ? (frame.width, unrounded.width) : (frame.height, unrounded.height)
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

extension FixTrial {
    /// The fix trials of one solve (one layout at one preview), as K201 / K202 make them: one
    /// per fix per finding, each a whole solve, made n bare `view`s in a row cost n² (issue 45).
    /// The session lowers the tree once, answers a trial that repeats an earlier one on an
    /// identical sibling without solving, and bounds the solves it makes.
    final class Session {
        let trial: FixTrial
        private var lowered: LayoutNode?
        /// Per node of the lowered tree, in pre-order: its parent and its place among the
        /// parent's children, to find the path to a node without a walk of the tree.
        private var parents: [Int] = []
        private var offsets: [Int] = []
        private var isLeaf: [Bool] = []
        private var wraps: [Bool] = []
        private var solvesLeft = 0
        private var answers: [Trial: Double] = [:]

        /// A trial's result depends only on these where `reusable` holds: items of one line that
        /// does not wrap are sized by their styles, not by their order.
        private struct Trial: Hashable {
            var parent: Int
            var axis: Determinability.Axis
            var content: LayoutSize
            var before: LayoutStyle
            var after: LayoutStyle
        }

        /// Whole solves a session makes before trusting the predictions instead (docs/diagnostics/K201.md):
        /// at least `fewestSolves`, more while they stay under `nodeBudget` nodes in all.
        static let fewestSolves = 16
        static let nodeBudget = 100_000

        init(layout: SolvedLayout, family: FontFamily) {
            trial = FixTrial(layout: layout, family: family)
        }

        /// Whether the element has a size on the axis after `change`: nil when it cannot be
        /// tried (see `FixTrial.size`) or the session's solves are spent.
        func works(_ element: SolvedElement, _ axis: Determinability.Axis, after change: (inout LayoutStyle) -> Void) -> Bool? {
            guard let index = element.solveIndex, let tree = loweredTree(), index < parents.count else { return nil }
            var key: Trial?
            let parent = parents[index]
            if parent >= 0, isLeaf[index], !wraps[parent], let content = fixedContent(of: element.instance),
               let style = element.loweredStyle?.style, style.positionType == .relative {
                var after = style
                change(&after)
                key = Trial(parent: parent, axis: axis, content: content, before: style, after: after)
                if let known = key.flatMap({ answers[$0] }) { return known > 0 }
            }
            guard solvesLeft > 0 else { return nil }
            solvesLeft -= 1
            var path: [Int] = []
            var node = index
            while node > 0 {
                path.append(offsets[node])
                node = parents[node]
            }
            guard path.count <= FixTrial.deepestTried,
                  let (size, unrounded) = trial.solve(tree, changing: index, along: Array(path.reversed()), axis, change) else { return nil }
            // Pixel rounding depends on where the item lands, which differs between siblings: an
            // answer is kept only where no rounding can turn it (nothing at all, or two pixels).
            if let key, unrounded == 0 || unrounded >= 2 / trial.layout.preview.scale {
                answers[key] = unrounded
            }
            return size > 0
        }

        /// What a leaf measures, where that depends on nothing but the leaf (text depends on
        /// the width offered, a pin on its children).
        private func fixedContent(of instance: ElementInstance) -> LayoutSize? {
            switch instance.kind {
            case .label, .button, .textField, .textView, .keyValue, .pin: return nil
            default: break
            }
            if instance.kind.isStack { return .zero }
            guard instance.kind.isLeafView else { return nil }
            let leaves = LeafMeasurement(preview: trial.layout.preview, measurer: .shared, family: trial.family)
            return LeafMeasurement.fixedSize(of: instance, measurement: leaves)
        }

        private func loweredTree() -> LayoutNode? {
            if let lowered { return lowered }
            guard let tree = trial.lowered() else { return nil }
            lowered = tree
            var stack: [(node: LayoutNode, parent: Int, offset: Int)] = [(tree, -1, 0)]
            while let (node, parent, offset) = stack.popLast() {
                parents.append(parent)
                offsets.append(offset)
                isLeaf.append(node.children.isEmpty)
                wraps.append(node.style.wraps)
                let index = parents.count - 1
                for (offset, child) in node.children.enumerated().reversed() { stack.append((child, index, offset)) }
            }
            solvesLeft = max(Self.fewestSolves, Self.nodeBudget / max(parents.count, 1))
            return tree
        }
    }
}
