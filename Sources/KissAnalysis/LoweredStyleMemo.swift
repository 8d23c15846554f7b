import Foundation
import KissLayout
import Synchronization

/// The solver style of one element, worked out once: the solve, the layout
/// rules and hover each ask for it, for every element, at every preview. A
/// style depends only on the element and on what its parent tells it —
/// whether the parent is a stack and lays out a row, which margins it drops
/// (`DroppedMargins`), and for a spacer the parent's spacing — so it is kept by
/// those traits rather than by the parent itself. The memo is only allocated for
/// elements that are lowered, in the element's `styleSlot`; its own lock guards it (an
/// element is rarely lowered by two threads at once, so the lock is rarely contended).
final class LoweredStyleMemo: Sendable {
    private struct State {
        var withoutParent: LoweredStyle?
        var underParent: (parent: ParentTraits, style: LoweredStyle)?
    }

    private let state = Mutex(State())

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
        if let memo = instance.styleSlot.value {
            let found: LoweredStyle? = memo.state.withLock { state in
                if let key {
                    if let underParent = state.underParent, underParent.parent == key { return underParent.style }
                    return nil
                }
                return state.withoutParent
            }
            if let found { return found }
        }
        let style = LoweredStyle(compute())
        let memo = instance.styleSlot.value(orSet: LoweredStyleMemo.init)
        memo.state.withLock { state in
            if let key { state.underParent = (key, style) } else { state.withoutParent = style }
        }
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
