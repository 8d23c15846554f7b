/// The expansions a `LintSession` kept for the version it linted last, taken as values while
/// that version was at rest: what an expansion made outside the lint reads (an editor's hover
/// expanding a screen on its own), so that the uses in it share the lint's subtrees instead
/// of being expanded again (a screen of a catalogue took milliseconds afresh). Nothing here
/// is shared with the session but the kept subtrees, which are never changed.
public struct KeptExpansions: Sendable {
    let names: UInt64
    let references: [LayoutFingerprints.ReferenceKey: [String]]
    let entries: [ExpansionCache.Key: [ExpansionCache.Entry]]

    /// A kept expansion of `key` for these parameter values, found as the lint finds one. Nil
    /// when it would share a subtree in `handedOut`.
    func entry(for key: ExpansionCache.Key, parameters: [String: LocatedValue], excluding handedOut: Set<ObjectIdentifier>) -> ExpansionCache.Entry? {
        guard let list = entries[key], let position = ExpansionCache.usablePosition(list, parameters: parameters, excluding: handedOut) else { return nil }
        return list[position]
    }
}

/// Reads `KeptExpansions` for one layout's expansion: works out the uses' keys as the lint
/// does (with fingerprints from the expanding instantiator's own symbols, so that nothing of
/// the lint's is called from another thread), and hands a subtree out at most once per tree.
final class KeptExpansionReader {
    private let kept: KeptExpansions
    private var fingerprints: LayoutFingerprints
    private var handedOut = Set<ObjectIdentifier>()

    init(_ kept: KeptExpansions, symbols: @escaping (SourceFile) -> [String: LayoutDeclaration]) {
        self.kept = kept
        fingerprints = LayoutFingerprints(symbols: symbols, references: kept.references)
    }

    /// How many kept subtrees the expansion shares so far.
    var sharedSubtreeCount: Int { handedOut.count }

    /// A kept expansion of a use of `layout` with these parameter values, placed in an element
    /// of `parentKind`, that `accept` takes (the expansion's limits); nil: expand it afresh.
    func entry(
        for layout: LayoutDeclaration, parameters: [String: LocatedValue], parentKind: BuiltinKind?,
        accept: (ExpansionCache.Entry) -> Bool
    ) -> ExpansionCache.Entry? {
        guard let fingerprint = fingerprints.fingerprint(of: layout) else { return nil }
        let key = ExpansionCache.Key(layout, fingerprint: fingerprint, parentKind: parentKind, names: kept.names)
        guard let entry = kept.entry(for: key, parameters: parameters, excluding: handedOut), accept(entry) else { return nil }
        handedOut.formUnion(entry.sharedRoots)
        return entry
    }
}
