/// A readable, stable text form of a tree, for parser fixtures and debugging:
/// one line per node (`kind@start..end`) and per token (`kind "text"`),
/// indented by depth.
extension SyntaxTree {
    public func dump() -> String {
        var output = ""
        dump(root, indent: 0, into: &output)
        return output
    }

    private func dump(_ node: SyntaxNode, indent: Int, into output: inout String) {
        // Iterative over tokens, recursive over nodes: node depth is bounded by the parser.
        let range = node.range
        output += String(repeating: "  ", count: indent) + "\(node.kind)@\(range.lowerBound)..\(range.upperBound)\n"
        for child in node.children {
            switch child {
            case .node(let inner):
                dump(inner, indent: indent + 1, into: &output)
            case .token(let token):
                guard token.kind != .endOfFile else { continue }
                output += String(repeating: "  ", count: indent + 1) + "\(token.kind) \(Self.quoted(token.text))\n"
            }
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
