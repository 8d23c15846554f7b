import Foundation
import KissAnalysis
import KissLayout
import XCTest

/// Bad input gives a diagnostic and a finite layout: never a crash, a hang or NaN.
final class HostileInputTests: XCTestCase {
    private func solveAll(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> FileAnalysis {
        let workspace = Workspace(root: "/nonexistent-root")
        let source = workspace.add(path: "/nonexistent-root/Hostile.kiss", bytes: Array(text.utf8))
        let analysis = Analyzer.analyze(source, in: workspace)
        for layout in analysis.layouts {
            for preview in analysis.previews {
                guard let solved = FrameSolver.solve(layout, at: preview) else { continue }
                solved.root.forEach { element in
                    guard let frame = element.frame else { return }
                    XCTAssertTrue([frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.isFinite && abs($0) < 1e12 },
                                  "\(layout.name): \(frame)", file: file, line: line)
                }
            }
        }
        return analysis
    }

    func testHugeNegativeAndZeroNumbers() {
        let analysis = solveAll("""
        preview p(width: 999999999, height: 0)
        layout L {
          hstack {
            view().width(99999999999999999999).height(-5)
            view().size(0).ratio(0.0000001).grow(1e)
            label("x", font: 999999, lines: 99999999).padding(1000001)
            view().width(100000000%).minWidth(-1%).margin(-99999999999)
            view().width(1 / 0 * 0).height(0 - 0)
          }
        }
        """)
        XCTAssertTrue(analysis.diagnostics.contains { $0.code.rawValue == "K105" })
        XCTAssertEqual(analysis.layouts.first?.root?.children.count, 5, "the layout is still solved")
    }

    /// Found by kiss-fuzz: an anchor offset of 4·2¹⁰⁰ placed a pin child at 5·10³⁰ pt.
    func testHugePinOffsetsStayWithinTheSolversRange() {
        let analysis = solveAll("""
        layout Pins {
          pin {
            label("x").id(p0).pin(left: parent.left + 999999999999999999999, top: parent.top)
            label("b", lines: 0).pin(left: p0.right + 4*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2, right: parent.right, top: p0.bottom - 999999999999999999999)
            view(.red).pin(right: parent.right - 999999999999999999999, bottom: parent.bottom + 999999999999999999999)
          }
        }
        """)
        for layout in analysis.layouts {
            for preview in analysis.previews {
                FrameSolver.solve(layout, at: preview)?.root.forEach { element in
                    guard let frame = element.frame else { return }
                    XCTAssertTrue([frame.x, frame.y, frame.width, frame.height].allSatisfy { abs($0) < LayoutStyle.largestLength },
                                  "\(frame)")
                    XCTAssertGreaterThanOrEqual(frame.width, 0)
                    XCTAssertGreaterThanOrEqual(frame.height, 0)
                }
            }
        }
    }

    func testAnEnormousWholeLineCountIsBoundedNotTrapped() {
        // A whole number far beyond Int once trapped when the label's options were made.
        let analysis = solveAll("layout L {\n  vstack { label(\"x\", lines: 100000000000000000000000000000000) }\n}\n")
        XCTAssertEqual(analysis.layouts.first?.root?.children.count, 1)
        let workspace = Workspace(root: "/nonexistent-root")
        let source = workspace.add(path: "/nonexistent-root/Lines.kiss", bytes: Array("layout L {\n  label(\"x\", lines: 1e40)\n}\n".utf8))
        _ = Linter.lint(source, in: workspace)
    }

    func testTenThousandChildren() {
        let children = String(repeating: "    image(\"x\", 3, 4).grow(1).shrink(1)\n", count: 10_000)
        let analysis = solveAll("layout Many {\n  wrap {\n\(children)  }.spacing(1).lineSpacing(1)\n}\n")
        XCTAssertEqual(analysis.layouts.first?.root?.children.count, 10_000)
    }

    func testDeepNestingWithinTheParserLimit() {
        let depth = 150
        let text = "layout Deep {\n" + String(repeating: "hstack { vstack {", count: depth / 2) + " label(\"x\") "
            + String(repeating: "} }", count: depth / 2) + "\n}\n"
        let analysis = solveAll(text)
        XCTAssertEqual(analysis.diagnostics, [])
    }

    func testLayoutChainsAndExponentialExpansionAreBounded() {
        // Each layout uses the next twice: 2^40 elements if nothing stopped it.
        var text = ""
        for index in 0..<40 {
            text += "layout L\(index) { hstack { L\(index + 1)\n L\(index + 1) } }\n"
        }
        text += "layout L40 { label(\"leaf\") }\n"
        let analysis = solveAll(text)
        XCTAssertTrue(analysis.diagnostics.contains { $0.code.rawValue == "K107" }, "the expansion limit is reported")
    }

    func testLayoutsPastTheElementLimitAreNotExpandedNorTheirDefaultsEvaluated() throws {
        // `Big` expands to 1 + 201 × 101 elements, past the file's 20,000; `Late` comes after it.
        let row = "layout Row {\n  vstack {\n" + String(repeating: "    label(\"x\")\n", count: 100) + "  }\n}\n"
        let big = "layout Big {\n  vstack {\n" + String(repeating: "    Row\n", count: 201) + "  }\n}\n"
        let late = "layout Late(size: 1, size: 2) {\n  label(\"late\")\n}\n"
        func lint(_ text: String) -> FileAnalysis {
            let workspace = Workspace(root: "/nonexistent-root")
            return Analyzer.analyze(workspace.add(path: "/nonexistent-root/Limit.kiss", bytes: Array(text.utf8)), in: workspace)
        }
        let twice = "parameter `size` is declared twice"
        // Before the limit, `Late`'s defaults are evaluated and their mistake reported.
        let before = lint(late + row + big)
        XCTAssertEqual(before.diagnostics.filter { $0.message == twice }.count, 1)
        XCTAssertNotNil(before.layouts.first { $0.name == "Late" }?.root)
        // After it, `Late` is skipped whole: no root, no finding, and the limit reported once.
        let after = lint(row + big + late)
        let limit = try XCTUnwrap(after.diagnostics.first { $0.code.rawValue == "K107" })
        XCTAssertEqual(after.diagnostics.filter { $0.code.rawValue == "K107" }.count, 1)
        XCTAssertTrue(limit.message.hasPrefix("this use of `Row` takes `Big` past the 20,000 elements this file may expand to"), limit.message)
        XCTAssertEqual(limit.related.last?.message, "the budget ran out here")
        XCTAssertEqual(after.diagnostics.filter { $0.message == twice }, [])
        XCTAssertNil(try XCTUnwrap(after.layouts.first { $0.name == "Late" }).root)
    }

    /// The element budget grows with the file: a large file of ordinary layouts, whose
    /// expansion is past 20,000 elements but linear in its text, is expanded and checked whole.
    func testALargeFileOfOrdinaryLayoutsIsCheckedWhole() throws {
        var text = "layout Screen {\n  vstack {\n" + (0..<250).map { "    R\($0)\n" }.joined() + "  }\n}\n"
        for index in 0..<250 {
            text += "layout R\(index) {\n  vstack {\n" + String(repeating: "    label(\"x\")\n", count: 80)
            text += (index == 249 ? "    hstack {\n      view\n    }\n" : "") + "  }\n}\n"
        }
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/Large.kiss", bytes: Array(text.utf8))
        let codes = Linter.lint(file, in: workspace).diagnostics.map(\.code.rawValue)
        XCTAssertFalse(codes.contains("K107"), "\(codes)")
        XCTAssertTrue(codes.contains("K201"), "the last layout's collapse is found: \(codes)")
    }

    /// Past the budget, the layouts expanded whole before it are still checked.
    func testTheLayoutsBeforeTheBudgetRanOutAreChecked() throws {
        var text = "layout Early {\n  hstack {\n    view\n  }\n}\n"
        for index in 0..<40 { text += "layout L\(index) { hstack { L\(index + 1)\n L\(index + 1) } }\n" }
        text += "layout L40 { label(\"leaf\") }\n"
        let workspace = Workspace(root: "/nonexistent-root")
        let file = workspace.add(path: "/nonexistent-root/Budget.kiss", bytes: Array(text.utf8))
        let diagnostics = Linter.lint(file, in: workspace).diagnostics
        let limit = try XCTUnwrap(diagnostics.first { $0.code.rawValue == "K107" })
        XCTAssertTrue(limit.message.hasPrefix("this use of `L1` takes `L0` past the 20,000 elements"), limit.message)
        XCTAssertEqual(limit.related.first?.message, "through `L2` here")
        XCTAssertTrue(diagnostics.contains { $0.code.rawValue == "K201" }, "`Early` is checked: \(diagnostics.map(\.code.rawValue))")
    }

    func testLayoutsNestedInLayoutsStopAtTheElementDepthLimit() throws {
        // Eight layouts, each 125 stacks deep around the previous one: 1,000 levels expanded.
        var text = "layout L0 {\n" + String(repeating: "vstack {\n", count: 125) + "label(\"x\")\n" + String(repeating: "}\n", count: 125) + "}\n"
        for index in 1..<8 {
            text += "layout L\(index) {\n" + String(repeating: "vstack {\n", count: 125) + "L\(index - 1)\n"
                + String(repeating: "}\n", count: 125) + "}\n"
        }
        let analysis = solveAll(text)
        let limits = analysis.diagnostics.filter { $0.message.hasPrefix("elements are nested more than 256 deep") }
        XCTAssertEqual(limits.map(\.code.rawValue), ["K107"], "reported once for the file")
        for layout in analysis.layouts {
            let root = try XCTUnwrap(layout.root, layout.name)
            var deepest = 0
            var pending = [(root, 0)]
            while let (element, depth) = pending.popLast() {
                deepest = max(deepest, depth)
                pending += (element.children + element.overlays.flatMap(\.elements)).map { ($0, depth + 1) }
            }
            XCTAssertLessThanOrEqual(deepest, 256, layout.name)
        }
        // Within the limit nothing is cut: in L1, L0 stands in for the innermost of 125 stacks,
        // and its own 125 stacks hold the label.
        XCTAssertEqual(analysis.layouts.first { $0.name == "L1" }.map { depthOfFirstLabel(in: $0) }, 250)
    }

    func testALongSumIsOneFindingAndTheLayoutStillSolves() {
        let analysis = solveAll("layout Sum {\n  vstack { view.width(" + Array(repeating: "1", count: 17_000).joined(separator: "+") + ").height(4) }\n}\n")
        XCTAssertEqual(analysis.diagnostics.map(\.code.rawValue), ["K020"])
        XCTAssertEqual(analysis.layouts.first?.root?.children.count, 1)
    }

    private func depthOfFirstLabel(in layout: LayoutInstance) -> Int? {
        var pending = layout.root.map { [($0, 0)] } ?? []
        while let (element, depth) = pending.popLast() {
            if element.kind == .label { return depth }
            pending += element.children.map { ($0, depth + 1) }
        }
        return nil
    }

    func testCyclesAndMissingImports() {
        let analysis = solveAll("""
        import "nowhere.kiss"
        import "/etc/hosts"
        layout A { B }
        layout B { vstack { A A } }
        layout C { Missing }
        """)
        let codes = Set(analysis.diagnostics.map(\.code.rawValue))
        XCTAssertTrue(codes.isSuperset(of: ["K107", "K109", "K106"]), "\(codes)")
    }
}
