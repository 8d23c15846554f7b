import KissLayout

/// The margins a Kiss stack takes away from its items before Yoga sees them
/// (docs/kiss-semantics.md, "margins an hstack / vstack / wrap drops"):
/// - an `hstack` zeroes the left margin of its first and the right margin of its last
///   item in the layout (spacers count);
/// - a `vstack` zeroes the top margin of its first and the bottom margin of its last item
///   that is not a spacer, in source order, whether or not it is in the layout;
/// - every stack zeroes the right margin of the item just before a spacer and the left
///   margin of the item just after one — also a `vstack`, horizontal margins and all.
public struct DroppedMargins: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = DroppedMargins(rawValue: 1)
    public static let left = DroppedMargins(rawValue: 2)
    public static let bottom = DroppedMargins(rawValue: 4)
    public static let right = DroppedMargins(rawValue: 8)

    /// What `parent` drops from its child at `index`. The first / last tests stop at the first
    /// sibling that settles them, which is usually the next one.
    public static func of(childAt index: Int, in parent: ElementInstance) -> DroppedMargins {
        guard parent.kind.isStack else { return [] }
        let children = parent.children
        var dropped: DroppedMargins = []
        if index > 0, children[index - 1].kind.isSpacer { dropped.insert(.left) }
        if index + 1 < children.count, children[index + 1].kind.isSpacer { dropped.insert(.right) }
        switch parent.kind {
        case .hstack:
            // The first and last items in the layout (spacers count).
            if !children[..<index].contains(where: \.isInKissLayout), children[index].isInKissLayout { dropped.insert(.left) }
            if !children[(index + 1)...].contains(where: \.isInKissLayout), children[index].isInKissLayout { dropped.insert(.right) }
        case .vstack:
            // The first and last items that are not spacers, in the layout or not.
            if !children[index].kind.isSpacer {
                if !children[..<index].contains(where: { !$0.kind.isSpacer }) { dropped.insert(.top) }
                if !children[(index + 1)...].contains(where: { !$0.kind.isSpacer }) { dropped.insert(.bottom) }
            }
        default:
            break
        }
        return dropped
    }

    /// What `parent` drops from `child`, found by identity among its children.
    public static func of(_ child: ElementInstance, in parent: ElementInstance) -> DroppedMargins {
        guard parent.kind.isStack, let index = parent.children.firstIndex(where: { $0 === child }) else { return [] }
        return of(childAt: index, in: parent)
    }

    func apply(to margin: inout LayoutEdges) {
        if contains(.top) { margin.top = 0 }
        if contains(.left) { margin.left = 0 }
        if contains(.bottom) { margin.bottom = 0 }
        if contains(.right) { margin.right = 0 }
    }
}
