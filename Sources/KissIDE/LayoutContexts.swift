import KissAnalysis
import KissSyntax

/// Where a layout of a file is shown by the file's other layouts: the layouts that use it,
/// directly or through others, and that no layout of the file uses in turn — the screens a
/// component appears in. Found from the syntax alone (names written in bodies).
struct LayoutContexts: Sendable {
    /// The file's layouts with their names, read once (a hover asks for contexts each time).
    private let layouts: [(name: String, syntax: LayoutSyntax)]
    /// Names some layout of the file uses.
    private let used: Set<String>
    /// The layouts whose bodies use each name.
    private let users: [String: Set<String>]

    init(_ file: SourceFileSyntax) {
        layouts = file.layouts.compactMap { layout in layout.name.map { ($0, layout) } }
        var uses: [String: Set<String>] = [:]
        for (name, layout) in layouts {
            uses[name, default: []].formUnion(layout.usedLayoutNames)
        }
        used = Set(uses.values.flatMap { $0 })
        var users: [String: Set<String>] = [:]
        for (owner, names) in uses {
            for name in names { users[name, default: []].insert(owner) }
        }
        self.users = users
    }

    /// The outermost layouts of the file that show `name`, in declaration order; empty when
    /// no other layout uses it.
    func contexts(of name: String) -> [LayoutSyntax] {
        // Up the "is used by" edges from `name`: every layout that shows it.
        var showing: Set<String> = []
        var pending = [name]
        while let current = pending.popLast() {
            for user in users[current] ?? [] where showing.insert(user).inserted { pending.append(user) }
        }
        guard !showing.isEmpty else { return [] }
        return layouts.filter { $0.name != name && showing.contains($0.name) && !used.contains($0.name) }.map(\.syntax)
    }
}
