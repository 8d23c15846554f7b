import Foundation
import KissLayout

/// The solver style of one element, worked out once: the solve, the layout
/// rules and hover each ask for it, for every element, at every preview. A
/// style depends only on the element and on what its parent tells it —
/// whether the parent is a stack and lays out a row, which margins it drops
/// (`DroppedMargins`), and for a spacer the parent's spacing — so it is kept by
/// those traits rather than by the parent itself. One lock for all elements (they
/// are rarely shared between threads), and the memo is only allocated for
/// elements that are lowered.
final class LoweredStyleMemo: @unchecked Sendable {
    private static let lock = NSLock()
    private var withoutParent: LoweredStyle?
    private var underParent: (parent: ParentTraits, style: LoweredStyle)?

    /// What a parent contributes to its child's style.
    struct ParentTraits: Equatable {
        var isRow: Bool
        /// A Kiss stack's item: it aligns itself `.stretch` unless it says otherwise.
        var isStackItem: Bool
        var dropped: DroppedMargins
        /// Read only for spacers (`spacer(relative:)` adds it, and they take gaps of it).
        var spacing: Double?
        /// The gaps a spacer takes the place of (`SpacerGaps`).
        var gaps: SpacerGaps

        init(of parent: ElementInstance, for child: ElementInstance, dropped: DroppedMargins, gaps: SpacerGaps) {
            isRow = parent.kind == .hstack || parent.kind == .wrap
            isStackItem = parent.kind.isStack
            self.dropped = dropped
            if child.kind.isSpacer, case .number(let value)? = parent.modifierValue("spacing", "value")?.value {
                spacing = value
                self.gaps = gaps
            } else {
                spacing = nil
                self.gaps = .none
            }
        }

        /// The traits of a child found among its parent's children (the rules ask this way).
        init(of parent: ElementInstance, for child: ElementInstance) {
            guard let index = parent.children.firstIndex(where: { $0 === child }) else {
                self.init(of: parent, for: child, dropped: [], gaps: .none)
                return
            }
            self.init(of: parent, for: child, dropped: DroppedMargins.of(childAt: index, in: parent),
                      gaps: SpacerGaps.of(childAt: index, in: parent))
        }
    }

    static func style(of instance: ElementInstance, traits key: ParentTraits?, compute: () -> LayoutStyle) -> LoweredStyle {
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
        let style = LoweredStyle(compute())
        lock.lock()
        let memo = instance.styleMemo ?? LoweredStyleMemo()
        if let key { memo.underParent = (key, style) } else { memo.withoutParent = style }
        instance.styleMemo = memo
        lock.unlock()
        return style
    }
}

/// A lowered style, shared rather than copied: a style is some 300 bytes, and the solve and every
/// rule ask for the style of every element.
final class LoweredStyle: Sendable {
    let style: LayoutStyle

    init(_ style: LayoutStyle) {
        self.style = style
    }
}
