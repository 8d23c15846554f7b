import Foundation
import KissSyntax

/// Lexing + parsing throughput on a generated file of UI-like layouts.
enum ParseBenchmark {
    /// A file of about `lines` lines: layouts with nested stacks, labels with
    /// arguments, modifier chains, comments and doc comments.
    static func generate(lines target: Int) -> String {
        var text = "preview phone(width: 390, height: 844)\npreview se(width: 320, scale: 2)\n\n"
        var lines = 3
        var index = 0
        while lines < target {
            let block = """
            /// Row \(index) of the generated screen.
            layout Row\(index)(title: "Title \(index)", count: \(index % 7), tint: #3366FF) {
              hstack {
                image("icon\(index)", 29, 29).cornerRadius(6).margin(right: 12)
                vstack {
                  label(title, font: 17, weight: .semibold)
                  label("Subtitle with some words in it", font: 13, color: .gray, lines: 2)
                }.grow(1).shrink(1) // flexible middle
                label("12", font: 15).padding(horizontal: 8, vertical: 2).background(tint)
                /* a disclosure indicator */
                image("chevron", 8, 13).margin(left: 8)
              }.crossAlign(.center).padding(horizontal: 16, vertical: 8).width(100%)
            }


            """
            text += block
            lines += block.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            index += 1
        }
        return text
    }

    static func run(lines: Int, iterations: Int) {
        let source = Array(generate(lines: lines).utf8)
        let megabytes = Double(source.count) / 1_000_000
        let (times, nodeCount) = parseTimes(source, iterations: iterations)
        let median = times[times.count / 2]
        let best = times[0]
        print(String(format: "parse: %d lines, %.2f MB, %d nodes", LineIndex(source).lineCount, megabytes, nodeCount))
        print(String(format: "  median %.2f ms  (%.0f MB/s)", median * 1000, megabytes / median))
        print(String(format: "  best   %.2f ms  (%.0f MB/s)", best * 1000, megabytes / best))
    }

    /// The sorted times (seconds) of `iterations` parses of `source`, after three to warm up.
    private static func parseTimes(_ source: [UInt8], iterations: Int) -> (times: [Double], nodeCount: Int) {
        var nodeCount = 0
        for _ in 0..<3 { nodeCount = SyntaxTree.parse(source).nodeCount }
        var times: [Double] = []
        for _ in 0..<max(iterations, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            let tree = SyntaxTree.parse(source)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            precondition(tree.diagnostics.isEmpty, "the generated file must be valid")
            times.append(elapsed)
        }
        return (times.sorted(), nodeCount)
    }

    /// What the machine the language server's targets were set on (session 4) parsed, in MB/s.
    static let targetMachineThroughput = 125.0

    /// The median throughput in MB/s of 30 parses of the default run's file: how fast this
    /// machine is, to read other benchmarks' figures against `targetMachineThroughput`.
    static func machineThroughput() -> Double {
        let source = Array(generate(lines: 10_000).utf8)
        let times = parseTimes(source, iterations: 30).times
        return Double(source.count) / 1_000_000 / times[times.count / 2]
    }
}
