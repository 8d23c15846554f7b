import KissLayout
import KissText

extension ElementInstance {
    /// The padding its modifiers give it, in points (later modifiers win, as
    /// when it is lowered to the solver).
    public var padding: LayoutEdges {
        LayoutLowering(leaves: LeafMeasurement(scale: 1, measurer: .shared, family: .system)).style(of: self, parent: nil).padding
    }

    /// The margins its modifiers give it, before a stack drops any (see `DroppedMargins`).
    public var margin: LayoutEdges {
        LayoutLowering(leaves: LeafMeasurement(scale: 1, measurer: .shared, family: .system)).style(of: self, parent: nil).margin
    }
}

extension FrameSolver {
    /// The size an element takes on its own when no size is offered on either
    /// axis: a layout use's fitting size, what Kiss's `sizeThatFits` answers
    /// with unbounded space. Nil when the element is hidden.
    public static func fittingSize(
        of element: ElementInstance, scale: Double, measurer: TextMeasurer = .shared, family: FontFamily = .system
    ) -> LayoutSize? {
        let lowering = LayoutLowering(leaves: LeafMeasurement(scale: scale, measurer: measurer, family: family))
        let result = LayoutSolver.solveWithoutBaselines(lowering.lower(element), width: nil, height: nil, scale: scale)
        return result.root.frame.map { LayoutSize(width: $0.width, height: $0.height) }
    }
}
