/// The expansions a `LintSession` kept for the version it linted last, read by an expansion
/// made outside the lint: an editor's hover expands a screen on its own, and its uses' subtrees
/// are then the lint's, shared, instead of expanded again (a screen of a catalogue took
/// milliseconds to expand afresh on the first hover in it).
///
/// Made and used only while the session is held (`LintSession.withKeptExpansions`), so the
/// cache rests between versions the whole time; it is read, never changed: nothing it hands
/// out is kept, and a subtree appears at most once in the tree being expanded.
public final class KeptExpansionReader {
    private let cache: ExpansionCache
    private var handedOut = Set<ObjectIdentifier>()

    /// How many kept subtrees the expansion shares so far.
    var sharedSubtreeCount: Int { handedOut.count }

    init(cache: ExpansionCache) {
        self.cache = cache
    }

    /// A kept expansion of a use of `layout` with these parameter values, placed in an element
    /// of `parentKind`, that `accept` takes (the expansion's limits); nil: expand it afresh.
    func entry(
        for layout: LayoutDeclaration, parameters: [String: LocatedValue], parentKind: BuiltinKind?,
        accept: (ExpansionCache.Entry) -> Bool
    ) -> ExpansionCache.Entry? {
        guard let key = cache.key(for: layout, parentKind: parentKind),
              let entry = cache.peek(for: key, parameters: parameters, excluding: handedOut), accept(entry) else { return nil }
        handedOut.formUnion(entry.sharedRoots)
        return entry
    }
}
