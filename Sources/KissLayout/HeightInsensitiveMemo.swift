/// The answers of height-insensitive containers (`HeightInsensitiveSubtrees.swift`) by width
/// constraint and height class, kept per node in blocks of `slotsPerNode` taken from one pool
/// when a node first stores one. A full block is overwritten oldest first: forgetting an answer
/// only means measuring again, as Yoga does.
///
/// Manually managed (like the engine's other per-node storage, from `ScratchMemory`) so that
/// lookups pay neither copy-on-write nor exclusivity checks; given back in `deinit`.
final class HeightInsensitiveMemo {
    static let slotsPerNode = 8

    struct Entry {
        var width: Float
        var answerWidth: Float
        var answerHeight: Float
        var mode: MeasureMode
        var heightExact: Bool
    }

    /// Per node: its block in `entries` (-1 none), answers stored so far, nodes in its subtree.
    /// A node has at most one block, so the pool never grows.
    private var blocks: UnsafeMutablePointer<Int32>
    private var stores: UnsafeMutablePointer<UInt32>
    private var subtreeSizes: UnsafeMutablePointer<Int32>
    private var entries: UnsafeMutablePointer<Entry>
    private var blockCount = 0

    /// Remembers nothing until `prepare` (the engine owns one before it knows its containers).
    init() {
        blocks = ScratchMemory.allocatePointer(Int32.self, count: 1)
        stores = ScratchMemory.allocatePointer(UInt32.self, count: 1)
        subtreeSizes = ScratchMemory.allocatePointer(Int32.self, count: 1)
        entries = ScratchMemory.allocatePointer(Entry.self, count: 1)
    }

    /// `subtreeSizes[i]` is the number of nodes in node `i`'s subtree; `containerCount` nodes
    /// may store answers.
    func prepare(subtreeSizes sizes: [Int32], containerCount: Int) {
        let nodeCount = sizes.count
        ScratchMemory.deallocate(blocks)
        blocks = ScratchMemory.allocatePointer(Int32.self, count: nodeCount)
        blocks.initialize(repeating: -1, count: nodeCount)
        ScratchMemory.deallocate(stores)
        stores = ScratchMemory.allocatePointer(UInt32.self, count: nodeCount)
        stores.initialize(repeating: 0, count: nodeCount)
        ScratchMemory.deallocate(subtreeSizes)
        subtreeSizes = ScratchMemory.allocatePointer(Int32.self, count: nodeCount)
        sizes.withUnsafeBufferPointer { subtreeSizes.initialize(from: $0.baseAddress!, count: nodeCount) }
        ScratchMemory.deallocate(entries)
        entries = ScratchMemory.allocatePointer(Entry.self, count: max(containerCount, 1) * Self.slotsPerNode)
    }

    deinit {
        ScratchMemory.deallocate(blocks)
        ScratchMemory.deallocate(stores)
        ScratchMemory.deallocate(subtreeSizes)
        ScratchMemory.deallocate(entries)
    }

    @inline(__always)
    func subtreeSize(_ node: Int) -> Int { Int(subtreeSizes[node]) }

    /// The answer stored for exactly these width bits, mode and height class.
    @inline(__always)
    func find(_ node: Int, _ width: Float, _ mode: MeasureMode, heightExact: Bool) -> (width: Float, height: Float)? {
        let block = blocks[node]
        guard block >= 0 else { return nil }
        let base = entries + Int(block) * Self.slotsPerNode
        let used = min(Int(stores[node]), Self.slotsPerNode)
        let bits = width.bitPattern
        for slot in 0..<used {
            let entry = base[slot]
            if entry.width.bitPattern == bits && entry.mode == mode && entry.heightExact == heightExact {
                return (entry.answerWidth, entry.answerHeight)
            }
        }
        return nil
    }

    func store(_ node: Int, _ width: Float, _ mode: MeasureMode, heightExact: Bool, answer: (Float, Float)) {
        if blocks[node] < 0 { blocks[node] = Int32(newBlock()) }
        let slot = Int(stores[node] % UInt32(Self.slotsPerNode))
        entries[Int(blocks[node]) * Self.slotsPerNode + slot] = Entry(
            width: width, answerWidth: answer.0, answerHeight: answer.1, mode: mode, heightExact: heightExact)
        stores[node] &+= 1
    }

    /// A fresh block; only written slots are ever read. Only height-insensitive containers
    /// store answers, one block each, and `prepare` made room for all of them.
    private func newBlock() -> Int {
        blockCount += 1
        return blockCount - 1
    }
}
