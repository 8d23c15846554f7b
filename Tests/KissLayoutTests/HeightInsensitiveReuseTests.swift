import Foundation
import KissFuzzing
import KissLayout
import XCTest

/// The height-insensitive reuse rule (Sources/KissLayout/HeightInsensitiveSubtrees.swift) must
/// give exactly what the engine gives with Yoga's own caching: frames bit for bit (rounded and
/// not), explanations and baselines. Solves where the rule may stray are run again without it;
/// these tests check both halves of that: the rule alone on many generated trees, and that the
/// cases where it does stray are the ones its watch catches.
final class HeightInsensitiveReuseTests: XCTestCase {
    /// Trees of the default seed that showed each part of the rule to matter: they differ
    /// from Yoga's caching without the watch's rerun (160, 496, 2,621, 2,746, 2,966, 3,024),
    /// without the covering-height test (555, 661, 951, 1,066, 1,072), without the squeeze
    /// mark (131, 245, 534, 696, 926) or without the width slack (412, 634, 1,222, 1,338,
    /// 1,527, 1,973). They are solved whatever the sample; the rest of a broad sweep is
    /// `kiss-fuzz --solver-caches`'s.
    static let reuseRegressions: Set<Int> = [
        160, 496, 2_621, 2_746, 2_966, 3_024, 555, 661, 951, 1_066, 1_072, 131, 245, 534, 696, 926,
        412, 634, 1_222, 1_338, 1_527, 1_973,
    ]

    /// The first 1,000 trees and the regressions above. `KISS_LAYOUT_REUSE_TREES=N` checks the
    /// first N (and the regressions); `KISS_LAYOUT_REUSE_SEED=S` the first N of another seed.
    func testReuseGivesWhatYogaCachingGivesOnGeneratedTrees() {
        let environment = ProcessInfo.processInfo.environment
        let sample = environment["KISS_LAYOUT_REUSE_TREES"].flatMap(Int.init) ?? 1_000
        let seed = environment["KISS_LAYOUT_REUSE_SEED"].flatMap(UInt64.init) ?? SolverCacheCheck.reuseSeed
        let regressions = seed == SolverCacheCheck.reuseSeed ? Self.reuseRegressions : []
        let tally = SolverCacheCheck.reuseSweep(
            seed: seed, count: max(sample, (regressions.max() ?? 0) + 1), withoutRerun: true,
            solving: { $0 < sample || regressions.contains($0) })
        XCTAssert(tally.mismatches.isEmpty, "\(tally.mismatches.count) trees differ:\n" + tally.mismatches.prefix(10).joined(separator: "\n"))
        // The trees must exercise the rule, not only the rerun…
        XCTAssertGreaterThan(tally.solved - tally.ranAgain, tally.solved * 2 / 3, "solves that kept the rule (\(tally.ranAgain) ran again)")
        // …and the rerun must be needed: the regressions include trees that stray without it.
        if !regressions.isEmpty {
            XCTAssertGreaterThan(tally.strayedWithoutRerun, 0, "trees that stray without the rerun")
        }
        print("height-insensitive reuse: \(tally.solved) trees, \(tally.ranAgain) ran again, \(tally.strayedWithoutRerun) stray without the rerun")
    }

    /// Near the largest accepted length (10⁹ pt) Float spacing is 64 pt, too coarse for the
    /// rules' arguments; they must stay out of the way there (`largestReusedLength`).
    func testHugeLengthsGiveWhatYogaCachingGives() {
        // Two of the first 2,100 trees of seed 98, 1,939 and 2,002, differed before the rules
        // had that limit: those, and every tenth tree. `kiss-fuzz --solver-caches` sweeps all.
        let regressions: Set<Int> = [1_939, 2_002]
        let tally = SolverCacheCheck.hugeLengthSweep(
            seed: SolverCacheCheck.hugeLengthSeed, count: 2_100, solving: { $0 % 10 == 0 || regressions.contains($0) })
        XCTAssertEqual(tally.solved, 212)
        XCTAssert(tally.mismatches.isEmpty, "\(tally.mismatches.count) trees differ:\n" + tally.mismatches.prefix(5).joined(separator: "\n"))
    }

    /// The regression cases are trees where answering from remembered measurements strays
    /// from Yoga; the watch must send them to the rerun (and without it they must fail, or the
    /// cases no longer test anything).
    func testTheWatchCatchesTheCasesWhereReuseStraysFromYoga() throws {
        let directory = try XCTUnwrap(Bundle.module.resourceURL)
            .appendingPathComponent("Fixtures").appendingPathComponent("regressions")
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        var strayed = 0
        for file in files {
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let fixture = try OracleCase(json: try XCTUnwrap(json["case"] as? [String: Any]))
            let expected = try XCTUnwrap(json["expected"] as? [String: Any])
            let alone = LayoutSolver.solve(
                fixture.root, width: fixture.width, height: fixture.height, scale: fixture.scale,
                caching: .heightInsensitiveReuseWithoutRerun)
            let differences = FrameComparison.differences(
                expected: expected, result: alone.result, names: fixture.names, file: file.lastPathComponent)
            guard !differences.isEmpty else { continue }
            strayed += 1
            let guarded = LayoutSolver.solve(
                fixture.root, width: fixture.width, height: fixture.height, scale: fixture.scale,
                caching: .heightInsensitiveReuse)
            XCTAssertTrue(guarded.ranAgain, "\(file.lastPathComponent): strayed from Yoga without the watch noticing")
        }
        XCTAssertGreaterThan(strayed, 0, "no regression case strays without the rerun")
    }
}
