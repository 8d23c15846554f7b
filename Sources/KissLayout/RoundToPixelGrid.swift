/// Final frames on the device pixel grid (Yoga's `YGRoundToPixelGrid`).
///
/// Edges are rounded in absolute coordinates, so that adjacent frames stay adjacent: a width is
/// the rounded right edge minus the rounded left edge. Measured (text) nodes round their
/// position down and their size up when it is fractional, so text is never clipped.
extension LayoutEngine {
    func roundedFrames() -> [LayoutFrame?] {
        var frames = [LayoutFrame?](repeating: nil, count: layouts.count)
        let scale = Double(pointScaleFactor)
        var pending: [(node: Int, absoluteLeft: Double, absoluteTop: Double)] = [(0, 0, 0)]
        while let (node, absoluteLeft, absoluteTop) = pending.popLast() {
            let state = layouts[node]
            guard state.wasLaidOut, !facts[node].isHidden else { continue }
            let left = Double(state.left)
            let top = Double(state.top)
            let width = Double(state.width)
            let height = Double(state.height)
            let nodeLeft = absoluteLeft + left
            let nodeTop = absoluteTop + top
            if scale == 0 {
                frames[node] = LayoutFrame(x: left, y: top, width: width, height: height)
            } else {
                let isText = isMeasured(node)
                let wholeWidth = PixelGrid.isWholePixels(width, scale: scale)
                let wholeHeight = PixelGrid.isWholePixels(height, scale: scale)
                let roundedLeft = PixelGrid.round(left, scale: scale, forceFloor: isText)
                let roundedTop = PixelGrid.round(top, scale: scale, forceFloor: isText)
                let right = PixelGrid.round(
                    nodeLeft + width, scale: scale, forceCeil: isText && !wholeWidth, forceFloor: isText && wholeWidth)
                let bottom = PixelGrid.round(
                    nodeTop + height, scale: scale, forceCeil: isText && !wholeHeight,
                    forceFloor: isText && wholeHeight)
                let absoluteRoundedLeft = PixelGrid.round(nodeLeft, scale: scale, forceFloor: isText)
                let absoluteRoundedTop = PixelGrid.round(nodeTop, scale: scale, forceFloor: isText)
                frames[node] = LayoutFrame(
                    x: Double(roundedLeft), y: Double(roundedTop),
                    width: Double(right - absoluteRoundedLeft), height: Double(bottom - absoluteRoundedTop))
            }
            for child in children(of: node).reversed() {
                pending.append((child, nodeLeft, nodeTop))
            }
        }
        return frames
    }
}
