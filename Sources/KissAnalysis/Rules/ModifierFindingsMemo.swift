import Foundation
import KissSyntax

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
/// walking the subtree gives. A copy moved to other offsets (`OffsetRelocation.instance`)
/// gets the same reports moved likewise: every place in them is a place in the subtree or its
/// parent, all moved by the same relocation, and no message names a place.
final class ModifierFindingsMemo: @unchecked Sendable {
    // @unchecked: `reports` is only touched with `lock` held (screens are checked at once).
    private static let lock = NSLock()

    struct Key: Equatable {
        var file: String
        var parentKind: BuiltinKind?
        var parentLocation: SourceLocation?
        var index: Int
    }

    /// One parent in practice; a second for a file that lints it from another place.
    private var reports = RecentValues<Key, [Diagnostic]>(capacity: 2)

    static func reports(of top: ElementInstance, for key: Key) -> [Diagnostic]? {
        lock.lock()
        defer { lock.unlock() }
        return top.modifierFindings?.reports.value(for: key)
    }

    /// Gives `copy` — `original` at the offsets `relocation` moves it to — the reports kept for
    /// `original`, moved likewise (an entry with a place that cannot be moved is left out).
    static func share(from original: ElementInstance, to copy: ElementInstance, relocatedBy relocation: OffsetRelocation) {
        lock.lock()
        let kept = original.modifierFindings?.reports
        lock.unlock()
        guard let kept, !kept.keys.isEmpty else { return }
        let moved = ModifierFindingsMemo()
        moved.reports = kept.compactMap { key, reports in
            guard let parentLocation = relocation.location(key.parentLocation), let placed = relocation.diagnostics(reports) else { return nil }
            var movedKey = key
            movedKey.parentLocation = parentLocation
            return (movedKey, placed)
        }
        guard !moved.reports.keys.isEmpty else { return }
        lock.lock()
        copy.modifierFindings = moved
        lock.unlock()
    }

    static func keep(_ reports: [Diagnostic], of top: ElementInstance, for key: Key) {
        lock.lock()
        let memo = top.modifierFindings ?? ModifierFindingsMemo()
        let evicted = memo.reports.insert(reports, for: key)
        top.modifierFindings = memo
        lock.unlock()
        withExtendedLifetime(evicted) {}
    }
}
