import KissSyntax

/// The names an expression can see: the parameters of the layout it is in.
struct Scope {
    var file: SourceFile
    /// The declaration the expressions are in, and where it starts in `file`.
    var declaration: DeclarationAnchor
    var start: Int
    var parameters: [String: LocatedValue]

    init(declarationAt range: Range<Int>, in file: SourceFile, parameters: [String: LocatedValue]) {
        self.file = file
        (declaration, start) = file.tree.declarationAnchors.anchor(containing: range.lowerBound)
        self.parameters = parameters
    }

    /// `range` of `file`'s text, as a place in the declaration.
    func location(_ range: Range<Int>) -> SourceLocation {
        SourceLocation(file: file.path, anchor: declaration, offsets: (range.lowerBound - start)..<(range.upperBound - start))
    }
}

/// Evaluates expressions (language §2 `expr`) to values. Arithmetic works on
/// numbers, on percentages with numbers, and on anchors plus or minus a number.
extension Instantiator {
    func evaluate(_ expression: ExpressionSyntax, in scope: Scope) -> LocatedValue {
        let range = expression.range
        func located(_ value: Value) -> LocatedValue { LocatedValue(value, at: scope.location(range)) }
        switch expression.form {
        case .literal(let token):
            if token.token.isMalformed { return located(.invalid) }
            let text = token.text
            switch token.kind {
            case .number: return located(finiteLiteral(Double(text), text, range: range, file: scope.file.path).map(Value.number) ?? .invalid)
            case .percentage: return located(finiteLiteral(Double(text.dropLast()), text, range: range, file: scope.file.path).map(Value.percentage) ?? .invalid)
            case .string: return located(.string(StringLiteral.value(of: text)))
            case .color: return located(Color(hex: text).map(Value.color) ?? .invalid)
            case .trueKeyword: return located(.bool(true))
            case .falseKeyword: return located(.bool(false))
            default: return located(.invalid)
            }
        case .name(let token):
            if let parameter = scope.parameters[token.text] {
                parameterReads?.append((token.text, parameter))
                return parameter
            }
            return located(.name(token.text))
        case .member(let base, let member):
            guard let member else { return located(.invalid) }
            return located(.anchor(Anchor(target: base.text, edge: member.text, offset: 0)))
        case .enumCase(let name):
            return located(name.map { .enumCase($0.text) } ?? .invalid)
        case .parenthesized(let inner):
            guard let inner else { return located(.invalid) }
            return LocatedValue(evaluate(inner, in: scope).value, at: scope.location(range))
        case .negation(let inner):
            guard let inner else { return located(.invalid) }
            switch evaluate(inner, in: scope).value {
            case .number(let value): return located(.number(-value))
            case .percentage(let value): return located(.percentage(-value))
            case .invalid: return located(.invalid)
            case let other:
                report(.argumentMismatch, "cannot negate \(other.typeName)", at: range, in: scope.file.path)
                return located(.invalid)
            }
        case .binary(let left, let operatorToken, let right):
            guard let left, let right else { return located(.invalid) }
            let lhs = evaluate(left, in: scope).value
            let rhs = evaluate(right, in: scope).value
            return located(combine(lhs, operatorToken.kind, rhs, range: range, operatorText: operatorToken.text, file: scope.file.path))
        }
    }

    /// A literal past `Double`'s range reads as infinity (1e309 written out in full): as
    /// out of range as `1e300 * 1e300`, and reported the same way rather than passed on.
    private func finiteLiteral(_ value: Double?, _ text: String, range: Range<Int>, file: String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite else {
            let shown = text.count > 12 ? "\(text.prefix(6))… (\(text.count) characters)" : text
            report(.valueOutOfRange, "`\(shown)` is too large to be a number here", at: range, in: file)
            return nil
        }
        return value
    }

    private func combine(_ lhs: Value, _ operation: TokenKind, _ rhs: Value, range: Range<Int>, operatorText: String, file: String) -> Value {
        func arithmetic(_ a: Double, _ b: Double) -> Double? {
            switch operation {
            case .plus: return a + b
            case .minus: return a - b
            case .star: return a * b
            case .slash:
                if b == 0 {
                    report(.valueOutOfRange, "division by zero", at: range, in: file)
                    return nil
                }
                return a / b
            default: return nil
            }
        }
        func finite(_ value: Double?, _ wrap: (Double) -> Value) -> Value {
            guard let value else { return .invalid }
            guard value.isFinite else {
                report(.valueOutOfRange, "the result is not a finite number", at: range, in: file)
                return .invalid
            }
            return wrap(value)
        }
        switch (lhs, rhs) {
        case (.invalid, _), (_, .invalid):
            return .invalid
        case (.number(let a), .number(let b)):
            return finite(arithmetic(a, b), Value.number)
        case (.percentage(let a), .percentage(let b)) where operation == .plus || operation == .minus:
            return finite(arithmetic(a, b), Value.percentage)
        case (.percentage(let a), .number(let b)) where operation == .star || operation == .slash:
            return finite(arithmetic(a, b), Value.percentage)
        case (.number(let a), .percentage(let b)) where operation == .star:
            return finite(arithmetic(a, b), Value.percentage)
        case (.anchor(var anchor), .number(let b)) where operation == .plus || operation == .minus:
            anchor.offset += operation == .plus ? b : -b
            guard anchor.offset.isFinite else {
                report(.valueOutOfRange, "the offset is not a finite number", at: range, in: file)
                return .invalid
            }
            return .anchor(anchor)
        default:
            report(.argumentMismatch, "cannot compute \(lhs.typeName) \(operatorText) \(rhs.typeName)", at: range, in: file)
            return .invalid
        }
    }
}
