import Foundation
import KissAnalysis
import KissLayout

/// `kisslint import --swift`: Kiss layout code in Swift read back as `.kiss`, best effort. It
/// reads what `kisslint export --swift` writes (layout functions: views as locals configured
/// by assignments, then the returned layout), and the README's style (views as properties,
/// `lazy var mainLayout = vstack { … }`). Every expression it cannot translate is kept as a
/// `// kisslint import:` comment where the element would be. docs/swift-import.md.
public struct SwiftImporter {
    public init() {}

    /// Something the import did not translate (a placeholder, a guess, a modifier left out),
    /// where it is in the Swift file: line and column from 1.
    public struct Note: Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    /// One Swift file read back: its `.kiss`, what was not translated, and whether it holds a
    /// Kiss layout at all.
    public struct Imported: Sendable {
        public var fileName: String
        public var kiss: String
        public var notes: [Note]
        public var hasLayout: Bool
        /// Where each element and modifier of `kiss` came from in the Swift file.
        public var sourceMap: SwiftSourceMap
    }

    public func kiss(from source: String, fileName: String = "input.swift") -> String {
        importing(source, fileName: fileName).kiss
    }

    /// One Swift file on its own: what it does not define is unknown.
    public func importing(_ source: String, fileName: String = "input.swift") -> Imported {
        module([(fileName, source)])[0]
    }

    /// Several Swift files read as one module: the helpers, view factories, view classes,
    /// `extension String` view properties and constants of each are visible to the layouts
    /// of all. One result per file, in order; a file that uses a layout another file defines
    /// imports that file's `.kiss` (the Swift file's name, `.swift` made `.kiss`).
    ///
    /// `reading`: the files whose layouts are wanted (all when nil); the others only lend their
    /// declarations, and their result is empty.
    public func module(_ files: [(name: String, source: String)], reading: Set<Int>? = nil) -> [Imported] {
        let sources = files.map { SwiftSourceFile($0.source) }
        let declarations = sources.indices.map { ModuleDeclarations(sources[$0], file: $0) }
        let budget = FactoryBudget()
        return files.indices.map { index in
            if let reading, !reading.contains(index) {
                return Imported(fileName: files[index].name, kiss: "", notes: [], hasLayout: false, sourceMap: SwiftSourceMap())
            }
            let lines = sources[index].lines
            var reader = Reader(source: sources[index], file: index, module: declarations, budget: budget)
            reader.here = files.count > 1 ? ("these files", "create") : ("this file", "creates")
            reader.read()
            var out = "// Imported by kisslint import --swift from \(files[index].name).\n"
            // The exporter's note of the `.kiss` files whose layouts this one uses.
            for line in lines where line.hasPrefix(ExportComments.imports) {
                var rest = line.dropFirst(ExportComments.imports.count)
                while let open = rest.firstIndex(of: "\"") {
                    var close = rest.index(after: open)
                    while close < rest.endIndex, rest[close] != "\"" {
                        if rest[close] == "\\" { close = rest.index(after: close) }
                        if close < rest.endIndex { close = rest.index(after: close) }
                    }
                    guard close < rest.endIndex else { break }
                    out += "import " + rest[open...close] + "\n"
                    rest = rest[rest.index(after: close)...]
                }
            }
            // Layouts of the other files this one uses.
            for other in reader.log.usedFiles.sorted() where other != index {
                out += "import \"\(Self.kissName(of: files[other].name))\"\n"
            }
            // A screen's layout is as high as its host view: previews with phone heights.
            let hosts = HostSizes.fixedHeightHosts(in: sources[index].tokens)
            if !reader.layouts.isEmpty, !hosts.screens.isEmpty, hosts.cells.isEmpty {
                out += "\n// \(hosts.screens.sorted().joined(separator: ", ")) \(hosts.screens.count == 1 ? "is" : "are") laid out at \(hosts.screens.count == 1 ? "its" : "their") view's height (updateChange with the frame's height):\n"
                out += "// previews at phone safe-area sizes. Edit them to the size the view has in the app.\n"
                out += HostSizes.screenPreviews
            }
            for layout in reader.layouts {
                out += "\n" + layout
            }
            if reader.layouts.isEmpty { out += "// No Kiss layout (vstack, hstack, wrap) was found.\n" }
            let tokens = sources[index].tokens
            let (kiss, sourceMap) = SwiftSourceMap.strip(out, tokens: tokens)
            let notes = reader.log.notes.map { note -> Note in
                guard note.token < tokens.count else { return Note(line: 1, column: 1, message: note.message) }
                return Note(line: tokens[note.token].line + 1, column: max(tokens[note.token].column, 1), message: note.message)
            }
            // In the file's order (a `lazy var` layout is written when its class ends).
            let sorted = notes.enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }.map(\.element)
            return Imported(fileName: files[index].name, kiss: kiss, notes: sorted, hasLayout: !reader.layouts.isEmpty, sourceMap: sourceMap)
        }
    }

    /// The `.kiss` file a Swift file imports to: `ProfileView.swift` → `ProfileView.kiss`.
    public static func kissName(of swiftFile: String) -> String {
        let name = (swiftFile as NSString).lastPathComponent
        return (name.hasSuffix(".swift") ? String(name.dropLast(6)) : name) + ".kiss"
    }
}

/// A Swift file's tokens, each token's line index (newline tokens counted, as the exporter's
/// comments are found), and the exporter's image size comments.
final class SwiftSourceFile {
    let lines: [Substring]
    let tokens: [SwiftToken]
    let tokenLines: [Int]
    let naturalSizes: [Int: (String, String)]

    init(_ text: String) {
        let source = SwiftSourceMap.sanitized(text)
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        tokens = SwiftLexer.tokens(source)
        var line = 0
        tokenLines = tokens.map { token in
            defer { if token.kind == .newline { line += 1 } }
            return line
        }
        naturalSizes = SwiftImporter.naturalSizes(in: lines)
    }
}

/// A function (or an `extension String` property) that makes a view, with the file it is in.
struct ViewFactory {
    var function: SwiftFunction
    var source: SwiftSourceFile
    var file: Int
}

/// What one file declares that the layouts of any file of the module may use.
struct ModuleDeclarations {
    /// Layout functions by Swift name, with their `.kiss` layout names.
    var layoutFunctions: [String: String] = [:]
    /// The layout functions' declarations, by Swift name.
    var functions: [String: SwiftFunction] = [:]
    var viewFactories: [String: ViewFactory] = [:]
    /// `extension String { var labelMedium: UILabel { … } }`: `"Name".labelMedium` makes a view.
    var stringProperties: [String: ViewFactory] = [:]
    /// A type's static properties and functions that make a UIBuilder `TextBuilder`
    /// (`enum Builder { static var nameText: TextBuilder { … } }`), by `Type.name`.
    var textBuilders: [String: ViewFactory] = [:]
    /// View classes that host a layout, with the layout variable.
    var hostedLayouts: [String: String] = [:]
    /// File-level constants (`let gap: CGFloat = 12`) and static ones (`Theme.gap`) whose
    /// value `.kiss` can write, by name.
    var constants: [String: String] = [:]
    /// Bodies `read` skips: a factory's `func` (or property's `var`) token, to its body's end.
    var skips: [Int: Int] = [:]
    /// Enum properties that `switch self`: each case's value, by property name (`EnumCaseValues`).
    var caseValues: [String: [String: SwiftExpr]] = [:]

    init(_ source: SwiftSourceFile, file: Int) {
        let tokens = source.tokens
        // Any function returning a Kiss layout type is a layout too (the README's `box(…)`).
        for index in tokens.indices where tokens[index].text == "func" {
            guard let function = SwiftFunction(tokens, from: index) else { continue }
            let name = function.name
            if name.hasSuffix("Layout"), name.count > 6 {
                layoutFunctions[name] = Reader.layoutName(String(name.dropLast(6)))
                functions[name] = function
            } else if function.returnType.map(Reader.layoutTypes.contains) == true {
                layoutFunctions[name] = Reader.layoutName(name)
                functions[name] = function
            } else if function.makesView {
                viewFactories[name] = ViewFactory(function: function, source: source, file: file)
                skips[index] = function.bodyEnd
            }
        }
        hostedLayouts = Reader.hostedLayouts(in: tokens)
        // Types (with their depth) around each token: `extension String` properties, and
        // constants at file level or `static` in a type.
        var types: [(name: String, depth: Int, isEnum: Bool)] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation, token.text == "{" {
                depth += 1
            } else if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                while let last = types.last, last.depth > depth { types.removeLast() }
            } else if token.kind == .identifier, ["class", "struct", "enum", "extension"].contains(token.text), index + 1 < tokens.count,
                      tokens[index + 1].kind == .identifier, tokens[index + 1].text != "func", tokens[index + 1].text != "var" {
                types.append((tokens[index + 1].text, depth + 1, token.text == "enum"))
            } else if token.text == "var", let type = types.last, type.depth == depth, type.name == "String",
                      let property = SwiftFunction(property: tokens, from: index), property.makesView {
                stringProperties[property.name] = ViewFactory(function: property, source: source, file: file)
                skips[index] = property.bodyEnd
            } else if token.text == "func", let type = types.last, type.depth == depth, type.name == "String",
                      let function = SwiftFunction(tokens, from: index), function.makesView {
                // `"Name".label(.body)`: a String method that makes a view, `self` the string.
                stringProperties[function.name] = ViewFactory(function: function, source: source, file: file)
                skips[index] = function.bodyEnd

            } else if token.text == "var" || token.text == "func", let type = types.last, type.depth == depth, index > 0, tokens[index - 1].text == "static",
                      let helper = token.text == "var" ? SwiftFunction(property: tokens, from: index) : SwiftFunction(tokens, from: index),
                      helper.makesView || helper.returnType == "TextBuilder" {
                // A type's helpers: `Builder.nameText`, `Builder.avatar` (static funcs that make a
                // view are factories by their name already).
                let factory = ViewFactory(function: helper, source: source, file: file)
                if helper.returnType == "TextBuilder" { textBuilders[type.name + "." + helper.name] = factory } else { viewFactories[type.name + "." + helper.name] = factory }
                skips[index] = helper.bodyEnd
            } else if token.text == "var", let property = SwiftFunction(property: tokens, from: index),
                      property.returnType.map(Reader.layoutTypes.contains) == true {
                // A computed layout property (`var bodyLayout: UIViewLayout { vstack { … } }`): a
                // layout function without parameters.
                let name = property.name
                layoutFunctions[name] = Reader.layoutName(name.hasSuffix("Layout") && name.count > 6 ? String(name.dropLast(6)) : name)
                functions[name] = property
            } else if token.text == "var", let type = types.last, type.depth == depth, type.isEnum,
                      let property = SwiftFunction(property: tokens, from: index) {
                let values = EnumCaseValues.values(of: property, in: tokens)
                if !values.isEmpty, caseValues[property.name] == nil { caseValues[property.name] = values }
            } else if token.text == "let", index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                      types.isEmpty && depth == 0 || types.last?.depth == depth && index > 0 && tokens[index - 1].text == "static" {
                var cursor = index + 2
                if cursor < tokens.count, tokens[cursor].text == ":" {
                    while cursor < tokens.count, tokens[cursor].text != "=", tokens[cursor].kind != .newline { cursor += 1 }
                }
                if cursor < tokens.count, tokens[cursor].text == "=" {
                    var parser = SwiftParser(tokens)
                    parser.position = cursor + 1
                    if let value = Reader.constantValue(parser.expression()) {
                        let name = tokens[index + 1].text
                        constants[types.isEmpty ? name : types.last!.name + "." + name] = value
                    }
                }
            }
            index += 1
        }
    }
}

/// What the reader of one file says it did not translate, by token, and which other files'
/// layouts it used; shared by the reader's copies.
final class NoteLog {
    var notes: [(token: Int, message: String)] = []
    /// Where the next note's construct is looked for: notes come in the source's order.
    var cursor = 0
    var usedFiles = Set<Int>()
}

extension SwiftImporter {
    /// The comments `export` writes under an image view (`// The image's natural size in the
    /// .kiss file: 48 × 48 …`), by line index: on a device the asset decides, so the size
    /// travels as a comment.
    static func naturalSizes(in lines: [Substring]) -> [Int: (String, String)] {
        var result: [Int: (String, String)] = [:]
        for (index, line) in lines.enumerated() {
            guard let range = line.range(of: ExportComments.naturalSize) else { continue }
            // Width and height are the .kiss file's expressions as written, spaces and all
            // (`56 × --- 56`): everything before the first ` × `, and after it up to the note
            // that follows (or the end, without a last comma or full stop).
            let sizes = line[range.upperBound...]
            guard let times = sizes.range(of: " × ") else { continue }
            let width = sizes[..<times.lowerBound].trimmingCharacters(in: .whitespaces)
            var height = sizes[times.upperBound...]
            if let note = height.range(of: ExportComments.naturalSizeNote) {
                height = height[..<note.lowerBound]
            } else if height.hasSuffix(",") || height.hasSuffix(".") {
                height = height.dropLast()
            }
            let heightText = height.trimmingCharacters(in: .whitespaces)
            guard !width.isEmpty, !heightText.isEmpty else { continue }
            result[index] = (width, heightText)
        }
        return result
    }
}

/// How many tokens of view factory bodies one import may read (a body is read again for
/// every call).
final class FactoryBudget {
    private var remaining = 500_000

    func spend(_ tokens: Int) -> Bool {
        guard remaining >= tokens else { return false }
        remaining -= tokens
        return true
    }
}

/// A UIKit view as `.kiss` sees it: its kind, arguments and appearance modifiers.
struct ViewInfo {
    var kind: String
    var arguments: [(String?, String)] = []
    var modifiers: [String] = []
    /// What the import guessed to read it (a helper known only by its name), written as a
    /// `// kisslint import:` line above the element.
    var note: String?

    /// Adds an appearance modifier, replacing an earlier one of the same name (a later
    /// `.cornerRadius(4)` wins over the factory's `.cornerRadius(5)`, as in UIKit).
    mutating func setModifier(_ name: String, _ arguments: String) {
        let written = ".\(name)(\(arguments))"
        if let index = modifiers.firstIndex(where: { $0.hasPrefix(".\(name)(") }) { modifiers[index] = written } else { modifiers.append(written) }
    }

    /// Sets a labelled argument, or (label nil) the positional one.
    mutating func set(_ label: String?, _ value: String) {
        if let index = arguments.firstIndex(where: { $0.0 == label }) { arguments[index].1 = value } else { arguments.append((label, value)) }
    }
}

struct Reader {
    var tokens: [SwiftToken]
    var position = 0
    var views: [String: ViewInfo] = [:]
    var layouts: [String] = []
    /// Layout functions by Swift name, with their `.kiss` layout names (the module's).
    var layoutFunctions: [String: String] = [:]
    /// The file each layout function (and each view class hosting a layout) is in.
    var layoutFiles: [String: Int] = [:]
    /// Functions that make a view (`func label(_ text: String, _ color: UIColor) -> UILabel`),
    /// by name: a call is read as the view its body makes from the call's arguments. The
    /// reader's own file's win over another file's of the same name.
    var viewFactories: [String: ViewFactory] = [:]
    /// `extension String` properties that make a view, by name.
    var stringProperties: [String: ViewFactory] = [:]
    /// A type's helpers that make a `TextBuilder`, by `Type.name`.
    var textBuilders: [String: ViewFactory] = [:]
    /// Enum properties' values per case, by property name (`EnumCaseValues`).
    var caseValues: [String: [String: SwiftExpr]] = [:]
    /// Constants `.kiss` can write, by name (`gap`, `Theme.gap`).
    var constants: [String: String] = [:]
    /// The layout functions' declarations in this file, by Swift name.
    var functions: [String: SwiftFunction] = [:]
    /// This file's factory bodies, skipped by `read`.
    var skips: [Int: Int] = [:]
    /// Inside a view factory's body: its parameters' `.kiss` values.
    var substitutions: [String: String] = [:]
    var factoryDepth = 0
    /// Inside a factory's body: the token, in the file read, of the outermost call.
    var callSite: Int?
    /// Inside a layout function: its parameters' names (an `if` on one becomes `.visible`).
    var layoutParameters: Set<String> = []
    /// Factory bodies read in all, shared by every copy of the reader: a body that calls
    /// factories many times over must not take exponential time.
    let factoryBudget: FactoryBudget
    /// What was not translated, shared by the reader's copies.
    let log = NoteLog()
    /// The file read, and the module's index of it.
    let file: Int
    /// How the notes name what was read: this file, or these files.
    var here = (place: "this file", verb: "creates")
    /// Layouts read but not yet written: a `lazy var` layout sees its class's views as the
    /// class's initialisers leave them, so it is written when the class ends.
    var pendingLayouts: [(index: Int, expr: SwiftExpr, start: Int)] = []
    /// Where the expression `declare` is given starts.
    var expressionStart = 0
    /// Brace depths at which a class (or struct) body opened, with the views before it.
    var scopes: [(depth: Int, views: [String: ViewInfo], pending: Int, name: String)] = []
    /// View classes that lay out a layout of their own (`kiss.constructIfNeed(layout: bodyLayout)`
    /// in the class, as the sample app's `RatingView: KissView`): the layout variable, by class.
    /// Such a view used in a layout is a use of that layout, named after the class (`Rating`).
    var hostedLayouts: [String: String] = [:]
    var braceDepth = 0
    /// Image natural sizes from the exporter's comments, by line index.
    var naturalSizes: [Int: (String, String)] = [:]
    /// Each token's line index.
    var tokenLines: [Int]
    /// A file of the YogaKit generations (SwiftImporter+Generations.swift).
    let usesYoga: Bool

    init(source: SwiftSourceFile, file: Int, module: [ModuleDeclarations], budget: FactoryBudget) {
        tokens = source.tokens
        tokenLines = source.tokenLines
        naturalSizes = source.naturalSizes
        usesYoga = Self.usesYoga(source.tokens)
        self.file = file
        factoryBudget = budget
        // The other files' declarations, then this file's over them. Layout functions are
        // known before their use, so a use may come before its declaration.
        for (index, declared) in module.enumerated() where index != file {
            merge(declared, from: index)
        }
        merge(module[file], from: file)
        functions = module[file].functions
        skips = module[file].skips
    }

    mutating func merge(_ declared: ModuleDeclarations, from index: Int) {
        for (name, kissName) in declared.layoutFunctions {
            layoutFunctions[name] = kissName
            layoutFiles[name] = index
        }
        for (name, variable) in declared.hostedLayouts {
            hostedLayouts[name] = variable
            layoutFiles[name] = index
        }
        viewFactories.merge(declared.viewFactories) { $1 }
        stringProperties.merge(declared.stringProperties) { $1 }
        textBuilders.merge(declared.textBuilders) { $1 }
        caseValues.merge(declared.caseValues) { $1 }
        constants.merge(declared.constants) { $1 }
    }

    /// A use of a layout (function or hosting view class) `name` declares: another file's
    /// becomes an import.
    func uses(_ name: String) {
        if let other = layoutFiles[name], other != file { log.usedFiles.insert(other) }
    }

    /// Notes what was not translated, at the first token from the log's cursor that is
    /// `head` (the construct's first name), else at the cursor. The search stops after
    /// 20,000 tokens, so that many notes in a hostile file cannot take quadratic time.
    func note(_ head: String?, _ message: String) {
        // Inside a factory's body the tokens are the factory's: the note goes to the call.
        if let callSite {
            log.notes.append((token: callSite, message: message))
            return
        }
        var found = log.cursor
        if let head {
            var index = log.cursor
            let end = min(tokens.count, log.cursor + 20_000)
            while index < end, tokens[index].text != head { index += 1 }
            if index < end {
                found = index
                log.cursor = index + 1
            }
        }
        log.notes.append((token: found, message: message))
    }

    /// The first name or literal of an expression, as a token says it.
    static func head(_ expr: SwiftExpr) -> String? {
        switch expr {
        case .name(let name): return name.text
        case .number(let text), .string(let text), .implicitMember(let text): return text
        case .member(let base, _), .call(let base, _, _), .binary(let base, _, _), .negate(let base): return head(base)
        case .statement(let statement): return statement.keyword
        case .other: return nil
        }
    }

    /// `class Name … { … kiss.constructIfNeed(layout: variable) … }`: variable by class name.
    static func hostedLayouts(in tokens: [SwiftToken]) -> [String: String] {
        var result: [String: String] = [:]
        SwiftClassScopes.walk(tokens) { index, owner in
            guard tokens[index].text == "constructIfNeed", index + 4 < tokens.count, tokens[index + 1].text == "(",
                  tokens[index + 2].text == "layout", tokens[index + 3].text == ":", tokens[index + 4].kind == .identifier,
                  result[owner.name] == nil else { return }
            result[owner.name] = tokens[index + 4].text
        }
        return result
    }

    /// The `.kiss` name of the layout a view class hosts: `RatingView` → `Rating`.
    static func hostedLayoutName(_ className: String) -> String {
        className.hasSuffix("View") && className.count > 4 ? String(className.dropLast(4)) : className
    }

    static let layoutTypes: Set<String> = ["UIViewLayout", "GroupLayout", "VStackLayout", "HStackLayout", "WrapLayout"]

    static func layoutName(_ swift: String) -> String {
        guard let first = swift.first else { return "Layout" }
        return first.uppercased() + swift.dropFirst()
    }

    mutating func read() {
        while position < tokens.count {
            let token = tokens[position]
            if token.text == "func" || token.text == "var", position + 1 < tokens.count, let function = functions[tokens[position + 1].text],
               let kissName = layoutFunctions[function.name],
               token.text == "func" || function.bodyStart > position && function.bodyStart - position < 12 {
                readFunction(function, as: kissName)
                continue
            }
            if let end = skips[position] {
                position = end + 1
                continue
            }
            if token.kind == .punctuation, token.text == "{" || token.text == "}" {
                braceDepth += token.text == "{" ? 1 : -1
                if token.text == "}", let scope = scopes.last, scope.depth > braceDepth {
                    writePendingLayouts(from: scope.pending)
                    views = scope.views
                    scopes.removeLast()
                }
                position += 1
                continue
            }
            if ["class", "struct", "extension"].contains(token.text), token.kind == .identifier {
                // The body's `{` is counted when the loop reaches it.
                let name = position + 1 < tokens.count ? tokens[position + 1].text : ""
                scopes.append((depth: braceDepth + 1, views: views, pending: pendingLayouts.count, name: name))
                position += 1
                while let next = current, next.text != "{" { position += 1 }
                continue
            }
            if token.text == "let" || token.text == "var", position + 1 < tokens.count, tokens[position + 1].kind == .identifier {
                let name = tokens[position + 1].text
                position += 2
                skipType()
                if current?.text == "=" {
                    position += 1
                    expressionStart = position
                    let expr = immediatelyCalledClosure() ?? parseExpression()
                    declare(name, expr, topLevel: true)
                }
                continue
            }
            if token.kind == .identifier, position + 3 < tokens.count, tokens[position + 1].text == "." {
                if readAssignment() { continue }
            }
            // A layout written as a statement of its own (`hstack { … }.padding(10)`,
            // `view(.green).kiss.hstack { … }`).
            if token.kind == .identifier, position == 0 || tokens[position - 1].kind == .newline {
                var parser = SwiftParser(tokens)
                parser.position = position
                let expr = parser.expression()
                if isLayout(expr) {
                    expressionStart = position
                    move(to: max(parser.position, position + 1))
                    unnamed += 1
                    postpone("Layout\(unnamed)", expr)
                    continue
                }
            }
            position += 1
        }
        writePendingLayouts(from: 0)
    }

    /// Keeps a layout's place in the output; it is written when its scope ends.
    mutating func postpone(_ name: String, _ expr: SwiftExpr) {
        layoutNames.insert(name)
        layouts.append(SwiftSourceMap.marker(expressionStart) + "layout \(name) {\n")
        pendingLayouts.append((index: layouts.count - 1, expr: expr, start: expressionStart))
    }

    mutating func writePendingLayouts(from start: Int) {
        guard start < pendingLayouts.count else { return }
        for pending in pendingLayouts[start...] {
            log.cursor = pending.start
            layouts[pending.index] += "  \(kissElement(pending.expr, indent: 1))\n}\n"
        }
        pendingLayouts.removeSubrange(start...)
    }

    var unnamed = 0
    /// Names of the layouts written so far, and of those the file's functions will write.
    var layoutNames = Set<String>()
    /// The last number given to a name taken twice (`MainLayout7`), to go on from.
    var lastNumber: [String: Int] = [:]
    lazy var functionLayoutNames = Set(layoutFunctions.values)
    /// Layouts stored in variables (`lazy var subLayout = vstack { … }`), by variable name.
    var layoutVariables: [String: String] = [:]

    var current: SwiftToken? { position < tokens.count ? tokens[position] : nil }

    mutating func skipType() {
        guard current?.text == ":" else { return }
        while let token = current, token.text != "=", token.kind != .newline, token.text != "{" { position += 1 }
    }

    mutating func parseExpression() -> SwiftExpr {
        var parser = SwiftParser(tokens)
        parser.position = position
        let expr = parser.expression()
        move(to: max(parser.position, position + 1))
        return expr
    }

    /// Moves past tokens read as a whole, keeping count of the braces they leave open (an
    /// expression not understood may stop inside a closure).
    mutating func move(to end: Int) {
        for token in tokens[position..<min(end, tokens.count)] where token.kind == .punctuation {
            if token.text == "{" { braceDepth += 1 } else if token.text == "}" { braceDepth -= 1 }
        }
        position = end
    }

    /// `name.property = value` (or `name.layer.cornerRadius = …`, `name.setTitle(…)`).
    mutating func readAssignment() -> Bool {
        let start = position
        var parser = SwiftParser(tokens)
        parser.position = position
        let target = parser.postfix()
        if parser.current?.text == "=" {
            parser.position += 1
            let value = parser.expression()
            move(to: parser.position)
            // What the value's notes are about is this statement.
            if factoryDepth == 0 { log.cursor = start }
            apply(target, value)
            return true
        }
        if case .call(.member(.name(let view), "setTitle"), let arguments, _) = target, let title = arguments.first {
            let value = shownText(title.value)
            views[view.text]?.set(nil, value)
            move(to: parser.position)
            return true
        }
        position = start
        return false
    }

    mutating func apply(_ target: SwiftExpr, _ value: SwiftExpr) {
        var path: [String] = []
        var base = target
        while case .member(let inner, let name) = base {
            path.insert(name.text, at: 0)
            base = inner
        }
        guard case .name(let view) = base, var info = views[view.text] else { return }
        let text = kissValue(value)
        switch path.joined(separator: ".") {
        case "text", "placeholder": info.set(nil, shownText(value, written: text))
        case "image" where info.kind == "image":
            // `imageView.image = UIImage(named: name)`: the image's name.
            if case .call(.name("UIImage"), let arguments, nil) = value, let name = arguments.first(where: { $0.label == "named" }) {
                if info.arguments.isEmpty { info.arguments.append((nil, kissValue(name.value))) } else { info.arguments[0].1 = kissValue(name.value) }
            }
        case "font", "titleLabel.font": setFont(value, on: &info)
        case "numberOfLines":
            let lines = kissValue(value).replacingOccurrences(of: "Int(", with: "").replacingOccurrences(of: ")", with: "")
            if Double(lines) != 1, info.kind == "label" { info.set("lines", lines) }
        case "lineBreakMode": if text == ".byCharWrapping", info.kind == "label" { info.set("lineBreak", ".char") }
        case "minimumScaleFactor": if info.kind == "label" { info.set("minScale", text) }
        case "textColor": if let color = colorOrNote(value, text) { info.set("color", color) }
        case "backgroundColor":
            guard let color = colorOrNote(value, text) else { break }
            if info.kind == "view" { info.set(nil, color) } else { info.setModifier("background", color) }
        case "isHidden": if text == "true" { info.modifiers.append(".hidden()") }
        case "isVisible": if text == "false" { info.modifiers.append(".visible(false)") }
        // The exporter's KissKeyValueView.
        case "keyLabel.text": if !info.arguments.isEmpty { info.arguments[0].1 = text }
        case "valueLabel.text": if info.arguments.count > 1 { info.arguments[1].1 = text }
        case "keyLabel.font", "valueLabel.font":
            if case .call(_, let arguments, _) = value, let size = arguments.first(where: { $0.label == "ofSize" }) {
                info.set(path.first == "keyLabel" ? "keyFont" : "valueFont", kissValue(size.value))
            }
        case "orientation", "multiline", "margin", "verticalAlignment", "valueAlignment", "keyMinScale", "valueMinScale":
            if info.kind == "keyValue" { info.set(path[0], text) }
        case "padding":
            // The exporter's KissPaddedLabel / KissPaddedView insets.
            if case .call(_, let arguments, _) = value {
                let edges = arguments.compactMap { argument in argument.label.map { "\($0): \(kissValue(argument.value))" } }
                info.setModifier("padding", edges.joined(separator: ", "))
            }
        // The exporter's YogaKit settings (flex factors Kiss would overwrite, a wrap's lines).
        case "yoga.flexGrow": info.setModifier("grow", text)
        case "yoga.flexShrink": info.setModifier("shrink", text)
        case "yoga.flexBasis":
            if case .call(.name("YGValue"), let arguments, _) = value, arguments.contains(where: { $0.label == "unit" && kissValue($0.value) == ".percent" }),
               let amount = arguments.first(where: { $0.label == "value" }) {
                info.setModifier("basis", kissValue(amount.value) + "%")
            } else {
                info.setModifier("basis", text)
            }
        case "yoga.alignContent": info.setModifier("lineAlign", [".flexStart": ".start", ".flexEnd": ".end"][text] ?? text)
        case "layer.cornerRadius": info.setModifier("cornerRadius", text)
        case "layer.borderWidth": info.setModifier("stroke", text)
        case "layer.borderColor":
            let color = text.replacingOccurrences(of: ".cgColor", with: "")
            if let index = info.modifiers.lastIndex(where: { $0.hasPrefix(".stroke(") }) {
                info.modifiers[index] = String(info.modifiers[index].dropLast()) + ", \(color))"
            }
        default: break
        }
        views[view.text] = info
    }

    mutating func readFunction(_ function: SwiftFunction, as kissName: String) {
        // Parameters keep their defaults; `.kiss` parameters need one, so the type's zero
        // stands in where Swift has none.
        let parameters = function.parameters.map { parameter -> String in
            guard let start = parameter.defaultAt else {
                return "\(parameter.name): \(["String": "\"\"", "UIColor": ".clear", "Bool": "false"][parameter.type ?? ""] ?? "0")"
            }
            var parser = SwiftParser(tokens)
            parser.position = start
            return "\(parameter.name): \(kissValue(parser.expression()))"
        }
        // The body: views declared and configured, then `return <layout>`.
        let declaration = position
        let saved = views
        // Parameters hide the module's constants of the same name.
        let savedConstants = constants
        for parameter in function.parameters { constants[parameter.name] = nil }
        layoutParameters = Set(function.parameters.map(\.name))
        defer { constants = savedConstants; layoutParameters = [] }
        position = function.bodyStart
        log.cursor = function.bodyStart
        let element = readStatements(until: function.bodyEnd, stoppingAtReturn: false) { reader, expr in reader.kissElement(expr, indent: 1) }
        position = function.bodyEnd + 1
        views = saved
        let signature = parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"
        layoutNames.insert(kissName)
        if element == nil {
            log.cursor = declaration
            note(function.name, "no returned layout found in `\(function.name)`")
        }
        layouts.append(SwiftSourceMap.marker(declaration + 1) + "layout \(kissName)\(signature) {\n  \(element ?? "// kisslint import: no returned layout found")\n}\n")
    }

    /// Reads a function body's statements up to `end`: views declared and configured, and
    /// what `return` gives, as `returned` reads it then — the first when `stoppingAtReturn`,
    /// else the last.
    mutating func readStatements<T>(until end: Int, stoppingAtReturn: Bool, _ returned: (Reader, SwiftExpr) -> T) -> T? {
        var result: T?
        // A body that is one expression returns it without `return`.
        if let implicit = implicitReturn(until: end) {
            if factoryDepth == 0 { log.cursor = position }
            position = end
            return returned(self, implicit)
        }
        while let token = current, position < end {
            if token.text == "let" || token.text == "var", position + 1 < tokens.count {
                let name = tokens[position + 1].text
                position += 2
                skipType()
                if current?.text == "=" { position += 1; declare(name, parseExpression(), topLevel: false) }
                continue
            }
            if token.text == "return" {
                if factoryDepth == 0 { log.cursor = position }
                position += 1
                result = returned(self, parseExpression())
                if stoppingAtReturn { return result }
                continue
            }
            if token.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].text == "." {
                if readAssignment() { continue }
            }
            position += 1
        }
        return result
    }

    mutating func declare(_ name: String, _ expr: SwiftExpr, topLevel: Bool) {
        if var view = viewInfo(expr) {
            // The exporter's natural-size comment is on the line after the declaration.
            let line = tokenLines[max(0, min(position, tokens.count) - 1)]
            if view.kind == "image", view.arguments.count == 1, let size = naturalSizes[line + 1] ?? naturalSizes[line + 2] {
                view.arguments += [(nil, size.0), (nil, size.1)]
            }
            views[name] = view
            return
        }
        if topLevel, isLayout(expr) {
            // Two views may each have a `mainLayout`: the second is `MainLayout2`. The layout a
            // view class hosts is named after the class.
            let hostedBy = scopes.last.flatMap { hostedLayouts[$0.name] == name ? $0.name : nil }
            let base = hostedBy.map(Self.hostedLayoutName) ?? Self.layoutName(name)
            var kissName = base
            var number = lastNumber[base, default: 1]
            while layoutNames.contains(kissName) || functionLayoutNames.contains(kissName) {
                number += 1
                kissName = base + "\(number)"
            }
            lastNumber[base] = number
            layoutVariables[name] = kissName
            postpone(kissName, expr)
        }
    }

    func isLayout(_ expr: SwiftExpr) -> Bool {
        if isOldLayout(expr) { return true }
        switch expr {
        case .call(.name(let name), _, let closure): return ["vstack", "hstack", "wrap"].contains(name) && closure != nil
        case .call(.member(.member(_, "kiss"), let stack), _, _): return ["vstack", "hstack", "wrap"].contains(stack)
        case .call(.member(.name("kiss"), let stack), _, _): return ["vstack", "hstack", "wrap"].contains(stack)
        case .call(.member(let base, _), _, _): return isLayout(base)
        case .member(let base, _): return isLayout(base)
        default: return false
        }
    }

    /// A view constructor (UIKit, or the README's `view(_:)` and `large(text:line:)` helpers).
    func viewInfo(_ expr: SwiftExpr) -> ViewInfo? {
        if case .name(let name) = expr { return views[name.text] }
        // UIBuilder's decor on a view, as the README's samples chain it: `.background(c)`,
        // `.cornerRadius(r)`, `.stroke(size:color:)`.
        if case .call(.member(let base, let decor), let arguments, nil) = expr, ["background", "cornerRadius", "stroke"].contains(decor),
           var info = viewInfo(base) {
            let values = arguments.map { kissValue($0.value) }
            if decor == "background", info.kind == "view", let color = values.first {
                info.set(nil, color)
            } else {
                info.setModifier(decor.text, values.joined(separator: ", "))
            }
            return info
        }
        // `Builder.avatar`: a type's static property that makes a view.
        if let info = typeProperty(expr) { return info }
        // UIBuilder's `TextBuilder()….label()`.
        if case .call(.member(let builder, "label"), _, nil) = expr, let info = textBuilder(builder) { return info }
        // UIBuilder's `TextBuilder()….textView()`: a UITextView with the builder's font and colour.
        if case .call(.member(let builder, "textView"), _, nil) = expr, let label = textBuilder(builder) {
            return ViewInfo(kind: "textView", arguments: label.arguments.filter { $0.0 == nil || ["font", "weight", "color"].contains($0.0!) })
        }
        // `Self.makeLabel("…")`, `Helpers.label(…)`: a static helper of the module, or else
        // only a name can say what it makes.
        if case .call(.member(.name, let method), let arguments, nil) = expr {
            if let factory = viewFactories[method.text] { return make(factory, arguments, at: Self.firstToken(expr)) }
            return guess(expr, method.text, arguments)
        }
        // `"Name".label(.body)`: an `extension String` method that makes a view.
        if case .call(.member(let base, let method), let arguments, nil) = expr, case .string = base, let factory = stringProperties[method.text] {
            return make(factory, arguments, receiver: kissValue(base), at: Self.firstToken(expr))
        }
        // `"Name".labelMedium`: an `extension String` property that makes a view.
        if case .member(let base, let property) = expr, let factory = stringProperties[property.text] {
            return make(factory, [], receiver: kissValue(base), at: Self.firstToken(expr))
        }
        guard case .call(.name(let type), let arguments, nil) = expr else { return nil }
        if let factory = viewFactories[type.text] { return make(factory, arguments, at: Self.firstToken(expr)) }
        // A view class of the module that lays out its own layout: a use of that layout.
        if hostedLayouts[type.text] != nil {
            uses(type.text)
            return ViewInfo(kind: Self.hostedLayoutName(type.text))
        }
        switch type {
        case "UIView", "KissPaddedView", "UIScrollView", "UICollectionView", "UITableView": return ViewInfo(kind: "view")
        case "UILabel", "KissPaddedLabel": return ViewInfo(kind: "label", arguments: [(nil, "\"\"")])
        case "UIButton": return ViewInfo(kind: "button", arguments: [(nil, "\"\"")])
        case "UISwitch": return ViewInfo(kind: "switch")
        case "KissKeyValueView": return ViewInfo(kind: "keyValue", arguments: [(nil, "\"\""), (nil, "\"\"")])
        case "UISlider": return ViewInfo(kind: "slider")
        case "UIProgressView": return ViewInfo(kind: "progress")
        case "UIStepper": return ViewInfo(kind: "stepper")
        case "UITextField": return ViewInfo(kind: "textField")
        case "UITextView": return ViewInfo(kind: "textView", arguments: [(nil, "\"\"")])
        case "UIActivityIndicatorView":
            let large = arguments.contains { kissValue($0.value) == ".large" }
            return ViewInfo(kind: "activity", arguments: large ? [(nil, ".large")] : [])
        case "UIImageView":
            if case .call(_, let inner, _)? = arguments.first?.value, let name = inner.first { return ViewInfo(kind: "image", arguments: [(nil, kissValue(name.value))]) }
            return ViewInfo(kind: "image", arguments: [(nil, "\"\"")])
        case "view" where arguments.count == 1: return ViewInfo(kind: "view", arguments: [(nil, kissValue(arguments[0].value))])
        case "large":
            let text = arguments.first { $0.label == "text" }.map { kissValue($0.value) } ?? "\"\""
            let lines = arguments.first { $0.label == "line" }.map { kissValue($0.value) } ?? "1"
            return ViewInfo(kind: "label", arguments: [(nil, text), ("font", "16"), ("lines", lines)])
        default: return guess(expr, type.text, arguments)
        }
    }

    /// The element a helper this file does not define makes, by its name: `label("HELLO ", .red)`,
    /// `makeLabel(…)`, `titleLabel(…)`, `createButton(…)`, `image(…)` (case-insensitive; the
    /// word nearest the end wins: `imageButton` is a button) called with a string first. A
    /// label takes the first colour among the other arguments (`.red`, `UIColor.red`, `#hex`),
    /// an image two numbers after its name as its natural size. Anything else stays unknown.
    func guess(_ call: SwiftExpr, _ name: String, _ arguments: [(label: String?, value: SwiftExpr)]) -> ViewInfo? {
        let lowered = name.lowercased()
        let kinds = ["label", "button", "image"].compactMap { kind in lowered.range(of: kind, options: .backwards).map { (kind, $0.lowerBound) } }
        guard let kind = kinds.max(by: { $0.1 < $1.1 })?.0, let first = arguments.first.map({ kissValue($0.value) }),
              first.count >= 2, first.hasPrefix("\""), first.hasSuffix("\"") else { return nil }
        let rest = arguments.dropFirst().map { kissValue($0.value) }
        var info = ViewInfo(kind: kind, arguments: [(nil, first)])
        switch kind {
        case "label":
            if let color = rest.first(where: Self.isColor) { info.set("color", color) }
        case "image":
            if rest.count >= 2, Double(rest[0]) != nil, Double(rest[1]) != nil { info.arguments += [(nil, rest[0]), (nil, rest[1])] }
        default: break
        }
        info.note = "`\(Self.describe(call))` is not defined in \(here.place); read as \(kind == "image" ? "an" : "a") \(kind) by its name"
        return info
    }

    /// A `.kiss` colour: a UIKit colour name (`.red`) or a hex literal.
    static func isColor(_ value: String) -> Bool {
        if value.hasPrefix(".") { return Color.named[String(value.dropFirst())] != nil }
        return value.hasPrefix("#") && Color(hex: value) != nil
    }

    /// The view a factory's body makes, its parameters bound to the call's arguments.
    /// The view a factory's body makes, its parameters bound to the call's arguments (and
    /// `self` to `receiver`'s value, for an `extension String` property). The body may be in
    /// another file of the module.
    func make(_ factory: ViewFactory, _ arguments: [(label: String?, value: SwiftExpr)], receiver: String? = nil, at call: Int? = nil) -> ViewInfo? {
        let function = factory.function
        guard factoryDepth < 8, factoryBudget.spend(function.bodyEnd - function.bodyStart + 1) else { return nil }
        var body = self
        body.factoryDepth += 1
        body.callSite = callSite ?? call ?? log.cursor
        body.substitutions = function.bind(arguments, tokens: factory.source.tokens) { kissValue($0) }
        if let receiver { body.substitutions["self"] = receiver }
        body.tokens = factory.source.tokens
        body.tokenLines = factory.source.tokenLines
        body.naturalSizes = factory.source.naturalSizes
        body.skips = [:]
        body.position = function.bodyStart
        return body.readStatements(until: function.bodyEnd, stoppingAtReturn: true) { reader, expr in reader.viewInfo(expr) } ?? nil
    }

    /// `.systemFont(ofSize: s, weight: w)` as the label's `font:` and `weight:`.
    func setFont(_ written: SwiftExpr, on info: inout ViewInfo) {
        guard case .call(_, let arguments, _) = enumCaseValue(written) ?? written else { return }
        for argument in arguments {
            if argument.label == "ofSize" { info.set("font", kissValue(argument.value)) }
            if argument.label == "weight", kissValue(argument.value) != ".regular" { info.set("weight", kissValue(argument.value)) }
        }
    }

    /// A UIBuilder `TextBuilder` chain: the label it builds. UIBuilder's defaults are not
    /// UILabel's: a 12 pt font and no line limit (`TextBuilder`'s `fontSize = 12`,
    /// `numberOfLines = 0`, trungnguyenthien/UIBuilder 1.0.0–1.0.8, builder/TextBuilder.swift),
    /// so a builder label wraps where a plain UILabel would stay on one line.
    func textBuilder(_ expr: SwiftExpr) -> ViewInfo? {
        if let info = typeTextBuilder(expr) { return info }
        guard case .call(let callee, let arguments, nil) = expr else { return nil }
        if case .name("TextBuilder") = callee { return ViewInfo(kind: "label", arguments: [(nil, "\"\""), ("font", "12"), ("lines", "0")]) }
        guard case .member(let base, let method) = callee, var info = textBuilder(base) else { return nil }
        let value = arguments.first?.value
        switch method {
        case "fontSize": if let value { info.set("font", kissValue(value)) }
        case "textColor": if let value, let color = colorOrNote(value, kissValue(value)) { info.set("color", color) }
        case "font": if let value { setFont(value, on: &info) }
        case "linebreak":
            // `.truncatingTail(n)`, `.wordWrapping(n)`…: n lines; `.none`: no limit.
            if case .call(_, let count, _)? = value, let lines = count.first.map({ kissValue($0.value) }) { info.set("lines", lines) }
            if case .implicitMember("none")? = value { info.set("lines", "0") }
        default: break
        }
        return info
    }

    /// A layout expression as a `.kiss` element, or a comment saying what it was.
    func kissElement(_ expr: SwiftExpr, indent: Int, parent: String? = nil) -> String {
        let pad = String(repeating: "  ", count: indent)
        func children(_ items: [SwiftExpr], _ stack: String? = nil) -> String {
            let elements = builderItems(items, indent: indent + 1, parent: stack)
            return elements.isEmpty ? "{}" : "{\n" + elements.map { pad + "  " + $0 }.joined(separator: "\n") + "\n\(pad)}"
        }
        if let old = oldElement(expr, indent: indent) { return old }
        switch expr {
        case .call(.name(let name), _, let closure?) where ["vstack", "hstack", "wrap"].contains(name):
            return mark(expr) + "\(name) \(children(closure, name.text))"
        case .call(.member(.name("kiss"), let stack), _, let closure?) where ["vstack", "hstack", "wrap"].contains(stack):
            // `kiss.hstack { … }` in a view: the view itself hosts the stack.
            return mark(expr) + "\(stack) \(children(closure, stack.text))"
        case .call(.member(.member(let host, "kiss"), let stack), _, let closure?) where ["vstack", "hstack", "wrap"].contains(stack):
            // A stack hosted by a view: the view's paint goes on the stack.
            let info: ViewInfo?
            if case .name(let name) = host { info = views[name.text] } else { info = viewInfo(host) }
            let paint = (info?.kind == "view" ? info?.arguments.first.map { ".background(\($0.1))" } ?? "" : "") + (info?.modifiers.joined() ?? "")
            return mark(expr) + "\(stack) \(children(closure, stack.text))\(paint)"
        case .call(.name("spacer"), let arguments, _): return mark(expr) + "spacer(\(arguments.first.map { kissValue($0.value) } ?? "0"))"
        case .call(.name("growSpacer"), let arguments, _): return mark(expr) + "growSpacer(\(arguments.first.map { kissValue($0.value) } ?? "1"))"
        case .call(.name("stretchSpacer"), _, _): return mark(expr) + "stretchSpacer"
        case .member(.member(let base, "kiss"), "layout"), .member(let base, "layout"):
            // `v.layout` is the item of Kiss 1.0.x and earlier (before `v.kiss.layout`, 75d7251).
            let info: ViewInfo?
            if case .name(let view) = base { info = views[view.text] } else { info = viewInfo(base) }
            guard let info else {
                let message = "`\(Self.describe(base))` is not a view \(here.place) \(here.verb)"
                note(Self.head(base), message)
                return mark(expr) + "view /* kisslint import: \(message.replacingOccurrences(of: "*/", with: "* /")) */"
            }
            let arguments = info.arguments.map { ($0.0.map { "\($0): " } ?? "") + $0.1 }.joined(separator: ", ")
            if let text = info.note { note(Self.head(base), text) }
            let note = info.note.map { "// kisslint import: \($0.replacingOccurrences(of: "\n", with: " "))\n" + pad } ?? ""
            return note + mark(expr) + info.kind + (arguments.isEmpty ? "" : "(\(arguments))") + info.modifiers.joined()
        case .name(let variable) where layoutVariables[variable.text] != nil:
            return mark(expr) + layoutVariables[variable.text]!
        case .member(let base, "cloned"):
            return kissElement(base, indent: indent, parent: parent)
        case .call(.name(let function), let arguments, nil) where layoutFunctions[function.text] != nil
            || function.text.hasSuffix("Layout") && function.text.count > 6 && arguments.allSatisfy({ $0.label != nil }):
            // A layout function of the module, or by its name one exported from another
            // (`profileCardLayout()` is the layout `ProfileCard` of an imported file).
            uses(function.text)
            let list = arguments.map { ($0.label.map { "\($0): " } ?? "") + kissValue($0.value) }.joined(separator: ", ")
            return mark(expr) + (layoutFunctions[function.text] ?? Self.layoutName(String(function.text.dropLast(6)))) + (list.isEmpty ? "" : "(\(list))")
        case .call(.member(let base, let modifier), let arguments, let closure):
            let inner = kissElement(base, indent: indent, parent: parent)
            switch modifier {
            case "overlay": return inner + SwiftSourceMap.marker(modifier.token) + ".overlay " + children(closure ?? [])
            case "line":
                note(modifier.text, "`.\(modifier)` not translated")
                return inner + SwiftSourceMap.marker(modifier.token) + " /* kisslint import: `.\(modifier)` not translated */"
            default:
                if let old = oldModifier(modifier, arguments, parent: parent) { return inner + old }
                let list = arguments.map { argument -> String in
                    if modifier == "crossAlign", argument.label == "items" { return kissValue(argument.value) }
                    return (argument.label.map { "\($0): " } ?? "") + kissValue(argument.value)
                }.joined(separator: ", ")
                return inner + SwiftSourceMap.marker(modifier.token) + ".\(modifier)(\(list))"
            }
        default:
            note(Self.head(expr), "not translated: \(Self.describe(expr))")
            return mark(expr) + "view /* kisslint import: not translated: \(Self.describe(expr).replacingOccurrences(of: "*/", with: "* /")) */"
        }
    }

    /// A text as `.kiss` can write it: a string, or a layout parameter. Text the app sets at run
    /// time (`mailLabel.text = user.email`) has no value here: it is written as its Swift
    /// expression in quotes, which is about as long, and noted.
    func shownText(_ value: SwiftExpr, written: String? = nil) -> String {
        let text = written ?? kissValue(value)
        if text.hasPrefix("\"") || layoutParameters.contains(text) || substitutions.values.contains(text) { return text }
        note(Self.head(value), "`\(Self.describe(value))` is set at run time; imported as the text \"\(Self.describe(value))\"")
        return SwiftExpression.string(Self.describe(value))
    }

    /// The marker of where `expr` starts in the Swift source (`SwiftSourceMap`).
    func mark(_ expr: SwiftExpr) -> String {
        SwiftSourceMap.marker(Self.firstToken(expr))
    }

    /// The first name of an expression that has a token: `label` in `label.kiss.layout`,
    /// `labelMedium` in `"Name".labelMedium`.
    static func firstToken(_ expr: SwiftExpr) -> Int? {
        switch expr {
        case .name(let name): return name.token
        case .member(let base, let name): return firstToken(base) ?? name.token
        case .call(let callee, _, _): return firstToken(callee)
        case .binary(let left, _, let right): return firstToken(left) ?? firstToken(right)
        case .negate(let inner): return firstToken(inner)
        case .statement(let statement): return statement.token
        case .number, .string, .implicitMember, .other: return nil
        }
    }

    /// A value as `.kiss` writes it.
    func kissValue(_ expr: SwiftExpr) -> String {
        switch expr {
        case .number(let text): return text
        case .string(let text): return interpolated(text)
        case .name(let name): return substitutions[name.text] ?? constants[name.text] ?? name.text
        case .member(.name(let type), let name) where constants[type.text + "." + name.text] != nil: return constants[type.text + "." + name.text]!
        case .implicitMember(let name): return Self.kissColor(name)
        case .member(.name("UIColor"), let name): return Self.kissColor(name.text)
        case .member(.name("MaterialColor"), let name) where Self.materialColors[name.text] != nil: return Self.materialColors[name.text]!
        case .member(let base, "cgColor"): return kissValue(base)
        case .negate(let inner): return "-" + kissValue(inner)
        case .binary(let left, let op, let right): return "\(kissValue(left)) \(op) \(kissValue(right))"
        case .call(.name("UIColor"), let arguments, _):
            var hex = "#"
            for label in ["red", "green", "blue", "alpha"] {
                let value = arguments.first { $0.label == label }.flatMap { Double(kissValue($0.value)) } ?? 1
                hex += String(format: "%02X", Int(saturating: (min(max(value, 0), 1) * 255).rounded()))
            }
            return hex.hasSuffix("FF") ? String(hex.dropLast(2)) : hex
        case .call(.name("Int"), let arguments, _), .call(.name("CGFloat"), let arguments, _), .call(.name("Float"), let arguments, _),
             .call(.name("Double"), let arguments, _), .call(.name("YGValue"), let arguments, _):
            return arguments.first.map { kissValue($0.value) } ?? "0"
        case .member where enumCaseValue(expr) != nil: return kissValue(enumCaseValue(expr)!)
        default: return Self.describe(expr)
        }
    }

    /// A constant's value as `.kiss` writes it, when it is a number, a string or a colour.
    static func constantValue(_ expr: SwiftExpr) -> String? {
        switch expr {
        case .number(let text), .string(let text): return text
        case .negate(.number(let text)): return "-" + text
        case .call(.name(let type), let arguments, nil) where ["CGFloat", "Double", "Float", "Int"].contains(type) && arguments.count == 1:
            return constantValue(arguments[0].value)
        case .implicitMember(let name):
            let color = kissColor(name)
            return isColor(color) ? color : nil
        case .member(.name("UIColor"), let name):
            let color = kissColor(name.text)
            return isColor(color) ? color : nil
        case .member(.name("MaterialColor"), let name): return materialColors[name.text]
        case .call(.name("UIColor"), let arguments, nil)
            where !arguments.isEmpty && arguments.allSatisfy({ ["red", "green", "blue", "alpha"].contains($0.label ?? "") && constantValue($0.value) != nil }):
            var hex = "#"
            for label in ["red", "green", "blue", "alpha"] {
                let value = arguments.first { $0.label == label }.flatMap { constantValue($0.value).flatMap(Double.init) } ?? 1
                hex += String(format: "%02X", Int(saturating: (min(max(value, 0), 1) * 255).rounded()))
            }
            return hex.hasSuffix("FF") ? String(hex.dropLast(2)) : hex
        default: return nil
        }
    }

    /// The sample app's `MaterialColor` shades its README samples use (Material Design's palette).
    static let materialColors: [String: String] = [
        "red700": "#D32F2F", "green600": "#43A047", "pink500": "#E91E63", "blue600": "#1E88E5", "grey100": "#F5F5F5", "black": "#000000",
    ]

    static func describe(_ expr: SwiftExpr) -> String {
        switch expr {
        case .name(let name): return name.text
        case .number(let text), .string(let text): return text
        case .implicitMember(let name): return "." + name
        case .member(let base, let name): return describe(base) + "." + name.text
        case .call(let callee, let arguments, let closure):
            return describe(callee) + "(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value) }.joined(separator: ", ") + ")" + (closure == nil ? "" : " { … }")
        case .binary(let left, let op, let right): return "\(describe(left)) \(op) \(describe(right))"
        case .negate(let inner): return "-" + describe(inner)
        case .statement(let statement): return statement.description
        case .other(let text): return text
        }
    }
}
