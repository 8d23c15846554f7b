import Foundation
import KissLayout
import KissRuntime

/// The rules' solves of one file's layouts, as recordings kept from one version to the next
/// (`LintSession`), so that a layout solved again replays the subtrees that did not change
/// (`SubtreeReplay.swift` in KissLayout): a keystroke in a component re-solves each screen
/// that uses it, and most of a screen is other components, handed to the solver as the same
/// lowered subtrees (`LoweredTreeMemo`).
///
/// A recording is kept per layout and preview size until that layout has not been solved for
/// `keptVersions` versions, so that what is held follows what is being edited; and all together
/// they hold at most `nodeBudget` nodes' states (the least recently solved layouts' go first).
final class SolveRecordings: @unchecked Sendable {
    // @unchecked: `entries`, `version` and `nodesHeld` are only touched with `lock` held (the
    // solves of one version run on several threads).
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var version = 0
    private var nodesHeld = 0
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
        lock.lock()
        defer { lock.unlock() }
        return entries[Key(layout, preview)]?.recording
    }

    /// Keeps the recording of this version's solve (nil: the solve recorded nothing, and the
    /// previous recording no longer describes it).
    func keep(_ recording: SolveRecording?, of layout: String, at preview: Preview) {
        let key = Key(layout, preview)
        let nodes = recording?.nodeCount ?? 0
        var dropped: [Entry] = []
        lock.lock()
        if let replaced = entries.removeValue(forKey: key) {
            nodesHeld -= replaced.recording.nodeCount
            dropped.append(replaced)
        }
        if let recording, nodes <= nodeBudget {
            if nodesHeld + nodes > nodeBudget {
                // The least recently solved first, until this one fits.
                for (oldKey, entry) in entries.sorted(by: { $0.value.version < $1.value.version }) {
                    entries[oldKey] = nil
                    nodesHeld -= entry.recording.nodeCount
                    dropped.append(entry)
                    if nodesHeld + nodes <= nodeBudget { break }
                }
            }
            entries[key] = Entry(recording: recording, version: version)
            nodesHeld += nodes
        }
        lock.unlock()
        withExtendedLifetime(dropped) {}
    }

    /// Forgets the recordings of layouts not solved in the last `keptVersions` versions.
    func endVersion() {
        lock.lock()
        version += 1
        let oldest = version - Self.keptVersions
        var dropped: [Entry] = []
        if entries.values.contains(where: { $0.version < oldest }) {
            dropped = entries.values.filter { $0.version < oldest }
            entries = entries.filter { $0.value.version >= oldest }
            nodesHeld -= dropped.reduce(0) { $0 + $1.recording.nodeCount }
        }
        lock.unlock()
        if !dropped.isEmpty { BackgroundRelease.release(dropped) }
    }

    func removeAll() {
        lock.lock()
        let dropped = entries
        entries.removeAll()
        nodesHeld = 0
        lock.unlock()
        if !dropped.isEmpty { BackgroundRelease.release(dropped) }
    }

    /// Recordings held, and the nodes they hold (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    var heldNodeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return nodesHeld
    }
}
