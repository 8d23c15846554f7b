/// Watches the offers made to nodes of height-insensitive subtrees for two that Yoga's cache
/// would take for one: the same mode, values different but within Yoga's 0.0001 pt tolerance
/// (`HeightInsensitiveSubtrees.swift` explains why the reuse rule is exact only without such a
/// pair). Each node keeps the distinct values it was offered per axis, in blocks of
/// `valuesPerBlock` chained through one pool; a node is offered a handful of distinct values.
///
/// Manually managed like the engine's other per-node storage (from `ScratchMemory`); given back
/// in `deinit`.
final class NearDuplicateOffers {
    static let valuesPerBlock = 4

    /// Per node and axis (`2 × node` widths, `2 × node + 1` heights): its first block, or -1.
    private var heads: UnsafeMutablePointer<Int32>
    /// Block `b` holds `counts[b]` values at `values[b × valuesPerBlock ...]` (with their
    /// modes at the same places in `modes`) and continues at block `nexts[b]` (-1 none).
    private var values: UnsafeMutablePointer<Float>
    private var modes: UnsafeMutablePointer<MeasureMode>
    private var counts: UnsafeMutablePointer<UInt8>
    private var nexts: UnsafeMutablePointer<Int32>
    private var blockCapacity = 0
    private var blockCount = 0
    /// Set once a near-duplicate pair has been offered.
    private(set) var found = false

    /// Watches nothing until `prepare` (the engine owns one before it knows what to watch).
    init() {
        heads = Self.pointer(count: 1)
        values = Self.pointer(count: 1)
        modes = Self.pointer(count: 1)
        counts = Self.pointer(count: 1)
        nexts = Self.pointer(count: 1)
    }

    /// Makes room for a tree of `nodeCount` nodes of which `watchedCount` are watched (most
    /// need one block).
    func prepare(nodeCount: Int, watchedCount: Int) {
        ScratchMemory.deallocate(heads)
        heads = Self.pointer(count: 2 * nodeCount)
        heads.initialize(repeating: -1, count: 2 * nodeCount)
        blockCapacity = max(64, watchedCount + watchedCount / 2)
        ScratchMemory.deallocate(values)
        values = Self.pointer(count: blockCapacity * Self.valuesPerBlock)
        ScratchMemory.deallocate(modes)
        modes = Self.pointer(count: blockCapacity * Self.valuesPerBlock)
        ScratchMemory.deallocate(counts)
        counts = Self.pointer(count: blockCapacity)
        ScratchMemory.deallocate(nexts)
        nexts = Self.pointer(count: blockCapacity)
    }

    deinit {
        ScratchMemory.deallocate(heads)
        ScratchMemory.deallocate(values)
        ScratchMemory.deallocate(modes)
        ScratchMemory.deallocate(counts)
        ScratchMemory.deallocate(nexts)
    }

    /// Records an offer of `width` to `node` (an UNDEFINED one carries no value).
    @inline(__always)
    func offer(_ node: Int, width: Float, mode: MeasureMode) {
        if mode != .undefined { record(2 * node, width, mode) }
    }

    /// Records an offer of `height` to `node` (an UNDEFINED one carries no value).
    @inline(__always)
    func offer(_ node: Int, height: Float, mode: MeasureMode) {
        if mode != .undefined { record(2 * node + 1, height, mode) }
    }

    private func record(_ head: Int, _ value: Float, _ mode: MeasureMode) {
        let bits = value.bitPattern
        var block = Int(heads[head])
        var last = -1
        while block >= 0 {
            let base = block * Self.valuesPerBlock
            for slot in base..<base + Int(counts[block]) where modes[slot] == mode {
                if values[slot].bitPattern == bits { return }
                if YogaFloat.equal(values[slot], value) {
                    found = true
                    return
                }
            }
            last = block
            block = Int(nexts[block])
        }
        // Not offered before: appended to the last block, or to a new one.
        if last < 0 || Int(counts[last]) == Self.valuesPerBlock {
            let fresh = newBlock()
            if last >= 0 { nexts[last] = Int32(fresh) } else { heads[head] = Int32(fresh) }
            last = fresh
        }
        let slot = last * Self.valuesPerBlock + Int(counts[last])
        values[slot] = value
        modes[slot] = mode
        counts[last] += 1
    }

    /// A fresh empty block, growing the pools by doubling (only blocks handed out are copied).
    private func newBlock() -> Int {
        if blockCount == blockCapacity {
            blockCapacity *= 2
            values = Self.grow(values, keeping: blockCount * Self.valuesPerBlock, to: blockCapacity * Self.valuesPerBlock)
            modes = Self.grow(modes, keeping: blockCount * Self.valuesPerBlock, to: blockCapacity * Self.valuesPerBlock)
            counts = Self.grow(counts, keeping: blockCount, to: blockCapacity)
            nexts = Self.grow(nexts, keeping: blockCount, to: blockCapacity)
        }
        counts[blockCount] = 0
        nexts[blockCount] = -1
        blockCount += 1
        return blockCount - 1
    }

    private static func grow<Element>(
        _ old: UnsafeMutablePointer<Element>, keeping used: Int, to capacity: Int
    ) -> UnsafeMutablePointer<Element> {
        ScratchMemory.enlarge(old, keeping: used, to: capacity).baseAddress!
    }

    private static func pointer<Element>(count: Int) -> UnsafeMutablePointer<Element> {
        ScratchMemory.allocatePointer(Element.self, count: count)
    }
}
