/// A node's rectangle after pixel-grid rounding: x and y relative to the parent's top-left corner
/// (the parent's border box, so the parent's padding is included in x / y).
public struct LayoutFrame: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
