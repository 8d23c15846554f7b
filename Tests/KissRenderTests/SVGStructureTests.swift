import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KissAnalysis
import KissLayout
import KissRender
import KissSyntax
import XCTest

/// The SVG of every shipped example, read back as XML: each visible element has exactly one
/// `rect.frame` at its solved frame (within 0.01 pt) in its preview, in painting order, named
/// by its source line; hidden elements have none; marks sit on the elements and previews
/// their findings name.
final class SVGStructureTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// A box as the SVG has it.
    struct DrawnBox {
        var source: String
        var kind: String
        var frame: [Double]
        var dataFrame: [Double]
        var texts: [String] = []
    }

    struct DrawnPreview {
        var layout: String
        var preview: String
        var boxes: [DrawnBox] = []
        var marks: [(codes: [String], frame: [Double])] = []
    }

    /// Reads the previews, boxes and marks of an SVG document.
    final class Reader: NSObject, XMLParserDelegate {
        var previews: [DrawnPreview] = []
        var frameRectsPerBox: [Int] = []
        /// Whether each open group is a box.
        private var groups: [Bool] = []
        private var inBox: Bool { groups.contains(true) }
        private var inText = false
        private var text = ""
        var error: Error?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let classes = (attributes["class"] ?? "").split(separator: " ").map(String.init)
            if name == "g" { groups.append(classes.contains("box")) }
            func numbers(_ key: String) -> [Double] { (attributes[key] ?? "").split(separator: " ").compactMap { Double($0) } }
            if name == "g", classes.contains("preview") {
                previews.append(DrawnPreview(layout: attributes["data-layout"] ?? "", preview: attributes["data-preview"] ?? ""))
            } else if name == "g", classes.contains("box") {
                previews[previews.count - 1].boxes.append(DrawnBox(
                    source: attributes["data-source"] ?? "", kind: attributes["data-kind"] ?? "", frame: [], dataFrame: numbers("data-frame")))
                frameRectsPerBox.append(0)
            } else if name == "g", classes.contains("mark") {
                previews[previews.count - 1].marks.append(((attributes["data-codes"] ?? "").split(separator: " ").map(String.init), numbers("data-frame")))
            } else if name == "rect", classes.contains("frame"), inBox {
                let values = ["x", "y", "width", "height"].compactMap { attributes[$0].flatMap(Double.init) }
                let last = previews.count - 1
                previews[last].boxes[previews[last].boxes.count - 1].frame = values
                frameRectsPerBox[frameRectsPerBox.count - 1] += 1
            } else if name == "text", inBox {
                inText = true
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", inText {
                inText = false
                let last = previews.count - 1
                previews[last].boxes[previews[last].boxes.count - 1].texts.append(text)
            } else if name == "g" {
                groups.removeLast()
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
    }

    /// Reads `svg`, failing the test when it is not well-formed XML.
    static func read(_ svg: String, file: StaticString = #filePath, line: UInt = #line) -> Reader {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        let parsed = parser.parse()
        XCTAssertTrue(parsed, "not well-formed: \(String(describing: reader.error ?? parser.parserError))", file: file, line: line)
        return reader
    }

    struct Rendered {
        var solved: [SolvedLayout]
        var diagnostics: [Diagnostic]
        var file: SourceFile
        var svg: String
    }

    static func render(_ url: URL) throws -> Rendered {
        let workspace = Workspace.enclosing(url.path)
        let file = try XCTUnwrap(workspace.file(url.path))
        let lint = Linter.lint(file, in: workspace)
        var solved: [SolvedLayout] = []
        for layout in lint.analysis.layouts {
            for preview in lint.analysis.previews {
                if let known = lint.solved.first(where: { $0.name == layout.name && $0.preview == preview }) {
                    solved.append(known)
                } else if let result = FrameSolver.solve(layout, at: preview) {
                    solved.append(result)
                }
            }
        }
        let picture = PictureBuilder(file: file, workspace: workspace, displayPath: url.lastPathComponent, diagnostics: lint.diagnostics).picture(solved)
        return Rendered(solved: solved, diagnostics: lint.diagnostics, file: file, svg: SVGWriter().svg(picture))
    }

    /// Every visible element of a solved layout, preorder with overlays after children, at its
    /// frame in the preview's coordinates.
    static func visibleElements(_ layout: SolvedLayout) -> [(SolvedElement, LayoutFrame)] {
        var result: [(SolvedElement, LayoutFrame)] = []
        func visit(_ element: SolvedElement, _ x: Double, _ y: Double) {
            guard let frame = element.frame else { return }
            let absolute = LayoutFrame(x: x + frame.x, y: y + frame.y, width: frame.width, height: frame.height)
            result.append((element, absolute))
            for child in element.children { visit(child, absolute.x, absolute.y) }
            for overlay in element.overlays { visit(overlay, absolute.x, absolute.y) }
        }
        visit(layout.root, 0, 0)
        return result
    }

    static func exampleFiles() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "kiss" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    func testEveryVisibleElementHasExactlyOneBoxAtItsFrame() throws {
        let files = Self.exampleFiles()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        var checked = 0
        for url in files {
            let rendered = try Self.render(url)
            let reader = Self.read(rendered.svg)
            XCTAssertEqual(reader.previews.count, rendered.solved.count, url.lastPathComponent)
            XCTAssertTrue(reader.frameRectsPerBox.allSatisfy { $0 == 1 }, "\(url.lastPathComponent): a box without exactly one frame rect")
            for (drawn, layout) in zip(reader.previews, rendered.solved) {
                XCTAssertEqual(drawn.layout, layout.name)
                XCTAssertEqual(drawn.preview, layout.preview.name)
                let expected = Self.visibleElements(layout)
                XCTAssertEqual(drawn.boxes.count, expected.count, "\(url.lastPathComponent) \(layout.name) at \(layout.preview.name)")
                for (box, (element, frame)) in zip(drawn.boxes, expected) {
                    let place = "\(url.lastPathComponent) \(layout.name)@\(layout.preview.name) \(box.source)"
                    XCTAssertEqual(box.kind, element.instance.kind.rawValue, place)
                    XCTAssertEqual(box.frame.count, 4, place)
                    for (drawnValue, value) in zip(box.frame, [frame.x, frame.y, frame.width, frame.height]) {
                        XCTAssertEqual(drawnValue, value, accuracy: 0.01, place)
                    }
                    XCTAssertEqual(box.dataFrame, box.frame, place)
                    if element.instance.location.file == rendered.file.path, element.instance.layoutUses.isEmpty {
                        let line = rendered.file.lines.line(of: Places(primary: rendered.file, workspace: nil).range(element.instance.location).lowerBound) + 1
                        XCTAssertTrue(box.source.hasSuffix(":\(line):\(box.source.split(separator: ":").last!)"), place)
                        XCTAssertEqual(box.source.split(separator: ":").dropLast().last.map(String.init), String(line), place)
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 200, "the examples hold a few hundred visible elements")
    }

    func testLabelsShowTheirTextAsMeasured() throws {
        let rendered = try Self.render(Self.examples.appendingPathComponent("ProfileCard.kiss"))
        let reader = Self.read(rendered.svg)
        let card = try XCTUnwrap(reader.previews.first { $0.layout == "ProfileCard" && $0.preview == "se" })
        let labels = card.boxes.filter { $0.kind == "label" }
        XCTAssertEqual(labels.map { $0.texts }, [["Nguyen Thien Trung"], ["iOS developer"], ["swift"], ["yoga"], ["uikit"]])
        let image = try XCTUnwrap(card.boxes.first { $0.kind == "image" })
        XCTAssertEqual(image.texts, ["avatar"], "an image placeholder shows its name")
    }

    func testTruncatedLabelEndsInAnEllipsisAndIsMarkedOnlyWhereItIsCut() throws {
        // The README's MixLayout with its title held to one line: cut at the phone's width.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-svg-cut-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("MixLayout.kiss")
        let example = try String(contentsOf: Self.examples.appendingPathComponent("Kiss/MixLayout.kiss"), encoding: .utf8)
        XCTAssertTrue(example.contains("font: 32, lines: 0,"))
        try example.replacingOccurrences(of: "font: 32, lines: 0,", with: "font: 32, lines: 1,").write(to: url, atomically: true, encoding: .utf8)
        let rendered = try Self.render(url)
        let reader = Self.read(rendered.svg)
        let phone = try XCTUnwrap(reader.previews.first { $0.preview == "phone" })
        let landscape = try XCTUnwrap(reader.previews.first { $0.preview == "landscape" })
        let cut = try XCTUnwrap(phone.boxes.first { $0.kind == "label" })
        XCTAssertEqual(cut.texts.count, 1)
        XCTAssertTrue(cut.texts[0].hasSuffix("…"), cut.texts[0])
        XCTAssertEqual(try XCTUnwrap(landscape.boxes.first { $0.kind == "label" }).texts, ["Let try new layout solution"])
        XCTAssertTrue(phone.marks.contains { $0.codes.contains("K302") && $0.frame == cut.frame })
        XCTAssertFalse(landscape.marks.contains { $0.codes.contains("K302") }, "K302 names the phone preview only")
        // The collapsed view (K202) is marked at both previews, on a box of height 0.
        for preview in [phone, landscape] {
            let mark = try XCTUnwrap(preview.marks.first { $0.codes == ["K202"] })
            XCTAssertEqual(mark.frame.last, 0)
            XCTAssertTrue(preview.boxes.contains { $0.frame == mark.frame })
        }
    }

    func testControlsOfAFixedSizeAreDrawnAtTheirOwnSizeInTheirFrames() throws {
        // A switch is stretched to its preview's width and to a two-line row's height; a
        // device draws it 51 × 31 at its frame's top-left corner either way. An activity
        // indicator's spinner is centred in its frame.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Controls.kiss")
        try """
        preview phone(width: 390)
        layout Toggle { switch() }
        layout Row { hstack { vstack { label("Wi-Fi", font: 17) label("Connected", font: 13) }.grow(1) switch() activity().width(60) } }
        """.write(to: url, atomically: true, encoding: .utf8)
        let rendered = try Self.render(url)
        let toggle = try XCTUnwrap(rendered.solved.first { $0.name == "Toggle" }?.root.frame)
        XCTAssertEqual(toggle.width, 390, "the frame stays the library's")
        let reader = Self.read(rendered.svg)
        let switches = reader.previews.flatMap(\.boxes).filter { $0.kind == "switch" }
        XCTAssertEqual(switches.count, 2)
        // Each switch pill: 51 × 31 at its frame's origin, never the frame's size.
        let pill = try NSRegularExpression(pattern: #"<rect x="([-0-9.]+)" y="([-0-9.]+)" width="51" height="31" rx="15.5""#)
        let svg = rendered.svg
        let pills = pill.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            (1...2).map { Double(svg[Range(match.range(at: $0), in: svg)!])! }
        }
        XCTAssertEqual(pills.count, 2)
        for box in switches {
            XCTAssertTrue(pills.contains { abs($0[0] - box.frame[0]) < 0.01 && abs($0[1] - box.frame[1]) < 0.01 }, "switch at \(box.frame): \(pills)")
        }
        XCTAssertFalse(rendered.svg.contains("width=\"390\" height=\"31\" rx=\"15.5\""))
        XCTAssertTrue(rendered.diagnostics.contains { $0.code.rawValue == "K307" }, "the row's switch is stretched down the row")
    }

    func testHiddenElementsAreAbsent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Hidden.kiss")
        try "layout H {\n  vstack {\n    label(\"shown\")\n    label(\"gone\").hidden()\n    vstack { label(\"inside\") }.visible(false)\n  }\n}\n"
            .write(to: url, atomically: true, encoding: .utf8)
        let reader = Self.read(try Self.render(url).svg)
        let boxes = try XCTUnwrap(reader.previews.first).boxes
        XCTAssertEqual(boxes.map(\.kind), ["vstack", "label"])
        XCTAssertEqual(boxes.flatMap(\.texts), ["shown"])
    }

    func testAPictureHoldsAtMostItsBoxesAndSaysHowManyAreLeftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Many.kiss")
        let long = String(repeating: "label(\"x\") ", count: 400)
        try "preview a(width: 100)\npreview b(width: 200)\nlayout M {\n  vstack { \(long) }\n}\n".write(to: url, atomically: true, encoding: .utf8)
        let workspace = Workspace.enclosing(url.path)
        let file = try XCTUnwrap(workspace.file(url.path))
        let lint = Linter.lint(file, in: workspace)
        let picture = PictureBuilder(file: file, workspace: workspace, displayPath: "Many.kiss", diagnostics: lint.diagnostics, maximumBoxes: 250)
            .picture(lint.solved)
        XCTAssertEqual(picture.layouts[0].previews.map(\.boxes.count), [250, 0])
        XCTAssertEqual(picture.omittedBoxes, 2 * 401 - 250)
        let svg = SVGWriter().svg(picture)
        XCTAssertTrue(svg.contains("552 more elements are not drawn: a picture holds 250"))
        // A source line is quoted up to 160 characters, however long it is.
        let quoted = try XCTUnwrap(picture.layouts[0].previews[0].boxes.last?.source.text)
        XCTAssertEqual(quoted.count, 160)
        XCTAssertTrue(quoted.hasSuffix("…"))
        _ = Self.read(svg)
    }

    func testHostileTextIsEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Hostile.kiss")
        try "layout L {\n  vstack {\n    label(\"</text><script>alert(1)</script> & \\\"q\\\" \\u{1}\")\n    image(\"a<b\", 40, 40)\n  }.id(x)\n}\n"
            .write(to: url, atomically: true, encoding: .utf8)
        let rendered = try Self.render(url)
        XCTAssertFalse(rendered.svg.contains("<script>"))
        let reader = Self.read(rendered.svg)
        let texts = try XCTUnwrap(reader.previews.first).boxes.flatMap(\.texts)
        XCTAssertTrue(texts.contains { $0.hasPrefix("</text><script>") }, "\(texts)")
        XCTAssertTrue(texts.contains("a<b"))
    }
}
