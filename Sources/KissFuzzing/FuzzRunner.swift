import Foundation
import Synchronization
import KissTestSupport

/// The fuzzing loop: inputs from the corpus, mutated, through `PipelineCheck`, and every
/// so often a session of `EditLoopCheck`, for a fixed time. Before each input the input is
/// saved (`last-input.kiss` in `output`), so a crash leaves its reproducer; an input that
/// runs longer than `hangLimit` is saved as a hang and ends the run.
public struct FuzzRunner {
    public var corpus: [[UInt8]]
    public var seconds: Double
    public var seed: UInt64
    public var output: URL
    /// Where inputs whose findings take a shape not seen before are added (nil: the corpus is
    /// left as it is).
    public var grow: URL?
    public var hangLimit: Double = 30
    public var editLoopEvery = 40

    public init(corpus: [[UInt8]], seconds: Double, seed: UInt64, output: URL, grow: URL? = nil) {
        self.corpus = corpus.isEmpty ? [[]] : corpus
        self.seconds = seconds
        self.seed = seed
        self.output = output
        self.grow = grow
    }

    /// Runs; the findings (empty when none).
    public func run(log: (String) -> Void) -> [FuzzFinding] {
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // The same seed gives the same inputs.
        var random = SplitMix64(seed: seed)
        let mutator = Mutator()
        let watchdog = Watchdog(limit: hangLimit, output: output)
        let deadline = Date().addingTimeInterval(seconds)
        // What the corpus already draws: only what goes beyond it is worth keeping.
        var seen = grow == nil ? [] : corpus.reduce(into: Set<String>()) { $0.formUnion(FindingShapes.shapes(of: $1)) }
        var runs = 0
        var sessions = 0
        var grown = 0
        var findings: [FuzzFinding] = []
        while Date() < deadline, findings.isEmpty {
            let input = mutator.mutate(corpus.randomElement(using: &random)!, splicing: corpus.randomElement(using: &random)!, &random)
            let offsets = (0..<3).map { _ in Int.random(in: 0...input.count, using: &random) }
            watchdog.begin(input)
            do {
                if runs % editLoopEvery == editLoopEvery - 1 {
                    let edits = mutator.edits(for: input, count: Int.random(in: 1...24, using: &random), &random)
                    let garbage = (0..<edits.count).map { _ in Bool.random(using: &random) ? Mutator.garbage.randomElement(using: &random)! : [] }
                    try EditLoopCheck.run(initial: input, edits: edits, garbage: garbage)
                    sessions += 1
                } else {
                    try PipelineCheck.run(input, hoverOffsets: offsets)
                }
            } catch {
                let file = output.appendingPathComponent("finding-\(runs).kiss")
                try? Data(input).write(to: file)
                findings.append(error)
                log("finding: \(error)\n  input saved as \(file.path)")
            }
            watchdog.end()
            if let grow {
                let shapes = FindingShapes.shapes(of: input)
                if !shapes.isSubset(of: seen) {
                    seen.formUnion(shapes)
                    try? Data(input).write(to: grow.appendingPathComponent("grown-\(seed)-\(runs).kiss"))
                    grown += 1
                }
            }
            runs += 1
        }
        log("kiss-fuzz: seed \(seed), \(runs) inputs, \(sessions) editor sessions, \(findings.count) finding(s)\(grow == nil ? "" : ", \(grown) added to the corpus")")
        return findings
    }

}

/// Ends the process when one input runs too long, keeping the input.
private final class Watchdog: Sendable {
    /// When the current input began (nil between inputs), and the input.
    private let current = Mutex<(started: Date?, input: [UInt8])>((nil, []))
    private let output: URL

    init(limit: Double, output: URL) {
        self.output = output
        Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                let (since, input) = current.withLock { $0 }
                guard let since, Date().timeIntervalSince(since) > limit else { continue }
                let file = output.appendingPathComponent("hang.kiss")
                try? Data(input).write(to: file)
                FileHandle.standardError.write(Data("kiss-fuzz: an input ran more than \(Int(limit)) s; saved as \(file.path)\n".utf8))
                exit(3)
            }
        }.start()
    }

    func begin(_ input: [UInt8]) {
        // Saved first: if it crashes the process, this is the reproducer.
        try? Data(input).write(to: output.appendingPathComponent("last-input.kiss"))
        current.withLock { $0 = (Date(), input) }
    }

    func end() {
        current.withLock { $0.started = nil }
    }
}
