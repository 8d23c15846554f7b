/// Code point → advance width in font units, stored as runs of consecutive code
/// points so that a font's few thousand entries (or a CJK font's tens of
/// thousands) cost two bytes each and a lookup is a binary search over the runs.
public struct AdvanceTable: Sendable, Hashable {
    private let runStarts: [UInt32]
    /// Index in `advances` where each run begins, with one trailing sentinel.
    private let runOffsets: [Int]
    private let advances: [UInt16]
    /// Precomputed so that hashing a font, which happens on every cache lookup,
    /// does not walk thousands of advances.
    private let contentHash: Int

    public static let empty = AdvanceTable(runStarts: [], runOffsets: [0], advances: [])

    private init(runStarts: [UInt32], runOffsets: [Int], advances: [UInt16]) {
        self.runStarts = runStarts
        self.runOffsets = runOffsets
        self.advances = advances
        var hasher = Hasher()
        hasher.combine(runStarts)
        hasher.combine(advances)
        contentHash = hasher.finalize()
    }

    /// Builds a table from entries in strictly increasing code point order;
    /// returns nil if the order is violated.
    public init?(sortedEntries entries: [(codePoint: UInt32, advance: UInt16)]) {
        var builder = Builder()
        for entry in entries {
            guard builder.append(entry.codePoint, entry.advance) else { return nil }
        }
        self = builder.build()
    }

    /// Accumulates strictly increasing entries without an intermediate array of pairs.
    struct Builder {
        private var runStarts: [UInt32] = []
        private var runOffsets: [Int] = []
        private var advances: [UInt16] = []
        private var last: UInt32?

        @discardableResult
        mutating func append(_ codePoint: UInt32, _ advance: UInt16) -> Bool {
            if let last {
                guard codePoint > last else { return false }
                if codePoint != last + 1 {
                    runStarts.append(codePoint)
                    runOffsets.append(advances.count)
                }
            } else {
                runStarts.append(codePoint)
                runOffsets.append(0)
            }
            advances.append(advance)
            last = codePoint
            return true
        }

        func build() -> AdvanceTable {
            AdvanceTable(runStarts: runStarts, runOffsets: runOffsets + [advances.count], advances: advances)
        }
    }

    public var count: Int { advances.count }

    public func advance(for codePoint: UInt32) -> UInt16? {
        var low = 0
        var high = runStarts.count
        while low < high {
            let mid = (low + high) / 2
            if runStarts[mid] <= codePoint { low = mid + 1 } else { high = mid }
        }
        let run = low - 1
        guard run >= 0 else { return nil }
        let index = runOffsets[run] + Int(codePoint - runStarts[run])
        return index < runOffsets[run + 1] ? advances[index] : nil
    }

    /// Every entry in code point order, for comparing tables and for tests.
    public var entries: [(codePoint: UInt32, advance: UInt16)] {
        var result: [(codePoint: UInt32, advance: UInt16)] = []
        result.reserveCapacity(advances.count)
        for run in runStarts.indices {
            for index in runOffsets[run]..<runOffsets[run + 1] {
                result.append((runStarts[run] + UInt32(index - runOffsets[run]), advances[index]))
            }
        }
        return result
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentHash)
    }
}
