import Foundation
import KissRuntime
import KissAnalysis
import KissIDE
import KissLSP

/// The analysis of one keystroke without the protocol: `IDEService.diagnostics` (what the
/// server's diagnostics run calls) on the `lsp` benchmark's two documents, typing the same
/// characters at the same places, one analysis at a time on this thread. Besides the wall
/// clock per keystroke it gives the process's CPU time per keystroke (every thread), which
/// moves far less than the wall clock when the machine is shared: the figure to compare
/// two builds by.
enum KeystrokeBenchmark {
    /// `only`: one of the two documents by name; `site`: the keystrokes at one label site only
    /// (for profiling one kind of edit); `bySite`: the wall clock per site as well; `trace`: where
    /// each keystroke's time goes (`StageTrace`): per stage, when it starts after the keystroke
    /// and how long it takes (medians, and the 90th percentile of its duration).
    static func run(edits requested: Int, lines: Int, bySite: Bool = false, trace: Bool = false, only: String? = nil, site: Int? = nil) {
        let edits = requested + requested % 2
        ProcessMemory.limitAllocatorArenas()
        let (folder, documents) = LSPBenchmark.project(named: "kiss-keystroke-bench", lines: lines, singleRoot: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let service = IDEService()
        var buffers: [String: [UInt8]] = [:]
        for document in documents { buffers[document.url.path] = Array(document.text.utf8) }
        func analyse(_ document: BenchDocument) -> Int {
            let text = buffers[document.url.path]!
            return service.diagnostics(for: IDEDocument(path: document.url.path, text: text, openBuffers: buffers)).diagnostics.count
        }
        for document in documents { _ = analyse(document) }
        StageTrace.enable(trace)
        print("keystrokes: IDEService.diagnostics per keystroke, in process, one at a time")
        for document in documents where only.map({ $0 == document.name }) ?? true {
            let all = document.labelSites
            let sites = site.map { [all[min(max($0, 0), all.count - 1)]] } ?? all
            let warmUp = 2 * sites.count
            var lineStarts: [Int] = [0]
            for (index, byte) in document.text.utf8.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
            var wall: [Double] = []
            var wallBySite: [Int: [Double]] = [:]
            var cpuTotal = 0.0
            var stages: [String: (starts: [Double], durations: [Double])] = [:]
            for index in 0..<(warmUp + edits) {
                let siteNumber = (index / 2) % sites.count
                let site = sites[siteNumber]
                // Label sites are ASCII: the column is the byte offset in the line.
                let offset = lineStarts[site.line] + site.column
                var text = buffers[document.url.path]!
                if index % 2 == 0 { text.insert(UInt8(ascii: "x"), at: offset) } else { text.remove(at: offset) }
                buffers[document.url.path] = text
                let startCPU = processCPU()
                _ = StageTrace.take()
                let traceStart = StageTrace.now
                let start = DispatchTime.now().uptimeNanoseconds
                _ = analyse(document)
                if trace, index >= warmUp {
                    for span in StageTrace.take() {
                        stages[span.label, default: ([], [])].starts.append(span.start - traceStart)
                        stages[span.label, default: ([], [])].durations.append(span.end - span.start)
                    }
                }
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                if index >= warmUp {
                    wall.append(elapsed)
                    wallBySite[siteNumber, default: []].append(elapsed)
                    cpuTotal += processCPU() - startCPU
                }
            }
            wall.sort()
            if trace { printStages(stages, keystrokes: wall.count) }
            print(String(format: "  %@ (%d lines): wall p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms; CPU %6.2f ms per keystroke (n = %d)",
                         document.name, document.lineCount, wall[wall.count / 2], wall[min(wall.count - 1, wall.count * 99 / 100)],
                         wall.last!, cpuTotal / Double(wall.count), wall.count))
            // Which edits make the slow keystrokes: the layout a site is in decides how much is
            // expanded and solved again.
            if bySite {
                for (number, site) in sites.enumerated() {
                    guard var times = wallBySite[number], !times.isEmpty else { continue }
                    times.sort()
                    let layout = document.lines[..<site.line].last { $0.hasPrefix("layout ") }.map { String($0.dropFirst(7).prefix { $0 != "(" && $0 != " " }) } ?? "?"
                    print(String(format: "    line %4d (%@): p50 %6.2f ms  max %6.2f ms  (n = %d)",
                                 site.line + 1, layout, times[times.count / 2], times.last!, times.count))
                }
            }
        }
    }

    /// One line per stage, in the order they start (medians).
    private static func printStages(_ stages: [String: (starts: [Double], durations: [Double])], keystrokes: Int) {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print("    stage (µs after the keystroke; the same stage of several solves or layouts is one line per name)")
        for (label, values) in stages.sorted(by: { median($0.value.starts) < median($1.value.starts) }) {
            let durations = values.durations.sorted()
            print("    " + label.padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: " %4.1f per keystroke  start %6.0f  took %6.0f  (p90 %6.0f)",
                         Double(durations.count) / Double(max(keystrokes, 1)), median(values.starts), durations[durations.count / 2],
                         durations[durations.count * 9 / 10]))
        }
    }

    private static func processCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3
    }
}
