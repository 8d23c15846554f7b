/// The kinds of node in the syntax tree (language §2).
public enum NodeKind: UInt8, Sendable, CaseIterable {
    case sourceFile
    case importDeclaration
    case previewDeclaration
    case layoutDeclaration
    case parameterList
    case parameter
    case element
    case block
    case modifier
    case argumentList
    case argument
    // Expressions.
    case literalExpression
    case nameExpression
    case memberExpression
    case enumCaseExpression
    case parenthesizedExpression
    case negationExpression
    case binaryExpression
    /// Tokens the parser skipped while recovering from a mistake.
    case error

    public var isExpression: Bool {
        rawValue >= NodeKind.literalExpression.rawValue && rawValue <= NodeKind.binaryExpression.rawValue
    }
}
