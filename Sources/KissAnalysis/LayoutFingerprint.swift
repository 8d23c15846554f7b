import KissSyntax

/// A hash of everything a layout's contribution depends on: its own text,
/// and for each name in it that resolves to a layout, that layout's
/// fingerprint. A name is over-approximated by every identifier token in the
/// declaration, so a layout is never missed (a parameter named like a layout
/// merely makes it depend on that layout). Nil for a layout in or reaching a
/// cycle, whose contribution is never kept.
///
/// Where a layout starts is no part of it: what is kept about it holds places relative to
/// their declarations (`SourceLocation`), in its own file as in the files it imports.
struct LayoutFingerprints {
    private let symbols: (SourceFile) -> [String: LayoutDeclaration]
    private var memo: [DeclarationKey: UInt64?] = [:]
    private var visiting = Set<DeclarationKey>()
    /// Each file's layouts, a hash of their names and one of its path, looked up once per round.
    private var tables: [ObjectIdentifier: Scope] = [:]
    private struct Scope {
        var table: [String: LayoutDeclaration]
        var names: UInt64
        var path: UInt64
    }

    /// A declaration by its tree and node, cheaper to hash than its file and name.
    private struct DeclarationKey: Hashable {
        var tree: ObjectIdentifier
        var node: Int
    }
    /// A declaration's text and the layout names its file can use.
    struct ReferenceKey: Hashable {
        var text: UInt64
        var names: UInt64
    }
    /// The identifiers of each declaration that name a layout, by its text
    /// and the names in scope: most declarations are unchanged from one edit
    /// to the next, and their identifiers need not be looked up again. Those of
    /// earlier rounds stay until they outnumber this round's (`referencesToKeep`).
    private(set) var references: [ReferenceKey: [String]]
    private var keysThisRound: [ReferenceKey] = []
    /// The layouts each declaration whose fingerprint was asked for uses, by name (only those
    /// that use any).
    private var used: [DeclarationKey: [String]] = [:]

    init(symbols: @escaping (SourceFile) -> [String: LayoutDeclaration], references: [ReferenceKey: [String]]) {
        self.symbols = symbols
        self.references = references
    }

    /// The reference lists to carry to the next round: all of them, unless those of earlier
    /// rounds outnumber this one's, when only this round's.
    var referencesToKeep: [ReferenceKey: [String]] {
        guard references.count > 2 * keysThisRound.count + 64 else { return references }
        var kept: [ReferenceKey: [String]] = [:]
        for key in keysThisRound { kept[key] = references[key] }
        return kept
    }

    mutating func fingerprint(of declaration: LayoutDeclaration) -> UInt64? {
        let key = DeclarationKey(tree: ObjectIdentifier(declaration.file.tree), node: declaration.syntax.node.index)
        if let known = memo[key] { return known }
        let node = declaration.syntax.node
        let textHash = FNV.hash(declaration.file.tree.source, node.range)
        let scope = table(of: declaration.file)
        let names = referencedLayouts(node, skipping: declaration.syntax.nameToken?.index,
                                      key: ReferenceKey(text: textHash, names: scope.names), in: scope.table)
        var hash = FNV.combine(scope.path, textHash)
        // Most layouts use none: no cycle to watch for.
        if names.isEmpty {
            memo[key] = hash
            return hash
        }
        used[key] = names
        guard visiting.insert(key).inserted else { return nil }
        defer { visiting.remove(key) }
        var result: UInt64? = nil
        resolve: do {
            for name in names {
                guard let used = scope.table[name] else { continue }
                guard let usedHash = fingerprint(of: used) else { break resolve }
                hash = FNV.combine(FNV.combine(hash, FNV.hash(name)), usedHash)
            }
            result = hash
        }
        memo[key] = result
        return result
    }

    /// The names of the layouts `declaration` uses (in its file's scope), once its fingerprint
    /// has been asked for.
    func layoutsUsed(by declaration: LayoutDeclaration) -> [String] {
        used[DeclarationKey(tree: ObjectIdentifier(declaration.file.tree), node: declaration.syntax.node.index)] ?? []
    }

    private mutating func table(of file: SourceFile) -> Scope {
        let key = ObjectIdentifier(file.tree)
        if let known = tables[key] { return known }
        let table = symbols(file)
        // Order-independent, so the dictionary's order does not matter.
        var names: UInt64 = 0
        for name in table.keys { names = names &+ FNV.combine(FNV.hash(name), 0x9E37_79B9_7F4A_7C15) }
        let scope = Scope(table: table, names: names, path: FNV.hash(file.path))
        tables[key] = scope
        return scope
    }

    /// Identifiers in the declaration, but its own name and built-in kinds
    /// (an element head that names a kind is never a layout use), that name
    /// a layout in scope.
    private mutating func referencedLayouts(
        _ node: SyntaxNode, skipping nameToken: Int?, key: ReferenceKey, in table: [String: LayoutDeclaration]
    ) -> [String] {
        keysThisRound.append(key)
        if let known = references[key] { return known }
        var seen = Set<String>()
        var names: [String] = []
        let tree = node.tree
        for index in node.tokenRange where index != nameToken && tree.tokens[index].kind == .identifier {
            let name = tree.text(tree.tokens[index].range)
            if table[name] != nil, BuiltinKind(rawValue: name) == nil, seen.insert(name).inserted { names.append(name) }
        }
        references[key] = names
        return names
    }
}

/// 64-bit hashes with FNV's constants: fast, stable across runs, good enough
/// to tell texts apart (a contribution is reused only when its layout's own
/// bytes also compare equal).
enum FNV {
    static let offset: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// Eight bytes per step (a 64-bit multiply-xorshift over FNV's constants),
    /// so that hashing a 10,000-line file on every keystroke stays well under a millisecond.
    static func hash(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        var hash = offset
        bytes.withUnsafeBytes { buffer in
            let range = range.clamped(to: 0..<buffer.count)
            var index = range.lowerBound
            while index + 8 <= range.upperBound {
                let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                hash = (hash ^ word) &* prime
                hash ^= hash >> 29
                index += 8
            }
            while index < range.upperBound {
                hash = (hash ^ UInt64(buffer[index])) &* prime
                index += 1
            }
        }
        return (hash ^ UInt64(range.count)) &* prime
    }

    static func hash(_ text: String) -> UInt64 {
        var hash = offset
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    static func combine(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var hash = a
        var value = b
        for _ in 0..<8 {
            hash = (hash ^ (value & 0xFF)) &* prime
            value >>= 8
        }
        return hash
    }
}
