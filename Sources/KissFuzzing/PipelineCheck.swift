import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KissAnalysis
import KissBridge
import KissRender
import KissCLI
import KissIDE
import KissLayout
import KissSyntax

/// One input through everything a user can make the tools do with a file: parse, analyse
/// (expansion and every rule, at every preview), solve, report in every format, hover, and
/// apply the safe fixes. Any crash or hang is a finding by itself; the invariants below are
/// the ones that can break silently.
public enum PipelineCheck {
    /// Where fuzzed files pretend to live: no such folder, so nothing else is read.
    public static let folder = "/nonexistent-kiss-fuzz"

    public static func run(_ bytes: [UInt8], hoverOffsets: [Int] = []) throws(FuzzFinding) {
        let tree = SyntaxTree.parse(bytes)
        try checkTree(tree, bytes)
        try checkSplitParse(tree, bytes)

        let path = folder + "/Input.kiss"
        let linted = LintRunner.lintSource(bytes, path: "Input.kiss", absolutePath: path, workspace: Workspace(root: folder, isProject: false))
        try checkDiagnostics(linted.diagnostics, count: bytes.count)
        try checkFrames(bytes, path: path)
        try checkReports(linted)
        try checkHover(bytes, path: path, offsets: hoverOffsets)
        try checkSafeFixes(linted.diagnostics, bytes, tree: tree, path: path)
    }

    static func checkTree(_ tree: SyntaxTree, _ bytes: [UInt8]) throws(FuzzFinding) {
        var spelled: [UInt8] = []
        spelled.reserveCapacity(bytes.count)
        for token in tree.tokens { spelled += bytes[Int(token.start)..<token.end] }
        guard spelled == bytes else { throw FuzzFinding("parse", "the tokens do not spell the input") }
        guard tree.depth <= 8 * SyntaxTree.maximumNesting else {
            throw FuzzFinding("parse", "a tree \(tree.depth) nodes deep, past the nesting limit")
        }
    }

    /// A large file's first parse in two halves (`SyntaxTree.parse(_:inHalvesWith:)`) must be
    /// the whole parse whatever the text: here it is tried on every input, however small.
    static func checkSplitParse(_ tree: SyntaxTree, _ bytes: [UInt8]) throws(FuzzFinding) {
        let split = SyntaxTree.parse(bytes, inHalvesWith: { ($0(), $1()) }, minimumBytes: 0)
        guard split.tokens == tree.tokens, split.diagnostics == tree.diagnostics, split.dump() == tree.dump() else {
            throw FuzzFinding("parse", "the parse in two halves differs from the whole parse")
        }
    }

    static func checkDiagnostics(_ diagnostics: [Diagnostic], count: Int) throws(FuzzFinding) {
        for diagnostic in diagnostics {
            guard diagnostic.range.lowerBound >= 0, diagnostic.range.upperBound <= count else {
                throw FuzzFinding("lint", "\(diagnostic.code) at \(diagnostic.range), outside the \(count)-byte file")
            }
            for fix in diagnostic.fixes {
                for edit in fix.edits where edit.range.lowerBound < 0 || edit.range.upperBound > count {
                    throw FuzzFinding("lint", "a fix of \(diagnostic.code) edits \(edit.range), outside the file")
                }
            }
        }
    }

    static func checkFrames(_ bytes: [UInt8], path: String) throws(FuzzFinding) {
        let workspace = Workspace(root: folder, isProject: false)
        let file = workspace.add(path: path, bytes: bytes)
        let analysis = Analyzer.analyze(file, in: workspace)
        var all: [SolvedLayout] = []
        for layout in analysis.layouts {
            for preview in analysis.previews.of(layout: layout.name) {
                guard let solved = FrameSolver.solve(layout, at: preview) else { continue }
                all.append(solved)
                var bad: String?
                solved.root.forEach { element in
                    guard bad == nil, let frame = element.frame else { return }
                    let values = [frame.x, frame.y, frame.width, frame.height]
                    // Lengths are clamped to the solver's largest length and ratios to 10⁶, and
                    // sizes derived through a ratio follow Yoga unclamped (the Yoga fixtures
                    // have such sides of 5·10⁹ pt): no frame can go past 10¹⁵ pt unless a clamp
                    // was missed.
                    let reach = LayoutStyle.largestLength * 1e6
                    if !values.allSatisfy({ $0.isFinite && abs($0) <= reach }) || frame.width < 0 || frame.height < 0 {
                        bad = "\(element.instance.kind) in \(layout.name) at \(preview.name): \(frame)"
                    }
                }
                if let bad { throw FuzzFinding("solve", "a frame that is not finite and non-negative: \(bad)") }
            }
        }
        try checkPicture(PictureBuilder(file: file, workspace: workspace, displayPath: "Input.kiss", diagnostics: analysis.diagnostics).picture(all))
        try checkExport(file, in: workspace)
    }

    /// The Swift export of whatever parses either writes code or names what it cannot write,
    /// and a problem points inside the file.
    static func checkExport(_ file: SourceFile, in workspace: Workspace) throws(FuzzFinding) {
        // What is checked is the writing, not which spaced stacks overflow: no K301 is passed,
        // so the export does not lint the input a second time.
        let outcome = SwiftExporter(file: file, in: workspace, findings: []).export()
        if case .swift(let swift) = outcome, !file.tree.diagnostics.contains(where: { $0.severity == .error }) {
            // What is written for a file that parses reads back as `.kiss` that parses: the
            // import understands the export's every construct, whatever text the file put in it.
            let kiss = SwiftImporter().kiss(from: swift)
            if let error = SyntaxTree.parse(kiss).diagnostics.first(where: { $0.severity == .error }) {
                throw FuzzFinding("import", "the export read back is not valid .kiss: \(error.message)")
            }
            // Broken Swift is read without a crash or a hang: the export cut short, and with
            // its closing braces gone.
            let characters = Array(swift)
            for cut in [characters.count / 3, characters.count * 2 / 3] {
                _ = SwiftImporter().kiss(from: String(characters[..<cut]))
            }
            _ = SwiftImporter().kiss(from: swift.replacingOccurrences(of: "}", with: ""))
        }
        guard case .problems(let problems) = outcome else { return }
        for problem in problems where problem.range.lowerBound < 0 || problem.range.upperBound > file.tree.source.count {
            throw FuzzFinding("export", "a problem at \(problem.range), outside the \(file.tree.source.count)-byte file: \(problem.message)")
        }
    }

    /// The picture of whatever was solved is well-formed XML, however hostile the text in it.
    static func checkPicture(_ picture: Picture) throws(FuzzFinding) {
        let svg = SVGWriter().svg(picture)
        // Foundation's XMLParser (libxml2 without its "huge" option) refuses documents past
        // about 10 MB however well-formed; bigger pictures are left to the renderer's tests.
        guard svg.utf8.count <= 8_000_000 else { return }
        let parser = XMLParser(data: Data(svg.utf8))
        guard parser.parse() else {
            throw FuzzFinding("render", "the SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
    }

    static func checkReports(_ linted: LintedFile) throws(FuzzFinding) {
        _ = TextReporter(useColor: true, quiet: false).report([linted])
        _ = GitHubReporter().report([linted])
        _ = JUnitReporter().report([linted])
        _ = CheckstyleReporter().report([linted])
        for (name, text) in [("json", JSONReporter().report([linted])), ("sarif", SARIFReporter().report([linted]))] {
            guard (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil else {
                throw FuzzFinding("report", "the \(name) report is not valid JSON")
            }
        }
    }

    static func checkHover(_ bytes: [UInt8], path: String, offsets: [Int]) throws(FuzzFinding) {
        guard !offsets.isEmpty else { return }
        let service = IDEService()
        let document = IDEDocument(path: path, text: bytes)
        for offset in offsets {
            _ = service.hover(in: document, at: min(max(offset, 0), bytes.count))
        }
    }

    /// Safe fixes never break a file that parsed, and a second round finds them applied.
    static func checkSafeFixes(_ diagnostics: [Diagnostic], _ bytes: [UInt8], tree: SyntaxTree, path: String) throws(FuzzFinding) {
        guard !tree.diagnostics.contains(where: { $0.severity == .error }) else { return }
        let (fixed, applied) = FixApplier.apply(diagnostics, to: bytes, includeSuggestions: false)
        guard applied > 0 else { return }
        let after = SyntaxTree.parse(fixed)
        if let broken = after.diagnostics.first(where: { $0.severity == .error }) {
            throw FuzzFinding("fix", "the safe fixes broke the syntax: \(broken.code) \(broken.message)")
        }
    }
}
