import KissSyntax

extension Instantiator {
    /// Applies one modifier to an element (`applyAfresh`): from `bindingMemo` when this modifier
    /// was applied before in the same place with the same values of the parameters it reads;
    /// `.overlay { … }` and `.id` every time.
    func apply(
        _ syntax: ModifierSyntax, to instance: ElementInstance, scope: Scope, parentKind: BuiltinKind?,
        inOverlay: Bool, fromUseSite: Bool, ids: inout [String: SourceLocation]
    ) {
        guard let memo = bindingMemo, parameterReads == nil, syntax.block == nil, syntax.name != "id" else {
            applyAfresh(syntax, to: instance, scope: scope, parentKind: parentKind, inOverlay: inOverlay, fromUseSite: fromUseSite, ids: &ids)
            return
        }
        let key = BindingMemo.Key(tree: ObjectIdentifier(syntax.node.tree), node: syntax.node.index, kind: instance.kind,
                                  parentKind: parentKind, inOverlay: inOverlay, fromUseSite: fromUseSite)
        if let known = memo.entry(for: key, in: scope) {
            replay(known.reports)
            if let modifier = known.modifier { instance.modifiers.append(modifier) }
            return
        }
        let before = instance.modifiers.count
        let (_, reads, reports) = memoizing {
            applyAfresh(syntax, to: instance, scope: scope, parentKind: parentKind, inOverlay: inOverlay, fromUseSite: fromUseSite, ids: &ids)
        }
        let applied = instance.modifiers.count > before ? instance.modifiers.last : nil
        memo.store(BindingMemo.Entry(reads: reads, reports: reports, modifier: applied), for: key)
    }

    /// Evaluates one modifier onto an element: checks its name (K102), where it
    /// is written (K103), its arguments (K104–K106) and ids (K108).
    private func applyAfresh(
        _ syntax: ModifierSyntax, to instance: ElementInstance, scope: Scope, parentKind: BuiltinKind?,
        inOverlay: Bool, fromUseSite: Bool, ids: inout [String: SourceLocation]
    ) {
        guard let name = syntax.name, let nameToken = syntax.nameToken else { return }
        let range = nameToken.range
        guard let spec = ModifierSpec.all[name] else {
            if let habit = SwiftUIHabits.modifier(syntax, on: instance.kind) {
                report(.unknownModifier, habit.message, at: range, in: scope.file.path, fixes: habit.fixes)
                return
            }
            let (suggestion, fixes) = modifierSpellingFixes(name, at: range)
            report(.unknownModifier, "unknown modifier `.\(name)`" + (suggestion.map { "; did you mean `.\($0)`?" } ?? ""),
                   at: range, in: scope.file.path, fixes: fixes)
            return
        }
        if let problem = placementProblem(spec, kind: instance.kind, parentKind: parentKind, inOverlay: inOverlay) {
            report(.misplacedModifier, "`.\(name)` \(problem)", at: range, in: scope.file.path)
            return
        }
        let arguments = bind(syntax.argumentList, syntax.arguments, to: spec.signature, owner: "`.\(name)`", at: range, scope: scope)
        if name == "crossAlign", arguments["value"] != nil, !instance.kind.isStack, arguments["self"] == nil {
            report(.misplacedModifier, "`.crossAlign(_)` aligns a stack's children; on `\(instance.kind.rawValue)` write `.crossAlign(self: …)` to align the element itself",
                   at: range, in: scope.file.path)
            return
        }
        let validated = validate(arguments, modifier: name)
        var applied = AppliedModifier(name: name, arguments: validated, location: scope.location(range), fromUseSite: fromUseSite)
        if name == "pin" {
            applied.droppedLabels = syntax.arguments.compactMap(\.label).filter { validated[$0] == nil }
        }
        if let block = syntax.block {
            if spec.takesBlock {
                var elements: [ElementInstance] = []
                for child in block.elements {
                    if let overlayElement = element(child, scope: scope, parentKind: nil, inOverlay: true, ids: &ids) {
                        elements.append(overlayElement)
                    }
                }
                var alignment = "topLeft"
                if case .enumCase(let value)? = validated["alignment"]?.value { alignment = value }
                instance.overlays.append(Overlay(alignment: alignment, alignmentGiven: validated["alignment"] != nil, elements: elements))
            } else {
                report(.argumentMismatch, "`.\(name)` takes no block; only `.overlay { … }` does",
                       at: block.leftBrace?.range ?? range, in: scope.file.path)
            }
        }
        if name == "id", let id = instanceID(applied) {
            if let first = ids[id] {
                report(.duplicateDeclaration, "id `\(id)` is used twice in this layout; ids name one element each",
                       at: places.range(applied.arguments["name"]?.place) ?? range, in: scope.file.path, related: [related(first, "the first element with id `\(id)`")])
            } else {
                ids[id] = applied.arguments["name"]?.place ?? scope.location(range)
            }
        }
        applied.arguments = validated
        instance.modifiers.append(applied)
    }

    private func instanceID(_ modifier: AppliedModifier) -> String? {
        switch modifier.arguments["name"]?.value {
        case .name(let name)?, .string(let name)?: return name
        default: return nil
        }
    }

    private func placementProblem(_ spec: ModifierSpec, kind: BuiltinKind, parentKind: BuiltinKind?, inOverlay: Bool) -> String? {
        guard !spec.placement.allows(kind: kind, parentKind: parentKind, inOverlay: inOverlay) else { return nil }
        switch spec.placement {
        case .anyElement: return nil
        case .stack: return "works on vstack, hstack and wrap, not on `\(kind.rawValue)`"
        case .wrapOnly:
            return "works on wrap only, not on `\(kind.rawValue)`" + (kind == .vstack || kind == .hstack ? "; a \(kind.rawValue) has one line (use `.spacing`)" : "")
        case .container: return "works on containers, not on `\(kind.rawValue)`"
        case .pinChild: return "places elements inside `pin { … }` only"
        case .overlayChild: return "offsets elements inside `.overlay { … }` only"
        }
    }

    /// K105 for modifier values out of range; such arguments are dropped.
    private func validate(_ arguments: [String: LocatedValue], modifier: String) -> [String: LocatedValue] {
        var result = arguments
        for (parameter, value) in arguments {
            let problem: String?
            switch (modifier, value.value) {
            case ("ratio", .number(let number)):
                problem = number <= 0 ? "a ratio must be more than 0 (width / height)"
                    : number > LayoutLimits.largestFactor || number < 1 / LayoutLimits.largestFactor
                    ? "a ratio must be between 1/\(Int(LayoutLimits.largestFactor)) and \(Int(LayoutLimits.largestFactor)) (width / height)" : nil
            case ("grow", .number(let number)), ("shrink", .number(let number)):
                problem = number < 0 ? "a flex factor cannot be negative"
                    : number > LayoutLimits.largestFactor ? "a flex factor must be at most \(Int(LayoutLimits.largestFactor))" : nil
            case (_, .anchor(let anchor)):
                problem = abs(anchor.offset) <= LayoutLimits.largestLength ? nil
                    : "`\(parameter)`'s offset is out of range (at most \(Int(LayoutLimits.largestLength)) points either way)"
            case (_, .number(let number)) where modifier.hasPrefix("margin") || modifier == "position" || modifier == "stroke":
                problem = abs(number) <= LayoutLimits.largestLength ? nil : "`\(parameter)` is out of range (at most \(Int(LayoutLimits.largestLength)) points)"
            case ("uniformFontScale", .number(let number)):
                problem = number > 0 && number <= 1 ? nil : "a minimum scale must be in (0, 1]"
            case (_, .number(let number)):
                problem = number >= 0 && number <= LayoutLimits.largestLength ? nil
                    : number < 0 ? "`.\(modifier)` cannot be negative" : "`.\(modifier)` is out of range (at most \(Int(LayoutLimits.largestLength)) points)"
            case (_, .percentage(let percent)):
                problem = percent >= 0 && percent <= 10_000 ? nil : "a percentage must be between 0% and 10000%"
            default:
                problem = nil
            }
            if let problem {
                report(.valueOutOfRange, problem, at: places.range(value), in: value.file)
                result[parameter] = nil
            }
        }
        return result
    }
}
