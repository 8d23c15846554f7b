import Foundation
import KissLayout

/// The solver style of one element, worked out once: the solve, the layout
/// rules and hover each ask for it, for every element, at every preview. A
/// style depends only on the element and its parent, which do not change
/// once a layout is expanded; a parent-less style (overlays, a layout's root)
/// and the style under the element's one parent are kept. One lock for all
/// elements (they are rarely shared between threads), and the memo is only
/// allocated for elements that are lowered.
final class LoweredStyleMemo: @unchecked Sendable {
    private static let lock = NSLock()
    private var withoutParent: LayoutStyle?
    private var underParent: (parent: ObjectIdentifier, style: LayoutStyle)?

    static func style(of instance: ElementInstance, parent: ElementInstance?, compute: () -> LayoutStyle) -> LayoutStyle {
        let key = parent.map(ObjectIdentifier.init)
        lock.lock()
        if let memo = instance.styleMemo {
            if let key, let underParent = memo.underParent, underParent.parent == key {
                lock.unlock()
                return underParent.style
            }
            if key == nil, let withoutParent = memo.withoutParent {
                lock.unlock()
                return withoutParent
            }
        }
        lock.unlock()
        let style = compute()
        lock.lock()
        let memo = instance.styleMemo ?? LoweredStyleMemo()
        if let key { memo.underParent = (key, style) } else { memo.withoutParent = style }
        instance.styleMemo = memo
        lock.unlock()
        return style
    }
}
