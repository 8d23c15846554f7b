import Foundation
import KissDatabase
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
public struct Configuration: Sendable, Equatable {
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
/// folder wins; `extends` merges another file under it. The one reader of a configuration's
/// meaning (parsing, checks, messages); where its bytes and the existence of files come from
/// is a `ConfigurationDisk`: the file system itself here, the analysis database's loaded
/// inputs in `FileConfiguration` (which is what keeps a configuration from read to read).
public struct ConfigurationLoader: Sendable, Hashable {
    public static let fileName = ".kisslint.json"
    /// An explicit `--config FILE` replaces discovery.
    public let explicitPath: String?

    public init(explicitPath: String? = nil) {
        self.explicitPath = explicitPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// The configuration that applies to a file (empty when there is none), read from disk now.
    public func configuration(for file: String) -> Result<Configuration, ConfigurationError> {
        // The file system's answers throw nothing.
        (try? Self.load(key(for: file), disk: .fileSystem)) ?? .success(.empty)
    }

    /// The configuration that applies to a file, from a revision of the analysis database
    /// (`FileConfiguration`); read from disk when the host has moved past `snapshot`.
    public func configuration(for file: String, in snapshot: Snapshot) -> Result<Configuration, ConfigurationError> {
        (try? snapshot.query(FileConfiguration.self, key(for: file))) ?? configuration(for: file)
    }

    /// The configuration that applies to a file, recorded as read by the query computing in `context`.
    public func configuration(for file: String, in context: QueryContext) throws(QueryInterruption) -> Result<Configuration, ConfigurationError> {
        try context.query(FileConfiguration.self, key(for: file))
    }

    /// What the configuration of `file` is looked up by: its folder, or the explicit file.
    public func key(for file: String) -> ConfigurationKey {
        if let explicitPath { return ConfigurationKey(folder: nil, explicitPath: explicitPath) }
        return ConfigurationKey(folder: StandardizedPaths.folder(of: file), explicitPath: nil)
    }

    /// Reads the configuration `key` names through `disk`. Throws only what `disk` throws.
    static func load(_ key: ConfigurationKey, disk: ConfigurationDisk) throws(QueryInterruption) -> Result<Configuration, ConfigurationError> {
        func result(_ origin: String, _ load: () throws -> Configuration) throws(QueryInterruption) -> Result<Configuration, ConfigurationError> {
            do { return .success(try load()) } catch let error as ConfigurationError { return .failure(error) } catch let interruption as QueryInterruption {
                throw interruption
            } catch {
                return .failure(ConfigurationError(path: origin, key: "", message: "\(error)"))
            }
        }
        if let explicitPath = key.explicitPath {
            return try result(explicitPath) { try read(explicitPath, chain: [], confinedTo: confinement(of: explicitPath, disk: disk), disk: disk) }
        }
        let folder = key.folder ?? "/"
        return try result(folder) {
            var current = URL(fileURLWithPath: folder, isDirectory: true)
            while true {
                let candidate = current.appendingPathComponent(Self.fileName).path
                if try disk.exists(candidate) {
                    return try read(candidate, chain: [], confinedTo: confinement(of: candidate, disk: disk), disk: disk)
                }
                if current.path == "/" || current.path.isEmpty { return .empty }
                current.deleteLastPathComponent()
            }
        }
    }

    static let knownKeys = ["extends", "previews", "previewsMode", "rules", "include", "exclude", "fonts"]

    /// The folder a configuration's `extends` and font paths must stay in, links followed: the
    /// repository holding it (the nearest folder above with `.git`), or, outside a repository,
    /// the highest folder above it with a `.kisslint.json` of its own (its own folder at least).
    /// A configuration comes with the code it configures, so it must not be able to make the
    /// tools read files elsewhere on the machine.
    static func confinement(of configuration: String, disk: ConfigurationDisk = .fileSystem) throws -> String {
        var folder = URL(fileURLWithPath: StandardizedPaths.folder(of: configuration), isDirectory: true)
        var highest = folder.path
        while true {
            if try disk.exists(folder.appendingPathComponent(".git").path) { return folder.path }
            if try disk.exists(folder.appendingPathComponent(fileName).path) { highest = folder.path }
            if folder.path == "/" || folder.path.isEmpty { return highest }
            folder.deleteLastPathComponent()
        }
    }

    /// A path written in a configuration: absolute as it is, else relative to its folder.
    static func resolve(_ written: String, in folder: URL) -> URL {
        (written.hasPrefix("/") ? URL(fileURLWithPath: written) : folder.appendingPathComponent(written)).standardizedFileURL
    }

    /// Reads one file and what it extends. `chain` detects `extends` cycles.
    static func read(_ path: String, chain: [String], confinedTo boundary: String, disk: ConfigurationDisk = .fileSystem) throws -> Configuration {
        func fail(_ key: String, _ message: String) -> ConfigurationError { ConfigurationError(path: path, key: key, message: message) }
        guard !chain.contains(path) else { throw fail("extends", "extends itself through \(chain.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " → "))") }
        let data: Data
        switch try disk.contents(path) {
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
            guard try disk.exists(base) else { throw fail("extends", "\(relative) does not exist") }
            guard try disk.contains(boundary, base) else {
                throw fail("extends", "\(relative) is outside \(boundary), the repository (or folder) this configuration belongs to; a configuration extends only files inside it")
            }
            configuration = try read(base, chain: chain + [path], confinedTo: boundary, disk: disk)
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
                guard try disk.contains(boundary, fontPath.path) else {
                    throw fail("\(key).path", "\(relative) is outside \(boundary), the repository (or folder) this configuration belongs to; fonts must be inside it")
                }
                let fontBytes = try disk.contents(fontPath.path)
                if case .tooLarge(let size) = fontBytes {
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
                do {
                    // Read from disk only when the input holds no bytes: the error says why.
                    if case .contents(let bytes) = fontBytes { faces[weight] = try FontMetrics(fontData: Data(bytes)) } else {
                        faces[weight] = try FontMetrics(contentsOf: fontPath)
                    }
                } catch {
                    throw fail("\(key).path", "cannot use \(relative): \(error)")
                }
            }
            if !faces.isEmpty { configuration.fontFamily = FontFamily(name: "system", faces: faces) }
        }
        return configuration
    }
}
