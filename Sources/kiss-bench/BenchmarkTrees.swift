import KissLayout

/// Generated trees for the solver benchmark, in a form both our solver and
/// the Python script (Yoga through poga, Taffy through stretchable) build
/// identically: fixed-size leaves (no measure callbacks, so Python callbacks
/// do not dominate the other engines' timings), stacks, wraps, grow, padding
/// and margins.
struct BenchmarkTree {
    indirect enum Shape {
        case leaf(width: Double, height: Double, margin: Double, grow: Double)
        case stack(direction: String, padding: Double, margin: Double, grow: Double, children: [Shape])
    }

    var shape: Shape
    var nodeCount: Int

    /// A deterministic pseudo-random source (SplitMix64), so every run and
    /// every engine sees the same trees.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// A screen-like tree of about `nodes` nodes: a column of sections, each a
    /// random subtree of nested vstacks / hstacks / wraps up to depth 12.
    static func userInterface(nodes target: Int, seed: UInt64 = 42) -> BenchmarkTree {
        var random = Random(state: seed)
        var count = 1
        var sections: [Shape] = []
        while count < target {
            var budget = min(120, target - count)
            sections.append(subtree(depth: 1, budget: &budget, random: &random, count: &count))
        }
        return BenchmarkTree(shape: .stack(direction: "column", padding: 0, margin: 0, grow: 0, children: sections), nodeCount: count)
    }

    private static func subtree(depth: Int, budget: inout Int, random: inout Random, count: inout Int) -> Shape {
        count += 1
        budget -= 1
        let leafChance = depth >= 12 ? 100 : 20 + depth * 6
        if budget <= 0 || random.below(100) < leafChance {
            return .leaf(width: Double(10 + random.below(110)), height: Double(10 + random.below(50)),
                         margin: Double(random.below(3) == 0 ? random.below(6) : 0), grow: random.below(6) == 0 ? 1 : 0)
        }
        let direction = ["column", "row", "wrap"][random.below(3)]
        var children: [Shape] = []
        for _ in 0..<(2 + random.below(6)) where budget > 0 {
            children.append(subtree(depth: depth + 1, budget: &budget, random: &random, count: &count))
        }
        return .stack(direction: direction, padding: Double(random.below(3) == 0 ? 4 : 0), margin: Double(random.below(4) == 0 ? 2 : 0),
                      grow: random.below(5) == 0 ? 1 : 0, children: children)
    }

    /// `copies` chains of alternating rows and columns, each `depth` deep.
    static func chains(depth: Int, copies: Int) -> BenchmarkTree {
        func chain(_ level: Int) -> Shape {
            let leaf = Shape.leaf(width: 10, height: 10, margin: 1, grow: 0)
            guard level < depth else { return leaf }
            return .stack(direction: level % 2 == 0 ? "row" : "column", padding: 1, margin: 0, grow: 1, children: [leaf, chain(level + 1)])
        }
        let perChain = 2 * depth + 1
        return BenchmarkTree(shape: .stack(direction: "column", padding: 0, margin: 0, grow: 0, children: (0..<copies).map { _ in chain(0) }),
                             nodeCount: 1 + copies * perChain)
    }

    func layoutNode() -> LayoutNode {
        func build(_ shape: Shape) -> LayoutNode {
            var style = LayoutStyle()
            switch shape {
            case .leaf(let width, let height, let margin, let grow):
                style.width = .points(width)
                style.height = .points(height)
                style.margin = LayoutEdges(all: margin)
                style.grow = grow
                return LayoutNode(style: style)
            case .stack(let direction, let padding, let margin, let grow, let children):
                style.direction = direction == "column" ? .column : .row
                style.wraps = direction == "wrap"
                style.padding = LayoutEdges(all: padding)
                style.margin = LayoutEdges(all: margin)
                style.grow = grow
                return LayoutNode(style: style, children: children.map(build))
            }
        }
        return build(shape)
    }

    /// The oracle's JSON input format (Scripts/yoga/yoga_oracle.py).
    func oracleJSON(width: Double) -> String {
        func node(_ shape: Shape) -> String {
            switch shape {
            case .leaf(let width, let height, let margin, let grow):
                return "{\"width\":\(width),\"height\":\(height),\"margin\":[\(margin),\(margin),\(margin),\(margin)],\"grow\":\(grow)}"
            case .stack(let direction, let padding, let margin, let grow, let children):
                let flow = direction == "column" ? "\"direction\":\"column\"" : "\"direction\":\"row\"" + (direction == "wrap" ? ",\"wrap\":true" : "")
                return "{\(flow),\"padding\":[\(padding),\(padding),\(padding),\(padding)],\"margin\":[\(margin),\(margin),\(margin),\(margin)],\"grow\":\(grow),\"children\":["
                    + children.map(node).joined(separator: ",") + "]}"
            }
        }
        return "{\"width\":\(width),\"height\":null,\"scale\":1,\"root\":\(node(shape))}"
    }
}
