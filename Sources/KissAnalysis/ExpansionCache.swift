import KissSyntax
import KissRuntime

/// Expansions of layout uses, kept from one version of a file to the next.
///
/// A use's expansion is a function of the used layout's text and of the
/// layouts it uses (its fingerprint), the values its parameters get (with
/// where they are written), the kind of the element it is placed in, and the
/// names in scope (for "did you mean" in its findings). When all of these are
/// the same, the remembered subtree is reused instead of expanding the layout
/// again. Its places are relative to the declarations they are in (`SourceLocation`), so
/// one kept in an earlier version is handed out as it is, whatever text moved above those
/// declarations; an edit inside one changes the fingerprint or the parameters' places, and
/// the expansion is not found. The findings met while expanding it are kept the same way
/// (`AnchoredDiagnostic`) and replayed through the instantiator, so they are deduplicated
/// exactly as a fresh expansion's would be.
///
/// Subtrees are shared, never changed: a reused root is copied before the use
/// site adds its own modifiers, and one subtree appears at most once in a
/// layout's tree. Expansions that met a cycle or a size limit are not kept,
/// since those depend on what was expanded before.
///
/// An expansion a version did not use stays for later ones, within `keptInstanceLimit`
/// (the longest unused go first) and `entriesPerKey`: typing somewhere else in the file,
/// then coming back, finds the expansions of the screens there (a screen using a hundred
/// components was expanded afresh on the first keystroke at each new place).
///
/// Not thread-safe: it belongs to one `LintSession`.
final class ExpansionCache {
    struct Key: Hashable {
        var file: String
        var layout: String
        var fingerprint: UInt64
        var parentKind: BuiltinKind?
        var names: UInt64
    }

    struct Entry {
        var parameters: [String: LocatedValue]
        /// Pristine: never handed out, only copies of it.
        var root: ElementInstance
        var diagnostics: [Recorded]
        var instanceCount: Int
        /// Nesting of layouts inside the use, itself included.
        var depth: Int
        /// Nesting of elements below the use's root (0 for a root without children).
        var elementDepth: Int
        /// Kept subtrees inside this one, which share its elements.
        var nested: [ObjectIdentifier]
        /// The last version that made or used it.
        var used = 0

        var sharedRoots: [ObjectIdentifier] { [ObjectIdentifier(root)] + nested }
    }

    /// A finding as the instantiator was asked to report it, before deduplication.
    typealias Recorded = AnchoredDiagnostic

    /// A layout declaration in one version's tree.
    struct DeclarationKey: Hashable {
        var tree: ObjectIdentifier
        var node: Int
    }

    /// Each layout's default parameter values in this version, with what evaluating them reported.
    var defaults: [DeclarationKey: (values: [String: LocatedValue], reports: [Recorded])] = [:]

    private var entries: [Key: [Entry]] = [:]
    private var version = 0
    /// The fingerprint each layout (by file and name) was last looked for with: an unused
    /// expansion of an older text of it is let go at the end of the version, as an edit of
    /// the layout makes it (an undo finds it no more).
    private var latestFingerprints: [LayoutName: UInt64] = [:]

    private struct LayoutName: Hashable {
        var file: String
        var layout: String
    }
    private var instancesHeld = 0

    /// How many expansions are kept (for tests).
    var entryCount: Int { entries.values.reduce(0) { $0 + $1.count } }

    /// The longest list of nested kept subtrees in the entries a version used: at most the
    /// number of distinct expansions, whatever the file (a doubling list once took the server to 23 GB).
    var longestNestedList: Int { entries.values.joined().filter { $0.used == version }.map(\.nested.count).max() ?? 0 }

    /// Bounds what the entries hold besides those of the latest version (instances, counting
    /// shared subtrees once per entry that holds them); past it the longest unused go first.
    /// There is no bound on how long one waits: memory is bounded by the instances, and an idle
    /// server lets go of them all (`releaseUnused`). A bound of 200 versions let a long burst of
    /// typing in one place drop the other screens' expansions, which the next hover or
    /// keystroke there then expanded afresh (a catalogue's cold hover: 8 ms instead of 3), for
    /// 0.5 % less work per keystroke.
    static let keptInstanceLimit = 60_000
    /// Expansions of one use kept for different parameter values: typing in an argument makes
    /// one per keystroke, of which only the latest is likely to be asked for again.
    static let entriesPerKey = 4
    /// Roots handed out for the layout being expanded, so that none is shared within one tree.
    private var handedOut = Set<ObjectIdentifier>()
    var fingerprints: LayoutFingerprints
    var names: UInt64 = 0
    private(set) var statistics = (reused: 0, stored: 0)

    init(fingerprints: LayoutFingerprints) {
        self.fingerprints = fingerprints
    }

    /// Starts a new version.
    func beginVersion(fingerprints: LayoutFingerprints, names: UInt64) {
        version += 1
        defaults.removeAll(keepingCapacity: true)
        self.fingerprints = fingerprints
        self.names = names
        statistics = (0, 0)
    }

    /// The version is worked out: the expansions of layouts' older texts are let go, and past
    /// the limit those unused longest.
    func endVersion() {
        defaults.removeAll(keepingCapacity: true)
        handedOut.removeAll(keepingCapacity: true)
        dropOutdated()
        trim()
    }

    private func dropOutdated() {
        letGo { key, entry in
            guard let latest = latestFingerprints[LayoutName(file: key.file, layout: key.layout)] else { return false }
            return latest != key.fingerprint && entry.used != version
        }
        latestFingerprints.removeAll(keepingCapacity: true)
    }

    /// Removes the entries `drops` picks, counts their instances out and frees them off the
    /// request's thread.
    private func letGo(where drops: (Key, Entry) -> Bool) {
        // Keys first, so that the dictionary is not copied by changing it while it is walked.
        let touched = entries.compactMap { key, list in list.contains { drops(key, $0) } ? key : nil }
        var released: [Entry] = []
        for key in touched {
            let (dropped, kept) = entries[key]!.split { drops(key, $0) }
            released += dropped
            entries[key] = kept.isEmpty ? nil : kept
        }
        instancesHeld -= released.reduce(0) { $0 + $1.instanceCount }
        BackgroundRelease.release(released)
    }

    /// Called when a top-level layout's expansion starts.
    func beginLayout() {
        handedOut.removeAll(keepingCapacity: true)
    }

    func key(for layout: LayoutDeclaration, parentKind: BuiltinKind?) -> Key? {
        fingerprints.fingerprint(of: layout).map { Key(layout, fingerprint: $0, parentKind: parentKind, names: names) }
    }

    /// A kept expansion for these parameters.
    func entry(for key: Key, parameters: [String: LocatedValue]) -> Entry? {
        latestFingerprints[LayoutName(file: key.file, layout: key.layout)] = key.fingerprint
        guard let position = Self.usablePosition(entries[key], parameters: parameters, excluding: handedOut) else { return nil }
        entries[key]![position].used = version
        let entry = entries[key]![position]
        handedOut.formUnion(entry.sharedRoots)
        statistics.reused += 1
        return entry
    }

    /// Lets go of every expansion the latest version did not use.
    func releaseUnused() {
        letGo { $1.used != version }
    }

    /// Lets go of the expansions unused longest until those of earlier versions hold at most
    /// the limit.
    private func trim() {
        guard instancesHeld > Self.keptInstanceLimit else { return }
        let latest = entries.values.joined().reduce(0) { $0 + ($1.used == version ? $1.instanceCount : 0) }
        guard instancesHeld - latest > Self.keptInstanceLimit else { return }
        var older = entries.values.joined().filter { $0.used != version }.map { (ObjectIdentifier($0.root), $0.used, $0.instanceCount) }
        older.sort { $0.1 < $1.1 }
        var dropping = Set<ObjectIdentifier>()
        var held = instancesHeld - latest
        for (root, _, count) in older where held > Self.keptInstanceLimit {
            dropping.insert(root)
            held -= count
        }
        letGo { dropping.contains(ObjectIdentifier($1.root)) }
    }

    /// What the cache holds for the version last worked out, as values (copied on write, so
    /// taking one costs nothing and the cache goes on changing its own): for expanding a
    /// layout of that version outside the lint, on another thread (`KeptExpansions`).
    func snapshot() -> KeptExpansions {
        KeptExpansions(names: names, references: fingerprints.references, entries: entries)
    }

    func store(_ entry: Entry, for key: Key) {
        var entry = entry
        entry.used = version
        var list = entries[key] ?? []
        if list.count >= Self.entriesPerKey, let oldest = list.indices.min(by: { list[$0].used < list[$1].used }) {
            instancesHeld -= list[oldest].instanceCount
            BackgroundRelease.release(list.remove(at: oldest))
        }
        list.append(entry)
        entries[key] = list
        instancesHeld += entry.instanceCount
        handedOut.formUnion(entry.sharedRoots)
        statistics.stored += 1
    }
}

extension ExpansionCache {
    /// Where in `entries` the first kept for these parameter values is that shares no subtree in
    /// `handedOut` (so that none appears twice in one tree).
    static func usablePosition(_ entries: [Entry]?, parameters: [String: LocatedValue], excluding handedOut: Set<ObjectIdentifier>) -> Int? {
        entries?.firstIndex { $0.parameters == parameters && !$0.sharedRoots.contains(where: handedOut.contains) }
    }
}

extension Array {
    /// The elements that satisfy `belongs`, and the others, each in order.
    fileprivate func split(_ belongs: (Element) -> Bool) -> ([Element], [Element]) {
        var yes: [Element] = []
        var no: [Element] = []
        for element in self { if belongs(element) { yes.append(element) } else { no.append(element) } }
        return (yes, no)
    }
}

extension ElementInstance {
    /// Marks the elements of a kept expansion's root (children and overlay elements) as the
    /// tops of a kept expansion.
    func markElementsAsKeptTops() {
        // Written only where still false: an element already marked may be a nested kept
        // expansion's, which other threads may be reading.
        for child in children where !child.isKeptExpansionTop { child.isKeptExpansionTop = true }
        for overlay in overlays {
            for element in overlay.elements where !element.isKeptExpansionTop { element.isKeptExpansionTop = true }
        }
    }

    /// A new element with the same contents and the same (shared) descendants.
    func shallowCopy() -> ElementInstance {
        let copy = ElementInstance(kind: kind, location: location, arguments: arguments)
        copy.labelFacts = labelFacts
        copy.leafFunctions = leafFunctions
        copy.layoutUses = layoutUses
        copy.modifiers = modifiers
        copy.children = children
        copy.overlays = overlays
        return copy
    }
}

extension ExpansionCache.Key {
    /// The key of a use of `layout`.
    init(_ layout: LayoutDeclaration, fingerprint: UInt64, parentKind: BuiltinKind?, names: UInt64) {
        self.init(file: layout.file.path, layout: layout.name, fingerprint: fingerprint, parentKind: parentKind, names: names)
    }
}
