import KissSyntax

extension Instantiator {
    /// Matches a call's arguments to a signature: positional ones in order,
    /// labelled ones by name; converts them to the parameter's type and reports
    /// what does not fit (K104, K106 for unknown cases and colors).
    func bind(
        _ list: ArgumentListSyntax?, _ arguments: [ArgumentSyntax], to signature: Signature, owner: @autoclosure () -> String,
        at headRange: Range<Int>, scope: Scope
    ) -> [String: LocatedValue] {
        var bound = [String: LocatedValue](minimumCapacity: min(arguments.count, signature.parameters.count))
        let parameters = signature.parameters
        // Given, even if its value was broken: not "missing" as well. By index in the signature.
        var given = GivenParameters(count: parameters.count)
        var nextPositional = 0
        // Labels the signature does not have, reported once the missing arguments are known:
        // `.stroke(size: 2)` is one mistake (`size` meant `width`), not two.
        var unknownLabels: [SyntaxToken] = []
        for argument in arguments {
            guard let valueSyntax = argument.value else { continue }
            let index: Int
            if let labelToken = argument.labelToken {
                let label = labelToken.text
                guard let match = parameters.firstIndex(where: { $0.name == label }) else {
                    unknownLabels.append(labelToken)
                    continue
                }
                index = match
            } else {
                while nextPositional < parameters.count, !parameters[nextPositional].positional || given[nextPositional] {
                    nextPositional += 1
                }
                guard nextPositional < parameters.count else {
                    let owner = owner()
                    let count = parameters.filter(\.positional).count
                    if let habit = SwiftUIHabits.edgePair(owner: owner, arguments: arguments) {
                        report(.argumentMismatch, "too many arguments for \(owner)" + habit.note, at: argument.range, in: scope.file.path, fixes: habit.fixes)
                        continue
                    }
                    report(.argumentMismatch, count == 0
                           ? "\(owner) takes no unlabelled arguments; it takes \(signature.rendered(owner.trimmingCharacters(in: ["`"])))"
                           : "too many arguments for \(owner); it takes \(signature.rendered(owner.trimmingCharacters(in: ["`"])))",
                           at: argument.range, in: scope.file.path)
                    continue
                }
                index = nextPositional
                nextPositional += 1
            }
            let parameter = parameters[index]
            guard !given[index] else {
                report(.argumentMismatch, "`\(parameter.name)` is given twice to \(owner())", at: argument.range, in: scope.file.path)
                continue
            }
            given[index] = true
            let value = evaluate(valueSyntax, in: scope)
            if let converted = convert(value, to: parameter.type, parameter: parameter.name, owner: owner(), scope: scope,
                                       writtenAt: scope.location(valueSyntax.range)) {
                bound[parameter.name] = converted
            }
        }
        var missing = parameters.indices.filter { parameters[$0].required && !given[$0] }
        for labelToken in unknownLabels {
            let label = labelToken.text
            let owner = owner()
            let labels = parameters.map(\.name)
            // The closest name, else the one required argument left without a value.
            let suggested = Suggestions.closest(to: label, in: labels) ?? SwiftUIHabits.argumentLabel(label, among: labels)
                ?? (missing.count == 1 ? parameters[missing[0]].name : nil)
            if let suggested, let taken = missing.firstIndex(where: { parameters[$0].name == suggested }) { missing.remove(at: taken) }
            report(.argumentMismatch, "\(owner) has no argument `\(label)`" + (suggested.map { "; did you mean `\($0)`?" } ?? "")
                   + (SwiftUIHabits.argumentNote(label, owner: owner)
                      ?? (labels.isEmpty ? "; it takes no arguments" : "; it takes \(signature.rendered(owner.trimmingCharacters(in: ["`"])))")),
                   at: labelToken.range, in: scope.file.path,
                   fixes: suggested.map { name in
                       [replace(labelToken.range, with: name, frameNeutral: parameters.first { $0.name == name }?.type == .color)]
                   } ?? [])
        }
        for index in missing {
            let parameter = parameters[index]
            let owner = owner()
            report(.argumentMismatch, "\(owner) needs its `\(parameter.name)` argument (\(parameter.type.description)); it takes \(signature.rendered(owner.trimmingCharacters(in: ["`"])))",
                   at: list?.range ?? headRange, in: scope.file.path)
        }
        if signature.requiresAny, arguments.isEmpty {
            let owner = owner()
            report(.argumentMismatch, "\(owner) needs at least one argument; it takes \(signature.rendered(owner.trimmingCharacters(in: ["`"])))"
                   + SwiftUIHabits.emptyNote(owner: owner),
                   at: list?.range ?? headRange, in: scope.file.path)
        }
        return bound
    }

    /// The value as the parameter's type, or nil (reported) when it does not fit.
    /// `writtenAt` is the argument as written; when the value came from elsewhere (a layout's
    /// parameter, given at a use), a mismatch is reported where the value is given, with a note
    /// at the argument that needs the other type.
    func convert(
        _ value: LocatedValue, to type: ArgumentType, parameter: String, owner: @autoclosure () -> String, scope: Scope,
        writtenAt: SourceLocation? = nil
    ) -> LocatedValue? {
        var result = value
        func mismatch() -> LocatedValue? {
            if case .name(let name) = value.value, type != .name {
                let parameters = scope.parameters.keys
                if scope.parameters[name] != nil {
                    // The name reached here unresolved, so it was written where parameters are not
                    // in scope: another parameter's default (`layout L(size: 40, side: size)`).
                    report(.unknownName, "`\(name)` is a parameter, but a parameter's default is evaluated before any parameter has a value; write the value itself",
                           at: places.range(value), in: value.file)
                    return nil
                }
                report(.unknownName, "unknown name `\(name)`" + Suggestions.hint(name, parameters)
                       + (parameters.isEmpty ? "; this layout has no parameters" : ""), at: places.range(value), in: value.file)
            } else {
                var related: [RelatedLocation] = []
                if let writtenAt, writtenAt.file != value.file || !places.range(writtenAt).contains(places.range(value).lowerBound) {
                    related.append(self.related(writtenAt, "the parameter is used here, as `\(parameter)` of \(owner())"))
                }
                report(.argumentMismatch, "`\(parameter)` of \(owner()) takes \(type.description), not \(value.value.typeName)",
                       at: places.range(value), in: value.file, related: related)
            }
            return nil
        }
        switch (type, value.value) {
        case (_, .invalid):
            return nil
        case (.number, .number), (.length, .number), (.length, .percentage), (.string, .string), (.color, .color),
             (.bool, .bool), (.anchor, .anchor), (.name, .name), (.name, .string):
            return value
        case (.color, .enumCase(let name)):
            guard let color = Color.named[name] else {
                report(.unknownName, "unknown color `.\(name)`" + Suggestions.hint(name, Color.named.keys, prefix: "."),
                       at: places.range(value), in: value.file,
                       fixes: Suggestions.closest(to: name, in: Color.named.keys).map { [replace(places.range(value), with: "." + $0, frameNeutral: true)] } ?? [])
                return nil
            }
            result.value = .color(color)
            return result
        case (.cases(let names), .enumCase(let name)):
            guard names.contains(name) else {
                report(.unknownName, "unknown case `.\(name)` for `\(parameter)` of \(owner())" + Suggestions.hint(name, names, prefix: ".")
                       + "; it takes \(type.description)",
                       at: places.range(value), in: value.file,
                       fixes: Suggestions.closest(to: name, in: names).map { [replace(places.range(value), with: "." + $0, frameNeutral: false)] } ?? [])
                return nil
            }
            return value
        default:
            return mismatch()
        }
    }

    /// K105 for argument values a kind cannot use.
    func validateArguments(of instance: ElementInstance) {
        for (name, value) in instance.arguments {
            guard case .number(let number) = value.value else { continue }
            let problem: String?
            switch (instance.kind, name) {
            case (_, "font"), (_, "keyFont"), (_, "valueFont"):
                problem = number > 0 && number <= 1000 ? nil : "a font size must be more than 0 and at most 1000 points"
            case (_, "lines"):
                problem = number >= 0 && number == number.rounded() && number <= LayoutLimits.largestCount ? nil
                    : "`lines` must be a whole number from 0 to \(Int(LayoutLimits.largestCount)) (0 means unlimited)"
            case (_, "minScale"), (_, "keyMinScale"), (_, "valueMinScale"):
                problem = number > 0 && number <= 1 ? nil : "a minimum scale must be in (0, 1]"
            case (.image, "width"), (.image, "height"), (.spacer, _), (.stretchSpacer, "min"), (.keyValue, "margin"):
                problem = number >= 0 && number <= LayoutLimits.largestLength ? nil : "`\(name)` must be between 0 and \(Int(LayoutLimits.largestLength)) points"
            case (.growSpacer, "factor"):
                problem = number >= 0 && number <= LayoutLimits.largestFactor ? nil
                    : number < 0 ? "a grow factor cannot be negative" : "a grow factor must be at most \(Int(LayoutLimits.largestFactor))"
            default:
                problem = nil
            }
            if let problem {
                report(.valueOutOfRange, problem, at: places.range(value), in: value.file)
                instance.arguments[name] = nil
            }
        }
    }
}

/// Bounds on lengths, factors and counts, so a typo such as 1e300 cannot make frames overflow
/// (Yoga, under the Kiss library, computes in `Float`, whose range ends near 3.4e38) nor export
/// Swift that traps converting it (`Int(1e19)`).
public enum LayoutLimits {
    public static let largestLength: Double = 1_000_000
    /// Flex factors, and a ratio's width/height either way up.
    public static let largestFactor: Double = 1_000_000
    /// A label's `lines`.
    public static let largestCount: Double = 1_000_000
}
