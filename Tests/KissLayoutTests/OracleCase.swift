import Foundation
import KissLayout

/// A fixture case in the oracle's JSON format (Scripts/yoga/yoga_oracle.py), turned into the
/// solver's input and compared with the expected frames.
struct OracleCase {
    var width: Double?
    var height: Double?
    var scale: Double
    var root: LayoutNode
    /// Node names by pre-order index, to print readable paths.
    var names: [String]

    init(json: [String: Any]) throws {
        width = json["width"] as? Double
        height = json["height"] as? Double
        scale = json["scale"] as? Double ?? 3
        var names: [String] = []
        root = try Self.node(json["root"] as? [String: Any] ?? [:], path: "root", names: &names)
        self.names = names
    }

    private static func node(_ json: [String: Any], path: String, names: inout [String]) throws -> LayoutNode {
        let name = json["name"] as? String ?? path
        let tag = names.count
        names.append(name)
        var style = LayoutStyle()
        style.direction = (json["direction"] as? String) == "row" ? .row : .column
        style.wraps = json["wrap"] as? Bool ?? false
        style.width = try dimension(json["width"])
        style.height = try dimension(json["height"])
        style.minWidth = try dimension(json["minWidth"])
        style.maxWidth = try dimension(json["maxWidth"])
        style.minHeight = try dimension(json["minHeight"])
        style.maxHeight = try dimension(json["maxHeight"])
        style.basis = try dimension(json["basis"])
        style.grow = json["grow"] as? Double ?? 0
        style.shrink = json["shrink"] as? Double ?? 0
        style.aspectRatio = json["ratio"] as? Double
        style.margin = edges(json["margin"])
        style.padding = edges(json["padding"])
        style.justifyContent = try justify(json["justify"] as? String ?? "start")
        style.alignItems = try itemAlignment(json["alignItems"] as? String ?? "stretch")
        if let alignSelf = json["alignSelf"] as? String, alignSelf != "auto" {
            style.alignSelf = try itemAlignment(alignSelf)
        }
        style.alignContent = try contentAlignment(json["alignContent"] as? String ?? "start")
        style.display = (json["display"] as? String) == "none" ? .none : .flex
        if json["absolute"] as? Bool == true {
            style.positionType = .absolute
            let position = json["position"] as? [String: Double] ?? [:]
            style.position = LayoutOffsets(
                top: position["top"], left: position["left"], bottom: position["bottom"], right: position["right"])
        }
        style.spacing = json["spacing"] as? Double ?? 0
        style.lineSpacing = json["lineSpacing"] as? Double ?? 0
        var node = LayoutNode(style: style, tag: tag)
        if let measure = json["measure"] as? [Double], measure.count == 2 {
            let size = LayoutSize(width: measure[0], height: measure[1])
            node.measure = { _, _, _, _ in size }
        }
        if let baseline = json["baseline"] as? Double {
            node.baseline = { _, _ in baseline }
        }
        let children = json["children"] as? [[String: Any]] ?? []
        for (index, child) in children.enumerated() {
            node.children.append(try Self.node(child, path: "\(name).\(index)", names: &names))
        }
        return node
    }

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    private static func dimension(_ value: Any?) throws -> LayoutDimension {
        switch value {
        case nil, is NSNull: return .auto
        case let number as Double: return .points(number)
        case let text as String where text.hasSuffix("%"):
            guard let percent = Double(text.dropLast()) else { throw FormatError(description: "bad length \(text)") }
            return .percent(percent)
        default: throw FormatError(description: "bad length \(String(describing: value))")
        }
    }

    private static func edges(_ value: Any?) -> LayoutEdges {
        guard let values = value as? [Double], values.count == 4 else { return .zero }
        return LayoutEdges(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    private static func justify(_ name: String) throws -> JustifyContent {
        switch name {
        case "start": return .start
        case "center": return .center
        case "end": return .end
        case "spaceBetween": return .spaceBetween
        case "spaceAround": return .spaceAround
        case "spaceEvenly": return .spaceEvenly
        default: throw FormatError(description: "bad justify \(name)")
        }
    }

    private static func itemAlignment(_ name: String) throws -> ItemAlignment {
        switch name {
        case "start": return .start
        case "center": return .center
        case "end": return .end
        case "stretch": return .stretch
        case "baseline": return .baseline
        default: throw FormatError(description: "bad alignment \(name)")
        }
    }

    private static func contentAlignment(_ name: String) throws -> ContentAlignment {
        switch name {
        case "start": return .start
        case "center": return .center
        case "end": return .end
        case "stretch": return .stretch
        case "spaceBetween": return .spaceBetween
        case "spaceAround": return .spaceAround
        default: throw FormatError(description: "bad alignContent \(name)")
        }
    }
}

/// Differences between the solver's frames and a fixture's expected tree, one line each.
enum FrameComparison {
    static let tolerance = 0.001

    static func differences(
        expected: [String: Any], result: LayoutResult, names: [String], file: String
    ) -> [String] {
        var lines: [String] = []
        var pending: [(json: [String: Any], index: Int)] = [(expected, 0)]
        while let (json, index) = pending.popLast() {
            let node = result.nodes[index]
            let name = names[index]
            if json["hidden"] as? Bool == true {
                if node.frame != nil { lines.append("\(file) \(name): hidden in Yoga but has a frame") }
                continue
            }
            guard let frame = json["frame"] as? [String: Double] else { continue }
            guard let actual = node.frame else {
                lines.append("\(file) \(name): expected a frame, got none")
                continue
            }
            let pairs: [(String, Double, Double)] = [
                ("x", frame["x"] ?? .nan, actual.x), ("y", frame["y"] ?? .nan, actual.y),
                ("width", frame["width"] ?? .nan, actual.width), ("height", frame["height"] ?? .nan, actual.height),
            ]
            let wrong = pairs.filter { !(abs($0.1 - $0.2) <= tolerance) }
            if !wrong.isEmpty {
                let detail = wrong.map { "\($0.0) expected \($0.1) got \($0.2)" }.joined(separator: ", ")
                lines.append("\(file) \(name): \(detail)")
            }
            let children = json["children"] as? [[String: Any]] ?? []
            for (offset, child) in children.enumerated() where offset < node.children.count {
                pending.append((child, node.children[offset]))
            }
        }
        return lines
    }
}
