import Foundation
import KissAnalysis
import KissLSP
import KissSyntax

/// The cost of a document's first diagnostics, by path: `kisslint`'s `Linter.lint`, and a
/// fresh `LintSession` (what the server runs on a document it has just opened, which also
/// keeps what later keystrokes reuse). Each iteration parses and lints the file afresh;
/// wall-clock and CPU time (all threads) are both given, medians over the iterations.
enum FirstLintBenchmark {
    static func run(path: String, iterations: Int) {
        guard case .contents(let bytes) = SourceFileReader.read(path) else {
            FileHandle.standardError.write(Data("kiss-bench: cannot read \(path)\n".utf8))
            exit(2)
        }
        // As kiss-lsp's main does, so that the session figure is the server's.
        ProcessMemory.limitAllocatorArenas()
        print("first-lint: \(path), \(bytes.count) bytes, \(iterations) iterations (median)")
        func cpu() -> Double {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3
        }
        var cpuTimes: [String: [Double]] = [:]
        var label = ""
        func time(_ body: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            let startCPU = cpu()
            body()
            cpuTimes[label, default: []].append(cpu() - startCPU)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        var parse: [Double] = []
        var plain: [Double] = []
        var session: [Double] = []
        for _ in 0..<iterations {
            label = "parse"
            parse.append(time { _ = SourceFile(path: path, bytes: bytes) })
            label = "plain"
            plain.append(time {
                let workspace = Workspace.enclosing(path)
                let file = workspace.add(path: path, bytes: bytes)
                _ = Linter.lint(file, in: workspace)
            })
            label = "session"
            session.append(time {
                let workspace = Workspace.enclosing(path)
                let file = workspace.add(path: path, bytes: bytes)
                _ = LintSession().lint(file, in: workspace)
            })
        }
        func median(_ values: [Double]) -> String { String(format: "%8.2f ms", values.sorted()[values.count / 2]) }
        print("  parse alone                    \(median(parse))  cpu \(median(cpuTimes["parse"]!))")
        print("  parse + Linter.lint            \(median(plain))  cpu \(median(cpuTimes["plain"]!))")
        print("  parse + LintSession().lint     \(median(session))  cpu \(median(cpuTimes["session"]!))")
    }
}
