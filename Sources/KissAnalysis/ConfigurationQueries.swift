import Foundation
import KissDatabase

/// Configurations as database queries (issue 48): `FileConfiguration` reads a configuration
/// with `ConfigurationLoader`, and every fact of the disk it looks at — each `.kisslint.json`
/// looked for walking up from a folder (found or not), each `.git` marker the confinement
/// looks for, each file read (the configuration, what it `extends`, its fonts) and each link
/// resolved — is a loaded input (`ConfigurationFact`), read on first use and kept until the
/// host reads it again (an unchanged fact changes nothing) or forgets it. So a configuration
/// is read once per revision however many files it configures, and only what read a changed
/// fact is worked out again.

/// A question a configuration read asks the disk.
public struct ConfigurationLook: Hashable, Sendable, CustomStringConvertible {
    public enum Aspect: Hashable, Sendable {
        /// Whether something is there (`FileManager.fileExists`).
        case exists
        /// Its bytes (`SourceFileReader.read`).
        case contents
        /// Its real path, links followed (`SourceFileReader.realPath`).
        case realPath
    }

    public var path: String
    public var aspect: Aspect

    public init(path: String, aspect: Aspect) {
        self.path = path
        self.aspect = aspect
    }

    public var description: String { "\(aspect) \(path)" }

    /// The disk's answer now.
    public func answer() -> ConfigurationFactValue {
        switch aspect {
        case .exists: return .exists(FileManager.default.fileExists(atPath: path))
        case .contents: return .contents(SourceFileReader.read(path))
        case .realPath: return .realPath(SourceFileReader.realPath(path))
        }
    }
}

public enum ConfigurationFactValue: Equatable, Sendable {
    case exists(Bool)
    case contents(SourceFileReader.Outcome)
    case realPath(String)
}

/// What the disk answered a configuration read's question, loaded on first read; a host reads
/// each again (`ConfigurationLook.answer`) when files may have changed, or forgets it.
public enum ConfigurationFact: Input {
    public typealias Key = ConfigurationLook
    public typealias Value = ConfigurationFactValue
    public static var isLoadedOnFirstRead: Bool { true }
    public static var durability: Durability { .high }
}

/// Where a configuration read's bytes and file existence come from.
public struct ConfigurationDisk: Sendable {
    let ask: @Sendable (ConfigurationLook) throws(QueryInterruption) -> ConfigurationFactValue

    /// The file system itself, asked each time.
    public static let fileSystem = ConfigurationDisk { look in look.answer() }

    /// The database's loaded inputs, recorded as read by the query computing in `context`.
    static func inputs(of context: QueryContext) -> ConfigurationDisk {
        // The context is used by its one computation on this thread only.
        nonisolated(unsafe) let context = context
        return ConfigurationDisk { look throws(QueryInterruption) in
            try context.input(ConfigurationFact.self, look, loadingWith: { look.answer() }) ?? look.answer()
        }
    }

    func exists(_ path: String) throws(QueryInterruption) -> Bool {
        if case .exists(let found) = try ask(ConfigurationLook(path: path, aspect: .exists)) { return found }
        return false
    }

    func contents(_ path: String) throws(QueryInterruption) -> SourceFileReader.Outcome {
        if case .contents(let outcome) = try ask(ConfigurationLook(path: path, aspect: .contents)) { return outcome }
        return .unreadable
    }

    func realPath(_ path: String) throws(QueryInterruption) -> String {
        if case .realPath(let real) = try ask(ConfigurationLook(path: path, aspect: .realPath)) { return real }
        return path
    }

    /// `SourceFileReader.contains(folder, realPath(path))`, both links followed through this disk.
    func contains(_ folder: String, _ path: String) throws(QueryInterruption) -> Bool {
        SourceFileReader.isInside(try realPath(folder), try realPath(path))
    }
}

/// What a configuration is looked up by: the folder discovery walks up from, or the explicit
/// file (`--config FILE`, `ConfigurationLoader.explicitPath`), which replaces discovery.
public struct ConfigurationKey: Hashable, Sendable, CustomStringConvertible {
    public var folder: String?
    public var explicitPath: String?

    public init(folder: String?, explicitPath: String?) {
        self.folder = folder
        self.explicitPath = explicitPath
    }

    public var description: String { explicitPath ?? folder ?? "" }
}

/// The configuration for a folder's files (or the explicit file), read by `ConfigurationLoader`
/// from the disk's facts as loaded inputs. An equal configuration read again (a file saved
/// unchanged, a comment-free reformat) stops invalidation here.
public enum FileConfiguration: Query {
    public static let capacity = 1_024

    public static func compute(_ key: ConfigurationKey, previous: Result<Configuration, ConfigurationError>?,
                               in context: QueryContext) throws(QueryInterruption) -> Result<Configuration, ConfigurationError> {
        try ConfigurationLoader.load(key, disk: .inputs(of: context))
    }

    public static func describe(_ key: ConfigurationKey) -> String { "configuration \(key)" }
}
