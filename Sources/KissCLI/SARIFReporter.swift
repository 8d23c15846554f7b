import Foundation
import KissAnalysis
import KissSyntax

/// The SARIF 2.1.0 report of tooling §3: one run, every catalogue rule with
/// how to read its page (`kisslint explain`), one result per finding. Lines and columns are 1-based and
/// columns count UTF-16 code units, SARIF's default, stated on the run.
public struct SARIFReporter {
    public init() {}

    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Relative paths are relative to where kisslint ran, which in CI is the
    /// checkout; viewers resolve this base id to that root.
    static let sourceRoot = "%SRCROOT%"

    struct Log: Encodable {
        var schema = SARIFReporter.schemaURI
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var artifacts: [Artifact]
        var results: [Result]
        var columnKind = "utf16CodeUnits"
        var defaultEncoding = "utf-8"
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "kisslint"
        var version = KissVersion.current
        var semanticVersion = KissVersion.current
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        /// Where to read more: `kisslint explain CODE` (there is no published page to link to).
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Artifact: Encodable {
        var location: ArtifactLocation
        var length: Int
        var sourceLanguage = "kiss"
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
        var index: Int?
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var fixes: [Fix]?
        var properties: Properties?
    }

    struct Properties: Encodable {
        var tags: [String]
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    /// Either lines and columns, or (for a place in another file, whose text
    /// the report does not have) a byte range, which SARIF accepts as well.
    struct Region: Encodable {
        var startLine: Int?
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
        var byteOffset: Int?
        var byteLength: Int?
    }

    struct Fix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
        var properties: FixProperties
    }

    /// SARIF has no notion of a fix that may change the layout; `--fix` and
    /// `--unsafe-fixes` differ on it, so it travels in the property bag.
    struct FixProperties: Encodable {
        var safe: Bool
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: Message
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .hint: return "note"
        }
    }

    /// A path as a URI reference: relative paths stay relative (to the source
    /// root), absolute ones become `file:` URIs.
    static func artifactLocation(path: String, index: Int?) -> ArtifactLocation {
        if path.hasPrefix("/") {
            return ArtifactLocation(uri: "file://" + percentEncoded(path), uriBaseId: nil, index: index)
        }
        return ArtifactLocation(uri: percentEncoded(path), uriBaseId: sourceRoot, index: index)
    }

    /// RFC 3986 path characters, less `:` so that a first segment such as
    /// `a:b.kiss` cannot be read as a scheme. Everything else (spaces, `%`,
    /// `#`, `?`, non-ASCII) is percent-encoded byte by byte.
    static func percentEncoded(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~/!$&'()*+,;=@".utf8.contains(byte):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }

    static func region(_ range: Range<Int>, _ index: LineIndex) -> Region {
        let start = index.position(of: range.lowerBound, in: .utf16)
        let end = index.position(of: range.upperBound, in: .utf16)
        return Region(startLine: start.line + 1, startColumn: start.column + 1, endLine: end.line + 1, endColumn: end.column + 1)
    }

    func result(_ diagnostic: Diagnostic, in file: LintedFile, artifact: Int, ruleIndices: [DiagnosticCode: Int]) -> Result {
        let here = Self.artifactLocation(path: file.path, index: artifact)
        let related = diagnostic.related.enumerated().map { number, related -> Location in
            let place: PhysicalLocation
            if let other = related.file {
                place = PhysicalLocation(
                    artifactLocation: Self.artifactLocation(path: other, index: nil),
                    region: Region(byteOffset: related.range.lowerBound, byteLength: related.range.count))
            } else {
                place = PhysicalLocation(artifactLocation: here, region: Self.region(related.range, file.lineIndex))
            }
            // Ids start at 1 so that message links such as `[here](1)` can name them.
            return Location(id: number + 1, physicalLocation: place, message: Message(text: related.message))
        }
        let fixes = diagnostic.fixes.map { fix in
            Fix(
                description: Message(text: fix.message),
                artifactChanges: [ArtifactChange(artifactLocation: here, replacements: fix.edits.map {
                    Replacement(deletedRegion: Self.region($0.range, file.lineIndex), insertedContent: Message(text: $0.replacement))
                })],
                properties: FixProperties(safe: fix.isSafe))
        }
        let tags = diagnostic.tags.map(\.rawValue).sorted()
        return Result(
            ruleId: diagnostic.code.rawValue,
            ruleIndex: ruleIndices[diagnostic.code],
            level: Self.level(diagnostic.severity),
            message: Message(text: diagnostic.message),
            locations: [Location(physicalLocation: PhysicalLocation(artifactLocation: here, region: Self.region(diagnostic.range, file.lineIndex)))],
            relatedLocations: related.isEmpty ? nil : related,
            fixes: fixes.isEmpty ? nil : fixes,
            properties: tags.isEmpty ? nil : Properties(tags: tags))
    }

    public func report(_ files: [LintedFile]) -> String {
        let catalogue = DiagnosticCatalogue.rules
        let rules = catalogue.map { rule in
            Rule(
                id: rule.code.rawValue, name: rule.name, shortDescription: Message(text: rule.title),
                help: Message(text: DiagnosticCatalogue.explainHint(rule.code.rawValue)), defaultConfiguration: Configuration(level: Self.level(rule.defaultSeverity)))
        }
        let ruleIndices = Dictionary(catalogue.enumerated().map { ($1.code, $0) }, uniquingKeysWith: { first, _ in first })
        var results: [Result] = []
        for (artifact, file) in files.enumerated() {
            for diagnostic in file.diagnostics {
                results.append(result(diagnostic, in: file, artifact: artifact, ruleIndices: ruleIndices))
            }
        }
        let run = Run(
            tool: Tool(driver: Driver(rules: rules)),
            artifacts: files.map { Artifact(location: Self.artifactLocation(path: $0.path, index: nil), length: $0.source.count) },
            results: results)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Log(runs: [run]))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
