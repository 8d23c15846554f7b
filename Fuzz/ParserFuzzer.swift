// libFuzzer entry point for the parser. Built by Scripts/fuzz-parser.sh
// together with the KissSyntax sources (swiftc -sanitize=fuzzer). Any crash,
// hang or broken invariant below is a finding.
import KissSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tree = SyntaxTree.parse(bytes)

    // Lossless: the tokens spell the input exactly, in order, without gaps.
    var offset = 0
    for token in tree.tokens {
        precondition(Int(token.start) == offset, "token gap at \(offset)")
        offset = token.end
    }
    precondition(offset == bytes.count, "tokens do not cover the input")
    precondition(tree.root.range == 0..<bytes.count, "root does not cover the input")

    // Diagnostics stay inside the file.
    for diagnostic in tree.diagnostics {
        precondition(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= bytes.count)
    }

    // The line index round-trips every token boundary in every encoding.
    let lines = LineIndex(bytes)
    for token in tree.tokens {
        for encoding in PositionEncoding.allCases {
            let position = lines.position(of: Int(token.start), in: encoding)
            let back = lines.offset(of: position, in: encoding)
            let again = lines.position(of: back, in: encoding)
            precondition(again == position, "line index round trip failed at \(token.start)")
        }
    }

    // Typed views answer without crashing.
    for layout in tree.sourceFile.layouts {
        _ = (layout.name, layout.documentation, layout.parameters.map(\.name))
        var stack = layout.body?.elements ?? []
        while let element = stack.popLast() {
            _ = (element.name, element.arguments.map { ($0.label, $0.value?.form) })
            for modifier in element.modifiers {
                _ = (modifier.name, modifier.arguments.map(\.label))
                stack.append(contentsOf: modifier.children)
            }
            stack.append(contentsOf: element.children)
        }
    }
    _ = tree.dump()
    return 0
}
