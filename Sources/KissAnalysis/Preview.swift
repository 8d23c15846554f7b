import KissSyntax

/// A root size frames are solved at (language §3). A nil width or height
/// fits the content on that axis.
public struct Preview: Sendable, Hashable {
    public var name: String
    public var width: Double?
    public var height: Double?
    public var scale: Double
    /// Where the preview is declared, when it comes from a file.
    public var location: SourceLocation?

    public init(name: String, width: Double?, height: Double? = nil, scale: Double = 3, location: SourceLocation? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.location = location
    }

    /// `default(width: 390, scale: 3)`: used when neither the file nor the configuration declares any.
    public static let standard = Preview(name: "default", width: 390, scale: 3)

    /// "se (320)" or "phone (390 × 844)", as findings name previews.
    public var label: String {
        func number(_ value: Double?) -> String { value.map { FrameFormatting.number($0) } ?? "fit" }
        // A size from `--width 320,375` is named after itself: "320", not "w320 (320)".
        if width != nil, name == "w" + number(width) {
            return height == nil ? number(width) : "\(number(width)) × \(number(height))"
        }
        if height == nil { return "\(name) (\(number(width)))" }
        return "\(name) (\(number(width)) × \(number(height)))"
    }

    static let signature = Signature([ParameterSpec("width", .number), ParameterSpec("height", .number), ParameterSpec("scale", .number)])
}

extension Instantiator {
    /// The previews a file declares, checked (K104, K105).
    func previews(of file: SourceFile) -> [Preview] {
        var result: [Preview] = []
        var seen = Set<String>()
        let scope = Scope(file: file, parameters: [:])
        for syntax in file.tree.sourceFile.previews {
            guard let name = syntax.name, let token = syntax.nameToken, seen.insert(name).inserted else { continue }
            let arguments = bind(syntax.argumentList, syntax.arguments, to: Preview.signature, owner: "preview `\(name)`", at: token.range, scope: scope)
            func number(_ key: String, valid: ClosedRange<Double>, problem: String) -> Double? {
                guard let value = arguments[key], case .number(let number) = value.value else { return nil }
                guard valid.contains(number) else {
                    report(.valueOutOfRange, problem, at: value.range, in: file.path)
                    return nil
                }
                return number
            }
            let width = number("width", valid: 1...100_000, problem: "a preview width must be between 1 and 100000 points")
            let height = number("height", valid: 1...100_000, problem: "a preview height must be between 1 and 100000 points")
            let scale = number("scale", valid: 1...4, problem: "a preview scale must be between 1 and 4 (pixels per point)") ?? 3
            result.append(Preview(name: name, width: width, height: height, scale: scale,
                                  location: SourceLocation(file: file.path, range: token.range)))
        }
        return result
    }
}
