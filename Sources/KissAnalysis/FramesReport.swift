import Foundation
import KissLayout
import KissSyntax

/// Numbers as frames print them: at most two decimals, no trailing zeros.
public enum FrameFormatting {
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        // Past 10¹⁵ a Double has no fraction left, and `Int` would trap past 2⁶³.
        if rounded == rounded.rounded() { return abs(rounded) < 1e15 ? String(Int(rounded)) : String(format: "%.0f", rounded) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    public static func frame(_ frame: LayoutFrame) -> String {
        "x \(number(frame.x)) y \(number(frame.y)) width \(number(frame.width)) height \(number(frame.height))"
    }
}

/// The `kisslint frames --json` object (tooling §3), also answered by the
/// language server's `kiss/frames` request.
public struct FramesReport: Encodable, Sendable {
    public struct Position: Encodable, Sendable {
        public var line: Int
        public var character: Int
    }

    public struct RangeJSON: Encodable, Sendable {
        public var start: Position
        public var end: Position
    }

    public struct FrameJSON: Encodable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        /// The solver's numbers are Float32 on the pixel grid; printed as they are, a third
        /// of a point reads 49.33333206176758. Four decimals keep every grid of up to @4x
        /// apart and drop the noise (docs/frames.md).
        init(_ frame: LayoutFrame) {
            x = Self.clean(frame.x)
            y = Self.clean(frame.y)
            width = Self.clean(frame.width)
            height = Self.clean(frame.height)
        }

        static func clean(_ value: Double) -> Double {
            guard value.isFinite else { return 0 }
            let rounded = (value * 10_000).rounded() / 10_000
            return rounded == 0 ? 0 : rounded
        }
    }

    public struct PreviewJSON: Encodable, Sendable {
        public var name: String
        public var width: Double?
        public var height: Double?
        public var scale: Double

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(scale, forKey: .scale)
        }

        enum CodingKeys: String, CodingKey { case name, width, height, scale }
    }

    public final class Node: Encodable, Sendable {
        public let kind: String
        public let id: String?
        /// The layout this element is the root of, for a layout use.
        public let layout: String?
        /// The file the element is written in, when it is not the report's file.
        public let file: String?
        public let range: RangeJSON
        public let hidden: Bool
        public let frame: FrameJSON?
        public let children: [Node]
        public let overlay: [Node]

        init(kind: String, id: String?, layout: String?, file: String?, range: RangeJSON, hidden: Bool, frame: FrameJSON?,
             children: [Node], overlay: [Node]) {
            self.kind = kind
            self.id = id
            self.layout = layout
            self.file = file
            self.range = range
            self.hidden = hidden
            self.frame = frame
            self.children = children
            self.overlay = overlay
        }

        enum CodingKeys: String, CodingKey { case kind, id, layout, file, range, hidden, frame, children, overlay }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encodeIfPresent(layout, forKey: .layout)
            try container.encodeIfPresent(file, forKey: .file)
            try container.encode(range, forKey: .range)
            try container.encode(hidden, forKey: .hidden)
            try container.encode(frame, forKey: .frame)
            try container.encode(children, forKey: .children)
            try container.encode(overlay, forKey: .overlay)
        }
    }

    public struct Entry: Encodable, Sendable {
        public var name: String
        public var preview: PreviewJSON
        public var root: Node
    }

    public var file: String
    public var layouts: [Entry]

    /// Builds the report for solved layouts of `analysis`, shown as `path`.
    public init(path: String, analysis: FileAnalysis, solved: [SolvedLayout], workspace: Workspace) {
        self.init(path: path, file: analysis.file, solved: solved, workspace: workspace)
    }

    /// Builds the report for solved layouts of `source`, shown as `path`.
    public init(path: String, file source: SourceFile, solved: [SolvedLayout], workspace: Workspace) {
        file = path
        layouts = solved.map { layout in
            Entry(
                name: layout.name,
                preview: PreviewJSON(name: layout.preview.name, width: layout.preview.width, height: layout.preview.height, scale: layout.preview.scale),
                root: Self.node(layout.root, file: source, workspace: workspace))
        }
    }

    static func node(_ element: SolvedElement, file: SourceFile, workspace: Workspace) -> Node {
        // A layout use is shown where it is written in this file.
        let location = element.instance.location(shownIn: file.path)
        let lines = location.file == file.path ? file.lines : workspace.file(location.file)?.lines ?? file.lines
        let range = Places(primary: file, workspace: workspace).range(location)
        let start = lines.position(of: range.lowerBound)
        let end = lines.position(of: range.upperBound)
        return Node(
            kind: element.instance.kind.rawValue,
            id: element.instance.id,
            layout: element.instance.layoutUses.first?.name,
            file: location.file == file.path ? nil : location.file,
            range: RangeJSON(start: Position(line: start.line, character: start.column), end: Position(line: end.line, character: end.column)),
            hidden: element.isHidden,
            frame: element.frame.map(FrameJSON.init),
            children: element.children.map { self.node($0, file: file, workspace: workspace) },
            overlay: element.overlays.map { self.node($0, file: file, workspace: workspace) })
    }

    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    /// The indented text tree printed by `kisslint frames`: each element with what tells it
    /// from its siblings (its id, the start of a label's text, an image's name) and where it
    /// is written ("line 12", or "Other.kiss:3" in another file).
    public static func text(_ solved: [SolvedLayout], analysis: FileAnalysis, workspace: Workspace) -> String {
        var output = ""
        for layout in solved {
            output += "\(layout.name) at \(layout.preview.label) @\(FrameFormatting.number(layout.preview.scale))x\n"
            var stack: [(SolvedElement, Int, Bool)] = [(layout.root, 1, false)]
            while let (element, depth, isOverlay) = stack.popLast() {
                var name = element.instance.kind.rawValue
                if let id = element.instance.id { name += "#\(id)" }
                if let use = element.instance.layoutUses.first { name = "\(use.name) (\(name))" }
                if isOverlay { name = "overlay " + name }
                if let shown = shownText(of: element.instance) { name += " " + shown }
                let placement = element.frame.map { frame in
                    "\(FrameFormatting.number(frame.x)), \(FrameFormatting.number(frame.y))  \(FrameFormatting.number(frame.width)) × \(FrameFormatting.number(frame.height))"
                } ?? "hidden"
                let place = sourcePlace(of: element.instance, analysis: analysis, workspace: workspace)
                output += String(repeating: "  ", count: depth) + name + "  " + placement + "  " + place + "\n"
                for overlay in element.overlays.reversed() { stack.append((overlay, depth + 1, true)) }
                for child in element.children.reversed() { stack.append((child, depth + 1, false)) }
            }
            output += "\n"
        }
        return output
    }

    /// Longer texts are cut here, with "…".
    static let shownTextLength = 24

    /// The text an element shows or names, quoted: a label's text, a button's title, a text
    /// field's placeholder, a keyValue's key, an image's name.
    static func shownText(of instance: ElementInstance) -> String? {
        let argument: String
        switch instance.kind {
        case .label, .textView: argument = "text"
        case .button: argument = "title"
        case .textField: argument = "placeholder"
        case .keyValue: argument = "key"
        case .image: argument = "name"
        default: return nil
        }
        guard case .string(let text)? = instance.arguments[argument]?.value else { return nil }
        var flat = text.map { $0.isNewline ? " " : String($0) }.joined()
        if flat.count > shownTextLength { flat = String(flat.prefix(shownTextLength - 1)) + "…" }
        return "\"\(flat)\""
    }

    /// "line 12" in the file printed, "Other.kiss:3" in another (named from the printed
    /// file's folder when it lies below it); a layout use is placed where it is written here.
    static func sourcePlace(of instance: ElementInstance, analysis: FileAnalysis, workspace: Workspace) -> String {
        let path = analysis.file.path
        let location = instance.location(shownIn: path)
        let range = Places(primary: analysis.file, workspace: workspace).range(location)
        if location.file == path { return "line \(analysis.file.lines.line(of: range.lowerBound) + 1)" }
        let line = (workspace.file(location.file)?.lines.line(of: range.lowerBound)).map { $0 + 1 } ?? 0
        let name = StandardizedPaths.name(of: location.file, besides: path) ?? location.file
        return "\(name):\(line)"
    }
}
