/// How serious a finding is; the names and order are LSP's.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case error, warning, info, hint

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        case .hint: return 3
        }
    }

    /// `error < warning`: sorting puts the most serious first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Extra meaning an editor can show (LSP DiagnosticTag).
public enum DiagnosticTag: String, Sendable, Hashable, Codable {
    case unnecessary, deprecated
}

/// A replacement of a byte range of one file's source.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A fix: a message and the edits that carry it out. A safe fix cannot change a
/// solved frame (removing a duplicate modifier, a spelling correction); anything
/// else is a suggestion, applied only on request.
public struct FixIt: Sendable, Hashable {
    public var message: String
    public var edits: [TextEdit]
    public var isSafe: Bool

    public init(message: String, edits: [TextEdit], isSafe: Bool) {
        self.message = message
        self.edits = edits
        self.isSafe = isSafe
    }
}

/// Another place that helps explain a finding. `file` is nil for the same file.
public struct RelatedLocation: Sendable, Hashable {
    public var file: String?
    public var range: Range<Int>
    public var message: String

    public init(file: String? = nil, range: Range<Int>, message: String) {
        self.file = file
        self.range = range
        self.message = message
    }
}

/// A finding on one file, positioned by byte offsets into its source. Lines and
/// columns are derived through a `LineIndex` by whoever presents it.
public struct Diagnostic: Sendable, Hashable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var range: Range<Int>
    public var related: [RelatedLocation]
    public var fixes: [FixIt]
    public var tags: Set<DiagnosticTag>
    /// The previews a layout finding occurs at, by name, in the file's order; empty for
    /// findings that do not depend on a preview size.
    public var previews: [String]

    public init(
        code: DiagnosticCode, severity: Severity? = nil, message: String, range: Range<Int>,
        related: [RelatedLocation] = [], fixes: [FixIt] = [], tags: Set<DiagnosticTag> = [], previews: [String] = []
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.range = range
        self.related = related
        self.fixes = fixes
        self.tags = tags
        self.previews = previews
    }
}
