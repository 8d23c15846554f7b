/// Per-edge lengths in points, in the order the `.kiss` language and the oracle write them.
public struct LayoutEdges: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same length on all four edges.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    public static let zero = LayoutEdges()
}
