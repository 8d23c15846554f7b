import Foundation
import KissSyntax
import Synchronization

/// What the modifier rules report in a kept expansion's element and everything below it,
/// worked out once and reported again by every later version handed the same expansion.
///
/// A keystroke in a component re-checks each screen that uses it, walking the whole
/// expansion — mostly uses the expansion cache hands out unchanged. What the rules report
/// below the top of a kept expansion (`ElementInstance.isKeptExpansionTop`) depends only on
/// that subtree (fixed once kept, and handed out unchanged while none of its places has
/// moved), on the parent it sits in (its kind and children, the same for every copy of the
/// kept root, and where it is written) and on the file being linted. The reports are kept
/// before deduplication, in the walk's order, so reporting them again gives exactly what
/// walking the subtree gives. They are kept relative to the declarations their places are in
/// (`AnchoredDiagnostic`), as the subtree's own places are: text typed above those
/// declarations changes neither, and each version places the reports where it shows them.
///
/// The memo is in its element's `modifierFindingsSlot`, and its own lock guards it (screens are
/// checked at once).
final class ModifierFindingsMemo: Sendable {

    struct Key: Equatable {
        var file: String
        var parentKind: BuiltinKind?
        var parentLocation: SourceLocation?
        var index: Int
    }

    /// One parent in practice; a second for a file that lints it from another place.
    private let reports = Mutex(RecentValues<Key, [AnchoredDiagnostic]>(capacity: 2))

    static func reports(of top: ElementInstance, for key: Key) -> [AnchoredDiagnostic]? {
        guard let memo = top.modifierFindingsSlot.value else { return nil }
        return memo.reports.withLock { $0.value(for: key) }
    }

    static func keep(_ reports: [AnchoredDiagnostic], of top: ElementInstance, for key: Key) {
        let memo = top.modifierFindingsSlot.value(orSet: ModifierFindingsMemo.init)
        let evicted = memo.reports.withLock { $0.insert(reports, for: key) }
        withExtendedLifetime(evicted) {}
    }
}
