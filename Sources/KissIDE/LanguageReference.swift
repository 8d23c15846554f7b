import KissAnalysis

/// docs/reference.md: every element kind and modifier with its arguments, written from the
/// tables the analyzer checks calls against and hover documents them with, so the reference
/// cannot drift from what the tools accept (a test compares the page with this).
public enum LanguageReference {
    public static func markdown() -> String {
        var page = """
        # Reference: element kinds and modifiers

        Generated from the tables `kisslint` checks calls against (`BuiltinKind`,
        `ModifierSpec`) and hover shows; regenerate with
        `KISS_UPDATE_FIXTURES=1 swift test --filter LanguageReferenceTests`. How each is laid
        out is in [language.md](language.md) and [kiss-semantics.md](kiss-semantics.md).
        An argument marked *positional* may be written without its label, in order.

        ## Previews

        `\(Preview.signature.rendered("preview name"))` — a root size layouts are solved at; a
        width or height left out fits the content; `textSize:` / `textScale:` measure every
        text at a Dynamic Type size; `for: Row` makes it a preview of the layout `Row` only,
        which is then solved at its own previews alone ([language.md](language.md#previews-and-the-root)).

        """ + arguments(Preview.signature) + """

        ## Element kinds

        """
        for kind in BuiltinKind.allCases {
            page += "\n### `\(kind.rawValue)`\n\n`\(kind.signature.rendered(kind.rawValue))` — \(KindDocumentation.sizing(kind))\n"
            page += arguments(kind.signature)
        }
        page += "\n## Modifiers\n"
        for spec in ModifierSpec.all.values.sorted(by: { $0.name < $1.name }) {
            var call = spec.signature.rendered("." + spec.name)
            if spec.takesBlock { call += " { … }" }
            page += "\n### `.\(spec.name)`\n\n`\(call)` — \(spec.summary) Valid on \(ModifierDocumentation.placement(spec.placement)).\n"
            page += arguments(spec.signature)
        }
        return page
    }

    private static func arguments(_ signature: Signature) -> String {
        guard !signature.parameters.isEmpty else { return "" }
        var table = "\n| argument | takes | |\n|---|---|---|\n"
        for parameter in signature.parameters {
            var notes: [String] = []
            if parameter.required { notes.append("required") }
            if parameter.positional { notes.append("positional") }
            table += "| `\(parameter.name)` | \(parameter.type.description.replacingOccurrences(of: "|", with: "\\|")) | \(notes.joined(separator: ", ")) |\n"
        }
        if signature.requiresAny { table += "\nAt least one argument must be given.\n" }
        return table
    }
}
