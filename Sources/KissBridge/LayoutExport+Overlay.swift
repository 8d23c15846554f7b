import Foundation
import KissAnalysis
import KissSyntax

extension LayoutExport {
    /// An element of an aligned overlay (or one with `.position`) as a library overlay group:
    /// a `vstack` the size of the covered element, the element aligned in it as the overlay
    /// and its offsets say (offsets as padding). Exact for elements whose size does not depend
    /// on the room they are given, and for leaves sized by their content (measured in the same
    /// room as in `.kiss`, below), with no margins or flex factors, over an element without padding.
    mutating func alignedOverlay(_ element: ElementSyntax, alignment: String, over covered: ElementSyntax, depth: Int) throws(ExportProblem) -> String {
        let head = element.headToken.range
        if let padding = covered.modifiers.first(where: { $0.name?.hasPrefix("padding") == true }) {
            throw ExportProblem("an aligned overlay over an element with padding: the library lays overlays over the whole element", at: padding.node.trimmedRange)
        }
        let names = Set(element.modifiers.compactMap(\.name))
        let kind = BuiltinKind(rawValue: element.name)
        let sized = (names.contains("size") || names.contains("width") && names.contains("height"))
            || [.switch, .activity, .stepper].contains(kind) || (kind == .image && element.arguments.count >= 3) || (kind == .view && !names.contains("padding"))
        if let margin = element.modifiers.first(where: { $0.name?.hasPrefix("margin") == true || $0.name == "crossAlign" }) {
            throw ExportProblem("`.\(margin.name ?? "")` on an element of an aligned overlay: the overlay places it by its alignment and offsets only", at: margin.node.trimmedRange)
        }
        if let flex = element.modifiers.first(where: { ["grow", "growFull", "shrink", "basis"].contains($0.name ?? "") }) {
            throw ExportProblem("`.\(flex.name ?? "")` on an element of an aligned overlay: the overlay lays it out at its own size, and the library's overlay vstack would flex it", at: flex.node.trimmedRange)
        }
        var offsets: [String: Double] = [:]
        for modifier in element.modifiers where modifier.name == "position" {
            for argument in modifier.arguments {
                guard let label = argument.label, let value = ExportNumbers.literal(argument.value) else {
                    throw ExportProblem("`.position` with an offset that is not a number of points", at: argument.node.trimmedRange)
                }
                offsets[label] = value
            }
        }
        if offsets["top"] != nil && offsets["bottom"] != nil || offsets["left"] != nil && offsets["right"] != nil {
            throw ExportProblem("`.position` with offsets from both sides: the element would be stretched between them, which the library's overlay cannot", at: head)
        }
        // A leaf sized by its content (a label, a button, a padded view…) is measured the same
        // in the overlay vstack as in `.kiss`: its width at most the covered element's, its
        // height its own (an overlay vstack's items have no shrink). Unless the vstack's
        // padding narrows that room (a left or right offset), or `.kiss` measures it with any
        // width (over an `hstack` or a `wrap`, a row).
        if !sized {
            guard kind?.isLeafView == true else {
                throw ExportProblem("`\(element.name)` in an aligned overlay without a width and a height: its size would be measured against other room in the library's overlay", at: head)
            }
            if let side = ["left", "right"].first(where: { (offsets[$0] ?? 0) != 0 }) {
                throw ExportProblem("`\(element.name)` sized by its content with a `\(side)` offset in an aligned overlay: the overlay vstack's padding would narrow the width it is measured in; give it a width, or no `\(side)` offset", at: head)
            }
            if ["hstack", "wrap"].contains(covered.name) {
                throw ExportProblem("`\(element.name)` sized by its content in an aligned overlay over an `\(covered.name)`: .kiss measures it with any width there, the library's overlay vstack with the stack's; give it a width", at: head)
            }
        }
        let name = alignment.lowercased()
        let vertical = offsets["top"] != nil ? "start" : offsets["bottom"] != nil ? "end" : name.hasPrefix("top") ? "start" : name.hasPrefix("bottom") ? "end" : "center"
        let horizontal = offsets["left"] != nil ? "start" : offsets["right"] != nil ? "end" : name.hasSuffix("left") ? "start" : name.hasSuffix("right") ? "end" : "center"
        positionWrittenBy = head.lowerBound
        defer { positionWrittenBy = nil }
        let inner = try item(element, depth: depth + 1).0 + ".crossAlign(self: .\(horizontal))"
        var wrapper = "vstack {\n" + String(repeating: "    ", count: depth) + inner + "\n" + String(repeating: "    ", count: depth - 1) + "}"
        if vertical != "start" { wrapper += ".mainAlign(.\(vertical))" }
        let padding = ["top", "bottom", "left", "right"].map { offsets[$0] ?? 0 }
        if padding.contains(where: { $0 != 0 }) {
            wrapper += ".padding(" + zip(["top", "bottom", "left", "right"], padding).map { "\($0): \(SwiftExpression.number(FrameFormatting.number($1)))" }.joined(separator: ", ") + ")"
        }
        return wrapper
    }
}
