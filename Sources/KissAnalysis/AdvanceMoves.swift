import Foundation
import KissRuntime

/// The previous version's kept expansions, moved to the new text's offsets on a pool thread
/// while the analysis thread starts on the new version.
///
/// An edit above a screen's components moves every expansion the screen reuses, and the
/// screen's expansion copied each one to its new offsets as it came to it
/// (`OffsetRelocation.instance`: a new element, with its arguments and modifiers, per element),
/// on the one thread an edit waits for while the other core had little to do. The copies
/// depend only on the previous version's expansions (never changed once kept) and on the
/// move, so they can be made ahead: the pool takes them one at a time, the expansion takes the
/// copy ready for an entry (waiting for one being made), and makes the copy itself of one the
/// pool has not reached. What the expansion finds is the same either way.
final class AdvanceMoves: Sendable {
    // Entries are values, and the elements they hold are not changed once kept; what changes
    // is in `progress`, behind its lock.
    private let move: OffsetRelocation
    private let entries: [ExpansionCache.Entry]
    private let progress: Waitable<Progress>
    private let index: [ObjectIdentifier: Int]
    private let stream = TaskStream()

    private struct Progress {
        var states: [State]
        var next = 0
        var stopped = false
    }

    private enum State {
        case waiting
        case moving
        /// The copy (nil: a place in it cannot be moved).
        case moved(ExpansionCache.Entry?)
        /// Kept in place or taken by the expansion: nothing to hand over.
        case taken
    }

    /// `entries` to move, in the order the pool takes them.
    init(_ entries: [ExpansionCache.Entry], by move: OffsetRelocation) {
        self.move = move
        self.entries = entries
        progress = Waitable(Progress(states: Array(repeating: .waiting, count: entries.count)))
        var index: [ObjectIdentifier: Int] = [:]
        for (position, entry) in entries.enumerated() { index[ObjectIdentifier(entry.root)] = position }
        self.index = index
        stream.add(priority: .first) { [self] in StageTrace.span("advance moves") { moveAll() } }
    }

    private func moveAll() {
        while let position = claim() {
            let entry = entries[position]
            let copy = move.parameters(entry.parameters).flatMap { entry.moved(by: move, parameters: $0) }
            progress.withLock { progress in
                progress.states[position] = .moved(copy)
                self.progress.broadcast()
            }
        }
    }

    private func claim() -> Int? {
        progress.withLock { progress in
            while progress.next < progress.states.count, !progress.stopped {
                defer { progress.next += 1 }
                if case .waiting = progress.states[progress.next] {
                    progress.states[progress.next] = .moving
                    return progress.next
                }
            }
            return nil
        }
    }

    /// The copy of `entry` moved ahead: `.some(copy)`, or `.some(nil)` when a place in it
    /// cannot be moved; nil when it was not moved ahead (the caller moves it).
    func take(_ entry: ExpansionCache.Entry) -> ExpansionCache.Entry?? {
        guard let position = index[ObjectIdentifier(entry.root)] else { return nil }
        // The outer optional is `wait`'s "not yet" (the pool is moving it).
        let found = progress.wait { progress -> (copy: ExpansionCache.Entry?, moved: Bool)? in
            switch progress.states[position] {
            case .waiting, .taken:
                progress.states[position] = .taken
                return (nil, false)
            case .moving:
                return nil
            case .moved(let copy):
                progress.states[position] = .taken
                return (copy, true)
            }
        }
        return found.moved ? .some(found.copy) : nil
    }

    /// Moves on this thread what the pool has not moved yet, and waits for the one it is moving
    /// (for tests, which must know what `take` will find).
    func moveTheRest() {
        stream.finish()
    }

    /// Stops the pool's work (after the entry it is moving) and returns the copies nobody took,
    /// to be let go of.
    func stop() -> [ExpansionCache.Entry] {
        progress.withLock { $0.stopped = true }
        stream.finish()
        return progress.withLock { progress in
            progress.states.compactMap { state in
                if case .moved(let copy?) = state { return copy }
                return nil
            }
        }
    }
}
