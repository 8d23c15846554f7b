import Foundation
import KissIDE

/// Completion latency as an editor sees it while typing: in a 2,000-line document (the
/// LSP benchmark's catalogue), a `.` is typed after an element, and completions are asked
/// for in that new version (nothing of it analysed yet), through `IDEService` in process.
enum CompletionBenchmark {
    static func run(lines: Int, requests: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-completion-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try? Data("{}\n".utf8).write(to: folder.appendingPathComponent(".kisslint.json"))
        let text = LSPBenchmark.generateCatalogue(lines: lines, sectionsPerScreen: 4)
        let path = folder.appendingPathComponent("Catalogue.kiss").path
        let service = IDEService()
        // The version before the edits, analysed as the editor's diagnostics would have.
        _ = service.diagnostics(for: IDEDocument(path: path, text: Array(text.utf8)))
        // Places after an element's closing `)` at the end of a line.
        var sites: [Int] = []
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            offset += line.utf8.count
            if line.hasSuffix(")"), line.contains("label(") { sites.append(offset) }
            offset += 1
        }
        guard !sites.isEmpty else { return }
        var times: [Double] = []
        var found = 0
        for index in 0..<requests {
            let site = sites[(index * 7919) % sites.count]
            var bytes = Array(text.utf8)
            bytes.insert(UInt8(ascii: "."), at: site)
            let document = IDEDocument(path: path, text: bytes)
            let start = DispatchTime.now().uptimeNanoseconds
            found = service.completions(for: document, at: site + 1).count
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        func percentile(_ p: Double) -> Double { times[min(times.count - 1, Int((Double(times.count) * p).rounded(.up)) - 1)] }
        print("completion: \(text.split(separator: "\n").count) lines, \(requests) requests after a typed `.` (\(found) items each)")
        print(String(format: "  p50 %.2f ms  p95 %.2f ms  max %.2f ms  (target p95 ≤ 5 ms)", percentile(0.5), percentile(0.95), times.last ?? 0))
    }
}
