import Foundation
import KissFuzzing
import KissTestSupport
import XCTest

/// The committed fuzzing corpus (`Fuzz/corpus`: the hostile cases found so far and inputs the
/// fuzzer kept) replayed through the same checks `kiss-fuzz` runs, so `swift test` guards
/// what fuzzing found without fuzzing. `Scripts/test-integration.sh` fuzzes for real.
final class FuzzCorpusTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func inputs(_ folder: String) throws -> [(String, [UInt8])] {
        let url = Self.root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".kiss") }.sorted().map {
            ($0, try [UInt8](Data(contentsOf: url.appendingPathComponent($0))))
        }
    }

    func testEveryCorpusInputPassesThePipelineChecks() throws {
        let corpus = try inputs("Fuzz/corpus")
        XCTAssertGreaterThan(corpus.count, 10)
        for (name, bytes) in corpus {
            XCTAssertNoThrow(try PipelineCheck.run(bytes, hoverOffsets: [0, bytes.count / 3, bytes.count]), name)
        }
    }

    func testEditorSessionsOnTheCorpusAgreeWithKisslint() throws {
        let corpus = try inputs("Fuzz/corpus") + inputs("Examples")
        var generator = SplitMix64(seed: 7)
        for (name, bytes) in corpus.prefix(12) {
            let edits = Mutator().edits(for: bytes, count: 16, &generator)
            let garbage = Mutator.garbage + Array(repeating: [], count: 10)
            XCTAssertNoThrow(try EditLoopCheck.run(initial: bytes, edits: edits, garbage: garbage), name)
        }
    }
}
