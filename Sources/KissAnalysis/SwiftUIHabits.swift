import KissSyntax

/// The spellings an engineer coming from SwiftUI writes first, and what `.kiss` calls them
/// (docs/language.md, "Coming from SwiftUI"). The findings stay those of the mistake (K106 for
/// an unknown upper-case head, K102 for an unknown modifier, K104 for an argument); this only
/// words their message and, where the `.kiss` spelling is certain, their fix. Every fix is a
/// suggestion: what was misspelt was ignored, so writing it right changes the frames.
enum SwiftUIHabits {
    /// SwiftUI views by the `.kiss` kind that takes their place, and whether renaming the head is
    /// the whole correction (the arguments mean the same) — else only the message names it.
    static let kinds: [String: (kiss: String, renameFixes: Bool)] = [
        "Text": ("label", true), "Spacer": ("stretchSpacer", true), "Image": ("image", true),
        "Button": ("button", true), "VStack": ("vstack", true), "HStack": ("hstack", true),
        "TextField": ("textField", true), "Toggle": ("switch", false), "Slider": ("slider", false),
        "Stepper": ("stepper", false),
    ]

    /// "unknown layout `Text`: SwiftUI's `Text` is `label` in `.kiss`", with the rename when certain.
    static func kind(_ name: String, at range: Range<Int>) -> (message: String, fixes: [FixIt])? {
        guard let habit = kinds[name] else { return nil }
        let message = "unknown layout `\(name)`: SwiftUI's `\(name)` is `\(habit.kiss)` in `.kiss`"
            + (habit.renameFixes ? "; did you mean `\(habit.kiss)`?" : "; write `\(habit.kiss)`")
        let fixes = habit.renameFixes
            ? [FixIt(message: "Replace with `\(habit.kiss)`", edits: [TextEdit(range: range, replacement: habit.kiss)], isSafe: false)] : []
        return (message, fixes)
    }

    /// SwiftUI modifiers that are arguments or other modifiers in `.kiss`: `.font(17)` is the
    /// label's `font: 17`, `.foregroundColor(.red)` its `color: .red`, `.frame(width:height:)`
    /// is `.width`, `.height` or `.size`. `kind`: the kind of the element the modifier is on.
    static func modifier(_ syntax: ModifierSyntax, on kind: BuiltinKind) -> (message: String, fixes: [FixIt])? {
        guard let name = syntax.name, let nameToken = syntax.nameToken else { return nil }
        let tree = syntax.node.tree
        let arguments = syntax.arguments
        switch name {
        case "font", "foregroundColor", "foregroundStyle":
            let parameter = name == "font" ? "font" : "color"
            let example = name == "font" ? "17" : ".red"
            // Only kinds that show text: a `view`'s `color` is its background, not a text color.
            let takesIt = [.label, .button, .textField, .textView].contains(kind) && kind.signature.parameters.contains { $0.name == parameter }
            let message = "unknown modifier `.\(name)`: in `.kiss` "
                + (takesIt ? "`\(parameter):` is an argument of `\(kind.rawValue)`: `\(kind.rawValue)(…, \(parameter): \(example))`"
                    : "`\(parameter):` is an argument of `label`: `label(\"…\", \(parameter): \(example))`")
            guard takesIt, arguments.count == 1, let argument = arguments.first, argument.label == nil, let value = argument.value,
                  let element = syntax.node.parent.flatMap(ElementSyntax.init), element.name == kind.rawValue,
                  let close = element.argumentList?.rightParen, !element.arguments.isEmpty,
                  !element.arguments.contains(where: { $0.label == parameter }),
                  let end = syntax.argumentList?.rightParen?.range.upperBound,
                  // Only a value `.kiss` takes there: a number of points (not `.title`), a color `.red` or `#hex` (not `Color.red`).
                  parameter == "font" ? Double(tree.text(value.range)) != nil : ["." as Character, "#"].contains(tree.text(value.range).first ?? " ")
            else { return (message, []) }
            let removal = LineRemoval.range(removing: syntax.dotToken.range.lowerBound..<end, in: tree.source)
            return (message, [FixIt(message: "Move it into `\(kind.rawValue)(…, \(parameter): …)`", edits: [
                TextEdit(range: close.range.lowerBound..<close.range.lowerBound, replacement: ", \(parameter): \(tree.text(value.range))"),
                TextEdit(range: removal, replacement: ""),
            ], isSafe: false)])
        case "frame":
            let message = "unknown modifier `.frame`: in `.kiss` write `.width(…)`, `.height(…)`, or `.size(width, height)` for both"
            let labels = arguments.map(\.label)
            let values = arguments.compactMap { $0.value.map { tree.text($0.range) } }
            guard values.count == arguments.count, let end = syntax.argumentList?.rightParen?.range.upperBound else { return (message, []) }
            let replacement: String
            switch labels {
            case ["width"]: replacement = "width(\(values[0]))"
            case ["height"]: replacement = "height(\(values[0]))"
            case ["width", "height"]: replacement = "size(\(values[0]), \(values[1]))"
            default: return (message, [])
            }
            return (message, [FixIt(message: "Replace with `.\(replacement)`",
                                    edits: [TextEdit(range: nameToken.range.lowerBound..<end, replacement: replacement)], isSafe: false)])
        default:
            return nil
        }
    }

    /// An argument label SwiftUI or UIKit would use, and the `.kiss` one: `fontSize:` is `font:`.
    static func argumentLabel(_ label: String, among labels: [String]) -> String? {
        let habits = ["fontSize": "font", "textColor": "color", "foregroundColor": "color", "numberOfLines": "lines", "lineLimit": "lines"]
        return habits[label].flatMap { labels.contains($0) ? $0 : nil }
    }

    /// What to write instead of an argument a stack does not take: `vstack(spacing: 8)` is
    /// `vstack { … }.spacing(8)`.
    static func argumentNote(_ label: String, owner: String) -> String? {
        guard ["`vstack`", "`hstack`", "`wrap`"].contains(owner) else { return nil }
        switch label {
        case "spacing": return "; write `\(owner.dropFirst().dropLast()) { … }.spacing(…)`"
        case "alignment": return "; write `\(owner.dropFirst().dropLast()) { … }.crossAlign(…)`"
        default: return nil
        }
    }

    /// `spacer()` is a fixed space of a length; SwiftUI's `Spacer()`, which stretches, is `stretchSpacer()`.
    static func emptyNote(owner: String) -> String {
        owner == "`spacer`" ? "; for space that stretches (SwiftUI's `Spacer()`) write `stretchSpacer()`" : ""
    }

    /// `.padding(10, 20)` (two sides, as CSS writes them) is `.padding(vertical: 10, horizontal: 20)`.
    static func edgePair(owner: String, arguments: [ArgumentSyntax]) -> (note: String, fixes: [FixIt])? {
        guard owner == "`.padding`" || owner == "`.margin`", arguments.count == 2, arguments.allSatisfy({ $0.label == nil && $0.value != nil })
        else { return nil }
        let name = owner.dropFirst(2).dropLast()
        let tree = arguments[0].node.tree
        let written = "\(name)(vertical: \(tree.text(arguments[0].value!.range)), horizontal: \(tree.text(arguments[1].value!.range)))"
        return ("; for the vertical and horizontal edges write `.\(written)`", [FixIt(message: "Replace with `.\(written)`", edits: [
            TextEdit(range: arguments[0].range.lowerBound..<arguments[0].range.lowerBound, replacement: "vertical: "),
            TextEdit(range: arguments[1].range.lowerBound..<arguments[1].range.lowerBound, replacement: "horizontal: "),
        ], isSafe: false)])
    }
}
