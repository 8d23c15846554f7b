import KissLayout

// Generated layout trees for the solver-cache equivalence checks (`SolverCacheCheck`): the
// unit tests in Tests/KissLayoutTests solve a sample of them and every tree that ever
// showed a difference; `kiss-fuzz --solver-caches` sweeps many more.

/// A deterministic pseudo-random source (SplitMix64).
public struct SplitMix: Sendable {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    public mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// Trees aimed at the reuse rules: nested rows, columns and wrapping rows with fractional sizes,
/// paddings, margins and gaps (so that sums come out a last bit apart), grow, every alignment
/// and justification, and now and then what takes a subtree out of the rules (a column wrap, a
/// baseline, a min size, a percentage, a measured leaf, a hidden or absolute node, shrink).
public enum RandomTree {
    public struct Tree {
        public var root: LayoutNode
        public var width: Double?
        public var height: Double?
        public var scale: Double

        public init(root: LayoutNode, width: Double?, height: Double?, scale: Double) {
            self.root = root
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    public static func make(_ random: inout SplitMix) -> Tree {
        var budget = 12 + random.below(50)
        let root = node(depth: 0, budget: &budget, &random)
        // Small previews squeeze nodes (offers of 0 or less), which the rule must notice.
        let width: Double? = random.chance(40) ? nil : random.pick([320, 390, 127.02, 250.5, 180.33, 40.5, 12])
        let height: Double? = random.chance(50) ? nil : random.pick([600, 844, 200.25, 60.5, 30, 8.5])
        return Tree(root: root, width: width, height: height, scale: random.pick([1, 2, 3]))
    }

    private static func length(_ random: inout SplitMix, _ values: [Double]) -> Double {
        random.chance(50) ? random.pick(values) : Double(random.below(12000)) / 100
    }

    private static func node(depth: Int, budget: inout Int, _ random: inout SplitMix) -> LayoutNode {
        budget -= 1
        var style = LayoutStyle()
        style.margin = random.chance(35)
            ? LayoutEdges(
                top: length(&random, [0, 2, 0.31]) / 10, left: length(&random, [0, 1.5, 4]) / 10,
                bottom: length(&random, [0, 1.39, 2]) / 10, right: length(&random, [0, 8, 7.68]) / 10)
            : .zero
        style.grow = random.chance(25) ? random.pick([0.5, 1, 2, 3]) : 0
        if random.chance(3) { style.shrink = 1 }
        if random.chance(15) { style.alignSelf = random.pick([.start, .center, .end, .stretch]) }
        if random.chance(2) { style.alignSelf = .baseline }
        if random.chance(2) { style.minWidth = .points(length(&random, [10, 33.3])) }
        if random.chance(2) { style.display = .none }
        let leafChance = depth >= 6 ? 100 : 25 + depth * 12
        if budget <= 0 || random.chance(leafChance) {
            if random.chance(4) {
                let size = LayoutSize(width: length(&random, [40, 57.29]), height: 20)
                return LayoutNode(style: style, measure: { _, _, _, _ in size })
            }
            if random.chance(85) {
                style.width = random.chance(3) ? .percent(50) : .points(length(&random, [18, 26.5, 57, 86, 111]))
                style.height = .points(length(&random, [4, 24, 44.97, 50.35]))
            } else {
                style.padding = LayoutEdges(all: length(&random, [0, 4.5, 5.05]) / 10)
            }
            return LayoutNode(style: style)
        }
        let kind = random.below(10)
        style.direction = kind < 3 ? .column : .row
        style.wraps = kind >= 6 || (kind == 0 && random.chance(10))
        style.padding = random.chance(40)
            ? LayoutEdges(
                top: length(&random, [0, 2.69, 6]) / 10, left: length(&random, [0, 1.24, 8]) / 10,
                bottom: length(&random, [0, 7.0, 1.05]) / 10, right: length(&random, [0, 6.43, 0.5]) / 10)
            : .zero
        style.justifyContent = random.pick([.start, .start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly])
        style.alignItems = random.pick([.stretch, .stretch, .start, .center, .end])
        if random.chance(3) { style.alignItems = .baseline }
        style.alignContent = random.pick([.start, .center, .end, .stretch, .spaceBetween, .spaceAround])
        if random.chance(15) { style.spacing = random.pick([4, 2.5, 7.3]) }
        if random.chance(10) { style.lineSpacing = random.pick([3, 1.25]) }
        var children: [LayoutNode] = []
        for _ in 0..<(1 + random.below(5)) where budget > 0 {
            children.append(node(depth: depth + 1, budget: &budget, &random))
        }
        if random.chance(3) {
            var overlay = LayoutStyle()
            overlay.positionType = .absolute
            overlay.position = LayoutOffsets(top: 3, left: 4.5, bottom: nil, right: nil)
            overlay.width = .points(20)
            overlay.height = .points(10)
            children.append(LayoutNode(style: overlay))
        }
        return LayoutNode(style: style, children: children)
    }
}

/// Trees with lengths near the largest the solver accepts (10⁹ pt), where a Float's spacing
/// is 64 pt, mixed with tiny ones and lengths 0.0001 pt apart; the preview's height fits the
/// content.
public enum HugeLengthTree {
    static let lengths: [Double] = [0, 1e-7, 0.004, 1e9, 5, 0.0001, 127.02, 127.01999, 33.3333]

    public static func make(_ random: inout SplitMix) -> RandomTree.Tree {
        let root = node(0, &random)
        let width: Double? = random.chance(50) ? nil : random.pick([0, 1e-3, 390, 12.5])
        return RandomTree.Tree(root: root, width: width, height: nil, scale: random.pick([1.0, 3.0]))
    }

    private static func node(_ depth: Int, _ random: inout SplitMix) -> LayoutNode {
        var style = LayoutStyle()
        style.margin = LayoutEdges(all: random.chance(20) ? random.pick(lengths) : 0)
        style.grow = random.chance(20) ? random.pick([1, 1e9, 0.0001]) : 0
        if depth > 4 || random.chance(30) {
            style.width = .points(random.pick(lengths))
            style.height = .points(random.pick(lengths))
            return LayoutNode(style: style)
        }
        style.direction = random.chance(30) ? .column : .row
        style.wraps = random.chance(60)
        style.padding = LayoutEdges(all: random.chance(30) ? random.pick(lengths) : 0)
        return LayoutNode(style: style, children: (0..<(1 + random.below(6))).map { _ in node(depth + 1, &random) })
    }
}

/// A screen made of a palette of identified subtrees (`LayoutNode.identity`, as components
/// are) inside containers and leaves, and the versions that typing makes of it: each edits
/// only around the palette's subtrees, so those keep their identity and can be replayed.
public struct ReplayCase {
    public let palette: [LayoutNode]
    public var shape: ReplayShape
    public var width: Double?
    public let height: Double?
    public let scale: Double
    /// How many versions `SolverCacheCheck.replaySweep` solves of each case.
    public static let versions = 4

    public init(_ random: inout SplitMix) {
        palette = (0..<(2 + random.below(5))).map { _ -> LayoutNode in
            var subtree = RandomTree.make(&random).root
            // Components inside components: units nest.
            if random.chance(50) { subtree = Self.identifyingInner(subtree, &random) }
            subtree.identity = SubtreeIdentity()
            return subtree
        }
        shape = ReplayShape.make(&random, palette: palette.count)
        width = random.pick([320, 390, 375.5, 127.02, 40.5, 12])
        height = random.chance(70) ? nil : random.pick([844, 600, 90.5])
        scale = random.pick([1.0, 2, 3])
    }

    /// This version's tree.
    public var root: LayoutNode { shape.build(palette) }

    /// `node` with identities given to some of its containers of two children or more, inner
    /// ones first (a change to a node forgets its identity, so the outer ones are given last).
    static func identifyingInner(_ node: LayoutNode, _ random: inout SplitMix) -> LayoutNode {
        var node = node
        for index in node.children.indices {
            var child = identifyingInner(node.children[index], &random)
            if child.children.count >= 2 && random.chance(50) { child.identity = SubtreeIdentity() }
            node.children[index] = child
        }
        return node
    }

    /// The next version: a few edits, and now and then a preview 1 pt wider.
    public mutating func edit(_ random: inout SplitMix) {
        shape.edit(&random, palette: palette.count)
        if random.chance(5) { width = width.map { $0 + 1 } }
    }
}

/// A tree of containers and leaves around subtrees of a palette, which versions edit only
/// around the palette's subtrees (those keep their identity).
public indirect enum ReplayShape: Sendable {
    case palette(Int)
    case leaf(LayoutStyle)
    case container(LayoutStyle, [ReplayShape])
    /// A container with an identity new to each version, as a layout use expanded afresh
    /// around unchanged components is: the units inside it replay on their own.
    case freshUnit(LayoutStyle, [ReplayShape])

    public static func make(_ random: inout SplitMix, palette: Int, depth: Int = 0) -> ReplayShape {
        if depth > 0 && random.chance(45) { return .palette(random.below(palette)) }
        if depth >= 3 || (depth > 0 && random.chance(25)) { return .leaf(leafStyle(&random)) }
        var style = LayoutStyle()
        style.direction = random.chance(60) ? .column : .row
        style.wraps = style.direction == .row && random.chance(20)
        style.alignItems = random.pick([.stretch, .stretch, .start, .center, .end])
        if random.chance(4) { style.alignItems = .baseline }
        style.justifyContent = random.pick([.start, .center, .spaceBetween, .spaceAround])
        if random.chance(30) { style.padding = LayoutEdges(all: random.pick([4, 8.5, 16])) }
        if random.chance(20) { style.spacing = random.pick([6, 2.5]) }
        if random.chance(15) { style.grow = 1 }
        if random.chance(5) { style.display = .none }
        if random.chance(5) { style.shrink = 1 }
        let children = (0..<(1 + random.below(5))).map { _ in make(&random, palette: palette, depth: depth + 1) }
        return depth > 0 && random.chance(20) ? .freshUnit(style, children) : .container(style, children)
    }

    static func leafStyle(_ random: inout SplitMix) -> LayoutStyle {
        var style = LayoutStyle()
        style.width = .points(random.pick([10, 44.5, 120, 300]))
        style.height = .points(random.pick([1, 20, 33.3]))
        if random.chance(20) { style.grow = 1 }
        if random.chance(10) { style.shrink = 1 }
        return style
    }

    public func build(_ palette: [LayoutNode]) -> LayoutNode {
        switch self {
        case .palette(let index): return palette[index]
        case .leaf(let style): return LayoutNode(style: style)
        case .container(let style, let children): return LayoutNode(style: style, children: children.map { $0.build(palette) })
        case .freshUnit(let style, let children):
            var node = LayoutNode(style: style, children: children.map { $0.build(palette) })
            node.identity = SubtreeIdentity()
            return node
        }
    }

    /// Edits a few leaves and containers: sizes, paddings, a child added or taken away, a
    /// palette subtree swapped for another.
    public mutating func edit(_ random: inout SplitMix, palette: Int) {
        switch self {
        case .palette:
            if random.chance(5) { self = .palette(random.below(palette)) }
        case .leaf:
            if random.chance(15) { self = .leaf(Self.leafStyle(&random)) }
        case .container(var style, var children), .freshUnit(var style, var children):
            let fresh = if case .freshUnit = self { true } else { false }
            if random.chance(10) { style.padding = LayoutEdges(all: random.pick([0, 4, 8.5, 16])) }
            if random.chance(5) { style.alignItems = random.pick([.stretch, .start, .center]) }
            if random.chance(8) && !children.isEmpty { children.remove(at: random.below(children.count)) }
            if random.chance(8) { children.insert(.leaf(Self.leafStyle(&random)), at: random.below(children.count + 1)) }
            for index in children.indices { children[index].edit(&random, palette: palette) }
            self = fresh ? .freshUnit(style, children) : .container(style, children)
        }
    }
}
