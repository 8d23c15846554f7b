import Foundation
import KissLayout

// kiss-bench: speed figures recorded in BENCHMARKS.md. Run in release:
//   swift run -c release kiss-bench parse [--lines N] [--iterations N]
//   swift run -c release kiss-bench solve [--iterations N] [--emit DIR] [--checksum] [--only TREE]
//                                         [--caching heightInsensitiveReuse|yogaCaching]
//   swift run -c release kiss-bench lsp [--edits N] [--hovers N] [--lines N] [--single-root] [--catalogue-only]
//                                       [--emit DIR]   (writes the two documents there and stops)
//   swift run -c release kiss-bench nesting [--iterations N]
//   swift run -c release kiss-bench first-lint FILE [--iterations N]
//   swift run -c release kiss-bench completion [--lines N] [--requests N]
//   swift run -c release kiss-bench keystrokes [--edits N] [--lines N] [--by-site] [--only NAME] [--site N] [--trace]
//   swift run -c release kiss-bench scaling [--n N | --scale K] [--rounds N] [--only SERIES] [--emit DIR]
//   swift run -c release kiss-bench project [--files N] [--rounds N]
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
usage: kiss-bench parse [--lines N] [--iterations N]
       kiss-bench solve [--iterations N] [--emit DIR] [--checksum] [--only TREE]
                        [--caching heightInsensitiveReuse|yogaCaching]
       kiss-bench lsp [--edits N] [--hovers N] [--lines N] [--single-root] [--catalogue-only] [--emit DIR]
       kiss-bench nesting [--iterations N]
       kiss-bench first-lint FILE [--iterations N]
       kiss-bench completion [--lines N] [--requests N]
       kiss-bench keystrokes [--edits N] [--lines N] [--by-site] [--only NAME] [--site N] [--trace]
       kiss-bench scaling [--n N | --scale K] [--rounds N] [--only SERIES] [--emit DIR]
       kiss-bench project [--files N] [--rounds N]

"""

/// The word after `name`, if there is one.
func textOption(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

func option(_ name: String, default value: Int) -> Int {
    guard let number = textOption(name).flatMap({ Int($0) }), number > 0 else { return value }
    return number
}

switch arguments.first {
case "parse":
    ParseBenchmark.run(lines: option("--lines", default: 10_000), iterations: option("--iterations", default: 50))
case "solve":
    let emit = textOption("--emit")
    let only = textOption("--only")
    let cachingName = textOption("--caching")
    guard let caching = cachingName.map(LayoutSolver.Caching.init(rawValue:)) ?? .heightInsensitiveReuse else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
    SolveBenchmark.run(
        emit: emit, iterations: option("--iterations", default: 10), printChecksums: arguments.contains("--checksum"),
        only: only, caching: caching)
case "lsp":
    if let emit = textOption("--emit") {
        LSPBenchmark.emitDocuments(to: emit, lines: option("--lines", default: 10_000), singleRoot: arguments.contains("--single-root"))
        exit(0)
    }
    LSPBenchmark.run(edits: option("--edits", default: 200), hovers: option("--hovers", default: 200), lines: option("--lines", default: 10_000),
                     singleRoot: arguments.contains("--single-root"), catalogueOnly: arguments.contains("--catalogue-only"))
case "nesting":
    NestingBenchmark.run(iterations: option("--iterations", default: 5))
case "completion":
    CompletionBenchmark.run(lines: option("--lines", default: 2_000), requests: option("--requests", default: 100))
case "keystrokes":
    KeystrokeBenchmark.run(edits: option("--edits", default: 400), lines: option("--lines", default: 10_000), bySite: arguments.contains("--by-site"), trace: arguments.contains("--trace"),
                           only: textOption("--only"),
                           site: arguments.contains("--site") ? option("--site", default: 0) : nil)
case "scaling":
    let base = textOption("--n").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    if let emit = textOption("--emit") {
        ScalingBenchmark.emit(to: emit, n: base)
        exit(0)
    }
    ScalingBenchmark.run(n: base, scale: option("--scale", default: 1), rounds: option("--rounds", default: 1), only: textOption("--only"))
case "project":
    ProjectBenchmark.run(files: option("--files", default: 1_000), rounds: option("--rounds", default: 5))
case "first-lint" where arguments.count > 1:
    FirstLintBenchmark.run(path: arguments[1], iterations: option("--iterations", default: 5))
default:
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
