import KissSyntax
import Synchronization

/// A place in a source file: the declaration it is written in and its bytes from that
/// declaration's start, so that it stays equal when text is typed above the declaration
/// (`DeclarationAnchor`). `Places` turns it into bytes of the current text.
public struct SourceLocation: Sendable, Hashable {
    public var file: String
    public var anchor: DeclarationAnchor
    /// Bytes from the start of `anchor`'s declaration.
    public var offsets: Range<Int>

    public init(file: String, anchor: DeclarationAnchor, offsets: Range<Int>) {
        self.file = file
        self.anchor = anchor
        self.offsets = offsets
    }

    /// A place given as bytes of one version of its file, for an answer about that version
    /// (a definition, a reference): not to be kept for later versions.
    public init(file: String, absolute range: Range<Int>) {
        self.init(file: file, anchor: .wholeFile, offsets: range)
    }
}

/// A modifier as applied to an element, its arguments evaluated.
public struct AppliedModifier: Sendable {
    public var name: String
    public var arguments: [String: LocatedValue]
    public var location: SourceLocation
    /// True when written on a layout use, overriding the layout's own root.
    public var fromUseSite: Bool
    /// Labelled arguments that were written but dropped for a mistake of their own (already
    /// reported): a check for a missing argument must not report them a second time.
    public var droppedLabels: [String] = []
}

/// Elements laid over an element's frame (`.overlay(alignment:) { … }`).
public struct Overlay: Sendable {
    public var alignment: String
    /// `alignment:` was written (the library's overlays have none: see `LayoutLowering.isKissOverlayGroup`).
    public var alignmentGiven: Bool
    public var elements: [ElementInstance]
}

/// One element of an instantiated layout: every layout use is expanded into
/// its own copy (language §4.3), parameters are substituted and modifiers are
/// evaluated. This is the semantic tree that is lowered to the solver and
/// that hover, frames and the rules talk about.
///
/// Its stored properties are written while the element is built (by the one thread expanding
/// it, before anything else can see it) and read everywhere after (its visibility is an atomic
/// and its memos are in slots set once, `OnceSlot`): lowering, the rules and hover read them millions of times per second
/// of typing. Swift's run-time exclusivity check on each of those reads (a class's `var` is
/// checked at every access) was 5 % of a keystroke, so these properties opt out of it
/// (`@exclusivity(unchecked)`): no access to them overlaps another, by the construction above.
public final class ElementInstance: @unchecked Sendable {
    public let kind: BuiltinKind
    /// The element's head where it is written.
    public let location: SourceLocation
    /// Layouts whose root this element is, outermost use first.
    @exclusivity(unchecked) public internal(set) var layoutUses: [(name: String, location: SourceLocation)] = []
    @exclusivity(unchecked) public internal(set) var arguments: [String: LocatedValue]
    @exclusivity(unchecked) public internal(set) var modifiers: [AppliedModifier] = []
    @exclusivity(unchecked) public internal(set) var children: [ElementInstance] = []
    @exclusivity(unchecked) public internal(set) var overlays: [Overlay] = []
    /// Its solver style, once lowered (`LoweredStyleMemo`).
    let styleSlot = OnceSlot<LoweredStyleMemo>()
    /// A label's text, font and options, set when it is expanded.
    @exclusivity(unchecked) var labelFacts: LabelFacts?
    /// A leaf view's measure functions, made when first lowered (see `LeafFunctions`).
    @exclusivity(unchecked) var leafFunctions: LeafFunctions?
    /// Whether Kiss lays it out at all, once worked out (`KissVisibility`): 0 not yet, 1 out, 2 in.
    /// Stored once with `.releasing` after its children's answers, loaded with `.acquiring`.
    let visibility = Atomic<UInt8>(0)
    /// An element of a kept expansion's root (`ExpansionCache`): shared by every use handed the
    /// expansion, it keeps what the rules work out from its subtree alone (`LoweredTreeMemo`,
    /// `ModifierFindingsMemo`). Set before the element is shared.
    @exclusivity(unchecked) var isKeptExpansionTop = false
    /// Its lowered trees (`LoweredTreeMemo`).
    let loweredTreesSlot = OnceSlot<LoweredTreeMemo>()
    /// For the root of a use handed a kept expansion: that expansion's root, of which this is a
    /// copy with the use's own modifiers added. Its memo names the use's lowered tree
    /// (`LoweredTreeMemo.identify`). Set before the element is shared.
    @exclusivity(unchecked) var keptOrigin: ElementInstance?
    /// What the modifier rules report in it and below (`ModifierFindingsMemo`), relative to
    /// their declarations.
    let modifierFindingsSlot = OnceSlot<ModifierFindingsMemo>()

    /// Its lowered trees, once it has any (`loweredTreesSlot`).
    var loweredTrees: LoweredTreeMemo? { loweredTreesSlot.value }
    /// Its modifier rules' reports, once kept (`modifierFindingsSlot`).
    var modifierFindings: ModifierFindingsMemo? { modifierFindingsSlot.value }

    init(kind: BuiltinKind, location: SourceLocation, arguments: [String: LocatedValue]) {
        self.kind = kind
        self.location = location
        self.arguments = arguments
    }

    /// The last value given to a modifier's parameter (later modifiers win).
    public func modifierValue(_ name: String, _ parameter: String) -> LocatedValue? {
        for modifier in modifiers.reversed() where modifier.name == name {
            if let value = modifier.arguments[parameter] { return value }
        }
        return nil
    }

    public func hasModifier(_ name: String) -> Bool {
        modifiers.contains { $0.name == name }
    }

    public var id: String? {
        guard let value = modifierValue("id", "name")?.value else { return nil }
        switch value {
        case .name(let name), .string(let name): return name
        default: return nil
        }
    }

    /// Where the element is shown to someone reading `file`: the use of the layout it is the
    /// root of when that use is written there, else its own head (which may be in another file).
    public func location(shownIn file: String) -> SourceLocation {
        layoutUses.first(where: { $0.location.file == file })?.location ?? location
    }

    /// Hidden by its own modifiers (`.hidden()`, `.visible(false)`).
    public var isHiddenByModifier: Bool {
        var hidden = false
        for modifier in modifiers {
            switch modifier.name {
            case "hidden":
                if case .bool(let value)? = modifier.arguments["value"]?.value { hidden = value } else { hidden = true }
            case "visible":
                if case .bool(let value)? = modifier.arguments["value"]?.value { hidden = !value }
            default:
                break
            }
        }
        return hidden
    }

    /// Visits this element and its descendants (children, then overlays) in preorder.
    public func forEach(_ body: (ElementInstance) -> Void) {
        var stack: [ElementInstance] = [self]
        while let element = stack.popLast() {
            body(element)
            // Pushed last first, one by one, without gathering the overlays' elements in a new array.
            for overlay in element.overlays.reversed() {
                for index in overlay.elements.indices.reversed() { stack.append(overlay.elements[index]) }
            }
            for index in element.children.indices.reversed() { stack.append(element.children[index]) }
        }
    }
}
