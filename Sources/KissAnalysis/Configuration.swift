import Foundation
import KissSyntax
import KissText

/// How configuration sets a rule: off, or a severity.
public enum RuleSetting: Sendable, Hashable {
    case off
    case severity(Severity)
}

/// How a configuration's previews meet a file's own (`"previewsMode"` in `.kisslint.json`).
public enum PreviewsMode: String, Sendable, Hashable, CaseIterable {
    /// Only for files that declare none (the default).
    case fallback
    /// After the file's own, those of the same name left out.
    case add
    /// Instead of the file's own.
    case replace
}

/// `.kisslint.json` (tooling §2), merged along its `extends` chain.
public struct Configuration: Sendable {
    /// The file the configuration was read from (the nearest one).
    public var path: String?
    public var previews: [Preview] = []
    public var previewsMode: PreviewsMode = .fallback
    public var rules: [DiagnosticCode: RuleSetting] = [:]
    public var include: [Glob] = [Glob("**/*.kiss")]
    public var exclude: [Glob] = []
    /// The folder `include` / `exclude` patterns are relative to.
    public var baseFolder: String?
    /// The font labels are measured with (the `system` family), if configured.
    public var fontFamily: FontFamily?

    public init() {}

    public static let empty = Configuration()

    /// Whether a file found by walking a folder is linted.
    public func includes(_ absolutePath: String) -> Bool {
        guard let baseFolder else { return true }
        let base = baseFolder.hasSuffix("/") ? baseFolder : baseFolder + "/"
        guard absolutePath.hasPrefix(base) else { return true }
        let relative = String(absolutePath.dropFirst(base.count))
        return include.contains { $0.matches(relative) } && !exclude.contains { $0.matches(relative) }
    }

    /// Whether a Swift file found by walking a folder is linted in place: `include` lists
    /// `.kiss` files, so only `exclude` applies.
    public func includesSwift(_ absolutePath: String) -> Bool {
        guard let baseFolder else { return true }
        let base = baseFolder.hasSuffix("/") ? baseFolder : baseFolder + "/"
        guard absolutePath.hasPrefix(base) else { return true }
        let relative = String(absolutePath.dropFirst(base.count))
        return !exclude.contains { $0.matches(relative) }
    }

    /// Applies rule settings: `off` removes findings, a severity replaces theirs.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            switch rules[diagnostic.code] {
            case .off?: return nil
            case .severity(let severity)?:
                var changed = diagnostic
                changed.severity = severity
                return changed
            case nil: return diagnostic
            }
        }
    }
}

/// A configuration file that cannot be used: its path and the offending key.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var key: String
    public var message: String

    public var description: String {
        key.isEmpty ? "\(path): \(message)" : "\(path): \(key): \(message)"
    }
}

/// Finds and reads `.kisslint.json`: the nearest one walking up from a file's
/// folder wins; `extends` merges another file under it. Results are cached
/// per folder, so a run over many files reads each configuration once.
public final class ConfigurationLoader: @unchecked Sendable {
    public static let fileName = ".kisslint.json"
    private let byFolder = Memo<String, Result<Configuration, ConfigurationError>>()
    /// An explicit `--config FILE` replaces discovery.
    private let explicitPath: String?

    public init(explicitPath: String? = nil) {
        self.explicitPath = explicitPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// The configuration that applies to a file (empty when there is none).
    public func configuration(for file: String) -> Result<Configuration, ConfigurationError> {
        if let explicitPath {
            return cached(explicitPath) { try Self.read(explicitPath, chain: [], confinedTo: Self.confinement(of: explicitPath)) }
        }
        let folder = StandardizedPaths.folder(of: file)
        return cached(folder) {
            var current = URL(fileURLWithPath: folder, isDirectory: true)
            while true {
                let candidate = current.appendingPathComponent(Self.fileName).path
                if FileManager.default.fileExists(atPath: candidate) {
                    return try Self.read(candidate, chain: [], confinedTo: Self.confinement(of: candidate))
                }
                if current.path == "/" || current.path.isEmpty { return .empty }
                current.deleteLastPathComponent()
            }
        }
    }

    /// Forgets what was read, after a configuration file changed.
    public func reset() {
        byFolder.removeAll()
    }

    private func cached(_ key: String, _ load: () throws -> Configuration) -> Result<Configuration, ConfigurationError> {
        byFolder.value(for: key) {
            do { return .success(try load()) } catch let error as ConfigurationError { return .failure(error) } catch {
                return .failure(ConfigurationError(path: key, key: "", message: "\(error)"))
            }
        }
    }

    static let knownKeys = ["extends", "previews", "previewsMode", "rules", "include", "exclude", "fonts"]

    /// The folder a configuration's `extends` and font paths must stay in, links followed: the
    /// repository holding it (the nearest folder above with `.git`), or, outside a repository,
    /// the highest folder above it with a `.kisslint.json` of its own (its own folder at least).
    /// A configuration comes with the code it configures, so it must not be able to make the
    /// tools read files elsewhere on the machine.
    static func confinement(of configuration: String) -> String {
        var folder = URL(fileURLWithPath: StandardizedPaths.folder(of: configuration), isDirectory: true)
        var highest = folder.path
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(fileName).path) { highest = folder.path }
            if folder.path == "/" || folder.path.isEmpty { return highest }
            folder.deleteLastPathComponent()
        }
    }

    /// A path written in a configuration: absolute as it is, else relative to its folder.
    static func resolve(_ written: String, in folder: URL) -> URL {
        (written.hasPrefix("/") ? URL(fileURLWithPath: written) : folder.appendingPathComponent(written)).standardizedFileURL
    }

    /// Reads one file and what it extends. `chain` detects `extends` cycles.
    static func read(_ path: String, chain: [String], confinedTo boundary: String) throws -> Configuration {
        func fail(_ key: String, _ message: String) -> ConfigurationError { ConfigurationError(path: path, key: key, message: message) }
        guard !chain.contains(path) else { throw fail("extends", "extends itself through \(chain.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " → "))") }
        let data: Data
        switch SourceFileReader.read(path) {
        case .contents(let bytes): data = Data(bytes)
        case .tooLarge(let size):
            throw fail("", "is \(SourceFileReader.describe(bytes: size)); a configuration may be \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes)) at most")
        case .unreadable, .outside: throw fail("", "cannot read this file")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw fail("", "is not valid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "syntax error"))")
        }
        guard let root = object as? [String: Any] else { throw fail("", "must hold a JSON object") }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var configuration = Configuration()
        if let extends = root["extends"] {
            guard let relative = extends as? String else { throw fail("extends", "must be a path string") }
            let base = resolve(relative, in: folder).path
            guard FileManager.default.fileExists(atPath: base) else { throw fail("extends", "\(relative) does not exist") }
            guard SourceFileReader.contains(boundary, SourceFileReader.realPath(base)) else {
                throw fail("extends", "\(relative) is outside \(boundary), the repository (or folder) this configuration belongs to; a configuration extends only files inside it")
            }
            configuration = try read(base, chain: chain + [path], confinedTo: boundary)
        }
        configuration.path = path
        for key in root.keys where !knownKeys.contains(key) {
            throw fail(key, "unknown key" + (Suggestions.closest(to: key, in: knownKeys).map { "; did you mean \"\($0)\"?" } ?? "; keys are \(knownKeys.joined(separator: ", "))"))
        }
        func first(_ problems: [SettingsSchema.Problem]) -> ConfigurationError? {
            problems.first.map { fail($0.key, $0.message) }
        }
        if let value = root["previews"] {
            let (previews, problems) = SettingsSchema.previews(value)
            if let problem = first(problems) { throw problem }
            configuration.previews = previews
        }
        if let value = root["previewsMode"] {
            guard let text = value as? String, let mode = PreviewsMode(rawValue: text) else {
                throw fail("previewsMode", "must be one of \(PreviewsMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
            }
            configuration.previewsMode = mode
        }
        if let value = root["rules"] {
            let (rules, problems) = SettingsSchema.rules(value)
            if let problem = first(problems) { throw problem }
            configuration.rules.merge(rules) { _, own in own }
        }
        for key in ["include", "exclude"] {
            guard let value = root[key] else { continue }
            guard let patterns = value as? [String] else { throw fail(key, "must be an array of path patterns") }
            let globs = patterns.map(Glob.init)
            if key == "include" { configuration.include = globs } else { configuration.exclude = globs }
            configuration.baseFolder = folder.path
        }
        if configuration.baseFolder == nil { configuration.baseFolder = folder.path }
        if let fonts = root["fonts"] {
            guard let list = fonts as? [[String: Any]] else { throw fail("fonts", "must be an array of { \"family\", \"path\" } objects") }
            var faces: [FontWeight: FontMetrics] = [:]
            for (index, entry) in list.enumerated() {
                let key = "fonts[\(index)]"
                guard let family = entry["family"] as? String else { throw fail("\(key).family", "must be a string") }
                guard family == "system" else { throw fail("\(key).family", "only \"system\" is used: labels have no font family of their own") }
                guard let relative = entry["path"] as? String else { throw fail("\(key).path", "must be the path of a .ttf or .otf file") }
                let fontPath = resolve(relative, in: folder)
                guard SourceFileReader.contains(boundary, SourceFileReader.realPath(fontPath.path)) else {
                    throw fail("\(key).path", "\(relative) is outside \(boundary), the repository (or folder) this configuration belongs to; fonts must be inside it")
                }
                if case .tooLarge(let size) = SourceFileReader.read(fontPath.path) {
                    throw fail("\(key).path", "\(relative) is \(SourceFileReader.describe(bytes: size)); a font file may be \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes)) at most")
                }
                let weight: FontWeight
                if let name = entry["weight"] {
                    guard let text = name as? String, let parsed = FontWeight(rawValue: text) else {
                        throw fail("\(key).weight", "must be one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    weight = parsed
                } else {
                    weight = .regular
                }
                do { faces[weight] = try FontMetrics(contentsOf: fontPath) } catch {
                    throw fail("\(key).path", "cannot use \(relative): \(error)")
                }
            }
            if !faces.isEmpty { configuration.fontFamily = FontFamily(name: "system", faces: faces) }
        }
        return configuration
    }
}
