/// Which elements are in the layout at all, as the Kiss library decides
/// (`UIViewLayout.isVisibleLayout`, `GroupLayout.isVisibleLayout`; docs/kiss-semantics.md).
///
/// An element that is not in the layout is not a Yoga node: Kiss never adds it as a subview.
/// A view is in the layout unless it is hidden. A stack is in the layout unless it is hidden
/// or, under `.autoInvisible(.allInvisible)` — the library's default, whatever its README
/// says — none of its children is (spacers always are). `pin` is one view to Kiss, so it
/// follows the rule for views.
extension ElementInstance {
    public var isInKissLayout: Bool {
        if isHiddenByModifier { return false }
        guard kind.isStack, autoInvisibility == .allInvisible else { return true }
        return children.contains { $0.isInKissLayout }
    }

    /// The stack's `.autoInvisible(_)`, or the library's default.
    public var autoInvisibility: AutoInvisibility {
        if case .enumCase("never")? = modifierValue("autoInvisible", "mode")?.value { return .never }
        return .allInvisible
    }

    /// Whether the stack is left out only because none of its children is in the layout.
    public var isInvisibleForLackOfChildren: Bool {
        kind.isStack && !isHiddenByModifier && !isInKissLayout
    }
}

/// Kiss's `AutoInvisibility`.
public enum AutoInvisibility: Sendable {
    case never
    case allInvisible
}
