import Foundation
import KissAnalysis
import KissIDE
import KissLayout
import KissSyntax
import KissText

/// Builds the `Picture` of a file's solved layouts: boxes at absolute frames with their
/// paint, text lines as measured, findings at the previews they occur at, and the reasons
/// behind each size.
public struct PictureBuilder {
    public let file: SourceFile
    public let workspace: Workspace
    /// How the picture names the file.
    public let displayPath: String
    public let diagnostics: [Diagnostic]
    public let family: FontFamily
    public let measurer: TextMeasurer
    /// Places already worked out: every copy of a layout's element shares one.
    private let sources = SourceCache()

    public init(
        file: SourceFile, workspace: Workspace, displayPath: String, diagnostics: [Diagnostic],
        family: FontFamily = .system, measurer: TextMeasurer = .shared, maximumBoxes: Int = PictureBuilder.defaultMaximumBoxes
    ) {
        self.maximumBoxes = maximumBoxes
        self.file = file
        self.workspace = workspace
        self.displayPath = displayPath
        self.diagnostics = diagnostics
        self.family = family
        self.measurer = measurer
    }

    /// Boxes drawn in one picture at most: a file of 20,000 elements (the expansion limit) at
    /// two previews fits; past it the rest is left out and the picture says how many.
    public static let defaultMaximumBoxes = 50_000
    public let maximumBoxes: Int
    /// Source lines are quoted up to this many characters.
    static let maximumSourceText = 160

    /// Codes a box is marked with: what collapsed and what overflows.
    public static let markedCodes: Set<String> = ["K201", "K202", "K301", "K302", "K303", "K304", "K305", "K306"]

    /// The picture of `solved` (each layout at each preview, grouped by layout in order).
    public func picture(_ solved: [SolvedLayout]) -> Picture {
        var layouts: [PictureLayout] = []
        var budget = maximumBoxes
        var omitted = 0
        // Filtering every finding for each layout and again for each box was layouts ×
        // findings and boxes × findings (issue 45: a file of misspelt uses, or of collapsed
        // siblings, drew in quadratic time): each preview's marked findings, by offset, once.
        let marked = diagnostics.indices.filter { Self.markedCodes.contains(diagnostics[$0].code.rawValue) }
        var problemsByPreview: [String: [Int: [Int]]] = [:]
        for layout in solved {
            let name = layout.preview.name
            if problemsByPreview[name] == nil {
                var byOffset: [Int: [Int]] = [:]
                for index in marked where diagnostics[index].previews.isEmpty || diagnostics[index].previews.contains(name) {
                    byOffset[diagnostics[index].range.lowerBound, default: []].append(index)
                }
                problemsByPreview[name] = byOffset
            }
            let preview = picturePreview(layout, problems: problemsByPreview[name]!, budget: &budget, omitted: &omitted)
            if let index = layouts.firstIndex(where: { $0.name == layout.name }) {
                layouts[index].previews.append(preview)
            } else {
                layouts.append(PictureLayout(name: layout.name, previews: [preview]))
            }
        }
        return Picture(file: displayPath, layouts: layouts, hasErrors: diagnostics.contains { $0.severity == .error },
                       omittedBoxes: omitted, maximumBoxes: maximumBoxes)
    }

    /// `problems`: the indices of the findings a box may be marked with at this preview, by
    /// the offset they are reported at.
    private func picturePreview(_ layout: SolvedLayout, problems: [Int: [Int]], budget: inout Int, omitted: inout Int) -> PicturePreview {
        var boxes: [PictureBox] = []
        // Iterative, as deep layouts are allowed: (element, parent, origin of the parent's frame, depth, overlay).
        var stack: [(SolvedElement, SolvedElement?, (x: Double, y: Double), Int, Bool)] = [(layout.root, nil, (0, 0), 0, false)]
        while let (element, parent, origin, depth, isOverlay) = stack.popLast() {
            guard let frame = element.frame else { continue }
            guard budget > 0 else {
                omitted += 1
                for child in element.children + element.overlays { stack.append((child, element, origin, depth + 1, false)) }
                continue
            }
            budget -= 1
            let absolute = LayoutFrame(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
            boxes.append(box(element, parent: parent, frame: absolute, depth: depth, isOverlay: isOverlay, in: layout, problems: problems))
            let inner = (absolute.x, absolute.y)
            for overlay in element.overlays.reversed() { stack.append((overlay, element, inner, depth + 1, true)) }
            for child in element.children.reversed() { stack.append((child, element, inner, depth + 1, false)) }
        }
        let root = boxes.first?.frame ?? LayoutFrame(x: 0, y: 0, width: 0, height: 0)
        let fitWidth = root.x + root.width + max(0, layout.root.instance.margin.right)
        let fitHeight = root.y + root.height + max(0, layout.root.instance.margin.bottom)
        let screen = LayoutFrame(x: 0, y: 0, width: layout.preview.width ?? fitWidth, height: layout.preview.height ?? fitHeight)
        var extent = screen
        for box in boxes { extent = extent.union(box.frame) }
        return PicturePreview(preview: layout.preview, screen: screen, boxes: boxes, extent: extent)
    }

    private func box(
        _ element: SolvedElement, parent: SolvedElement?, frame: LayoutFrame, depth: Int, isOverlay: Bool,
        in layout: SolvedLayout, problems: [Int: [Int]]
    ) -> PictureBox {
        let instance = element.instance
        let facts = layout.textFacts(of: element, measurer: measurer, family: family, withShownLines: true)
        let reported = reportedOffsets(instance)
        // In the findings' order, as a filter of them would give.
        let marked = reported.flatMap { problems[$0] ?? [] }.sorted().map { diagnostics[$0] }
        var box = PictureBox(
            kind: instance.kind, id: instance.id, layoutUse: instance.layoutUses.first?.name, frame: frame, depth: depth,
            isOverlay: isOverlay, source: source(of: instance), fill: Appearance.fill(of: instance),
            stroke: Appearance.stroke(of: instance), cornerRadius: Appearance.cornerRadius(of: instance),
            texts: [], imageName: nil,
            problems: marked.map { PictureProblem(code: $0.code.rawValue, message: $0.message) },
            reasons: SizeReasons.lines(of: element, parent: parent, text: facts))
        if instance.kind == .image, case .string(let name)? = instance.arguments["name"]?.value { box.imageName = name }
        box.controlFrame = FixedSizeControl.drawnFrame(of: instance, in: frame)
        let padding = instance.padding
        let content = (x: frame.x + padding.left, y: frame.y + padding.top)
        box.texts = facts.map { text(instance, $0, content: content) }
        return box
    }

    /// Where a finding about this element is reported: where it is written, or its use in
    /// this file (as the rules report them).
    private func reportedOffsets(_ instance: ElementInstance) -> Set<Int> {
        var offsets = Set<Int>()
        let places = Places(primary: file, workspace: workspace)
        if instance.location.file == file.path { offsets.insert(places.range(instance.location).lowerBound) }
        for use in instance.layoutUses where use.location.file == file.path { offsets.insert(places.range(use.location).lowerBound) }
        return offsets
    }

    private func text(_ instance: ElementInstance, _ facts: TextFacts, content: (x: Double, y: Double)) -> PictureText {
        let room = LayoutFrame(x: content.x + facts.frame.x, y: content.y + facts.frame.y, width: facts.frame.width, height: facts.frame.height)
        let style = Appearance.textStyle(of: instance, part: facts.part)
        let inset = style.inset
        let count = Double(facts.shownLines.count)
        // UILabel centres its lines vertically in its bounds.
        let top = room.y + (room.height - count * facts.lineHeight) / 2
        let lines = facts.shownLines.enumerated().map { index, line -> PictureTextLine in
            let x: Double
            switch style.anchor {
            case "middle": x = room.x + room.width / 2
            case "end": x = room.x + room.width - inset
            default: x = room.x + inset
            }
            return PictureTextLine(text: line.text, x: x, baseline: top + facts.firstBaseline + Double(index) * facts.lineHeight, width: line.width)
        }
        return PictureText(lines: lines, fontSize: facts.fontSize, weight: facts.weight, color: style.color, clip: room, anchor: style.anchor)
    }

    private func source(of instance: ElementInstance) -> PictureSource {
        // A layout use is shown where it is written in this file, as `kisslint frames` does.
        let location = instance.location(shownIn: file.path)
        if let known = sources.places[location] { return known }
        let place = source(at: location)
        sources.places[location] = place
        return place
    }

    private func source(at location: SourceLocation) -> PictureSource {
        let source = location.file == file.path ? file : workspace.file(location.file)
        guard let source else { return PictureSource(path: location.file, line: 0, column: 0, text: "") }
        let lines = source.lines
        let range = Places(primary: file, workspace: workspace).range(location)
        let start = lines.position(of: range.lowerBound)
        var lineRange = lines.contentRange(ofLine: start.line)
        // Only the start of a very long line is quoted: no need to decode the rest.
        lineRange = lineRange.lowerBound..<min(lineRange.upperBound, lineRange.lowerBound + 4 * Self.maximumSourceText + 256)
        var text = String(decoding: source.tree.source[lineRange], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if text.count > Self.maximumSourceText { text = String(text.prefix(Self.maximumSourceText - 1)) + "…" }
        var result = PictureSource(
            path: location.file == file.path ? displayPath : relativePath(location.file), line: start.line + 1,
            column: lines.position(of: range.lowerBound, in: .utf8).column + 1, text: text)
        if location.file == file.path {
            let extent = elementExtent(at: range.lowerBound) ?? range
            let from = lines.position(of: extent.lowerBound), to = lines.position(of: extent.upperBound)
            result.extent = ((from.line, from.column), (to.line, to.column))
        }
        return result
    }

    /// The whole element (or layout use) whose head starts at `offset`.
    private func elementExtent(at offset: Int) -> Range<Int>? {
        var node: SyntaxNode? = file.tree.node(at: offset)
        while let current = node {
            if let element = ElementSyntax(current), element.headToken.range.lowerBound == offset { return current.trimmedRange }
            node = current.parent
        }
        return nil
    }

    /// A file of another folder, named from the rendered file's folder where it lies below it.
    private func relativePath(_ path: String) -> String {
        guard let rest = StandardizedPaths.name(of: path, besides: file.path) else { return path }
        let displayFolder = (displayPath as NSString).deletingLastPathComponent
        return displayFolder.isEmpty ? rest : displayFolder + "/" + rest
    }
}

extension LayoutFrame {
    func union(_ other: LayoutFrame) -> LayoutFrame {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        let maxX = Swift.max(x + width, other.x + other.width), maxY = Swift.max(y + height, other.y + other.height)
        return LayoutFrame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Where each written element is, once per picture.
private final class SourceCache {
    var places: [SourceLocation: PictureSource] = [:]
}
