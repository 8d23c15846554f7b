import Foundation
import KissLayout

/// Solver speed on generated trees (see BenchmarkTree), and how cost grows
/// with nesting depth. `--emit DIR` also writes each tree in the oracle's
/// format and our frames, for Scripts/bench/compare_engines.py.
enum SolveBenchmark {
    static func time(
        _ node: LayoutNode, width: Double, iterations: Int, caching: LayoutSolver.Caching
    ) -> (median: Double, result: LayoutResult) {
        var result = LayoutSolver.solve(node, width: width, height: nil, scale: 1, caching: caching).result
        var times: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            let fresh = LayoutSolver.solve(node, width: width, height: nil, scale: 1, caching: caching).result
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            // Only the layout call is timed, as for Yoga and Taffy: the previous
            // result is released here, outside the measurement.
            result = fresh
        }
        times.sort()
        return (times[times.count / 2], result)
    }

    /// A digest of everything the solver returns (unrounded and rounded frames bit for bit,
    /// explanations, baselines), so that a change meant to leave results alone can be checked
    /// on these trees: FNV-1a over the bit patterns, stable across runs.
    static func checksum(_ result: LayoutResult) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) {
            hash = (hash ^ value) &* 0x0000_0100_0000_01b3
        }
        func mix(_ frame: LayoutFrame?) {
            guard let frame else { return mix(0x7f) }
            for value in [frame.x, frame.y, frame.width, frame.height] { mix(value.bitPattern) }
        }
        func mix(_ text: String) {
            for byte in text.utf8 { mix(UInt64(byte)) }
        }
        for node in result.nodes {
            mix(node.frame)
            mix(node.unroundedFrame)
            mix(node.baseline?.bitPattern ?? 0x7e)
            mix(String(describing: node.widthExplanation))
            mix(String(describing: node.heightExplanation))
        }
        return hash
    }

    static func run(
        emit folder: String?, iterations: Int, printChecksums: Bool = false, only: String? = nil,
        caching: LayoutSolver.Caching = .heightInsensitiveReuse
    ) {
        var cases: [(String, BenchmarkTree)] = [
            ("ui-1000", .userInterface(nodes: 1_000)),
            ("ui-10000", .userInterface(nodes: 10_000)),
            ("ui-100000", .userInterface(nodes: 100_000)),
        ]
        cases.append(("chain-8", .chains(depth: 8, copies: 600)))
        cases.append(("chain-16", .chains(depth: 16, copies: 300)))
        var perNode: [String: Double] = [:]
        for (name, tree) in cases where only == nil || only == name {
            let rounds = name == "ui-100000" ? max(3, iterations / 10) : iterations
            let (median, result) = time(tree.layoutNode(), width: 390, iterations: rounds, caching: caching)
            perNode[name] = median / Double(tree.nodeCount)
            if printChecksums { print(String(format: "checksum %@: %016llx", name, checksum(result))) }
            print(String(format: "solve %@: %d nodes, median %.2f ms, %.3f µs/node", name, tree.nodeCount, median * 1000, median * 1e6 / Double(tree.nodeCount)))
            if let folder {
                let base = URL(fileURLWithPath: folder).appendingPathComponent(name)
                try? tree.oracleJSON(width: 390).write(to: base.appendingPathExtension("tree.json"), atomically: true, encoding: .utf8)
                let frames = result.nodes.map { node -> String in
                    let frame = node.frame ?? LayoutFrame(x: 0, y: 0, width: 0, height: 0)
                    return "[\(frame.x),\(frame.y),\(frame.width),\(frame.height)]"
                }
                let summary = "{\"name\":\"\(name)\",\"nodes\":\(tree.nodeCount),\"seconds\":\(median),\"frames\":[\(frames.joined(separator: ","))]}"
                try? summary.write(to: base.appendingPathExtension("ours.json"), atomically: true, encoding: .utf8)
            }
        }
        if let shallow = perNode["chain-8"], let deep = perNode["chain-16"] {
            print(String(format: "depth scaling: time per node at depth 16 / depth 8 = %.2f (target ≤ 2)", deep / shallow))
        }
    }
}
