import Foundation
import KissSyntax
import XCTest

@testable import KissAnalysis
import KissTestSupport
@testable import KissRuntime

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
        XCTAssertEqual(done.wait(timeout: .now() + Patience.forAnAnswer), .success)
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
        XCTAssertTrue(ParkedThreads.shared.waitUntilParked(waiting + 1, timeout: Patience.forAnAnswer))
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
/// a keystroke finish together rather than one solving the screen alone at the end; and the
/// layouts an edit reached are expanded used ones first, so that their solves start while the
/// screen using them is expanded.
final class RuleSchedulingTests: XCTestCase {
    func testTheLargestLayoutsSolvesComeFirstThenTheModifierRules() {
        // As `PendingRuleFindings` adds them: per layout, its solves then its modifier rules; the
        // session's end of version (`VersionEnd`) once every layout is added.
        let stream = TaskStream(offeredToPool: false)
        var order: [String] = []
        for (name, size) in [("Small", 1), ("Big", 5), ("Middle", 3)] {
            for task in ["\(name)@0", "\(name)@1"] {
                stream.add(priority: .solve(size: size)) { order.append(task) }
            }
            stream.add(priority: .modifierRules(size: size)) { order.append("\(name) modifiers") }
        }
        stream.add(priority: .last) { order.append("end of version") }
        stream.finish()
        XCTAssertEqual(order, ["Big@0", "Big@1", "Middle@0", "Middle@1", "Small@0", "Small@1",
                                         "Big modifiers", "Middle modifiers", "Small modifiers", "end of version"])
    }

    func testTheLastPriorityWaitsForTasksAddedAfterIt() {
        // Whenever it was added, work of the lowest priority is taken after every solve and
        // rule, so it never holds them back (the thread that expanded the screen used to end
        // the version before joining the screen's solves).
        let stream = TaskStream(offeredToPool: false)
        var order: [String] = []
        stream.add(priority: .last) { order.append("end of version") }
        stream.add(priority: .modifierRules(size: 9)) { order.append("modifiers") }
        stream.add(priority: .solve(size: 1)) { order.append("solve") }
        stream.finish()
        XCTAssertEqual(order, ["solve", "modifiers", "end of version"])
    }

    func testTasksAddedLaterStillGoByPriority() {
        let stream = TaskStream(offeredToPool: false)
        var order: [Int] = []
        stream.add(priority: .init(rank: 1, size: 2)) { order.append(2) }
        stream.add(priority: .init(rank: 0, size: 9)) { order.append(0) }
        stream.add(priority: .init(rank: 1, size: 7)) { order.append(7) }
        stream.finish()
        XCTAssertEqual(order, [7, 2, 0])
    }

    func testTheStreamsTasksRunOnThePoolWhileItsMakerGoesOn() {
        let stream = TaskStream()
        let started = DispatchSemaphore(value: 0)
        let ran = ResultSlots<Bool>(count: 1)
        stream.add(priority: .init(rank: 1, size: 1)) {
            ran.set(0, DeepWork.isDeep)
            started.signal()
        }
        // Nobody but the pool can run it before `finish`.
        XCTAssertEqual(started.wait(timeout: .now() + Patience.forAnAnswer), .success, "a pool thread took the task before finish")
        stream.finish()
        XCTAssertEqual(ran.values[0], true)
    }

    func testUsedLayoutsAreExpandedFirst() throws {
        let source = """
            layout Screen {
              vstack {
                Feed
                Card
              }
            }
            layout Card {
              label("a")
            }
            layout Feed {
              vstack {
                Card
                Story
              }
            }
            layout Story {
              label("s")
            }
            layout Loop {
              Loop
            }
            """
        let file = SourceFile(path: "/scheduling/Order.kiss", bytes: Array(source.utf8))
        let declarations = Array(try XCTUnwrap(Instantiator(workspace: Workspace(root: "/scheduling"), primary: file.path).symbols(for: file)).values)
            .sorted { $0.syntax.node.range.lowerBound < $1.syntax.node.range.lowerBound }
        XCTAssertEqual(declarations.map(\.name), ["Screen", "Card", "Feed", "Story", "Loop"])
        var fingerprints = LayoutFingerprints(symbols: { _ in Dictionary(uniqueKeysWithValues: declarations.map { ($0.name, $0) }) }, references: [:])
        for declaration in declarations { _ = fingerprints.fingerprint(of: declaration) }
        func names(_ indices: [Int]) -> [String] {
            LintSession.usedFirst(indices, of: declarations, uses: { fingerprints.layoutsUsed(by: $0) }).map { declarations[$0].name }
        }
        XCTAssertEqual(names([0, 1, 2, 3, 4]), ["Card", "Story", "Feed", "Screen", "Loop"])
        // Only the layouts asked for are ordered; a use of one not asked for changes nothing.
        XCTAssertEqual(names([0, 3]), ["Screen", "Story"])
        XCTAssertEqual(names([0, 2]), ["Feed", "Screen"])
        XCTAssertEqual(names([4]), ["Loop"])
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
