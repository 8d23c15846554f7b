/// Which of a stack's `.spacing` gaps a spacer takes the place of (VStackComponent's spacing
/// kinds, language §4.2): between two items the stack's spacing applies only when neither is
/// a spacer; a spacer *is* the space between its neighbours — `spacer(20)` 20 pt,
/// `spacer(relative: 4)` the stack's spacing + 4, a grow spacer what it grows to — so the
/// gaps on its sides are taken away. Yoga's gap is uniform, so the lowering gives the spacer
/// a negative margin of one spacing on each side it takes a gap from; a gap between two
/// spacers is taken once, by the first. Rows and columns only: a `wrap`'s gaps stay.
struct SpacerGaps: Equatable, Sendable {
    var leading = false
    var trailing = false

    static let none = SpacerGaps()

    /// The gaps the spacer at `index` of `parent` takes (none for a child that is not a spacer).
    static func of(childAt index: Int, in parent: ElementInstance) -> SpacerGaps {
        let children = parent.children
        guard parent.kind == .hstack || parent.kind == .vstack, children[index].kind.isSpacer,
              children[index].isInKissLayout else { return .none }
        // The nearest siblings in the layout: only they have a gap with this one.
        let before = children[..<index].last(where: \.isInKissLayout)
        let after = children[(index + 1)...].first(where: \.isInKissLayout)
        return SpacerGaps(leading: before.map { !$0.kind.isSpacer } ?? false, trailing: after != nil)
    }
}
