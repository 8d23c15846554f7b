import KissAnalysis
import KissSyntax

/// Where a layout of a file is shown by the file's other layouts: the layouts that use it,
/// directly or through others, and that no layout of the file uses in turn — the screens a
/// component appears in. Found from the syntax alone (names written in bodies).
struct LayoutContexts: Sendable {
    private let layouts: [LayoutSyntax]
    /// Names some layout of the file uses.
    private let used: Set<String>
    /// The layouts whose bodies use each name.
    private let users: [String: Set<String>]

    init(_ file: SourceFileSyntax) {
        layouts = file.layouts
        var uses: [String: Set<String>] = [:]
        for layout in layouts {
            guard let name = layout.name else { continue }
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
        return layouts.filter { layout in
            guard let owner = layout.name else { return false }
            return owner != name && showing.contains(owner) && !used.contains(owner)
        }
    }
}
