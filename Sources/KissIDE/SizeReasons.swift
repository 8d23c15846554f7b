import KissAnalysis

/// Why a solved element has its size, in words, for a presentation other than hover
/// (a rendered page's tooltip): the same sentences hover gives.
public enum SizeReasons {
    /// "width 120.33: label text, 1 line at 17 pt" and the height's line; empty for a hidden element.
    public static func lines(of element: SolvedElement, parent: SolvedElement?, text: [TextFacts]) -> [String] {
        let words = SizeExplanationText(element: element, parent: parent, text: text)
        return [words.line(.width), words.line(.height)].compactMap { $0 }
    }
}
