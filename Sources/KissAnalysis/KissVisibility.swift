import Foundation
import Synchronization

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
        KissVisibility.isInLayout(self)
    }

    /// The stack's `.autoInvisible(_)`, or the library's default.
    public var autoInvisibility: AutoInvisibility {
        if case .enumCase("never")? = modifierValue("autoInvisible", "mode")?.value { return .never }
        return .allInvisible
    }
}

/// Kiss's `AutoInvisibility`.
public enum AutoInvisibility: Sendable {
    case never
    case allInvisible
}

/// Works the answer out once per element, children first and without recursion (a stack's
/// answer depends on its children's, and expanded layouts can nest thousands deep), and keeps
/// it with the element (`ElementInstance.visibility`, an atomic): lowering and every rule ask
/// for every element at every preview.
///
/// A tree just expanded is settled (`settle`) before anything else sees it, so that the solves
/// and rules of its previews, which ask for every element at once on two threads, only load
/// the answers. No lock is taken, neither to read nor to settle: a static one, taken ~1,150
/// times per keystroke, went back and forth between the cores at every element.
enum KissVisibility {
    private static let unknown: UInt8 = 0
    private static let outOfLayout: UInt8 = 1
    private static let inLayout: UInt8 = 2

    static func isInLayout(_ element: ElementInstance) -> Bool {
        if let known = answer(of: element) { return known }
        // An element nobody settled: its subtree is settled now.
        settle(element)
        return answer(of: element) ?? true
    }

    /// The element's answer, if worked out (loaded with `.acquiring`: whoever sees it sees the
    /// answers of everything below it, stored before it).
    static func answer(of element: ElementInstance) -> Bool? {
        switch element.visibility.load(ordering: .acquiring) {
        case unknown: return nil
        case outOfLayout: return false
        default: return true
        }
    }

    /// Works out the answer of every element of `root`'s tree that has none (children, pin
    /// children and overlays' elements, children first, without recursion). Called on a tree
    /// just expanded, before it is handed to anything that may read it on another thread.
    /// An element is only given its answer once everything below it has one, so an element that has one
    /// heads a settled subtree and is not walked again: kept subtrees, settled with the tree
    /// they were first expanded in, are passed over.
    ///
    /// No lock: two threads settling overlapping subtrees at once (a subtree kept in the
    /// expansion cache is shared) work out the same answers, each an element's own modifiers and
    /// its children's answers, and store them children before parents. Each answer is stored
    /// with `.releasing` after the answers below it were stored by this thread or loaded
    /// (`.acquiring`) from another's, so a thread that sees a parent's answer sees its
    /// children's; an element both work out is given the same answer twice.
    static func settle(_ root: ElementInstance) {
        var pending: [(element: ElementInstance, childrenDone: Bool)] = [(root, false)]
        while let (current, childrenDone) = pending.popLast() {
            guard answer(of: current) == nil else { continue }
            guard childrenDone else {
                pending.append((current, true))
                for overlay in current.overlays {
                    for element in overlay.elements { pending.append((element, false)) }
                }
                for child in current.children { pending.append((child, false)) }
                continue
            }
            let isIn = ownAnswer(of: current) ?? current.children.contains { answer(of: $0) ?? false }
            current.visibility.store(isIn ? inLayout : outOfLayout, ordering: .releasing)
        }
    }

    /// The answer an element gives by itself: out when its own modifiers hide it, in when it is
    /// a view or a stack that does not hide itself; nil for a stack under `.allInvisible`,
    /// which is in when one of its children is.
    private static func ownAnswer(of element: ElementInstance) -> Bool? {
        if element.isHiddenByModifier { return false }
        guard element.kind.isStack, element.autoInvisibility == .allInvisible else { return true }
        return nil
    }
}
