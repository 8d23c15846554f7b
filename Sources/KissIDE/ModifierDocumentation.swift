import KissAnalysis

/// What hover says about a modifier: its call shape, what it does and
/// where it may be written (language §5).
enum ModifierDocumentation {
    static func markdown(_ spec: ModifierSpec) -> String {
        var call = spec.signature.rendered("." + spec.name)
        if spec.takesBlock { call += " { … }" }
        return "```kiss\n\(call)\n```\n\(spec.summary)\n\nValid on \(placement(spec.placement))."
    }

    static func unknown(_ name: String) -> String {
        let suggestion = Suggestions.closest(to: name, in: ModifierSpec.all.keys)
        return "**unknown modifier** `.\(name)` — K102" + (suggestion.map { "; did you mean `.\($0)`?" } ?? "")
    }

    static func placement(_ placement: ModifierPlacement) -> String {
        switch placement {
        case .anyElement: return "any element"
        case .stack: return "vstack, hstack and wrap"
        case .wrapOnly: return "wrap"
        case .container: return "vstack, hstack, wrap and pin"
        case .pinChild: return "an element directly inside a pin"
        case .overlayChild: return "an element inside `.overlay { … }`"
        }
    }
}
