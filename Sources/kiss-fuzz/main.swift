import Foundation
import KissFuzzing

// kiss-fuzz: the whole pipeline and kiss-lsp's edit loop under mutated inputs (docs/limits.md).
//   kiss-fuzz [--seconds N] [--seed S] [--corpus DIR]... [--out DIR] [--grow DIR]
//   kiss-fuzz --replay FILE...     runs saved inputs once each (a finding, a crash)
//   kiss-fuzz --minimize FILE... [--out DIR]   keeps the few that draw every finding shape
//   kiss-fuzz --solver-caches [--trees N] [--seed S]   the solver's caches against plain solves
let arguments = Array(CommandLine.arguments.dropFirst())
func values(_ name: String) -> [String] {
    arguments.indices.filter { arguments[$0] == name && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
}

if arguments.contains("--solver-caches") {
    // Generated trees solved with and without the solver's caches (height-insensitive reuse,
    // subtree replay), compared bit for bit; exits 1 on any difference.
    let trees = values("--trees").last.flatMap(Int.init) ?? 6_000
    let seed = values("--seed").last.flatMap(UInt64.init)
    let start = Date()
    let clean = SolverCacheCheck.sweepAll(trees: trees, seed: seed) { print($0) }
    print("kiss-fuzz --solver-caches: \(clean ? "no differences" : "DIFFERENCES") (\(Int(Date().timeIntervalSince(start))) s)")
    exit(clean ? 0 : 1)
}

if let index = arguments.firstIndex(of: "--replay") {
    var failed = false
    for path in arguments[(index + 1)...] {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("\(path): cannot read")
            failed = true
            continue
        }
        do {
            try PipelineCheck.run([UInt8](data), hoverOffsets: [0, data.count / 2, data.count])
            print("\(path): ok")
        } catch {
            print("\(path): \(error)")
            failed = true
        }
    }
    exit(failed ? 1 : 0)
}

if let index = arguments.firstIndex(of: "--minimize") {
    // kiss-fuzz --minimize FILE... --out DIR: copies there the few that draw every shape.
    let paths = arguments[(index + 1)...].prefix { !$0.hasPrefix("--") }
    let inputs = paths.map { [UInt8](FileManager.default.contents(atPath: $0) ?? Data()) }
    let output = URL(fileURLWithPath: values("--out").last ?? "Fuzz/corpus")
    try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let kept = CorpusMinimizer.minimize(inputs)
    for index in kept {
        let name = URL(fileURLWithPath: paths[paths.startIndex + index]).lastPathComponent
        try? Data(inputs[index]).write(to: output.appendingPathComponent(name))
    }
    print("kiss-fuzz: kept \(kept.count) of \(inputs.count) inputs in \(output.path)")
    exit(0)
}

let folders = values("--corpus").isEmpty ? ["Fuzz/corpus", "Examples", "Examples/Kiss"] : values("--corpus")
var corpus: [[UInt8]] = []
for folder in folders {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names.sorted() where name.hasSuffix(".kiss") {
        if let data = FileManager.default.contents(atPath: folder + "/" + name) { corpus.append([UInt8](data)) }
    }
}
let seconds = values("--seconds").last.flatMap(Double.init) ?? 60
let seed = values("--seed").last.flatMap(UInt64.init) ?? 1
let output = URL(fileURLWithPath: values("--out").last ?? ".build/kiss-fuzz")
let runner = FuzzRunner(corpus: corpus, seconds: seconds, seed: seed, output: output, grow: values("--grow").last.map { URL(fileURLWithPath: $0) })
print("kiss-fuzz: \(corpus.count) corpus inputs from \(folders.joined(separator: ", ")), \(Int(seconds)) s")
let findings = runner.run { print($0) }
exit(findings.isEmpty ? 0 : 1)
