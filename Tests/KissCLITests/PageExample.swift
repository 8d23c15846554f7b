import Foundation

/// The example of a rule's page (docs/diagnostics/Kxxx.md) and what the page says
/// `kisslint` prints for it: the first ```kiss block under "## Example", and the first
/// ```console block after it in that section (`$ kisslint Name.kiss`, then the output). The page is
/// the rule's golden fixture: `DocumentationTests` lints the example and compares.
struct PageExample {
    /// The example's source, as the page shows it.
    let source: String
    /// The console block after the example (without its fences); nil when the page has none.
    let shownOutput: String?
    /// Where the console block is, or where it goes (right after the example's fence).
    let outputRange: Range<String.Index>

    private static let kissFence = "```kiss\n"
    private static let consoleFence = "```console\n"
    private static let closingFence = "```\n"

    init?(page: String) {
        guard let section = page.range(of: "\n## Example\n"),
              let open = page.range(of: Self.kissFence, range: section.upperBound..<page.endIndex),
              let close = page.range(of: "\n" + Self.closingFence, range: open.upperBound..<page.endIndex) else { return nil }
        source = String(page[open.upperBound..<close.lowerBound]) + "\n"
        let after = close.upperBound
        let sectionEnd = page.range(of: "\n## ", range: after..<page.endIndex)?.lowerBound ?? page.endIndex
        if let console = page.range(of: Self.consoleFence, range: after..<sectionEnd),
           let end = page.range(of: "\n" + Self.closingFence, range: console.upperBound..<page.endIndex) {
            shownOutput = String(page[console.upperBound..<end.lowerBound]) + "\n"
            outputRange = console.lowerBound..<end.upperBound
        } else {
            shownOutput = nil
            outputRange = after..<after
        }
    }

    /// The file the example is shown as: named after its first layout, as a user would name it.
    var fileName: String {
        let words = source.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "{" || $0 == "(" })
        if let index = words.firstIndex(of: "layout"), index + 1 < words.count,
           words[index + 1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return "\(words[index + 1]).kiss"
        }
        return "Example.kiss"
    }

    /// The page with `output` (the command line and what it printed) as its console block.
    func page(_ page: String, showing output: String) -> String {
        var updated = page
        updated.replaceSubrange(outputRange, with: Self.consoleFence + output + Self.closingFence)
        return updated
    }
}
