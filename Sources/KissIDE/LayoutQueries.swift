import KissAnalysis
import KissDatabase
import KissSyntax
import KissText

/// Hover, inlay hints and frames ask for one layout expanded on its own and solved at one
/// preview. As queries keyed by the layout's anchor (its kind, name and ordinal, not where it
/// is), what they worked out for one version of a document serves the next ones for as long
/// as the layout's fingerprint stays the same: typing in one layout of a catalogue, or above
/// it, leaves the expansions and solves of the others as they are. rust-analyzer's queries
/// over its `AstId`s work the same way.
///
/// Each reads the document's analysis (`DocumentAnalysis`, a new value at every keystroke)
/// only through `LayoutFingerprintOf`, whose value stays equal when the layout's text and
/// what it reaches did not change: that is where invalidation stops (early cut-off).

/// One top-level layout of a document, wherever it is in the text.
struct DocumentLayout: Hashable, Sendable {
    var path: String
    var anchor: DeclarationAnchor
}

/// What a layout's expansion and solves depend on in one version of its document.
struct LayoutStamp: Sendable, Equatable {
    /// `Analyzer.fingerprint`: nil for a layout in a cycle, or not a layout of the file.
    var fingerprint: UInt64?
    var family: FontFamily
}

enum LayoutFingerprintOf: Query {
    /// One per layout hovered or hinted recently; each is a few words.
    static let capacity = 256

    static func compute(_ key: DocumentLayout, previous: LayoutStamp?, in context: QueryContext) throws(QueryInterruption) -> LayoutStamp {
        let analyzed = try context.query(DocumentAnalysis.self, key.path)
        return LayoutStamp(fingerprint: analyzed.declaration(at: key.anchor).flatMap { analyzed.fingerprint(of: $0) }, family: analyzed.family)
    }

    /// A layout without a fingerprint is never the same: it is worked out again each version.
    static func isSame(_ old: LayoutStamp, _ new: LayoutStamp) -> Bool {
        old.fingerprint != nil && old == new
    }

    static func describe(_ key: DocumentLayout) -> String { "fingerprint \(key.anchor.name) in \(key.path)" }
}

/// A layout expanded with its defaults on its own: the root its hovers and hints solve.
/// Nil root: no root element, or not one of the file's layouts.
struct ExpandedLayout: Sendable {
    var root: ElementInstance?
    var isLayout: Bool
}

enum LayoutExpansion: Query {
    /// As many as the last few documents' hovers and visible hints need.
    static let capacity = 32

    static func compute(_ key: DocumentLayout, previous: ExpandedLayout?, in context: QueryContext) throws(QueryInterruption) -> ExpandedLayout {
        _ = try context.query(LayoutFingerprintOf.self, key)
        // Not recorded as read: the fingerprint read above stands for all of it that matters.
        let analyzed = try context.snapshot.query(DocumentAnalysis.self, key.path)
        guard let declaration = analyzed.declaration(at: key.anchor) else { return ExpandedLayout(root: nil, isLayout: false) }
        return ExpandedLayout(root: analyzed.expandOnItsOwn(declaration)?.root, isLayout: true)
    }

    static func describe(_ key: DocumentLayout) -> String { "expand \(key.anchor.name) in \(key.path)" }
}

struct LayoutAtPreview: Hashable, Sendable {
    var layout: DocumentLayout
    var preview: Preview
}

enum LayoutSolve: Query {
    /// Hovering all over a large file must not keep every layout's frames: a few documents'
    /// worth of screens at two or three previews.
    static let capacity = 64

    static func compute(_ key: LayoutAtPreview, previous: SolvedLayout??, in context: QueryContext) throws(QueryInterruption) -> SolvedLayout? {
        // The font family is part of the fingerprint's value: a change of it solves again.
        let expanded = try context.query(LayoutExpansion.self, key.layout)
        let analyzed = try context.snapshot.query(DocumentAnalysis.self, key.layout.path)
        guard expanded.root != nil, let declaration = analyzed.declaration(at: key.layout.anchor) else { return nil }
        return analyzed.solveAfresh(LayoutInstance(declaration: declaration, root: expanded.root), at: key.preview)
    }

    static func describe(_ key: LayoutAtPreview) -> String { "solve \(key.layout.anchor.name) at \(key.preview.name) in \(key.layout.path)" }
}
