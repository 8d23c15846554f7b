/// Replaying unchanged subtrees from the previous solve of a tree (`LayoutSolver.solve(…replaying:)`).
///
/// An editor re-solves a screen on every keystroke, and most of the screen is subtrees the
/// caller hands over unchanged (`LayoutNode.identity`: the lowered trees of kept expansions).
/// Each such subtree (a *unit*) is asked a sequence of questions by its parent: layout calls
/// with constraints. What a unit answers, and the state it ends in, depend only on
///
/// 1. its own content (nodes, styles, measure functions — the identity vouches for them),
/// 2. the constraints of each call, in order,
/// 3. engine-wide settings: the point scale, the height-insensitive rule, whether offers in
///    it are watched (`NodeFacts.watchOffers`, inherited from above the unit), and
/// 4. the exact-step budget, but only once it is exceeded.
///
/// Nothing else: a unit's computation reads its own nodes' state, the facts of its own nodes
/// (worked out from its subtree alone, except `watchOffers`, point 3, and the facts that depend
/// on a baseline-aligning ancestor, which no unit has), and the constraints. What its parent
/// writes into the unit's root (position, flex basis, line index, stretch facts) only its
/// parent reads. Its effects outside itself are the answers (the root's measured size, and
/// the laid-out size after a layout call), the steps it counts, and squeeze marks on its
/// ancestors (`markSqueezed`).
///
/// So when this solve asks a unit exactly the questions the previous solve asked it, in the
/// same order (bit for bit), the previous answers and end state are this solve's: the unit's
/// calls are answered from the recording (steps counted, squeezes marked, as they happened),
/// and at the end its nodes' state is copied in. At the first question that differs, the unit
/// goes live: its root is reset and the questions answered so far are asked again for real —
/// so its state is exactly what it would have been had it never been replayed — and from
/// then on it is computed as usual. A unit asked fewer questions than recorded goes live at
/// the end in the same way.
///
/// Not units: the root, a hidden node or one under a hidden node (its parent zeroes its whole
/// subtree), and any node under a baseline-aligning row (which reads into its children's
/// subtrees mid-layout); every other node with an identity is one. Units nest (a screen's
/// section, and the rows in it): a unit answered from the recording answers for the units in
/// it, which keep their recordings for a later solve; a unit computed for real (new, or asked
/// otherwise than before) lets the units in it replay on their own. So an edit deep in a
/// component lays out the path to it and its siblings, even where the subtrees around the
/// path are new to this solve (the section holding the edited row is a new expansion at each
/// keystroke, and its unchanged rows are still replayed). A solve
/// that exceeds the exact-step budget, or that needs the exact rerun of the height-insensitive
/// rule, is run again without replay (`LayoutSolver.solve`), and a rerun records nothing.
public final class SubtreeIdentity: Sendable {
    public init() {}
}

/// What one solve did in the units of its tree, to be handed to the next solve of the same
/// tree's next version. Immutable.
public final class SolveRecording: Sendable {
    let scale: Float
    let heightInsensitiveReuse: Bool
    /// In pre-order, as the next solve of an edited tree mostly meets them again.
    let units: [UnitRecording]
    /// Units the solve that made this recording answered wholly from its predecessor's (for
    /// tests and benchmarks).
    public let replayedUnitCount: Int
    /// The nodes of those units, their roots included: nodes this solve did not lay out (for
    /// tests that pin the work an edit does; the other nodes of the tree were laid out).
    public let replayedNodeCount: Int

    /// The nodes whose end state it holds: what it costs to keep (about 150 bytes a node).
    public let nodeCount: Int

    init(scale: Float, heightInsensitiveReuse: Bool, units: [UnitRecording], replayedUnitCount: Int, replayedNodeCount: Int) {
        self.scale = scale
        self.heightInsensitiveReuse = heightInsensitiveReuse
        self.units = units
        self.replayedUnitCount = replayedUnitCount
        self.replayedNodeCount = replayedNodeCount
        nodeCount = units.reduce(0) { $0 + $1.states.count }
    }

    /// Units recorded (for tests and benchmarks).
    public var unitCount: Int { units.count }
}

/// A unit across solves: its identity and which occurrence of that identity it is, in
/// pre-order (one kept subtree may be used in several places of a tree).
struct ReplayKey: Hashable {
    let identity: ObjectIdentifier
    let ordinal: Int
}

/// One unit's calls and end state in one solve.
final class UnitRecording: Sendable {
    let key: ReplayKey
    /// Held so that `key` names no other object while this lives.
    let identity: SubtreeIdentity
    let watched: Bool
    let calls: [RecordedCall]
    /// The end state of the unit's nodes after its root (pre-order).
    let states: [NodeLayoutState]

    /// Nodes in the unit, its root included.
    var nodeCount: Int { states.count + 1 }

    init(key: ReplayKey, identity: SubtreeIdentity, watched: Bool, calls: [RecordedCall], states: [NodeLayoutState]) {
        self.key = key
        self.identity = identity
        self.watched = watched
        self.calls = calls
        self.states = states
    }
}

/// A layout call on a unit's root and what it answered.
struct RecordedCall: Sendable {
    var availableWidth: Float
    var availableHeight: Float
    var ownerWidth: Float
    var ownerHeight: Float
    var widthMode: MeasureMode
    var heightMode: MeasureMode
    var performLayout: Bool
    var measuredWidth: Float = .nan
    var measuredHeight: Float = .nan
    var steps = 0
    /// The call marked the unit's root squeezed (and so its ancestors).
    var squeezed = false

    /// The same question, bit for bit.
    func asksAsBefore(_ other: RecordedCall) -> Bool {
        availableWidth.bitPattern == other.availableWidth.bitPattern
            && availableHeight.bitPattern == other.availableHeight.bitPattern
            && ownerWidth.bitPattern == other.ownerWidth.bitPattern
            && ownerHeight.bitPattern == other.ownerHeight.bitPattern
            && widthMode == other.widthMode && heightMode == other.heightMode
            && performLayout == other.performLayout
    }
}

/// A unit during a solve.
struct ReplayUnit {
    let root: Int
    let nodeCount: Int
    /// The innermost unit this one is in (-1: none).
    let parent: Int
    let key: ReplayKey
    let identity: SubtreeIdentity
    /// The previous solve's recording while the unit is answered from it; nil once live.
    var recording: UnitRecording?
    /// Calls answered from the recording so far, and the steps they counted.
    var replayed = 0
    var replayedSteps = 0
    /// Calls computed for real (a live unit's recording in the making).
    var calls: [RecordedCall] = []
    /// While a call on the root is being computed (the root's own nested calls on itself are
    /// part of that call).
    var computing = false
}

extension LayoutEngine {
    /// Finds the units of the tree and what `previous` recorded for them.
    func prepareReplay(identities: [(node: Int, identity: SubtreeIdentity)], previous: SolveRecording?) {
        let sizes = subtreeSizes()
        // Hidden or under a hidden node: its parent zeroes the whole subtree.
        var hidden = [Bool](repeating: false, count: layouts.count)
        for node in 0..<layouts.count {
            let parent = parents[node]
            hidden[node] = facts[node].isHidden || (parent >= 0 && hidden[parent])
        }
        let usable = previous.flatMap {
            $0.scale.bitPattern == pointScaleFactor.bitPattern && $0.heightInsensitiveReuse == heightInsensitiveReuse ? $0 : nil
        }
        var lookup = RecordingLookup(usable?.units ?? [])
        // The units the node being looked at is in, innermost last, with where each ends.
        var enclosing: [(unit: Int, end: Int)] = []
        for (node, identity) in identities {
            // One node of a leaf is not worth a recording.
            let size = Int(sizes[node])
            guard node > 0, !hidden[node], !facts[node].underBaselineRow, size > 2 else { continue }
            while let last = enclosing.last, node >= last.end { enclosing.removeLast() }
            let id = ObjectIdentifier(identity)
            // Which use of this subtree it is, among the units so far (a tree uses few).
            let ordinal = replayUnits.reduce(0) { $0 + ($1.key.identity == id ? 1 : 0) }
            let key = ReplayKey(identity: id, ordinal: ordinal)
            var recording = lookup.find(key)
            if let found = recording, found.nodeCount != size || found.watched != facts[node].watchOffers {
                recording = nil
            }
            facts[node].replayUnit = Int32(replayUnits.count)
            replayUnits.append(ReplayUnit(
                root: node, nodeCount: size, parent: enclosing.last?.unit ?? -1, key: key, identity: identity, recording: recording))
            enclosing.append((replayUnits.count - 1, node + size))
        }
    }

    /// A layout call on a unit's root: answered from the recording while it asks as before,
    /// else computed (and recorded).
    func layoutUnit(_ unit: Int, _ call: RecordedCall) {
        let node = replayUnits[unit].root
        if let recording = replayUnits[unit].recording {
            let index = replayUnits[unit].replayed
            if index < recording.calls.count && recording.calls[index].asksAsBefore(call) {
                let answer = recording.calls[index]
                layouts[node].measuredWidth = answer.measuredWidth
                layouts[node].measuredHeight = answer.measuredHeight
                if answer.performLayout { adoptMeasuredSize(node) }
                layoutSteps += answer.steps
                if answer.squeezed { markSqueezed(node) }
                replayUnits[unit].replayed += 1
                replayUnits[unit].replayedSteps += answer.steps
                return
            }
            goLive(unit)
        }
        computeUnitCall(unit, call)
    }

    /// Stops answering a unit from its recording: resets what its calls wrote into its root
    /// and asks the calls answered so far again, for real.
    private func goLive(_ unit: Int) {
        guard let recording = replayUnits[unit].recording else { return }
        let node = replayUnits[unit].root
        let replayed = replayUnits[unit].replayed
        replayUnits[unit].recording = nil
        layoutSteps -= replayUnits[unit].replayedSteps
        replayUnits[unit].replayed = 0
        replayUnits[unit].replayedSteps = 0
        layouts[node].measuredWidth = .nan
        layouts[node].measuredHeight = .nan
        layouts[node].width = .nan
        layouts[node].height = .nan
        layouts[node].wasLaidOut = false
        layouts[node].squeezeTainted = false
        for call in recording.calls.prefix(replayed) { computeUnitCall(unit, call) }
    }

    private func computeUnitCall(_ unit: Int, _ call: RecordedCall) {
        let node = replayUnits[unit].root
        let stepsBefore = layoutSteps
        let squeezedBefore = layouts[node].squeezeTainted
        replayUnits[unit].computing = true
        computeLayout(
            node, availableWidth: call.availableWidth, availableHeight: call.availableHeight,
            widthMode: call.widthMode, heightMode: call.heightMode,
            ownerWidth: call.ownerWidth, ownerHeight: call.ownerHeight, performLayout: call.performLayout)
        replayUnits[unit].computing = false
        var done = call
        done.measuredWidth = layouts[node].measuredWidth
        done.measuredHeight = layouts[node].measuredHeight
        done.steps = layoutSteps - stepsBefore
        done.squeezed = !squeezedBefore && layouts[node].squeezeTainted
        replayUnits[unit].calls.append(done)
    }

    /// After the root's layout: units replayed to the last call take the recorded end state,
    /// the others go live; returns what this solve did, for the next.
    ///
    /// First, outer units before inner ones, a unit asked fewer questions than it recorded goes
    /// live (which asks the units in it for the first time). Then inner units before outer
    /// ones, so that a unit computed for real records its nodes' end state after the units in
    /// it have taken theirs. A unit inside one answered whole from the recording was never
    /// asked anything: its nodes take the outer unit's recorded state, and its own recording is
    /// kept as it was (it would have been asked as before).
    func finishReplay() -> SolveRecording {
        let count = replayUnits.count
        func replayedWhole(_ unit: Int) -> Bool {
            guard let recording = replayUnits[unit].recording else { return false }
            return replayUnits[unit].replayed == recording.calls.count
        }
        var covered = [Bool](repeating: false, count: count)
        for unit in 0..<count {
            let parent = replayUnits[unit].parent
            covered[unit] = parent >= 0 && (covered[parent] || replayedWhole(parent))
            if !covered[unit] && !replayedWhole(unit) { goLive(unit) }
        }
        var recorded = [UnitRecording?](repeating: nil, count: count)
        var replayedUnits = 0
        var replayedNodes = 0
        for unit in (0..<count).reversed() {
            let node = replayUnits[unit].root
            let nodes = replayUnits[unit].nodeCount
            if covered[unit] {
                recorded[unit] = replayUnits[unit].recording
            } else if let recording = replayUnits[unit].recording {
                recording.states.withUnsafeBufferPointer { states in
                    (layouts.baseAddress! + node + 1).update(from: states.baseAddress!, count: nodes - 1)
                }
                recorded[unit] = recording
                replayedUnits += 1
                replayedNodes += nodes
            } else {
                recorded[unit] = UnitRecording(
                    key: replayUnits[unit].key, identity: replayUnits[unit].identity, watched: facts[node].watchOffers,
                    calls: replayUnits[unit].calls,
                    states: Array(UnsafeBufferPointer(start: layouts.baseAddress! + node + 1, count: nodes - 1)))
            }
        }
        return SolveRecording(
            scale: pointScaleFactor, heightInsensitiveReuse: heightInsensitiveReuse, units: recorded.compactMap { $0 },
            replayedUnitCount: replayedUnits, replayedNodeCount: replayedNodes)
    }
}

/// The previous solve's units by key: mostly met again in the same order, so looked for at a
/// cursor first, and by a table built only once the order differs.
private struct RecordingLookup {
    let units: [UnitRecording]
    var next = 0
    var byKey: [ReplayKey: UnitRecording]?

    init(_ units: [UnitRecording]) { self.units = units }

    mutating func find(_ key: ReplayKey) -> UnitRecording? {
        if next < units.count && units[next].key == key {
            next += 1
            return units[next - 1]
        }
        if byKey == nil {
            byKey = Dictionary(units.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return byKey?[key]
    }
}
