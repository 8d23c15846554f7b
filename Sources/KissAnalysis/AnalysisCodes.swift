import KissSyntax

// Semantic codes (tooling §1). Names say what the finding is about.
extension DiagnosticCode {
    public static let unknownKind = DiagnosticCode("K101")
    public static let unknownModifier = DiagnosticCode("K102")
    public static let misplacedModifier = DiagnosticCode("K103")
    public static let argumentMismatch = DiagnosticCode("K104")
    public static let valueOutOfRange = DiagnosticCode("K105")
    public static let unknownName = DiagnosticCode("K106")
    public static let cyclicLayout = DiagnosticCode("K107")
    public static let duplicateDeclaration = DiagnosticCode("K108")
    public static let importProblem = DiagnosticCode("K109")

    public static let semanticCodes: [DiagnosticCode] = [
        .unknownKind, .unknownModifier, .misplacedModifier, .argumentMismatch, .valueOutOfRange,
        .unknownName, .cyclicLayout, .duplicateDeclaration, .importProblem,
    ]
}
