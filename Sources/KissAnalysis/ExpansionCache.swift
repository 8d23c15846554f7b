import KissSyntax
import KissRuntime

/// Expansions of layout uses, kept from one version of a file to the next.
///
/// A use's expansion is a function of the used layout's text and of the
/// layouts it uses (its fingerprint), the values its parameters get (with
/// where they are written), the kind of the element it is placed in, and the
/// names in scope (for "did you mean" in its findings). When all of these are
/// the same, the remembered subtree is reused instead of expanding the layout
/// again: as it is within one version, moved to the current offsets
/// (`OffsetRelocation`) from the previous one. The findings met while
/// expanding it are replayed through the instantiator, so they are
/// deduplicated exactly as a fresh expansion's would be.
///
/// Subtrees are shared, never changed: a reused root is copied before the use
/// site adds its own modifiers, and one subtree appears at most once in a
/// layout's tree. Expansions that met a cycle or a size limit are not kept,
/// since those depend on what was expanded before.
///
/// An expansion a version did not use is carried on to later ones (`Carried`) while no
/// edit reaches a declaration its places are in, within `carriedInstanceLimit`: typing
/// somewhere else in the file, then coming back, finds the expansions of the screens there
/// (a screen using a hundred components was expanded afresh on the first keystroke at each
/// new place).
///
/// Not thread-safe: it belongs to one `LintSession`.
final class ExpansionCache {
    struct Key: Hashable {
        var file: String
        var layout: String
        /// Only for layouts of other files, whose offsets are not relocated.
        var start: Int
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
        /// The primary file's offsets its places fall in, from the first to the last; `.none`
        /// until worked out (when the next version looks for it: most expansions of the layout
        /// being typed in are never looked for again, since its next keystroke changes it).
        var span: Range<Int>??

        var sharedRoots: [ObjectIdentifier] { [ObjectIdentifier(root)] + nested }
    }

    /// A finding as the instantiator was asked to report it, before deduplication.
    struct Recorded {
        var code: DiagnosticCode
        var message: String
        var range: Range<Int>
        var file: String
        var related: [RelatedLocation]
        var fixes: [FixIt]
    }

    /// A layout declaration in one version's tree.
    struct DeclarationKey: Hashable {
        var tree: ObjectIdentifier
        var node: Int
    }

    /// Each layout's default parameter values in this version, with what evaluating them reported.
    var defaults: [DeclarationKey: (values: [String: LocatedValue], reports: [Recorded])] = [:]

    private var previous: [Key: [Entry]] = [:]
    private var current: [Key: [Entry]] = [:]
    /// Roots of `previous` entries this version used (the others are carried on).
    private var usedPrevious = Set<ObjectIdentifier>()

    /// The longest list of nested kept subtrees in this version's entries: at most the number
    /// of distinct expansions, whatever the file (a doubling list once took the server to 23 GB).
    var longestNestedList: Int { current.values.joined().map(\.nested.count).max() ?? 0 }

    /// An expansion kept past the version after the one that made or used it. Its places in
    /// the primary file are where they were when it was kept; `CarriedPlace` follows the
    /// declarations they are in from version to version, and the copy with its places moved
    /// is made only if it is used.
    struct Carried {
        var key: Key
        var entry: Entry
    }
    /// Where a carried expansion's declarations are now: plain values, so that each version's
    /// move is a quick pass over one array.
    struct CarriedPlace {
        /// The primary-file declarations its places are in: where each was in the text the
        /// entry was made for, and where it starts now.
        var anchors: [(old: Range<Int>, now: Int)]
        /// Versions since it was last used.
        var idle: Int
    }
    /// Side by side; `carriedByKey` finds them (a used or dropped one leaves a hole until
    /// `compactCarried`).
    private var carried: [Carried?] = []
    private var carriedPlaces: [CarriedPlace] = []
    private var carriedByKey: [Key: [Int]] = [:]
    private var carriedInstances = 0
    private var carriedHoles = 0
    /// Bounds what carried expansions hold (instances, counting shared subtrees once per
    /// entry that holds them); past it the longest idle go first. There is no bound on how
    /// long one waits: memory is bounded by the instances, and an idle server lets go of them
    /// all (`releaseCarried`). A bound of 200 versions let a long burst of typing in one place
    /// drop the other screens' expansions, which the next hover or keystroke there then
    /// expanded afresh (a catalogue's cold hover: 8 ms instead of 3), for 0.5 % less work per
    /// keystroke.
    static let carriedInstanceLimit = 60_000
    private var relocation: OffsetRelocation?
    /// The previous generation's entries being moved to this version's offsets ahead of use.
    private var advanceMoves: AdvanceMoves?
    private let primary: String
    /// Roots handed out for the layout being expanded, so that none is shared within one tree.
    private var handedOut = Set<ObjectIdentifier>()
    var fingerprints: LayoutFingerprints
    var names: UInt64 = 0
    private(set) var statistics = (reused: 0, relocated: 0, stored: 0)

    init(primary: String, fingerprints: LayoutFingerprints) {
        self.primary = primary
        self.fingerprints = fingerprints
    }

    /// Starts a new version: what the last one stored becomes the previous
    /// generation, placed into the new text by `relocation`.
    /// `movingAhead`: whether the previous generation's moved entries are copied to their new
    /// offsets on a pool thread from now on (`AdvanceMoves`), instead of when first asked for.
    func beginVersion(relocation: OffsetRelocation, fingerprints: LayoutFingerprints, names: UInt64, movingAhead: Bool = false) {
        previous = current
        // Emptied keeping their room: growing them again rehashed every key at each doubling.
        current.removeAll(keepingCapacity: true)
        defaults.removeAll(keepingCapacity: true)
        usedPrevious.removeAll(keepingCapacity: true)
        self.relocation = relocation
        moveCarried(by: relocation)
        self.fingerprints = fingerprints
        self.names = names
        statistics = (0, 0, 0)
        if movingAhead, !relocation.isIdentity {
            // Those whose places moved (those kept in place are handed out as they are), of
            // those the last version handed out: an entry it made afresh has no span yet, and is
            // mostly of the layout being typed in, not looked for again.
            var moving: [Entry] = []
            for entries in previous.values {
                for entry in entries {
                    guard case .some(let span?) = entry.span, relocation.uniformShift(of: span) != 0 else { continue }
                    moving.append(entry)
                }
            }
            if !moving.isEmpty { advanceMoves = AdvanceMoves(moving, by: relocation) }
        }
    }

    /// The version is worked out: what it did not reuse from the previous one is let go.
    func endVersion() {
        if let advanceMoves {
            BackgroundRelease.release(advanceMoves.stop())
            self.advanceMoves = nil
        }
        if let relocation { carryUnused(of: previous, by: relocation) }
        BackgroundRelease.release(previous)
        previous = [:]
        usedPrevious.removeAll(keepingCapacity: true)
        defaults.removeAll(keepingCapacity: true)
        relocation = nil
        handedOut.removeAll(keepingCapacity: true)
    }

    /// Called when a top-level layout's expansion starts.
    func beginLayout() {
        handedOut.removeAll(keepingCapacity: true)
    }

    func key(for layout: LayoutDeclaration, parentKind: BuiltinKind?) -> Key? {
        fingerprints.fingerprint(of: layout).map { Key(layout, fingerprint: $0, primary: primary, parentKind: parentKind, names: names) }
    }

    /// A kept expansion for these parameters, in current offsets.
    func entry(for key: Key, parameters: [String: LocatedValue]) -> Entry? {
        if let entry = Self.usable(current[key], parameters: parameters, excluding: handedOut) {
            handedOut.formUnion(entry.sharedRoots)
            statistics.reused += 1
            return entry
        }
        guard let relocation else { return nil }
        if let entry = carriedEntry(for: key, parameters: parameters) { return entry }
        guard let entries = previous[key] else { return nil }
        for entry in entries {
            guard let moved = relocation.parameters(entry.parameters), moved == parameters else { continue }
            let span = resolvedSpan(of: entry)
            // A subtree before the edit has not moved: kept as it is, not copied.
            if span.map({ relocation.uniformShift(of: $0) == 0 }) ?? true {
                guard let kept = handOutAsIs(entry, for: key, parameters: parameters, span: .some(span)) else { return nil }
                usedPrevious.insert(ObjectIdentifier(entry.root))
                return kept
            }
            usedPrevious.insert(ObjectIdentifier(entry.root))
            let spanOfCopy = { (root: ElementInstance, diagnostics: [Recorded]) -> Range<Int>?? in
                .some(self.relocatedSpan(span, root: root, parameters: parameters, diagnostics: diagnostics, relocation: relocation))
            }
            if let movedAhead = advanceMoves?.take(entry) {
                return movedAhead.map { handOut(copy: $0, for: key, span: spanOfCopy) }
            }
            return handOutMoved(entry, by: relocation, for: key, parameters: parameters, span: spanOfCopy)
        }
        return nil
    }

    /// `entry` handed out for this version as it is (its places have not moved); nil when a
    /// subtree it shares is in the tree being expanded already.
    private func handOutAsIs(_ entry: Entry, for key: Key, parameters: [String: LocatedValue], span: Range<Int>??) -> Entry? {
        let kept = Entry(parameters: parameters, root: entry.root, diagnostics: entry.diagnostics, instanceCount: entry.instanceCount,
                         depth: entry.depth, elementDepth: entry.elementDepth, nested: entry.nested, span: span)
        let shared = kept.sharedRoots
        guard !shared.contains(where: handedOut.contains) else { return nil }
        current[key, default: []].append(kept)
        handedOut.formUnion(shared)
        statistics.relocated += 1
        return kept
    }

    /// A copy of `entry` with its places moved by `move`, handed out for this version; nil when
    /// a place cannot be moved. `span` gives the copy's span from its root and findings.
    private func handOutMoved(
        _ entry: Entry, by move: OffsetRelocation, for key: Key, parameters: [String: LocatedValue],
        span: (ElementInstance, [Recorded]) -> Range<Int>??
    ) -> Entry? {
        entry.moved(by: move, parameters: parameters).map { handOut(copy: $0, for: key, span: span) }
    }

    /// A moved copy (made here or ahead, by `AdvanceMoves`) handed out for this version.
    private func handOut(copy: Entry, for key: Key, span: (ElementInstance, [Recorded]) -> Range<Int>??) -> Entry {
        var copy = copy
        copy.span = span(copy.root, copy.diagnostics)
        current[key, default: []].append(copy)
        handedOut.insert(ObjectIdentifier(copy.root))
        statistics.relocated += 1
        return copy
    }

    /// A carried expansion for these parameters, in current offsets (moved now if it must be).
    private func carriedEntry(for key: Key, parameters: [String: LocatedValue]) -> Entry? {
        guard let (position, candidate, move) = Self.carriedMatch(
            for: parameters, in: carried, places: carriedPlaces, positions: carriedByKey[key], primary: primary) else { return nil }
        let entry = move.isIdentity
            ? handOutAsIs(candidate, for: key, parameters: parameters, span: candidate.span)
            : handOutMoved(candidate, by: move, for: key, parameters: parameters) { _, _ in .none }
        guard let entry else { return nil }
        removeCarried(at: position)
        return entry
    }

    @discardableResult
    private func removeCarried(at position: Int) -> Carried? {
        guard let candidate = carried[position] else { return nil }
        carried[position] = nil
        carriedHoles += 1
        carriedInstances -= candidate.entry.instanceCount
        return candidate
    }

    /// Carried expansions follow this version's edit, or are let go where it reached a
    /// declaration their places are in.
    private func moveCarried(by relocation: OffsetRelocation) {
        guard !carried.isEmpty else { return }
        var dropped: [Carried] = []
        for position in carriedPlaces.indices where carried[position] != nil {
            var place = carriedPlaces[position]
            place.idle += 1
            var keep = true
            if !relocation.isIdentity {
                for index in place.anchors.indices {
                    let anchor = place.anchors[index]
                    guard let start = relocation.newStart(ofDeclarationAt: anchor.now..<(anchor.now + anchor.old.count)) else {
                        keep = false
                        break
                    }
                    place.anchors[index].now = start
                }
            }
            carriedPlaces[position] = place
            if !keep, let removed = removeCarried(at: position) { dropped.append(removed) }
        }
        BackgroundRelease.release(dropped)
        compactCarried()
    }

    /// The previous version's expansions this one did not use, with the declarations their
    /// places are in (an expansion with a place in a declaration the edit reached is let go).
    private func carryUnused(of previous: [Key: [Entry]], by relocation: OffsetRelocation) {
        for (key, entries) in previous {
            for entry in entries where !usedPrevious.contains(ObjectIdentifier(entry.root)) {
                guard let anchors = Self.anchors(of: entry, in: primary, by: relocation) else { continue }
                carriedByKey[key, default: []].append(carried.count)
                carried.append(Carried(key: key, entry: entry))
                carriedPlaces.append(CarriedPlace(anchors: anchors, idle: 0))
                carriedInstances += entry.instanceCount
            }
        }
        trimCarried()
    }

    /// The declarations of the last text that `entry`'s places are in, with where each starts
    /// in the new one; nil when a place is in one the edit reached, or in none.
    private static func anchors(of entry: Entry, in primary: String, by relocation: OffsetRelocation) -> [(old: Range<Int>, now: Int)]? {
        var anchors: [(old: Range<Int>, now: Int)] = []
        var placeable = true
        forEachPlace(of: entry.root, parameters: entry.parameters, diagnostics: entry.diagnostics, in: primary) { range in
            guard placeable else { return }
            let last = max(range.lowerBound, range.upperBound - 1)
            for offset in [range.lowerBound, last] where !anchors.contains(where: { $0.old.contains(offset) || $0.old.upperBound == offset }) {
                guard let declaration = relocation.declaration(containing: offset) else {
                    placeable = false
                    return
                }
                anchors.append(declaration)
            }
        }
        return placeable ? anchors : nil
    }

    /// Lets go of every carried expansion.
    func releaseCarried() {
        carried = []
        carriedPlaces = []
        carriedByKey = [:]
        carriedInstances = 0
        carriedHoles = 0
    }

    /// Lets go of the longest idle carried expansions until they hold at most the limit.
    private func trimCarried() {
        guard carriedInstances > Self.carriedInstanceLimit else { return }
        let byIdleness = carried.indices.filter { carried[$0] != nil }.sorted { carriedPlaces[$0].idle > carriedPlaces[$1].idle }
        var dropped: [Carried] = []
        for position in byIdleness {
            guard carriedInstances > Self.carriedInstanceLimit else { break }
            if let removed = removeCarried(at: position) { dropped.append(removed) }
        }
        BackgroundRelease.release(dropped)
        compactCarried()
    }

    /// Closes the holes once they are half the array.
    private func compactCarried() {
        guard carriedHoles > 0, carriedHoles * 2 >= carried.count else { return }
        let kept = carried.indices.filter { carried[$0] != nil }
        carried = kept.map { carried[$0] }
        carriedPlaces = kept.map { carriedPlaces[$0] }
        carriedHoles = 0
        carriedByKey = [:]
        for (position, candidate) in carried.enumerated() { carriedByKey[candidate!.key, default: []].append(position) }
    }

    /// An entry's span, worked out now if it was not yet.
    private func resolvedSpan(of entry: Entry) -> Range<Int>? {
        if case .some(let span) = entry.span { return span }
        return Self.span(of: entry.root, parameters: entry.parameters, diagnostics: entry.diagnostics, in: primary)
    }

    /// The span of a moved copy: shifted, when everything in it moved alike.
    private func relocatedSpan(
        _ span: Range<Int>?, root: ElementInstance, parameters: [String: LocatedValue], diagnostics: [Recorded],
        relocation: OffsetRelocation
    ) -> Range<Int>? {
        guard let span else { return nil }
        if let delta = relocation.uniformShift(of: span) { return (span.lowerBound + delta)..<(span.upperBound + delta) }
        return Self.span(of: root, parameters: parameters, diagnostics: diagnostics, in: primary)
    }

    /// What the cache holds for the version last worked out, as values (copied on write, so
    /// taking one costs nothing and the cache goes on changing its own): for expanding a
    /// layout of that version outside the lint, on another thread (`KeptExpansions`).
    func snapshot() -> KeptExpansions {
        KeptExpansions(
            primary: primary, names: names, references: fingerprints.references, current: current,
            carried: carried, carriedPlaces: carriedPlaces, carriedByKey: carriedByKey)
    }

    func store(_ entry: Entry, for key: Key) {
        current[key, default: []].append(entry)
        handedOut.formUnion(entry.sharedRoots)
        statistics.stored += 1
    }
}

extension ExpansionCache {
    /// The first and last offsets in `primary` that a kept subtree's places use.
    static func span(of root: ElementInstance, parameters: [String: LocatedValue], diagnostics: [Recorded], in primary: String) -> Range<Int>? {
        var lower = Int.max
        var upper = Int.min
        forEachPlace(of: root, parameters: parameters, diagnostics: diagnostics, in: primary) { range in
            lower = min(lower, range.lowerBound)
            upper = max(upper, range.upperBound)
        }
        return lower <= upper ? lower..<upper : nil
    }

    /// Calls `body` with every place in `primary` that a kept subtree, its parameters and its findings use.
    static func forEachPlace(
        of root: ElementInstance, parameters: [String: LocatedValue], diagnostics: [Recorded], in primary: String, _ body: (Range<Int>) -> Void
    ) {
        func include(_ range: Range<Int>, _ file: String?) {
            guard file == nil || file == primary else { return }
            body(range)
        }
        func include(_ values: [String: LocatedValue]) {
            for value in values.values { include(value.range, value.file) }
        }
        include(parameters)
        for diagnostic in diagnostics {
            include(diagnostic.range, diagnostic.file)
            for related in diagnostic.related { include(related.range, related.file ?? diagnostic.file) }
            for fix in diagnostic.fixes { for edit in fix.edits { include(edit.range, diagnostic.file) } }
        }
        root.forEach { element in
            include(element.location.range, element.location.file)
            include(element.arguments)
            for use in element.layoutUses { include(use.location.range, use.location.file) }
            for modifier in element.modifiers {
                include(modifier.location.range, modifier.location.file)
                include(modifier.arguments)
            }
        }
    }
}

extension OffsetRelocation {
    func parameters(_ parameters: [String: LocatedValue]) -> [String: LocatedValue]? {
        if isIdentity { return parameters }
        var failed = false
        let moved = parameters.mapValues { value -> LocatedValue in
            guard !failed, let range = range(value.range, inFile: value.file) else {
                failed = true
                return value
            }
            var value = value
            value.range = range
            return value
        }
        return failed ? nil : moved
    }

    func recorded(_ diagnostics: [ExpansionCache.Recorded]) -> [ExpansionCache.Recorded]? {
        if isIdentity { return diagnostics }
        var moved: [ExpansionCache.Recorded] = []
        moved.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            guard let range = range(diagnostic.range, inFile: diagnostic.file), let related = related(diagnostic.related),
                  let fixes = fixes(diagnostic.fixes) else { return nil }
            diagnostic.range = range
            diagnostic.related = related
            diagnostic.fixes = fixes
            moved.append(diagnostic)
        }
        return moved
    }

    /// A copy of the subtree at current offsets; nil if any place in it cannot be placed.
    func instance(_ instance: ElementInstance) -> ElementInstance? {
        guard let location = location(instance.location), let arguments = parameters(instance.arguments) else { return nil }
        let moved = ElementInstance(kind: instance.kind, location: location, arguments: arguments)
        moved.labelFacts = instance.labelFacts
        moved.leafFunctions = instance.leafFunctions
        moved.isKeptExpansionTop = instance.isKeptExpansionTop
        LoweredStyleMemo.share(from: instance, to: moved)
        LoweredTreeMemo.share(from: instance, to: moved)
        KissVisibility.share(from: instance, to: moved)
        if instance.isKeptExpansionTop { ModifierFindingsMemo.share(from: instance, to: moved, relocatedBy: self) }
        moved.layoutUses.reserveCapacity(instance.layoutUses.count)
        moved.modifiers.reserveCapacity(instance.modifiers.count)
        moved.children.reserveCapacity(instance.children.count)
        for use in instance.layoutUses {
            guard let place = self.location(use.location) else { return nil }
            moved.layoutUses.append((use.name, place))
        }
        for modifier in instance.modifiers {
            guard let place = self.location(modifier.location), let arguments = parameters(modifier.arguments) else { return nil }
            var applied = modifier
            applied.location = place
            applied.arguments = arguments
            moved.modifiers.append(applied)
        }
        for child in instance.children {
            guard let child = self.instance(child) else { return nil }
            moved.children.append(child)
        }
        for overlay in instance.overlays {
            var elements: [ElementInstance] = []
            for element in overlay.elements {
                guard let element = self.instance(element) else { return nil }
                elements.append(element)
            }
            moved.overlays.append(Overlay(alignment: overlay.alignment, alignmentGiven: overlay.alignmentGiven, elements: elements))
        }
        return moved
    }
}

extension ExpansionCache {
    /// The first of `entries` kept for these parameter values that shares no subtree in
    /// `handedOut` (so that none appears twice in one tree).
    static func usable(_ entries: [Entry]?, parameters: [String: LocatedValue], excluding handedOut: Set<ObjectIdentifier>) -> Entry? {
        entries?.first { $0.parameters == parameters && !$0.sharedRoots.contains(where: handedOut.contains) }
    }

    /// The first carried expansion at `positions` whose parameter values, moved to where its
    /// declarations are now, are `parameters`: its position, the entry and that move.
    static func carriedMatch(
        for parameters: [String: LocatedValue], in carried: [Carried?], places: [CarriedPlace], positions: [Int]?, primary: String
    ) -> (position: Int, entry: Entry, move: OffsetRelocation)? {
        for position in positions ?? [] {
            guard let candidate = carried[position] else { continue }
            let move = OffsetRelocation(primary: primary, anchors: places[position].anchors)
            guard let moved = move.parameters(candidate.entry.parameters), moved == parameters else { continue }
            return (position, candidate.entry, move)
        }
        return nil
    }
}

extension ExpansionCache.Entry {
    /// A copy with its places moved by `move`, for these parameter values (its span not worked
    /// out); nil when a place cannot be moved.
    func moved(by move: OffsetRelocation, parameters: [String: LocatedValue]) -> Self? {
        guard let root = move.instance(root), let diagnostics = move.recorded(diagnostics) else { return nil }
        return Self(parameters: parameters, root: root, diagnostics: diagnostics, instanceCount: instanceCount, depth: depth,
                    elementDepth: elementDepth, nested: [], span: .none)
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
    /// The key of a use of `layout`; `primary` is the linted file, whose layouts' offsets are
    /// relocated from version to version, so that their start is no part of the key.
    init(_ layout: LayoutDeclaration, fingerprint: UInt64, primary: String, parentKind: BuiltinKind?, names: UInt64) {
        self.init(file: layout.file.path, layout: layout.name, start: layout.file.path == primary ? 0 : layout.syntax.node.range.lowerBound,
                  fingerprint: fingerprint, parentKind: parentKind, names: names)
    }
}
