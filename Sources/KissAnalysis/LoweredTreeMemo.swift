import Foundation
import KissLayout
import KissText
import Synchronization

/// The solver's tree of a kept expansion's element, lowered once per preview and reused by
/// every later version that is handed the same expansion (`ExpansionCache`).
///
/// A keystroke in a component re-solves the screens that use it, and those screens consist
/// mostly of other uses the expansion cache hands out unchanged: lowering them again (styles
/// looked up under a lock both previews' threads contend for, dropped margins, measure
/// functions, the node tree) was as costly as the flexbox engine. What a lowered subtree is
/// depends only on its elements (fixed once a kept expansion is stored), on what the parent
/// tells the element (`LoweredStyleMemo.ParentTraits`) and on the measurement's scale, text
/// scale, font family and measurer — the key here. Solves with `.uniformFontScale` factors are
/// lowered afresh (their factors are per element).
///
/// Only the tops of kept expansions (`ElementInstance.isKeptExpansionTop`) hold trees, so
/// nested kept expansions share their node trees' storage with the trees around them. A kept
/// expansion's root holds no tree, only the identities given to its uses' trees (`identify`).
/// The nodes held in all memos together are bounded (`nodeBudget`): past it, trees are
/// lowered as before, and a memo's nodes count again once it is freed with its expansion.
final class LoweredTreeMemo: Sendable {
    // Each memo has its own lock, held briefly (only the tops of kept expansions are looked
    // up, a few dozen per solve). A memo's deinit takes no lock: an evicted tree can hold the
    // last reference to an element, and freeing it then frees that element's memo. Evicted
    // trees are freed after the lock is let go all the same, to keep it short.
    private let state = Mutex(State())
    /// The nodes held by all memos together: a counter, changed by compare-and-exchange.
    private static let nodesHeld = Atomic<Int>(0)
    /// About 300 bytes a node: a megabyte at most, whatever the workspace (a screen of a few
    /// hundred elements needs a tenth of it; memory at rest is close to its target).
    static let nodeBudget = 3_000

    struct Key: Equatable {
        var traits: LoweredStyleMemo.ParentTraits?
        var scale: Double
        var textScale: Double
        var family: FontFamily
        var measurer: ObjectIdentifier
    }

    struct Tree {
        var node: LayoutNode
        /// The style of each node of `node`, in the solver's order (pre-order).
        var styles: [LoweredStyle]
    }

    private struct State {
        /// Two previews, and a third for a file that has three.
        var trees = RecentValues<Key, Tree>(capacity: 3)
        var nodeCount = 0
        /// Held by a kept expansion's root: the identities given to its uses' lowered trees
        /// (`identify`), the latest last. No nodes: the trees are lowered again for every use.
        var useTrees: [UseTree] = []
    }

    /// What a use's lowered tree is: its root's style and its children's kept trees.
    private struct UseTree {
        var style: LayoutStyle
        /// Held, so that no other subtree can take their places.
        var children: [SubtreeIdentity]
        var identity: SubtreeIdentity
    }

    deinit {
        let nodeCount = state.withLock { $0.nodeCount }
        Self.nodesHeld.subtract(nodeCount, ordering: .relaxed)
    }

    /// The tree lowered for `key` from `instance`, if one is kept.
    static func tree(of instance: ElementInstance, for key: Key) -> Tree? {
        guard let memo = instance.loweredTreesSlot.value else { return nil }
        return memo.state.withLock { $0.trees.value(for: key) }
    }

    /// Whether the memos hold all the nodes they may: a tree lowered now would not be kept.
    static var isFull: Bool {
        nodesHeld.load(ordering: .relaxed) >= nodeBudget
    }

    /// Counts `count` nodes more and `freed` fewer as held, if that stays within the budget.
    private static func hold(_ count: Int, freeing freed: Int) -> Bool {
        var held = nodesHeld.load(ordering: .relaxed)
        while true {
            let wanted = held - freed + count
            guard wanted <= nodeBudget else { return false }
            let (exchanged, found) = nodesHeld.weakCompareExchange(expected: held, desired: wanted, ordering: .relaxed)
            if exchanged { return true }
            held = found
        }
    }

    /// Keeps `tree` for `key` with `instance`, within the budget.
    static func keep(_ tree: Tree, of instance: ElementInstance, for key: Key) {
        // NaN never equals itself: such a key would never be found.
        guard !key.scale.isNaN, !key.textScale.isNaN else { return }
        let count = tree.styles.count
        guard instance.loweredTreesSlot.value != nil || !isFull else { return }
        let memo = instance.loweredTreesSlot.value(orSet: LoweredTreeMemo.init)
        let evicted: Tree? = memo.state.withLock { state in
            guard !state.trees.contains(key) else { return nil }
            let freed = state.trees.nextEvicted?.styles.count ?? 0
            guard hold(count, freeing: freed) else { return nil }
            state.nodeCount += count - freed
            return state.trees.insert(tree, for: key)
        }
        withExtendedLifetime(evicted) {}
    }

    /// Gives `node`, the tree lowered for a use of the kept expansion whose root is `origin`
    /// (a copy of it with the use's modifiers, lowered afresh), the identity an earlier use's
    /// tree was given when that tree was the same: the same style at the root and the very
    /// same kept trees as its children (each vouched for by its identity), and no measure or
    /// baseline function. A tree with a child that is not a kept tree (one lowered afresh, or
    /// an overlay element, whose style the lowering changes) gets none.
    ///
    /// So a use that is not itself the top of a kept expansion (the uses in a layout the edit
    /// reached) is replayed whole, rather than laid out at its root and single-leaf children.
    static func identify(_ node: inout LayoutNode, asUseOf origin: ElementInstance) {
        guard node.measure == nil, node.baseline == nil, !node.children.isEmpty else { return }
        var children: [SubtreeIdentity] = []
        children.reserveCapacity(node.children.count)
        for child in node.children {
            guard let identity = child.identity else { return }
            children.append(identity)
        }
        let memo = origin.loweredTreesSlot.value(orSet: LoweredTreeMemo.init)
        let identity = memo.state.withLock { state in
            if let found = state.useTrees.first(where: { $0.style == node.style && $0.children.elementsEqual(children, by: ===) }) {
                return found.identity
            }
            let identity = SubtreeIdentity()
            // A preview size or two per parent; the oldest goes first.
            if state.useTrees.count == 4 { state.useTrees.removeFirst() }
            state.useTrees.append(UseTree(style: node.style, children: children, identity: identity))
            return identity
        }
        node.identity = identity
    }

    /// The nodes held by all memos (for tests).
    static var heldNodeCount: Int {
        nodesHeld.load(ordering: .relaxed)
    }
}
