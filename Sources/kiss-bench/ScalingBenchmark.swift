import Foundation
import KissCLI

/// How time grows with the input, construct by construct (issue 45: docs/limits.md promises
/// time that grows with the elements). Each series generates a document at n, 2n, 4n and 8n
/// and times `kisslint FILE`, `kisslint frames FILE` and `kisslint render FILE -o …` through
/// the entry the command line uses (`KissLint.run`, reporter included, output discarded). The
/// growth exponent of a doubling is log2(t(2m) / t(m)): about 1 for linear work, 2 for
/// quadratic. Small documents are dominated by fixed costs, so the last doubling says most.
enum ScalingBenchmark {
    struct Series: Sendable {
        let name: String
        /// The base size when `--n` is not given: small enough that 8n in release takes well
        /// under a second per command, so the whole run stays within a few minutes.
        let defaultN: Int
        let document: @Sendable (Int) -> String
    }

    static let series: [Series] = [
        Series(name: "stacks", defaultN: 400) { n in
            // n views, in rows of 8 inside one column: the nesting of a real screen, repeated.
            let rows = (0..<max(1, n / 8)).map { row in
                "    hstack {\n" + (0..<8).map { _ in "      view(.red).width(10).height(10)" }.joined(separator: "\n") + "\n    }.id(r\(row))"
            }
            return "layout Stacks {\n  vstack {\n\(rows.joined(separator: "\n"))\n  }\n}\n"
        },
        Series(name: "collapsed siblings", defaultN: 100) { n in
            "layout Collapsed {\n  hstack {\n" + String(repeating: "    view\n", count: n) + "  }\n}\n"
        },
        Series(name: "modifier chain", defaultN: 1_000) { n in
            "layout Chain {\n  view" + String(repeating: ".padding(1)", count: n) + "\n}\n"
        },
        Series(name: "misspellings", defaultN: 600) { n in
            // n layouts declared and each used misspelt. Up to `Suggestions.maximumCandidates`
            // layouts every use is compared with every layout (uses × candidates, by design);
            // the default starts past that, where the cost must be linear.
            let uses = (0..<n).map { String(format: "    Rwo%05d", $0) }.joined(separator: "\n")
            let layouts = (0..<n).map { String(format: "layout Row%05d { label(\"row\") }", $0) }.joined(separator: "\n")
            return "layout Main {\n  vstack {\n\(uses)\n  }\n}\n\(layouts)\n"
        },
        Series(name: "pin", defaultN: 200) { n in
            // Each child pinned below the one before it.
            let children = (0..<n).map { index in
                let top = index == 0 ? "parent.top" : "p\(index - 1).bottom"
                return "    label(\"item \(index)\").id(p\(index)).pin(left: parent.left, top: \(top))"
            }
            return "layout Pinned {\n  pin {\n\(children.joined(separator: "\n"))\n  }\n}\n"
        },
        Series(name: "keyValue rows", defaultN: 200) { n in
            let rows = (0..<n).map { "    keyValue(\"Key \($0)\", \"A value long enough to wrap onto a second line \($0)\", multiline: .singleLineKey)" }
            return "layout Rows {\n  vstack {\n\(rows.joined(separator: "\n"))\n  }\n}\n"
        },
        Series(name: "text-heavy labels", defaultN: 200) { n in
            let words = "Shipped the new settings screen today, with a layout linter in CI catching collapsed rows before review."
            let labels = (0..<n).map { "    label(\"\($0): \(words) \(words)\", font: 15, lines: 0)" }
            return "layout Text {\n  vstack {\n\(labels.joined(separator: "\n"))\n  }\n}\n"
        },
        Series(name: "nested layout uses", defaultN: 64) { n in
            // n layouts in a binary tree: each used once, by its parent, log2(n) deep (a chain
            // would meet the 64-deep nesting limit).
            var text = ""
            for index in 0..<n {
                let children = [2 * index + 1, 2 * index + 2].filter { $0 < n }.map { "    Part\($0)(tag: \"\($0)\")" }
                let body = (["    label(tag)"] + children).joined(separator: "\n")
                text += "layout Part\(index)(tag: \"t\") {\n  vstack {\n\(body)\n  }\n}\n"
            }
            return "layout Screen {\n  Part0(tag: \"root\")\n}\n" + text
        },
        Series(name: "one big layout", defaultN: 50) { n in
            // A settings-like row repeated: stacks, labels, an image, a spacer, a switch.
            let rows = (0..<n).map { index in
                """
                    hstack {
                      image("icon\(index)", 24, 24).margin(right: 8).crossAlign(self: .center)
                      vstack {
                        label("Setting \(index)", font: 17)
                        label("What setting \(index) does, in a sentence or two.", font: 13, lines: 0)
                      }.grow(1)
                      spacer(8)
                      switch.crossAlign(self: .center)
                    }.padding(8)
                """
            }
            return "layout Big {\n  vstack {\n\(rows.joined(separator: "\n"))\n  }\n}\n"
        },
    ]

    /// Writes each series' document at its base size into `folder`, to read or lint by hand.
    static func emit(to folder: String, n: Int?) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for series in series {
            let path = (folder as NSString).appendingPathComponent(series.name.replacingOccurrences(of: " ", with: "-") + ".kiss")
            _ = FileManager.default.createFile(atPath: path, contents: Data(series.document(n ?? series.defaultN).utf8))
            print(path)
        }
    }

    static func run(n: Int?, scale: Int = 1, rounds: Int, only: String?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-bench-scaling-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let chosen = series.filter { only == nil || $0.name == only }
        guard !chosen.isEmpty else {
            FileHandle.standardError.write(Data("kiss-bench: no series named \(only ?? ""); series: \(series.map(\.name).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        print("scaling: median of \(rounds) round(s) per size; exponent = log2(t(2m) / t(m)), ~1 linear, ~2 quadratic")
        for series in chosen {
            let base = n ?? series.defaultN * scale
            let sizes = [base, 2 * base, 4 * base, 8 * base]
            var times: [String: [Double]] = [:]
            for size in sizes {
                // A folder per document: the folder stands in for the project (no marker above
                // the temporary folder), so K403 finds this file alone.
                let directory = folder.appendingPathComponent("\(series.name.replacingOccurrences(of: " ", with: "-"))-\(size)")
                try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let path = directory.appendingPathComponent("Scaling.kiss").path
                _ = FileManager.default.createFile(atPath: path, contents: Data(series.document(size).utf8))
                let picture = directory.appendingPathComponent("picture.svg").path
                for (command, arguments) in [("lint", [path]), ("frames", ["frames", path]), ("render", ["render", path, "-o", picture])] {
                    times[command, default: []].append(median(rounds) { _ = KissLint.run(arguments, console: discarding(directory)) })
                }
            }
            print("  \(series.name) (n = \(base))")
            for command in ["lint", "frames", "render"] {
                let values = times[command]!
                var line = "    " + command.padding(toLength: 7, withPad: " ", startingAt: 0)
                for (size, value) in zip(sizes, values) { line += String(format: " %6d: %9.2f ms", size, value * 1000) }
                let exponents = (1..<values.count).map { log2(values[$0] / max(values[$0 - 1], 1e-9)) }
                line += String(format: "   exponent %.2f (mean %.2f)", exponents.last!, exponents.reduce(0, +) / Double(exponents.count))
                print(line)
            }
            // A long run shows each series as it ends, even with the output in a file.
            fflush(nil)
        }
    }

    private static func median(_ rounds: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, rounds) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    /// The command line's console with its output thrown away: the reporter still formats it.
    private static func discarding(_ directory: URL) -> Console {
        Console(write: { _ in }, writeError: { _ in }, readInput: { nil }, isTerminal: false, environment: [:], currentDirectory: directory)
    }
}
