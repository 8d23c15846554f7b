import Foundation
import KissSyntax
import XCTest

@testable import KissAnalysis

/// `DeepWork.start` runs work on deep threads, reusing one whose work is done, and a waiting
/// thread keeps nothing of the work it ran.
final class DeepWorkTests: XCTestCase {
    private final class Captured: @unchecked Sendable {}

    /// Runs `work` through `DeepWork.start` and waits for it.
    private func startAndWait(_ work: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        DeepWork.start {
            work()
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    }

    func testStartedWorkRunsDeepAndAFinishedThreadIsReused() throws {
        let seen = ResultSlots<String>(count: 2)
        let others = ResultSlots<Int>(count: 1)
        let marker = UUID().uuidString
        startAndWait {
            Thread.current.threadDictionary["DeepWorkTests.marker"] = marker
            others.set(0, ParkedThreads.shared.count)
            seen.set(0, "\(DeepWork.isDeep)")
        }
        // Its thread parks once the work has returned, beside the others already waiting.
        let waiting = try XCTUnwrap(others.values[0] ?? nil)
        try XCTSkipIf(waiting >= ParkedThreads.limit, "as many threads as may wait were waiting already")
        XCTAssertTrue(ParkedThreads.shared.waitUntilParked(waiting + 1, timeout: 10))
        startAndWait { seen.set(1, Thread.current.threadDictionary["DeepWorkTests.marker"] as? String ?? "a new thread") }
        let values = seen.values
        XCTAssertEqual(values[0], "true")
        XCTAssertEqual(values[1], marker, "the second work ran on the thread that parked last")
    }

    func testAParkedThreadHoldsNothingOfItsWork() {
        weak var weakCaptured: Captured?
        do {
            let captured = Captured()
            weakCaptured = captured
            startAndWait { _ = captured }
        }
        // The work returned; its thread now waits for more, without the work's captures.
        let deadline = Date(timeIntervalSinceNow: 5)
        while weakCaptured != nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertNil(weakCaptured)
    }
}

/// `DeepWork.perform` with one pool thread fewer than processors: the asking deep thread works
/// too, so every index runs once, also in batches started from inside other batches.
final class DeepWorkPerformTests: XCTestCase {
    func testEveryIndexRunsOnceAlsoInNestedBatches() {
        let outer = 40, inner = 25
        let counts = ResultSlots<Int>(count: outer * inner)
        DeepWork.run {
            DeepWork.perform(iterations: outer) { i in
                XCTAssertTrue(DeepWork.isDeep)
                DeepWork.perform(iterations: inner) { j in counts.set(i * inner + j, i * inner + j) }
            }
        }
        XCTAssertEqual(counts.values.map { $0 ?? -1 }, Array(0..<(outer * inner)))
    }

    func testWorkAlongsideRunsOnceAndTheMainWorkStaysOnItsThread() {
        for _ in 0..<200 {
            let side = ResultSlots<Int>(count: 1)
            let nested = ResultSlots<Int>(count: 8)
            let ((sameThread, answer), sideAnswer) = DeepWork.run { () -> ((Bool, Int), String) in
                let caller = Thread.current
                return DeepWork.run({ () -> (Bool, Int) in
                    DeepWork.perform(iterations: 8) { nested.set($0, $0) }
                    return (Thread.current === caller, 42)
                }, alongside: { () -> String in
                    side.set(0, (side.values[0] ?? 0) + 1)
                    return "side"
                })
            }
            XCTAssertTrue(sameThread)
            XCTAssertEqual(answer, 42)
            XCTAssertEqual(sideAnswer, "side")
            XCTAssertEqual(side.values, [1])
            XCTAssertEqual(nested.values, Array(0..<8))
        }
    }

    func testAnUndeepCallerHasADeepThreadAskInItsPlace() {
        XCTAssertFalse(DeepWork.isDeep)
        let seen = ResultSlots<Bool>(count: 16)
        let threads = ResultSlots<ObjectIdentifier>(count: 16)
        let arrived = NSCondition()
        nonisolated(unsafe) var count = 0
        DeepWork.perform(iterations: 16) { index in
            seen.set(index, DeepWork.isDeep)
            threads.set(index, ObjectIdentifier(Thread.current))
            // The first two calls wait for each other: they can only both return if two threads run them.
            guard index < 2 else { return }
            arrived.lock()
            count += 1
            arrived.broadcast()
            let deadline = Date(timeIntervalSinceNow: 10)
            while count < 2, arrived.wait(until: deadline) {}
            XCTAssertEqual(count, 2, "two threads ran the batch")
            arrived.unlock()
        }
        XCTAssertEqual(seen.values, Array(repeating: true, count: 16), "deep threads ran them, none on this thread")
        XCTAssertFalse(threads.values.contains(ObjectIdentifier(Thread.current)))
    }
}

/// The rules' solves of one version are handed out largest layout first, so the two threads of
/// a keystroke finish together rather than one solving the screen alone at the end.
final class RuleSchedulingTests: XCTestCase {
    func testTheLargestLayoutsSolvesComeFirstThenTheModifierRules() throws {
        let source = """
            layout Small {
              label("a")
            }
            layout Big {
              vstack {
                label("a")
                label("b")
                Small
              }
            }
            layout Middle {
              hstack {
                label("a")
                label("b")
              }
            }
            """
        let file = SourceFile(path: "/scheduling/Screen.kiss", bytes: Array(source.utf8))
        let workspace = Workspace(root: "/scheduling")
        var layouts = try file.tree.sourceFile.layouts.map { try XCTUnwrap(Analyzer.layout($0, of: file, in: workspace)) }
        for (index, count) in [1, 5, 3].enumerated() { layouts[index].elementCount = count }
        // Two previews: slots 0 and 1 solve, slot 2 runs the modifier rules.
        let order = ContributionContext.largestFirst(layouts, perLayout: 3)
        XCTAssertEqual(order, [3, 4, 6, 7, 0, 1, 5, 8, 2])
        XCTAssertEqual(order.sorted(), Array(0..<9), "each task once")
    }

    func testAnExpandedLayoutCountsItsElements() throws {
        let source = "layout Row {\n  hstack {\n    label(\"a\")\n    label(\"b\")\n  }\n}\n"
        let file = SourceFile(path: "/scheduling/Row.kiss", bytes: Array(source.utf8))
        let context = ContributionContext(file: file, workspace: Workspace(root: "/scheduling"), previews: [], family: .system)
        let declaration = try XCTUnwrap(Instantiator(workspace: context.workspace, primary: file.path).symbols(for: file)["Row"])
        var state = ExpansionState()
        var tables: [String: [String: LayoutDeclaration]] = [:]
        let (instance, contribution) = context.expand(declaration, state: &state, symbolTables: &tables)
        XCTAssertEqual(instance.elementCount, 3)
        XCTAssertEqual(instance.elementCount, contribution.instanceCount)
    }
}
