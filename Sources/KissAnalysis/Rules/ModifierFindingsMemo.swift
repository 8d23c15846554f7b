import Foundation
import KissSyntax

/// What the modifier rules report in a kept expansion's element and everything below it,
/// worked out once and reported again by every later version handed the same expansion.
///
/// A keystroke in a component re-checks each screen that uses it, walking the whole
/// expansion — mostly uses the expansion cache hands out unchanged. What the rules report
/// below the top of a kept expansion (`ElementInstance.keepsLoweredTree`) depends only on
/// that subtree (fixed once kept, and handed out unchanged only while none of its places has
/// moved: a moved copy is a new element without this memo), on the parent it sits in (its
/// kind and children, the same for every copy of the kept root, and where it is written) and
/// on the file being linted. The reports are kept before deduplication, in the walk's order,
/// so reporting them again gives exactly what walking the subtree gives.
final class ModifierFindingsMemo: @unchecked Sendable {
    // @unchecked: `entries` is only touched with `lock` held (screens are checked at once).
    private static let lock = NSLock()
    /// One parent in practice; a few for a file that lints it from several places.
    static let capacity = 2

    struct Key: Equatable {
        var file: String
        var parentKind: BuiltinKind?
        var parentLocation: SourceLocation?
        var index: Int
    }

    private var entries: [(key: Key, reports: [Diagnostic])] = []

    static func reports(of top: ElementInstance, for key: Key) -> [Diagnostic]? {
        lock.lock()
        defer { lock.unlock() }
        guard let memo = top.modifierFindings else { return nil }
        for index in memo.entries.indices where memo.entries[index].key == key {
            return memo.entries[index].reports
        }
        return nil
    }

    static func keep(_ reports: [Diagnostic], of top: ElementInstance, for key: Key) {
        let made = ModifierFindingsMemo()
        var evicted: [Diagnostic]?
        lock.lock()
        let memo = top.modifierFindings ?? made
        if !memo.entries.contains(where: { $0.key == key }) {
            if memo.entries.count >= capacity { evicted = memo.entries.removeFirst().reports }
            memo.entries.append((key, reports))
            if top.modifierFindings == nil { top.modifierFindings = memo }
        }
        lock.unlock()
        withExtendedLifetime((made, evicted)) {}
    }
}
