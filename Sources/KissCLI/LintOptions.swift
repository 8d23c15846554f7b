import KissAnalysis

/// What `kisslint lint` was asked to do, parsed from the command line.
public struct LintOptions: Equatable, Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, sarif, github, junit, checkstyle
    }

    public enum ColorChoice: String, CaseIterable, Sendable {
        case auto, always, never
    }

    public var paths: [String] = []
    public var format: Format = .text
    public var color: ColorChoice = .auto
    public var stdinFilename: String?
    public var jobs: Int?
    public var quiet = false
    public var configPath: String?
    public var maxWarnings: Int?
    public var warningsAsErrors = false
    public var fix = false
    public var unsafeFixes = false
    /// `--diff`: show what `--fix` would change, as a unified diff, and write nothing.
    public var diff = false
    /// `--watch`: lint again whenever a linted file (or a configuration) changes.
    public var watch = false
    public var baseline: String?
    public var writeBaseline: String?
    public var previews = PreviewOptions()

    public init() {}
}

/// `--preview NAME`, or `--width W|fit [--height H|fit] [--scale S]`: where
/// layouts are solved, for both lint and frames.
public struct PreviewOptions: Equatable, Sendable {
    public var preview: String?
    /// nil: not given; [nil]: `fit`; several: `--width 320,375,390` (one preview each).
    public var widths: [Double?]?
    public var height: Double??
    public var scale: Double?

    public init() {}

    /// The previews the options choose, if any: one `custom` size, or for several widths one
    /// preview each, named `w320`, `w375`… in the order given.
    public var selection: PreviewSelection? {
        if let preview { return .named(preview) }
        guard widths != nil || height != nil || scale != nil else { return nil }
        let given = widths ?? [nil]
        if given.count == 1 {
            return .sizes([Preview(name: "custom", width: given[0], height: height ?? nil, scale: scale ?? 3)])
        }
        return .sizes(given.map { width in
            Preview(name: width.map { "w" + FrameFormatting.number($0) } ?? "fit", width: width, height: height ?? nil, scale: scale ?? 3)
        })
    }

    /// Takes the option `name` if it is one of these; false otherwise.
    mutating func read(_ name: String, from reader: inout OptionReader) throws -> Bool {
        switch name {
        case "--preview": preview = try reader.value()
        case "--width": widths = try reader.lengths()
        case "--height": height = .some(try reader.length())
        case "--scale": scale = try reader.scale()
        default: return false
        }
        if preview != nil, widths != nil || height != nil || scale != nil {
            throw UsageError("--preview cannot be combined with --width, --height or --scale")
        }
        return true
    }
}

/// What `kisslint frames` was asked to print.
public struct FramesOptions: Equatable, Sendable {
    public var path: String?
    public var layout: String?
    public var previews = PreviewOptions()
    public var json = false

    public init() {}
}

/// What `kisslint render` was asked to draw, and where.
public struct RenderOptions: Equatable, Sendable {
    public var path: String?
    public var layout: String?
    public var previews = PreviewOptions()
    /// `-o FILE`; nil writes to standard output.
    public var output: String?
    /// `--html`, or an output file named `.html`: the interactive page instead of SVG.
    public var html = false

    public init() {}
}

/// What `kisslint export --swift` was asked to write.
public struct ExportOptions: Equatable, Sendable {
    public var path: String?
    /// Files and folders after the first (export only): with them, or a folder, `output` is
    /// the folder each file's Swift is written to.
    public var morePaths: [String] = []
    public var output: String?
    /// `--check`: compare with the output file instead of writing it (CI keeps generated
    /// Swift in step with its `.kiss`).
    public var check = false
    /// `--warnings`: also print the file's warnings as `path:line:col: warning:` (the build
    /// plugin's, so a build shows them at the `.kiss` line).
    public var warnings = false
    /// `--previews`: also write an Xcode `#Preview` of each host view at each of the file's
    /// previews, so the canvas shows what `kisslint render` draws.
    public var previews = false
    /// `--no-support`: leave the helper views out (`KissSupport.swift` declares them for the
    /// module); `--support`, without a file: write that file alone (the build plugin's).
    public var noSupport = false
    public var supportOnly = false

    public init() {}
}

/// A command of `kisslint`, as the arguments name it.
public enum KissLintCommand: Equatable, Sendable {
    case lint(LintOptions)
    case frames(FramesOptions)
    case render(RenderOptions)
    case export(ExportOptions)
    case importSwift(ExportOptions)
    case format(FormatOptions)
    case rules
    case explain(String)
    case help
    case version
}
