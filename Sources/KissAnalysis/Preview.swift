import KissSyntax

/// A root size frames are solved at (language §3). A nil width or height
/// fits the content on that axis.
public struct Preview: Sendable, Hashable {
    public var name: String
    public var width: Double?
    public var height: Double?
    public var scale: Double
    /// Dynamic Type: every font is this many times its size (`textSize:` or `textScale:`).
    public var textScale: Double
    /// The text size category named, for messages ("accessibility2").
    public var textSize: String?
    /// Where the preview is declared, when it comes from a file.
    public var location: SourceLocation?
    /// The layout of the file this preview is for (`for: Row`), or nil for a preview of the
    /// file: a layout with previews of its own is solved at those only, the others at the
    /// file's (docs/language.md, "Previews and the root").
    public var layout: String?

    public init(
        name: String, width: Double?, height: Double? = nil, scale: Double = 3, textScale: Double = 1, textSize: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.textScale = textScale
        self.textSize = textSize
        self.location = location
    }

    /// UIKit's content size categories, by the size of the body text style at each (17 pt at
    /// `large`, the default): a text of the preview is measured at its size × body / 17.
    /// `accessibility1`…`accessibility5` are the short names of the five accessibility sizes.
    public static let textSizes: [(name: String, body: Double)] = [
        ("xSmall", 14), ("small", 15), ("medium", 16), ("large", 17), ("xLarge", 19), ("xxLarge", 21), ("xxxLarge", 23),
        ("accessibilityMedium", 28), ("accessibilityLarge", 33), ("accessibilityExtraLarge", 40),
        ("accessibilityExtraExtraLarge", 47), ("accessibilityExtraExtraExtraLarge", 53),
        ("accessibility1", 28), ("accessibility2", 33), ("accessibility3", 40), ("accessibility4", 47), ("accessibility5", 53),
    ]

    /// The factor of a text size category, or nil for a name that is not one.
    public static func textScale(ofSize name: String) -> Double? {
        textSizes.first { $0.name == name }.map { $0.body / 17 }
    }

    /// `default(width: 390, scale: 3)`: used when neither the file nor the configuration declares any.
    public static let standard = Preview(name: "default", width: 390, scale: 3)

    /// "se (320)" or "phone (390 × 844)", as findings name previews.
    public var label: String {
        func number(_ value: Double?) -> String { value.map { FrameFormatting.number($0) } ?? "fit" }
        var size = height == nil ? number(width) : "\(number(width)) × \(number(height))"
        if textScale != 1 { size += ", " + (textSize.map { "\($0) text" } ?? "text ×\(FrameFormatting.number(textScale))") }
        // A size from `--width 320,375` is named after itself: "320", not "w320 (320)".
        if width != nil, name == "w" + number(width) { return size }
        return "\(name) (\(size))"
    }

    public static let signature = Signature([
        ParameterSpec("width", .number), ParameterSpec("height", .number), ParameterSpec("scale", .number),
        ParameterSpec("textSize", .cases(textSizes.map(\.name))), ParameterSpec("textScale", .number),
        ParameterSpec("for", .name),
    ])
}

extension Instantiator {
    /// The previews a file declares, checked (K104, K105).
    func previews(of file: SourceFile) -> [Preview] {
        var result: [Preview] = []
        var seen = Set<String>()
        for syntax in file.tree.sourceFile.previews {
            let scope = Scope(declarationAt: syntax.node.range, in: file, parameters: [:])
            guard let name = syntax.name, let token = syntax.nameToken, seen.insert(name).inserted else { continue }
            let arguments = bind(syntax.argumentList, syntax.arguments, to: Preview.signature, owner: "preview `\(name)`", at: token.range, scope: scope)
            func number(_ key: String, valid: ClosedRange<Double>, problem: String) -> Double? {
                guard let value = arguments[key], case .number(let number) = value.value else { return nil }
                guard valid.contains(number) else {
                    report(.valueOutOfRange, problem, at: places.range(value), in: file.path)
                    return nil
                }
                return number
            }
            let width = number("width", valid: 1...100_000, problem: "a preview width must be between 1 and 100000 points")
            let height = number("height", valid: 1...100_000, problem: "a preview height must be between 1 and 100000 points")
            let scale = number("scale", valid: 1...4, problem: "a preview scale must be between 1 and 4 (pixels per point)") ?? 3
            var textSize: String?
            if case .enumCase(let size)? = arguments["textSize"]?.value { textSize = size }
            // `textScale:` (a factor) wins over `textSize:` (a category) when both are written.
            let factor = number("textScale", valid: 0.5...4, problem: "a preview textScale must be between 0.5 and 4")
            let textScale = factor ?? textSize.flatMap(Preview.textScale(ofSize:)) ?? 1
            var layout: String?
            if let value = arguments["for"], case .name(let named) = value.value {
                if file.tree.sourceFile.layouts.contains(where: { $0.name == named }) {
                    layout = named
                } else {
                    let names = file.tree.sourceFile.layouts.compactMap(\.name)
                    report(.unknownName, "no layout `\(named)` in this file: a preview's `for:` names a layout declared in the same file" + Suggestions.hint(named, names),
                           at: places.range(value), in: file.path)
                    continue
                }
            }
            var preview = Preview(name: name, width: width, height: height, scale: scale, textScale: textScale,
                                  textSize: factor == nil ? textSize : nil, location: scope.location(token.range))
            preview.layout = layout
            result.append(preview)
        }
        return result
    }
}

extension Array where Element == Preview {
    /// The previews `layout` is solved at, out of a file's: those for it (`for: Name`) when it
    /// has any, otherwise those of the whole file.
    public func of(layout name: String?) -> [Preview] {
        guard let name, contains(where: { $0.layout == name }) else { return filter { $0.layout == nil } }
        return filter { $0.layout == name }
    }
}
