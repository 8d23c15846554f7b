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

    public init(kind: Kind, name: String, ordinal: Int) {
        self.kind = kind
        self.name = name
        self.ordinal = ordinal
    }

    /// The file itself, which starts at offset 0 in every version.
    public static let wholeFile = DeclarationAnchor(kind: .wholeFile, name: "", ordinal: 0)
}

/// Where each top-level declaration of one parse starts, and which one holds an offset.
public struct DeclarationAnchors: Sendable {
    private let starts: [DeclarationAnchor: Int]
    /// Declarations in text order: where each starts and ends.
    private let spans: [(range: Range<Int>, anchor: DeclarationAnchor)]

    init(_ tree: SyntaxTree) {
        var starts: [DeclarationAnchor: Int] = [:]
        var spans: [(Range<Int>, DeclarationAnchor)] = []
        var seen: [DeclarationAnchor: Int] = [:]
        for node in tree.root.childNodes {
            let kind: DeclarationAnchor.Kind
            let name: String
            switch node.kind {
            case .layoutDeclaration: (kind, name) = (.layout, LayoutSyntax(node)?.name ?? "")
            case .previewDeclaration: (kind, name) = (.preview, PreviewSyntax(node)?.name ?? "")
            case .importDeclaration: (kind, name) = (.importDeclaration, ImportSyntax(node)?.path ?? "")
            default: (kind, name) = (.other, "")
            }
            let first = DeclarationAnchor(kind: kind, name: name, ordinal: 0)
            let ordinal = seen[first, default: 0]
            seen[first] = ordinal + 1
            let anchor = ordinal == 0 ? first : DeclarationAnchor(kind: kind, name: name, ordinal: ordinal)
            let range = node.range
            starts[anchor] = range.lowerBound
            spans.append((range, anchor))
        }
        self.starts = starts
        self.spans = spans
    }

    /// Where `anchor`'s declaration starts in this parse; nil when it has none of that anchor.
    public func start(of anchor: DeclarationAnchor) -> Int? {
        anchor.kind == .wholeFile ? 0 : starts[anchor]
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
        return (spans[low - 1].anchor, spans[low - 1].range.lowerBound)
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
