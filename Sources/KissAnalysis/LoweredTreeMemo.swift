import Foundation
import KissLayout
import KissText

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
/// Only the tops of kept expansions (the elements of a stored expansion's root) hold one,
/// so nested kept expansions share their node trees' storage with the trees around them.
/// The nodes held in all memos together are bounded (`nodeBudget`): past it, trees are
/// lowered as before, and a memo's nodes count again once it is freed with its expansion.
final class LoweredTreeMemo: @unchecked Sendable {
    // @unchecked: `entries` is only touched with `lock` held; one lock for all memos, as
    // only the tops of kept expansions are looked up (a few dozen per solve). Nothing is
    // freed with `lock` held: a tree's measure functions may hold the last reference to an
    // element, whose memo then counts its nodes back under `countLock`.
    private static let lock = NSLock()
    private static let countLock = NSLock()
    nonisolated(unsafe) private static var nodesHeld = 0
    /// About 300 bytes a node: a megabyte at most, whatever the workspace (a screen of a few
    /// hundred elements needs a tenth of it; memory at rest is close to its target).
    static let nodeBudget = 3_000
    /// Two previews, and a third for a file that has three.
    static let capacity = 3

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

    private var entries: [(key: Key, tree: Tree)] = []
    private var nodeCount = 0

    deinit {
        Self.countLock.lock()
        Self.nodesHeld -= nodeCount
        Self.countLock.unlock()
    }

    /// The tree lowered for `key` from `instance`, if one is kept.
    static func tree(of instance: ElementInstance, for key: Key) -> Tree? {
        lock.lock()
        defer { lock.unlock() }
        guard let memo = instance.loweredTrees else { return nil }
        for index in memo.entries.indices where memo.entries[index].key == key {
            return memo.entries[index].tree
        }
        return nil
    }

    /// Keeps `tree` for `key` with `instance`, within the budget.
    static func keep(_ tree: Tree, of instance: ElementInstance, for key: Key) {
        // NaN never equals itself: such a key would never be found.
        guard !key.scale.isNaN, !key.textScale.isNaN else { return }
        let count = tree.styles.count
        // Made outside the lock, and let go (when not needed) after it.
        let made = LoweredTreeMemo()
        var evicted: Tree?
        lock.lock()
        let memo = instance.loweredTrees ?? made
        if !memo.entries.contains(where: { $0.key == key }) {
            let freed = memo.entries.count >= capacity ? memo.entries[0].tree.styles.count : 0
            countLock.lock()
            let fits = nodesHeld - freed + count <= nodeBudget
            if fits { nodesHeld += count - freed }
            countLock.unlock()
            if fits {
                if memo.entries.count >= capacity { evicted = memo.entries.removeFirst().tree }
                memo.nodeCount += count - freed
                memo.entries.append((key, tree))
                if instance.loweredTrees == nil { instance.loweredTrees = memo }
            }
        }
        lock.unlock()
        withExtendedLifetime((made, evicted)) {}
    }

    /// Lets `copy`, the same subtree at other offsets, use what `original` lowered.
    static func share(from original: ElementInstance, to copy: ElementInstance) {
        lock.lock()
        copy.keepsLoweredTree = original.keepsLoweredTree
        copy.loweredTrees = original.loweredTrees
        lock.unlock()
    }

    /// Marks the elements of a kept expansion's root as tops whose lowered trees are kept.
    static func markTops(under root: ElementInstance) {
        // Written only where still false: an element already marked may be a nested kept
        // expansion's, which other threads may be reading.
        for child in root.children where !child.keepsLoweredTree { child.keepsLoweredTree = true }
        for overlay in root.overlays {
            for element in overlay.elements where !element.keepsLoweredTree { element.keepsLoweredTree = true }
        }
    }

    /// The nodes held by all memos (for tests).
    static var heldNodeCount: Int {
        countLock.lock()
        defer { countLock.unlock() }
        return nodesHeld
    }
}
