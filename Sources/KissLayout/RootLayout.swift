/// The root's constraints from the preview size (Yoga's `YGNodeCalculateLayout`).
extension LayoutEngine {
    /// `ownerWidth` / `ownerHeight` are NaN when the preview fits the content on that axis.
    func layoutRoot(ownerWidth: Float, ownerHeight: Float) {
        let root = 0
        let (width, widthMode) = rootConstraint(.row, ownerSize: ownerWidth)
        let (height, heightMode) = rootConstraint(.column, ownerSize: ownerHeight)
        layoutNode(
            root, availableWidth: width, availableHeight: height, widthMode: widthMode, heightMode: heightMode,
            ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: true)
        placeAtMarginAndOffset(root)
    }

    /// An explicit size on the root wins over the preview; a max size caps it; else the preview.
    private func rootConstraint(_ axis: Axis, ownerSize: Float) -> (Float, MeasureMode) {
        if isStyleSizeDefined(0, axis, ownerSize: ownerSize) {
            return (resolvedSizeValue(0, axis, ownerSize: ownerSize) + marginForAxis(0, axis), .exactly)
        }
        let maximum = maxSize(0, axis).resolve(ownerSize)
        if !maximum.isNaN { return (maximum, .atMost) }
        return (ownerSize, ownerSize.isNaN ? .undefined : .exactly)
    }
}
