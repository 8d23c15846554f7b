import Foundation
import KissLayout
import KissRuntime
import Synchronization

/// The rules' solves of one file's layouts, as recordings kept from one version to the next
/// (`LintSession`), so that a layout solved again replays the subtrees that did not change
/// (`SubtreeReplay.swift` in KissLayout): a keystroke in a component re-solves each screen
/// that uses it, and most of a screen is other components, handed to the solver as the same
/// lowered subtrees (`LoweredTreeMemo`).
///
/// A recording is kept per layout and preview size until that layout has not been solved for
/// `keptVersions` versions, so that what is held follows what is being edited; and all together
/// they hold at most `nodeBudget` nodes' states (the least recently solved layouts' go first).
final class SolveRecordings: Sendable {
    /// The solves of one version run on several threads.
    private struct State {
        var entries: [Key: Entry] = [:]
        var version = 0
        var nodesHeld = 0
    }

    private let state = Mutex(State())
    static let keptVersions = 16
    /// About 7 MB: a screen of a thousand elements at three previews needs a twentieth of it.
    let nodeBudget: Int

    init(nodeBudget: Int = 50_000) {
        self.nodeBudget = nodeBudget
    }

    /// What a solve's size depends on besides its tree (not where the preview is declared).
    private struct Key: Hashable {
        var layout: String
        var width: Double?
        var height: Double?
        var scale: Double
        var textScale: Double

        init(_ layout: String, _ preview: Preview) {
            self.layout = layout
            width = preview.width
            height = preview.height
            scale = preview.scale
            textScale = preview.textScale
        }
    }

    private struct Entry {
        var recording: SolveRecording
        var version: Int
    }

    func recording(of layout: String, at preview: Preview) -> SolveRecording? {
        let key = Key(layout, preview)
        return state.withLock { $0.entries[key]?.recording }
    }

    /// Keeps the recording of this version's solve (nil: the solve recorded nothing, and the
    /// previous recording no longer describes it).
    func keep(_ recording: SolveRecording?, of layout: String, at preview: Preview) {
        let key = Key(layout, preview)
        let nodes = recording?.nodeCount ?? 0
        let nodeBudget = nodeBudget
        let dropped: [Entry] = state.withLock { state in
            var dropped: [Entry] = []
            if let replaced = state.entries.removeValue(forKey: key) {
                state.nodesHeld -= replaced.recording.nodeCount
                dropped.append(replaced)
            }
            if let recording, nodes <= nodeBudget {
                if state.nodesHeld + nodes > nodeBudget {
                    // The least recently solved first, until this one fits.
                    for (oldKey, entry) in state.entries.sorted(by: { $0.value.version < $1.value.version }) {
                        state.entries[oldKey] = nil
                        state.nodesHeld -= entry.recording.nodeCount
                        dropped.append(entry)
                        if state.nodesHeld + nodes <= nodeBudget { break }
                    }
                }
                state.entries[key] = Entry(recording: recording, version: state.version)
                state.nodesHeld += nodes
            }
            return dropped
        }
        withExtendedLifetime(dropped) {}
    }

    /// Forgets the recordings of layouts not solved in the last `keptVersions` versions.
    func endVersion() {
        let dropped: [Entry] = state.withLock { state in
            state.version += 1
            let oldest = state.version - Self.keptVersions
            var dropped: [Entry] = []
            if state.entries.values.contains(where: { $0.version < oldest }) {
                dropped = state.entries.values.filter { $0.version < oldest }
                state.entries = state.entries.filter { $0.value.version >= oldest }
                state.nodesHeld -= dropped.reduce(0) { $0 + $1.recording.nodeCount }
            }
            return dropped
        }
        if !dropped.isEmpty { BackgroundRelease.release(dropped) }
    }

    func removeAll() {
        let dropped = state.withLock { state in
            let dropped = state.entries
            state.entries.removeAll()
            state.nodesHeld = 0
            return dropped
        }
        if !dropped.isEmpty { BackgroundRelease.release(dropped) }
    }

    /// Recordings held, and the nodes they hold (for tests).
    var count: Int {
        state.withLock { $0.entries.count }
    }

    var heldNodeCount: Int {
        state.withLock { $0.nodesHeld }
    }
}
