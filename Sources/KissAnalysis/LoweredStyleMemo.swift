import Foundation
import KissLayout

/// The solver style of one element, worked out once: the solve, the layout
/// rules and hover each ask for it, for every element, at every preview. A
/// style depends only on the element and its parent, which do not change
/// once a layout is expanded; a parent-less style (overlays, a layout's root)
/// and the style under the element's one parent are kept.
final class LoweredStyleMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var withoutParent: LayoutStyle?
    private var underParent: (parent: ObjectIdentifier, style: LayoutStyle)?

    func style(parent: ElementInstance?, compute: () -> LayoutStyle) -> LayoutStyle {
        let key = parent.map(ObjectIdentifier.init)
        lock.lock()
        if let key, let underParent, underParent.parent == key {
            lock.unlock()
            return underParent.style
        }
        if key == nil, let withoutParent {
            lock.unlock()
            return withoutParent
        }
        lock.unlock()
        let style = compute()
        lock.lock()
        if let key { underParent = (key, style) } else { withoutParent = style }
        lock.unlock()
        return style
    }
}
