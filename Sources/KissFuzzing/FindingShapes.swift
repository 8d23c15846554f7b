import KissAnalysis

/// What an input brings that the corpus may lack: the shapes of its findings (a code with the
/// first words of its message, names and numbers left out), each of which is new or not. A crude stand-in
/// for coverage that needs no instrumented build: each shape is a path through the rules.
enum FindingShapes {
    static func shapes(of bytes: [UInt8]) -> Set<String> {
        let workspace = Workspace(root: PipelineCheck.folder, isProject: false)
        let result = Linter.lint(workspace.add(path: PipelineCheck.folder + "/Input.kiss", bytes: bytes), in: workspace)
        return Set(result.diagnostics.map { "\($0.code.rawValue) \(shape(of: $0.message))" })
    }

    /// The first words of the message with what is quoted and every number taken out: the
    /// kind of finding, not the element it is about.
    static func shape(of message: String) -> String {
        words(of: message).split(separator: " ").prefix(4).joined(separator: " ")
    }

    private static func words(of message: String) -> String {
        var result = ""
        var quote: Character?
        for character in message {
            if let open = quote {
                if character == (open == "(" ? ")" : open) { quote = nil }
                continue
            }
            if character == "`" || character == "\"" { quote = character; continue }
            if character.isNumber || character == "." { continue }
            result.append(character)
        }
        return result
    }
}

/// Picks few inputs that together draw every finding shape the given ones draw: the smallest
/// first, each kept only if it adds a shape. What `kiss-fuzz --minimize` keeps in the corpus.
public enum CorpusMinimizer {
    public static func minimize(_ inputs: [[UInt8]]) -> [Int] {
        var seen = Set<String>()
        var kept: [Int] = []
        for index in inputs.indices.sorted(by: { inputs[$0].count < inputs[$1].count }) {
            let shapes = FindingShapes.shapes(of: inputs[index])
            if !shapes.isSubset(of: seen) {
                seen.formUnion(shapes)
                kept.append(index)
            }
        }
        return kept.sorted()
    }
}
