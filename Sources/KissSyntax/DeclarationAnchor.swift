import Synchronization

/// Which top-level declaration of a file a place is written in, apart from where that
/// declaration is: its kind, its name and how many declarations of that kind and name come
/// before it (two layouts of one name are a mistake, K108, but both are analysed).
///
/// A place inside a declaration is its anchor and an offset from the declaration's start, so
/// text typed above a layout moves none of the places in it: what was worked out about the
/// layout (its expansion, its solves, its findings) stays equal, and only turning a place into
/// a byte offset of the current text (`DeclarationAnchors.start(of:)`) depends on where the
/// layout is now. rust-analyzer gives items ids the same way (`AstId`: kind, name, index).
public struct DeclarationAnchor: Hashable, Sendable {
    public enum Kind: UInt8, Sendable {
        /// Not in a declaration: offsets are from the start of the file.
        case wholeFile
        case layout
        case preview
        case importDeclaration
        /// A stray top-level node (text the parser could not make a declaration of).
        case other
    }

    public let kind: Kind
    public let name: String
    public let ordinal: Int
    /// Where the declaration was among its file's declarations when this was made: where
    /// `DeclarationAnchors.start(of:)` looks first. No part of what the anchor is.
    let position: Int

    public init(kind: Kind, name: String, ordinal: Int) {
        self.init(kind: kind, name: name, ordinal: ordinal, position: -1)
    }

    init(kind: Kind, name: String, ordinal: Int, position: Int) {
        self.kind = kind
        self.name = name
        self.ordinal = ordinal
        self.position = position
    }

    public static func == (left: Self, right: Self) -> Bool {
        left.kind == right.kind && left.ordinal == right.ordinal && left.name == right.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(ordinal)
        hasher.combine(name)
    }

    /// The file itself, which starts at offset 0 in every version.
    public static let wholeFile = DeclarationAnchor(kind: .wholeFile, name: "", ordinal: 0)
}

/// Where each top-level declaration of one parse starts, and which one holds an offset.
///
/// Made for every version of a document that is expanded (a keystroke's), so it costs a pass
/// over the declarations' ranges and name tokens: the names are read as text only for the
/// anchors asked for, and declarations are told apart by a hash of their names' bytes unless
/// two share one (then by the bytes). A table keyed by anchor (strings hashed for every
/// declaration) was 3 M instructions of each keystroke in a 10,000-line catalogue.
public struct DeclarationAnchors: Sendable {
    private struct Span: Sendable {
        var range: Range<Int>
        var kind: DeclarationAnchor.Kind
        /// The bytes of its name in the source (empty when it has none).
        var name: Range<Int>
        var ordinal: Int
    }

    private let source: [UInt8]
    private let spans: [Span]

    init(_ tree: SyntaxTree) {
        source = tree.source
        var spans: [Span] = []
        var hashes: [UInt64] = []
        for node in tree.root.childNodes {
            let kind: DeclarationAnchor.Kind
            let name: Range<Int>
            switch node.kind {
            case .layoutDeclaration: (kind, name) = (.layout, node.token(.identifier)?.range ?? 0..<0)
            case .previewDeclaration: (kind, name) = (.preview, node.token(.identifier)?.range ?? 0..<0)
            case .importDeclaration: (kind, name) = (.importDeclaration, node.token(.string)?.range ?? 0..<0)
            default: (kind, name) = (.other, 0..<0)
            }
            spans.append(Span(range: node.range, kind: kind, name: name, ordinal: 0))
            var hash: UInt64 = 14_695_981_039_346_656_037 ^ UInt64(kind.rawValue)
            for byte in tree.source[name] { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
            hashes.append(hash)
        }
        // Ordinals, only where two declarations may share a kind and a name.
        let sorted = hashes.sorted()
        if zip(sorted, sorted.dropFirst()).contains(where: { $0 == $1 }) {
            var seen: [UInt64: [Int]] = [:]
            for index in spans.indices {
                let earlier = seen[hashes[index], default: []]
                spans[index].ordinal = earlier.filter { other in
                    spans[other].kind == spans[index].kind && tree.source[spans[other].name].elementsEqual(tree.source[spans[index].name])
                }.count
                seen[hashes[index], default: []].append(index)
            }
        }
        self.spans = spans
    }

    private func anchor(at position: Int) -> DeclarationAnchor {
        let span = spans[position]
        var name = String(decoding: source[span.name], as: UTF8.self)
        if span.kind == .importDeclaration { name = StringLiteral.value(of: name) }
        return DeclarationAnchor(kind: span.kind, name: name, ordinal: span.ordinal, position: position)
    }

    /// Whether the declaration at `position` is `anchor`'s.
    private func holds(_ anchor: DeclarationAnchor, at position: Int) -> Bool {
        guard spans.indices.contains(position) else { return false }
        let span = spans[position]
        guard span.kind == anchor.kind, span.ordinal == anchor.ordinal else { return false }
        if span.kind == .importDeclaration { return anchor == self.anchor(at: position) }
        return source[span.name].elementsEqual(anchor.name.utf8)
    }

    /// Where `anchor`'s declaration starts in this parse; nil when it has none of that anchor.
    /// Found where the anchor was made when no declaration was added or removed above it
    /// since, else by a walk over the declarations.
    public func start(of anchor: DeclarationAnchor) -> Int? {
        if anchor.kind == .wholeFile { return 0 }
        if holds(anchor, at: anchor.position) { return spans[anchor.position].range.lowerBound }
        return spans.indices.first { holds(anchor, at: $0) }.map { spans[$0].range.lowerBound }
    }

    /// The declaration `offset` is in (its end counts: an insertion point after its last
    /// byte is in it) and where it starts; the whole file when it is in none.
    public func anchor(containing offset: Int) -> (anchor: DeclarationAnchor, start: Int) {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0, offset <= spans[low - 1].range.upperBound else { return (.wholeFile, 0) }
        return (anchor(at: low - 1), spans[low - 1].range.lowerBound)
    }
}

/// A parse's anchors, made when first asked for.
final class LazyDeclarationAnchors: Sendable {
    private let anchors = Mutex<DeclarationAnchors?>(nil)

    func anchors(of tree: SyntaxTree) -> DeclarationAnchors {
        anchors.withLock { anchors in
            if let anchors { return anchors }
            let made = DeclarationAnchors(tree)
            anchors = made
            return made
        }
    }
}
