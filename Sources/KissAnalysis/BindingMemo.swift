import KissSyntax

/// What binding an element's own arguments and applying each of its modifiers came to, per
/// syntax node, for the rest of one lint: a layout used several times with different values
/// (`PostCard(text: …)` twice in a section, and once on its own) evaluates, converts and
/// validates the same written arguments at every use, although only those that read a
/// parameter can come out differently. That work was most of an element's expansion (about
/// 7,800 instructions per modifier, callgrind), and a keystroke in a component redoes it for
/// each of its uses in the layouts around it.
///
/// An entry remembers the parameters its evaluation read, with their values (and where those
/// were written, which the bound values carry), and the findings it reported; it answers a
/// later evaluation of the same node only when the parameters read have the same values
/// there, replaying the findings through the instantiator so that they are deduplicated and
/// recorded exactly as a fresh evaluation's would be. What else an evaluation depends on is
/// in the key (the element's kind, its parent's kind, whether it is in an overlay, whether a
/// modifier is written at a layout's use) or is fixed for a node within one lint: its file,
/// the names of its layout's parameters (they are all in scope, with their defaults).
/// Modifiers with a block (`.overlay`, which expands elements) and `.id` (which claims its
/// name in the layout's table of ids) are evaluated every time.
///
/// Made per lint, since nodes are those of one version's trees; used by the one thread that
/// expands (not thread-safe).
final class BindingMemo {
    struct Key: Hashable {
        var tree: ObjectIdentifier
        var node: Int
        var kind: BuiltinKind
        var parentKind: BuiltinKind?
        var inOverlay: Bool
        var fromUseSite: Bool
    }

    struct Entry {
        /// The parameters the evaluation read, with the values it found.
        var reads: [(name: String, value: LocatedValue)]
        var reports: [ExpansionCache.Recorded]
        /// An element's bound arguments (for a modifier: unused).
        var arguments: [String: LocatedValue] = [:]
        /// A label's facts, made from those arguments.
        var labelFacts: LabelFacts?
        /// The modifier as applied, or nil when it was rejected (reported, not applied).
        var modifier: AppliedModifier?

        func holds(in scope: Scope) -> Bool {
            reads.allSatisfy { scope.parameters[$0.name] == $0.value }
        }
    }

    /// A few entries per node: uses of a layout with different values each make one.
    static let variantsPerNode = 4
    /// Bounds what one lint keeps (a 5 MB file has a few hundred thousand nodes).
    static let maximumEntries = 100_000

    private var entries: [Key: [Entry]] = [:]
    private var count = 0
    /// Evaluations answered from the memo (for tests and benchmarks).
    private(set) var hits = 0

    func entry(for key: Key, in scope: Scope) -> Entry? {
        guard let found = entries[key]?.first(where: { $0.holds(in: scope) }) else { return nil }
        hits += 1
        return found
    }

    func store(_ entry: Entry, for key: Key) {
        guard count < Self.maximumEntries else { return }
        var variants = entries[key] ?? []
        if variants.count >= Self.variantsPerNode { variants.removeFirst() } else { count += 1 }
        variants.append(entry)
        entries[key] = variants
    }
}
