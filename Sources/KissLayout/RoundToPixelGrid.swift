/// Final frames on the device pixel grid (Yoga's `YGRoundToPixelGrid`).
///
/// Edges are rounded in absolute coordinates, so that adjacent frames stay adjacent: a width is
/// the rounded right edge minus the rounded left edge. Measured (text) nodes round their
/// position down and their size up when it is fractional, so text is never clipped.
extension LayoutEngine {
    /// The rounded frame of `node`, whose unrounded top-left corner in the root's coordinates
    /// (computed in Double from the unrounded Float positions) is `nodeLeft`, `nodeTop`.
    func roundedFrame(_ node: Int, nodeLeft: Double, nodeTop: Double) -> LayoutFrame {
        let scale = Double(pointScaleFactor)
        let state = layouts[node]
        let left = Double(state.left)
        let top = Double(state.top)
        let width = Double(state.width)
        let height = Double(state.height)
        if scale == 0 {
            return LayoutFrame(x: left, y: top, width: width, height: height)
        }
        let isText = isMeasured(node)
        // Only text rounds differently for whole and fractional sizes.
        let wholeWidth = isText && PixelGrid.isWholePixels(width, scale: scale)
        let wholeHeight = isText && PixelGrid.isWholePixels(height, scale: scale)
        let roundedLeft = PixelGrid.round(left, scale: scale, forceFloor: isText)
        let roundedTop = PixelGrid.round(top, scale: scale, forceFloor: isText)
        let right = PixelGrid.round(
            nodeLeft + width, scale: scale, forceCeil: isText && !wholeWidth, forceFloor: isText && wholeWidth)
        let bottom = PixelGrid.round(
            nodeTop + height, scale: scale, forceCeil: isText && !wholeHeight,
            forceFloor: isText && wholeHeight)
        let absoluteRoundedLeft = PixelGrid.round(nodeLeft, scale: scale, forceFloor: isText)
        let absoluteRoundedTop = PixelGrid.round(nodeTop, scale: scale, forceFloor: isText)
        return LayoutFrame(
            x: Double(roundedLeft), y: Double(roundedTop),
            width: Double(right - absoluteRoundedLeft), height: Double(bottom - absoluteRoundedTop))
    }
}
