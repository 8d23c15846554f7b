import Foundation
import KissAnalysis
import KissLayout
import KissSyntax
import XCTest

/// K201 / K202 / K305 must agree with the solver on generated layouts, checked against the
/// frames rather than against the rules' own reasoning:
///
/// - precision: an element reported K201 / K202 is 0 on that axis at every preview the finding
///   names; one reported K305 too; none is both K201 / K202 and K305 on one axis; a stack with a
///   visible item is never K201 / K202 (its items are where the collapse starts);
/// - recall: every element the solver sizes 0 on an axis inside a parent that has room there is
///   reported, as K201 / K202 or K305, unless it is a spacer, is sized 0 on purpose (or sits in
///   something that is), is an empty label, or is a percentage (K205's business) — whether it is a
///   view stretched across a stack that only its items size, an item of a wrap line with no
///   height, a `.ratio` item across a row sized by its content, an item whose margins take all
///   the room, or a growing item in a row that is already full;
/// - fixes work: applying a K201 / K202 fix gives the element a size on that axis at every
///   preview the finding names (so "let it grow" is offered only where growing helps);
/// - a `.grow` reported as having no effect (K203) never received free space; a percentage that
///   K205 does not report is exactly that share of its stack's content box, where the stack's
///   size there does not come from its content; a stretch reported as unable to change a fixed
///   cross size (K206) did not change it; a ratio called conflicting (K204) is not met together
///   with both sizes.
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

        mutating func view(_ modifiers: String) -> String {
            viewCount += 1
            return "view(.red).id(v\(viewCount))" + modifiers
        }

        mutating func element(depth: Int) -> String {
            if depth > 3 || next(3) == 0 {
                switch next(20) {
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
                // Items whose margins can take all the room across a narrow stack.
                case 13: return view(".height(8).margin(horizontal: \(40 * next(4)))")
                // Fixed items wide enough to fill a row, next to growing ones.
                case 14: return "image(\"wide\", 200, 12).width(\(150 + next(120)))"
                case 15: return view(".height(6).grow(\(1 + next(2)))")
                // Ratios with nothing else to go on.
                case 16: return view(".ratio(\(["1/2", "2", "1"][next(3)]))")
                case 17: return "view(.blue).height(\(4 + next(8))).width(\([25, 50, 100][next(3)])%)"
                case 18: return "spacer(\(4 * next(3)))"
                default:
                    let modifiers = ["", ".height(4)", ".width(8)", ".crossAlign(self: .center)", ".ratio(2)", ".crossAlign(self: .end)"][next(6)]
                    return view(modifiers)
                }
            }
            let kind = ["vstack", "hstack", "wrap"][next(3)]
            let children = (0..<(1 + next(3))).map { _ in element(depth: depth + 1) }.joined(separator: "\n")
            let modifiers = [
                "", ".padding(4)", ".width(200)", ".grow(1)", ".crossAlign(self: .start)", ".width(30)", ".height(60)",
                ".crossAlign(self: .end)", ".height(40).width(120)", ".padding(horizontal: 30)",
            ][next(10)]
            return "\(kind) {\n\(children)\n}\(modifiers)"
        }
    }

    private struct Checked {
        var reported = 0
        var squeezed = 0
        var fixesApplied = 0
        var stretches = 0
        var ratios = 0
        var percentagesKept = 0
    }

    func testCollapseFindingsAgreeWithTheSolver() throws {
        var generator = Generator(random: 2026)
        var checked = Checked()
        for round in 0..<220 {
            // The root is a vstack so that every generated element is an item of a stack.
            let body = "vstack {\n" + generator.element(depth: 1) + "\n}"
            let text = "preview narrow(width: 240)\npreview fit(scale: 2)\nlayout Generated {\n\(body)\n}\n"
            try check(text, round: round, &checked)
        }
        XCTAssertGreaterThan(checked.reported, 40, "the generator should produce collapses to check")
        XCTAssertGreaterThan(checked.squeezed, 10, "the generator should produce squeezed elements to check")
        XCTAssertGreaterThan(checked.fixesApplied, 40, "the generator should produce fixes to apply")
        XCTAssertGreaterThan(checked.stretches, 5, "the generator should produce ineffective stretches to check")
        XCTAssertGreaterThan(checked.ratios, 5, "the generator should produce ratio findings to check")
        XCTAssertGreaterThan(checked.percentagesKept, 10, "the generator should produce percentages that hold")
    }

    /// The five situations the rules once got wrong, one layout each, through the same checks.
    func testTheCasesThatWereMissed() throws {
        var checked = Checked()
        let cases = [
            "hstack {\n  vstack { view(.red).id(a) }\n}",
            "vstack {\n  wrap { view(.red).id(b).width(20) }.height(100)\n}",
            "hstack {\n  view(.blue).id(c).ratio(1/2)\n  label(\"Horizontal Stack Layout\", lines: 2)\n}",
            "vstack {\n  vstack { view(.red).id(d).height(10).margin(horizontal: 200) }.width(300)\n}",
            "hstack {\n  image(\"banner\", 400, 20).width(400)\n  vstack { label(\"squeezed out\") }.grow(1)\n  view(.gray).id(e).height(10).grow(1)\n}",
            "vstack {\n  hstack { view(.red).id(f).width(50%).height(10) label(\"x\") }.crossAlign(self: .end)\n}",
        ]
        for (round, body) in cases.enumerated() {
            try check("preview narrow(width: 240)\npreview fit(scale: 2)\nlayout Case {\n\(body)\n}\n", round: round, &checked)
        }
        XCTAssertGreaterThanOrEqual(checked.reported, 3)
        XCTAssertGreaterThanOrEqual(checked.squeezed, 2)
    }

    private func lint(_ text: String, round: Int) -> LintResult {
        let workspace = Workspace(root: "/generated")
        let file = workspace.add(path: "/generated/G\(round).kiss", bytes: Array(text.utf8))
        return Linter.lint(file, in: workspace)
    }

    private func check(_ text: String, round: Int, _ checked: inout Checked) throws {
        let result = lint(text, round: round)
        XCTAssertFalse(result.diagnostics.contains { $0.severity == .error }, "round \(round): \(result.diagnostics.map(\.message))\n\(text)")
        func ranges(_ code: String, containing words: String? = nil) -> [Range<Int>] {
            result.diagnostics.filter { $0.code.rawValue == code && (words.map($0.message.contains) ?? true) }.map(\.range)
        }
        let collapses = result.diagnostics.filter { ["K201", "K202"].contains($0.code.rawValue) }
        let squeezes = result.diagnostics.filter { $0.code.rawValue == "K305" }
        let ineffectiveGrows = ranges("K203")
        let ignoredPercentages = ranges("K205")
        let conflictingRatios = ranges("K204", containing: "conflicts")
        let redundantRatios = ranges("K204", containing: "already give")
        let ineffectiveStretches = ranges("K206", containing: "is set")
        checked.reported += collapses.count
        checked.squeezed += squeezes.count
        checked.ratios += conflictingRatios.count + redundantRatios.count
        checked.stretches += ineffectiveStretches.count
        for collapse in collapses {
            checked.fixesApplied += try checkFixes(of: collapse, in: text, round: round)
        }
        guard let layout = result.analysis.layouts.first else { return }
        let places = result.analysis.places
        for preview in result.analysis.previews {
            let solved = try XCTUnwrap(FrameSolver.solve(layout, at: preview))
            var stack: [(SolvedElement, SolvedElement?, zeroOnPurpose: Set<String>)] = [(solved.root, nil, [])]
            while let (element, parent, zeroOnPurpose) = stack.popLast() {
                guard let frame = element.frame else { continue }
                let instance = element.instance
                var zeroHere = zeroOnPurpose
                for (name, modifier) in [("width", "width"), ("height", "height")] {
                    if case .number(0)? = instance.modifierValue(modifier, "value")?.value { zeroHere.insert(name) }
                }
                defer { stack.append(contentsOf: element.children.map { ($0, element, zeroHere) }) }
                let at = "round \(round) at \(preview.name)"
                if let grow = instance.modifiers.first(where: { $0.name == "grow" }), ineffectiveGrows.contains(places.range(grow.location)),
                   let parent, let explanation = parent.instance.kind == .vstack ? element.heightExplanation : element.widthExplanation,
                   case .grown(let amount)? = explanation.flex {
                    XCTAssertEqual(amount, 0, accuracy: 0.01, "\(at): K203 on a grow that received \(amount) pt\n\(text)")
                }
                if let ratio = instance.modifiers.first(where: { $0.name == "ratio" }),
                   case .number(let factor)? = ratio.arguments["value"]?.value, frame.width > 0, frame.height > 0,
                   case .number(let width)? = instance.modifierValue("width", "value")?.value,
                   case .number(let height)? = instance.modifierValue("height", "value")?.value {
                    // Before pixel rounding, so that a size off by less than a pixel still counts as unmet.
                    let exact = element.unroundedFrame ?? frame
                    let met = abs(exact.width - width) < 0.01 && abs(exact.height - height) < 0.01 && abs(exact.width / exact.height - factor) <= 0.01
                    if conflictingRatios.contains(places.range(ratio.location)) {
                        XCTAssertFalse(met, "\(at): K204 calls a ratio conflicting, but all three sizes hold\n\(text)")
                    }
                    if redundantRatios.contains(places.range(ratio.location)) {
                        XCTAssertTrue(abs(frame.width / frame.height - factor) <= 0.05, "\(at): K204 calls a ratio redundant, but the frame breaks it\n\(text)")
                    }
                }
                if let stretch = instance.modifiers.first(where: { $0.name == "crossAlign" || $0.name == "fill" }),
                   ineffectiveStretches.contains(places.range(stretch.location)), let parent, parent.instance.kind.isStack {
                    let crossIsWidth = parent.instance.kind == .vstack
                    if case .number(let fixed)? = instance.modifierValue(crossIsWidth ? "width" : "height", "value")?.value {
                        XCTAssertEqual(crossIsWidth ? frame.width : frame.height, fixed, accuracy: 0.5, "\(at): K206 on a stretch that changed the size\n\(text)")
                    }
                }
                checkPercentage(element, parent: parent, frame: frame, ignored: ignoredPercentages, places: places, at: at, text: text, &checked)
                for (axis, code, size, parentSize) in [
                    ("width", "K201", frame.width, parent?.frame?.width), ("height", "K202", frame.height, parent?.frame?.height),
                ] {
                    let place = places.range(instance.location)
                    let collapse = collapses.first { $0.code.rawValue == code && $0.range == place }
                    let squeeze = squeezes.first { $0.range == place && $0.message.contains("zero \(axis)") }
                    if let collapse, collapse.message.contains(preview.label) {
                        XCTAssertEqual(size, 0, "\(at): \(code) on an element the solver sizes \(size)\n\(text)")
                        // A stack with visible items collapses because of itself only when it grows
                        // from 0 or has a ratio; otherwise its items are where it starts.
                        XCTAssertFalse(instance.kind.isStack && element.children.contains { !$0.isHidden }
                                       && !instance.hasModifier("grow") && !instance.hasModifier("ratio"),
                                       "\(at): \(code) on a stack with visible items (they are where it starts)\n\(text)")
                    }
                    if let squeeze, squeeze.message.contains(preview.label) {
                        XCTAssertEqual(size, 0, "\(at): K305 on an element the solver sizes \(size)\n\(text)")
                    }
                    XCTAssertFalse(collapse?.message.contains(preview.label) == true && squeeze?.message.contains(preview.label) == true,
                                   "\(at): both \(code) and K305 on one axis\n\(text)")
                    // Recall: nothing collapses silently inside a parent that has room.
                    guard size == 0, (parentSize ?? 0) > 0, !instance.kind.isSpacer, !zeroHere.contains(axis) else { continue }
                    if instance.kind == .label, case .string("")? = instance.arguments["text"]?.value { continue }
                    if instance.kind.isStack && element.children.contains(where: { !$0.isHidden }) { continue }
                    // A percentage is K205's business (reported where it fails at every preview).
                    if case .percentage? = instance.modifierValue(axis, "value")?.value { continue }
                    // A `.ratio` with neither axis is one mistake, reported along one of them.
                    let ratioOnOtherAxis = instance.hasModifier("ratio") && collapses.contains { $0.range == place && $0.code.rawValue != code }
                    XCTAssertTrue(collapse != nil || squeeze != nil || ratioOnOtherAxis,
                                  "\(at): `\(instance.id ?? instance.kind.rawValue)` is 0 on its \(axis) and reported nowhere\n\(text)")
                }
            }
        }
    }

    /// A percentage K205 leaves alone is what it says: that share of its stack's content box.
    private func checkPercentage(
        _ element: SolvedElement, parent: SolvedElement?, frame: LayoutFrame, ignored: [Range<Int>], places: Places, at: String, text: String,
        _ checked: inout Checked
    ) {
        guard let parent, let parentFrame = parent.frame, parent.instance.kind.isStack else { return }
        for (axis, size, inner) in [
            ("width", frame.width, parentFrame.width - parent.instance.padding.left - parent.instance.padding.right),
            ("height", frame.height, parentFrame.height - parent.instance.padding.top - parent.instance.padding.bottom),
        ] {
            guard let value = element.instance.modifierValue(axis, "value"), case .percentage(let percent) = value.value,
                  !ignored.contains(places.range(value)) else { continue }
            checked.percentagesKept += 1
            XCTAssertEqual(size, percent / 100 * inner, accuracy: 1,
                           "\(at): \(percent)% of the \(parent.instance.kind.rawValue)'s \(axis) is \(size), not \(percent / 100 * inner), and K205 is silent\n\(text)")
        }
    }

    /// Applies each fix of a K201 / K202 and checks that the element then has a size on that
    /// axis at the previews the finding names. Returns how many fixes were checked.
    private func checkFixes(of collapse: Diagnostic, in text: String, round: Int) throws -> Int {
        let axis = collapse.code.rawValue == "K201" ? "width" : "height"
        var count = 0
        for fix in collapse.fixes {
            var bytes = Array(text.utf8)
            for edit in fix.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            }
            let fixed = String(decoding: bytes, as: UTF8.self)
            let result = lint(fixed, round: round)
            guard let layout = result.analysis.layouts.first else { continue }
            let places = result.analysis.places
            // The element is where the finding was, moved by the edits made before it.
            var offset = collapse.range.lowerBound
            for edit in fix.edits where edit.range.upperBound <= collapse.range.lowerBound {
                offset += edit.replacement.utf8.count - edit.range.count
            }
            for preview in result.analysis.previews where collapse.message.contains(preview.label) {
                let solved = try XCTUnwrap(FrameSolver.solve(layout, at: preview))
                var found: SolvedElement?
                solved.root.forEach { if places.range($0.instance.location).lowerBound == offset { found = $0 } }
                let frame = try XCTUnwrap(found?.frame, "round \(round): the fixed element is gone\n\(fixed)")
                XCTAssertGreaterThan(axis == "width" ? frame.width : frame.height, 0,
                                     "round \(round): \"\(fix.message)\" leaves the \(axis) 0 at \(preview.name)\n\(fixed)")
            }
            count += 1
        }
        return count
    }
}
