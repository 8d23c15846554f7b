import Foundation
import Synchronization
import KissCLI
import KissIDE

/// A project of many files, as the command line and the editor meet it: 20 libraries of 10
/// components and `files` screens importing two of them. Times `kisslint` on the folder, each
/// `kisslint --watch` run after one screen is saved (what the database lets a run skip), and
/// keystrokes in a library (a file with components, so K403 searches the whole project at
/// each one). Medians over the rounds; wall-clock.
enum ProjectBenchmark {
    static func run(files: Int, rounds: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-bench-project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        write(files: files, to: folder)
        print("project: \(files + 20) files, \(rounds) rounds (median)")
        let console = Console(write: { _ in }, writeError: { _ in }, readInput: { nil }, isTerminal: false, environment: [:], currentDirectory: folder)

        var once: [Double] = []
        for _ in 0..<rounds { once.append(time { _ = KissLint.run(["."], console: console) }) }
        print("  kisslint .                     \(format(median(once)))")

        // `--watch`: each pause saves one screen; a run is the time from that save to the next pause.
        let screen = folder.appendingPathComponent("screens/S5.kiss")
        let original = (try? String(contentsOf: screen, encoding: .utf8)) ?? ""
        let state = WatchClock()
        var watching = console
        watching.pause = { _ in
            state.runEnded()
            guard state.saves < rounds + 1 else { return }
            try? original.replacingOccurrences(of: "row 0", with: "row \(state.saves)").write(to: screen, atomically: true, encoding: .utf8)
            state.saved()
        }
        watching.keepWatching = { state.saves <= rounds }
        _ = KissLint.run([".", "--watch"], console: watching)
        print("  kisslint --watch, after a save \(format(median(state.runs)))")

        // The editor: keystrokes in a library, whose components K403 looks for in every file.
        let library = folder.appendingPathComponent("lib0.kiss").path
        let text = (try? String(contentsOfFile: library, encoding: .utf8)) ?? ""
        let service = IDEService()
        let first = time { _ = service.diagnostics(for: IDEDocument(path: library, text: Array(text.utf8))) }
        var keystrokes: [Double] = []
        for index in 0..<(rounds * 10) {
            let edited = Array(text.replacingOccurrences(of: "label(\"g\")", with: "label(\"g\(index)\")").utf8)
            keystrokes.append(time { _ = service.diagnostics(for: IDEDocument(path: library, text: edited)) })
        }
        print("  editor, first diagnostics      \(format(first))")
        print("  editor, keystroke p50          \(format(median(keystrokes)))")
        print("  editor, keystroke p90          \(format(percentile(keystrokes, 0.9)))")
    }

    /// What the watch's pauses measure: when a save was made, and how long each run after one took.
    final class WatchClock: Sendable {
        private struct State {
            var savedAt: UInt64?
            var saves = 0
            var runs: [Double] = []
        }

        private let state = Mutex(State())
        var saves: Int { state.withLock { $0.saves } }
        var runs: [Double] { state.withLock { $0.runs } }

        func saved() {
            state.withLock { state in
                state.saves += 1
                state.savedAt = DispatchTime.now().uptimeNanoseconds
            }
        }

        func runEnded() {
            state.withLock { state in
                if let savedAt = state.savedAt { state.runs.append(Double(DispatchTime.now().uptimeNanoseconds - savedAt) / 1e6) }
                state.savedAt = nil
            }
        }
    }

    static func write(files: Int, to folder: URL) {
        let manager = FileManager.default
        try? manager.createDirectory(at: folder.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try? "{}".write(to: folder.appendingPathComponent(".kisslint.json"), atomically: true, encoding: .utf8)
        for library in 0..<20 {
            var text = "layout Lib\(library)Gallery {\n  vstack { label(\"g\") }\n}\n\n"
            for component in 0..<10 {
                text += "layout L\(library)C\(component)(title: \"t\", size: \(10 + component)) {\n  hstack {\n    label(title).width(size)\n    label(\"x\").grow(1)\n  }.padding(4)\n}\n\n"
            }
            try? text.write(to: folder.appendingPathComponent("lib\(library).kiss"), atomically: true, encoding: .utf8)
        }
        for screen in 0..<files {
            let (first, second) = (screen % 20, (screen * 7 + 3) % 20 == screen % 20 ? (screen + 1) % 20 : (screen * 7 + 3) % 20)
            var text = "import \"../lib\(first).kiss\"\nimport \"../lib\(second).kiss\"\n\nlayout Screen\(screen) {\n  vstack {\n"
            for row in 0..<6 {
                let library = row % 2 == 0 ? first : second
                text += "    L\(library)C\((screen + row) % 10)(title: \"row \(row)\")\n"
            }
            text += "  }.padding(8)\n}\n"
            try? text.write(to: folder.appendingPathComponent("screens/S\(screen).kiss"), atomically: true, encoding: .utf8)
        }
    }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
    }

    static func format(_ milliseconds: Double) -> String { String(format: "%8.2f ms", milliseconds) }
}
