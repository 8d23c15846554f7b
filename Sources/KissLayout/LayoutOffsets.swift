/// Position offsets from the parent's edges (Yoga's `position` edges); `nil` = not given.
///
/// On an absolute child they anchor it to the parent's padding box edges (left/top win over
/// right/bottom; left + right together give the width). On a relative child Yoga shifts the
/// laid-out frame by them, and so do we.
public struct LayoutOffsets: Sendable, Hashable {
    public var top: Double?
    public var left: Double?
    public var bottom: Double?
    public var right: Double?

    public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let none = LayoutOffsets()
}
