/// How big the view that hosts a layout is on a device, read from how its class lays it out:
/// that decides the previews an imported file gets (docs/swift-export.md, "Host sizes").
///
/// A screen hosts its layout in a view its superview sizes — the sample app pins each sample
/// view to the safe area and calls `kiss.updateChange(width: frame.width, height:
/// frame.height)` in `layoutSubviews` — so the layout's height is the view's, not its
/// content's. Solved at a fitted height, a `.grow` in a vstack has nothing to share and the
/// lint reports collapses that a device never shows (and misses an overflow it does). A cell
/// is sized from its content (`estimatedSize(width:height: nil)`), so a fitted height is right.
enum HostSizes {
    /// Phone screens' safe areas in portrait, where a view pinned to the safe area is laid
    /// out: iPhone 15 (390 × 844 pt, insets 47 and 34), iPhone SE 3rd generation (375 × 667,
    /// status bar 20), iPhone 15 Pro Max (430 × 932, insets 59 and 34). Apple's Human
    /// Interface Guidelines, "Layout", device screen sizes; the insets are the devices'
    /// `safeAreaInsets` in portrait.
    static let screenPreviews = """
        preview phone(width: 390, height: 763)
        preview se(width: 375, height: 647, scale: 2)
        preview max(width: 430, height: 839)

        """

    /// The classes of a file whose host view's height is set from outside (`screens`): they
    /// call `updateChange(width: …, height: h)` with a height that is not `nil`, and are
    /// neither collection or table view cells nor views that size themselves to their content
    /// (`estimatedSize(width: …, height: nil)`); those are `cells`.
    static func fixedHeightHosts(in tokens: [SwiftToken]) -> (screens: Set<String>, cells: Set<String>) {
        var screens = Set<String>()
        var cells = Set<String>()
        var fitted = Set<String>()
        SwiftClassScopes.walk(tokens, classStarts: { owner in
            if isCell(owner, in: tokens) { cells.insert(owner.name) }
        }, visit: { index, owner in
            let text = tokens[index].text
            if text == "updateChange", !cells.contains(owner.name), let height = heightArgument(tokens, from: index + 1), height.text != "nil" {
                screens.insert(owner.name)
            } else if text == "estimatedSize", heightArgument(tokens, from: index + 1)?.text == "nil" {
                // It sizes itself to its content when asked (the host view `export` writes).
                fitted.insert(owner.name)
            }
        })
        return (screens.subtracting(fitted), cells.union(fitted))
    }

    /// `class Name: Super, Protocol {`: a cell by a superclass's name.
    private static func isCell(_ owner: SwiftClassScopes.Owner, in tokens: [SwiftToken]) -> Bool {
        var cursor = owner.head + 2
        while cursor < tokens.count, tokens[cursor].text != "{", tokens[cursor].kind != .newline || cursor == owner.head + 2 {
            if tokens[cursor].kind == .identifier, tokens[cursor].text.hasSuffix("Cell") { return true }
            cursor += 1
        }
        return false
    }

    /// The first token of the `height:` argument of the call whose `(` is at `open`.
    private static func heightArgument(_ tokens: [SwiftToken], from open: Int) -> SwiftToken? {
        guard open < tokens.count, tokens[open].text == "(" else { return nil }
        var depth = 0
        var index = open
        while index < tokens.count {
            let text = tokens[index].text
            if text == "(" { depth += 1 } else if text == ")" {
                depth -= 1
                if depth == 0 { return nil }
            } else if depth == 1, text == "height", index + 2 < tokens.count, tokens[index + 1].text == ":" {
                return tokens[index + 2]
            }
            index += 1
        }
        return nil
    }
}
