import Foundation
import KissAnalysis
import KissLayout
import KissSyntax
import XCTest

/// K201 / K202 must agree with the solver on generated layouts: every
/// reported element is 0 on that axis at every preview the finding names, and
/// every sizeless `view` the solver collapses inside a parent that has room
/// on that axis is reported, unless flexing squeezed it — then it is K305 and
/// never K201 / K202. A `.grow` reported as having no effect (K203) never
/// received free space from the solver, a percentage reported as ignored
/// (K205) was not what the solver sized the element by, a stretch reported
/// as unable to change a fixed cross size (K206) did not change it, and a
/// ratio called conflicting (K204) is not met together with both sizes.
final class CollapsePropertyTests: XCTestCase {
    struct Generator {
        var random: UInt64
        var viewCount = 0

        mutating func next(_ bound: Int) -> Int {
            random &+= 0x9E37_79B9_7F4A_7C15
            var value = random
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }

        mutating func element(depth: Int) -> String {
            if depth > 3 || next(3) == 0 {
                switch next(13) {
                case 11: return "view(.red).width(\(10 + next(30))).height(\(5 + next(20))).ratio(\(1 + next(3)))"
                case 12: return "view(.red).width(20).height(10).ratio(2)"
                case 8: return "view(.blue).height(6).width(\(10 + next(80))%)"
                case 9: return "view(.green).width(\(5 + next(20))).height(4).crossAlign(self: .stretch)"
                case 10: return "label(\"Fill\").height(\(12 + next(10))).fill(margin: 2)"
                case 0: return "image(\"i\", \(10 + next(40)), \(10 + next(30)))"
                case 6: return "image(\"s\", \(40 + next(200)), 10).shrink(1)"
                case 7: return "label(\"Grows \(next(9))\").grow(1)"
                case 1: return "label(\"Text \(next(100))\")"
                case 2: return "view().width(\(next(3) * 10))"
                case 3: return "view().grow(1)"
                default:
                    viewCount += 1
                    let modifiers = ["", ".height(4)", ".width(8)", ".crossAlign(self: .center)", ".ratio(2)"][next(5)]
                    return "view(.red).id(v\(viewCount))" + modifiers
                }
            }
            let kind = ["vstack", "hstack", "wrap"][next(3)]
            let children = (0..<(1 + next(3))).map { _ in element(depth: depth + 1) }.joined(separator: "\n")
            let modifiers = ["", ".crossAlign(.center)", ".padding(4)", ".width(200)", ".grow(1)", ".crossAlign(.start)", ".width(30)"][next(7)]
            return "\(kind) {\n\(children)\n}\(modifiers)"
        }
    }

    func testCollapseFindingsAgreeWithTheSolver() throws {
        var generator = Generator(random: 2026)
        var reportedTotal = 0
        var stretchesChecked = 0
        var ratiosChecked = 0
        for round in 0..<150 {
            let body = generator.element(depth: 0)
            let text = "preview narrow(width: 240)\npreview fit(scale: 2)\nlayout Generated {\n\(body)\n}\n"
            let workspace = Workspace(root: "/generated")
            let file = workspace.add(path: "/generated/G\(round).kiss", bytes: Array(text.utf8))
            let result = Linter.lint(file, in: workspace)
            XCTAssertFalse(result.diagnostics.contains { $0.severity == .error }, "round \(round): \(result.diagnostics.map(\.message))\n\(text)")
            let reported = result.diagnostics.filter { ["K201", "K202"].contains($0.code.rawValue) }
            let squeezed = result.diagnostics.filter { $0.code.rawValue == "K305" }
            let ineffectiveGrows = result.diagnostics.filter { $0.code.rawValue == "K203" }.map(\.range)
            let ignoredPercentages = result.diagnostics.filter { $0.code.rawValue == "K205" }.map(\.range)
            let conflictingRatios = result.diagnostics.filter { $0.code.rawValue == "K204" && $0.message.contains("conflicts") }.map(\.range)
            let redundantRatios = result.diagnostics.filter { $0.code.rawValue == "K204" && $0.message.contains("already give") }.map(\.range)
            ratiosChecked += conflictingRatios.count + redundantRatios.count
            let ineffectiveStretches = result.diagnostics.filter { $0.code.rawValue == "K206" && $0.message.contains("is set") }.map(\.range)
            stretchesChecked += ineffectiveStretches.count
            reportedTotal += reported.count
            guard let layout = result.analysis.layouts.first else { continue }
            for preview in result.analysis.previews {
                let solved = try XCTUnwrap(FrameSolver.solve(layout, at: preview))
                var stack: [(SolvedElement, SolvedElement?)] = [(solved.root, nil)]
                while let (element, parent) = stack.popLast() {
                    defer { stack.append(contentsOf: element.children.map { ($0, element) }) }
                    guard let frame = element.frame else { continue }
                    if let grow = element.instance.modifiers.first(where: { $0.name == "grow" }), ineffectiveGrows.contains(grow.location.range),
                       let parent, let explanation = parent.instance.kind == .vstack ? element.heightExplanation : element.widthExplanation,
                       case .grown(let amount)? = explanation.flex {
                        XCTAssertEqual(amount, 0, accuracy: 0.01, "round \(round): K203 on a grow that received \(amount) pt\n\(text)")
                    }
                    // K204: a conflicting ratio leaves one of the three sizes unmet; a
                    // redundant one is met by the sizes alone.
                    if let ratio = element.instance.modifiers.first(where: { $0.name == "ratio" }),
                       case .number(let factor)? = ratio.arguments["value"]?.value, frame.width > 0, frame.height > 0,
                       case .number(let width)? = element.instance.modifierValue("width", "value")?.value,
                       case .number(let height)? = element.instance.modifierValue("height", "value")?.value {
                        let met = abs(frame.width - width) <= 0.5 && abs(frame.height - height) <= 0.5 && abs(frame.width / frame.height - factor) <= 0.05
                        if conflictingRatios.contains(ratio.location.range) {
                            XCTAssertFalse(met, "round \(round): K204 calls a ratio conflicting, but all three sizes hold at \(preview.name)\n\(text)")
                        }
                        if redundantRatios.contains(ratio.location.range) {
                            XCTAssertTrue(abs(frame.width / frame.height - factor) <= 0.05, "round \(round): K204 calls a ratio redundant, but the frame breaks it\n\(text)")
                        }
                    }
                    // K206 says a stretch cannot change a fixed cross size: the solver must agree.
                    if let stretch = element.instance.modifiers.first(where: { $0.name == "crossAlign" || $0.name == "fill" }),
                       ineffectiveStretches.contains(stretch.location.range), let parent, parent.instance.kind.isStack {
                        let crossIsWidth = parent.instance.kind == .vstack
                        let set = element.instance.modifierValue(crossIsWidth ? "width" : "height", "value")?.value
                        if case .number(let fixed)? = set {
                            XCTAssertEqual(crossIsWidth ? frame.width : frame.height, fixed, accuracy: 0.5,
                                           "round \(round): K206 on a stretch that changed the size at \(preview.name)\n\(text)")
                        }
                    }
                    // K205 says a percentage is ignored: the solver must not have used it.
                    if let width = element.instance.modifiers.first(where: { $0.name == "width" }), let value = width.arguments["value"],
                       ignoredPercentages.contains(value.range), case .percentage(_, let base)? = element.widthExplanation?.source, base > 0 {
                        XCTFail("round \(round): K205 on a percentage the solver used at \(preview.name)\n\(text)")
                    }
                    for (axisSize, explanation) in [(frame.width, element.widthExplanation), (frame.height, element.heightExplanation)] {
                        if axisSize == 0, case .shrunk(let amount)? = explanation?.flex, amount > 0, element.instance.kind == .image,
                           (parent?.frame.map { $0.width > 0 && $0.height > 0 } ?? false) {
                            XCTAssertTrue(squeezed.contains { $0.range == element.instance.location.range },
                                          "round \(round): an image squeezed to 0 at \(preview.name) is not K305\n\(text)")
                        }
                    }
                    for (code, size, parentSize, explanation) in [
                        ("K201", frame.width, parent?.frame?.width, element.widthExplanation),
                        ("K202", frame.height, parent?.frame?.height, element.heightExplanation),
                    ] {
                        let finding = reported.first { $0.code.rawValue == code && $0.range == element.instance.location.range }
                        if let finding, finding.message.contains(preview.label) {
                            XCTAssertEqual(size, 0, "round \(round): \(code) reported on an element the solver sizes \(size) at \(preview.name)\n\(text)")
                        }
                        // A plain view with no size modifier on this axis, collapsed inside a parent with room.
                        let sizeModifiers = code == "K201" ? ["width", "ratio", "grow"] : ["height", "ratio", "grow"]
                        guard element.instance.kind == .view, element.instance.id != nil,
                              !element.instance.modifiers.contains(where: { sizeModifiers.contains($0.name) }),
                              size == 0, (parentSize ?? 0) > 0 else { continue }
                        if case .shrunk(let amount)? = explanation?.flex, amount > 0 {
                            XCTAssertNil(finding, "round \(round): a squeezed element is K305, not \(code)\n\(text)")
                            continue
                        }
                        if case .stretched? = explanation?.source { continue }
                        XCTAssertNotNil(finding, "round \(round): `\(element.instance.id!)` collapses on \(code == "K201" ? "width" : "height") at \(preview.name) but is not reported\n\(text)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(reportedTotal, 20, "the generator should produce collapses to check")
        XCTAssertGreaterThan(stretchesChecked, 5, "the generator should produce ineffective stretches to check")
        XCTAssertGreaterThan(ratiosChecked, 5, "the generator should produce ratio findings to check")
    }
}
