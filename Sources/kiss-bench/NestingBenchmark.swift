import Foundation
import KissAnalysis

/// Lint time (parse, expand, solve at every preview, run the rules) of documents that nest
/// one construct deeper and deeper. The time should grow with the elements nested — about
/// twice as much for twice the depth — for every construct; a construct that measures its
/// children again for each measurement of its own shows as a ratio far above 2. ("pin via
/// layouts" lints each of its n layouts, nested up to n deep: n² elements, a ratio near 4, and
/// past 64 layouts the nesting limit cuts it.)
enum NestingBenchmark {
    struct Construct: Sendable {
        let name: String
        let document: @Sendable (Int) -> String
    }

    static let constructs: [Construct] = [
        Construct(name: "pin") { depth in
            var element = "label(\"leaf\")"
            for level in 0..<depth {
                element = "pin {\n\(element).id(p\(level)).pin(left: parent.left, top: parent.top)\n"
                    + "label(\"beside\", lines: 0).pin(left: p\(level).right + 4, right: parent.right, top: p\(level).bottom)\n}"
            }
            return "layout Nested {\n\(element)\n}\n"
        },
        Construct(name: "pin via layouts") { depth in
            var text = "layout Level0 {\n  pin {\n    label(\"x\").pin(left: parent.left, top: parent.top)\n  }\n}\n"
            for level in 1..<depth {
                text += "layout Level\(level) {\n  pin {\n    Level\(level - 1).pin(left: parent.left, top: parent.top)\n"
                    + "    label(\"y\").pin(left: parent.left, top: parent.top)\n  }\n}\n"
            }
            return text + "layout Screen {\n  vstack {\n    Level\(depth - 1)\n  }\n}\n"
        },
        Construct(name: "overlay") { depth in
            var element = "label(\"leaf\")"
            for level in 0..<depth {
                element = "vstack {\nlabel(\"under \(level)\")\n}.overlay(alignment: .topRight) {\n\(element)\n}"
            }
            return "layout Nested {\n\(element)\n}\n"
        },
        Construct(name: "keyValue in stacks") { depth in
            var element = "keyValue(\"Key\", \"A value long enough to wrap\", multiline: .equal)"
            for level in 0..<depth {
                let stack = level % 2 == 0 ? "hstack" : "vstack"
                element = "\(stack) {\nkeyValue(\"Key \(level)\", \"Value \(level)\", multiline: .singleLineKey)\n\(element).grow(1)\n}"
            }
            return "layout Nested {\n\(element)\n}\n"
        },
    ]

    static let depths = [10, 20, 40, 80, 150]

    static func run(iterations: Int) {
        print("nesting: lint time by depth (median of \(iterations)); ratio = time / time at half the depth")
        for construct in constructs {
            var previous: Double?
            var line = "  " + construct.name.padding(toLength: 20, withPad: " ", startingAt: 0)
            for depth in depths {
                let median = time(construct.document(depth), iterations: iterations)
                line += String(format: "  %3d: %8.2f ms", depth, median * 1000)
                if let previous, depth == depths[depths.firstIndex(of: depth)! - 1] * 2 {
                    line += String(format: " (×%.1f)", median / previous)
                }
                previous = median
            }
            print(line)
        }
    }

    private static func time(_ text: String, iterations: Int) -> Double {
        let bytes = Array(text.utf8)
        var times: [Double] = []
        for _ in 0..<max(1, iterations) {
            let workspace = Workspace(root: "/nonexistent-bench-root")
            let start = DispatchTime.now().uptimeNanoseconds
            let file = workspace.add(path: "/nonexistent-bench-root/Nested.kiss", bytes: bytes)
            let result = Linter.lint(file, in: workspace)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            // Only the limits may stop a generated document: layouts nested past 64, elements past 256.
            let errors = result.diagnostics.filter { $0.severity == .error && $0.code.rawValue != "K107" }
            precondition(errors.isEmpty, "the generated document must be valid: \(errors.map(\.message))")
            // A file with errors is not solved by the rules: that time would not count.
            precondition(!result.solved.isEmpty || result.diagnostics.contains { $0.severity == .error }, "the generated document must be solved")
        }
        return times.sorted()[times.count / 2]
    }
}
