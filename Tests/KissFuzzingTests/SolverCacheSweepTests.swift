import KissFuzzing
import XCTest

/// `kiss-fuzz --solver-caches` in small: the sweeps run, report each, and find no difference
/// (the broad sweep is Scripts/test-integration.sh's; Tests/KissLayoutTests has the samples).
final class SolverCacheSweepTests: XCTestCase {
    func testASmallSweepReportsEachCheckAndFindsNoDifference() {
        var lines: [String] = []
        XCTAssertTrue(SolverCacheCheck.sweepAll(trees: 40) { lines.append($0) }, lines.joined(separator: "\n"))
        XCTAssertEqual(lines.count, 3, lines.joined(separator: "\n"))
        XCTAssert(lines.allSatisfy { $0.hasSuffix(", 0 differ") }, lines.joined(separator: "\n"))
    }

    /// Generating a case without solving it consumes the same random numbers, so a case's
    /// index names the same tree whatever the sample around it.
    func testSkippedCasesLeaveTheLaterOnesAsTheyWere() {
        let all = SolverCacheCheck.replaySweep(seed: 5, count: 4)
        let last = SolverCacheCheck.replaySweep(seed: 5, count: 4, solving: { $0 == 3 })
        let lastAlone = SolverCacheCheck.replaySweep(seed: 5, count: 4, solving: { $0 != 3 })
        XCTAssertEqual(last.units + lastAlone.units, all.units)
        XCTAssertEqual(last.replayed + lastAlone.replayed, all.replayed)
        XCTAssertEqual(last.solved, 1)
    }
}
