import KissSyntax

/// A hash of everything a layout's contribution depends on: its own text,
/// and for each name in it that resolves to a layout, that layout's
/// fingerprint. A name is over-approximated by every identifier token in the
/// declaration, so a layout is never missed (a parameter named like a layout
/// merely makes it depend on that layout). Nil for a layout in or reaching a
/// cycle, whose contribution is never kept.
struct LayoutFingerprints {
    private let symbols: (SourceFile) -> [String: LayoutDeclaration]
    private var memo: [DeclarationKey: UInt64?] = [:]
    private var visiting = Set<DeclarationKey>()

    /// A declaration by its tree and node, cheaper to hash than its file and name.
    private struct DeclarationKey: Hashable {
        var tree: ObjectIdentifier
        var node: Int
    }
    /// Identifier tokens of each declaration, by the hash of its text: most
    /// declarations are unchanged from one edit to the next.
    private(set) var references: [UInt64: [String]]
    private var usedReferences: [UInt64: [String]] = [:]

    init(symbols: @escaping (SourceFile) -> [String: LayoutDeclaration], references: [UInt64: [String]]) {
        self.symbols = symbols
        self.references = references
    }

    /// The reference lists this round used, to carry to the next one.
    var referencesToKeep: [UInt64: [String]] { usedReferences }

    mutating func fingerprint(of declaration: LayoutDeclaration) -> UInt64? {
        let key = DeclarationKey(tree: ObjectIdentifier(declaration.file.tree), node: declaration.syntax.node.index)
        if let known = memo[key] { return known }
        guard visiting.insert(key).inserted else { return nil }
        defer { visiting.remove(key) }
        let node = declaration.syntax.node
        let textHash = FNV.hash(declaration.file.tree.source, node.range)
        let names = referencedNames(node, skipping: declaration.syntax.nameToken?.index, textHash: textHash)
        var hash = FNV.combine(FNV.hash(declaration.file.path), textHash)
        let table = symbols(declaration.file)
        var result: UInt64? = nil
        resolve: do {
            for name in names {
                guard let used = table[name] else { continue }
                guard let usedHash = fingerprint(of: used) else { break resolve }
                hash = FNV.combine(FNV.combine(hash, FNV.hash(name)), usedHash)
            }
            result = hash
        }
        memo[key] = result
        return result
    }

    /// Identifiers in the declaration but its own name and built-in kinds
    /// (an element head that names a kind is never a layout use).
    private mutating func referencedNames(_ node: SyntaxNode, skipping nameToken: Int?, textHash: UInt64) -> [String] {
        if let known = usedReferences[textHash] ?? references[textHash] {
            usedReferences[textHash] = known
            return known
        }
        var seen = Set<String>()
        var names: [String] = []
        let tree = node.tree
        for index in node.tokenRange where index != nameToken && tree.tokens[index].kind == .identifier {
            let name = tree.text(tree.tokens[index].range)
            if BuiltinKind(rawValue: name) == nil, seen.insert(name).inserted { names.append(name) }
        }
        usedReferences[textHash] = names
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
