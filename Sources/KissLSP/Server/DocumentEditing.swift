import KissSyntax

/// Incremental `didChange`: each change is applied to the result of the one
/// before it, its range turned into byte offsets through the current text's
/// `LineIndex` in the session's encoding.
///
/// Out-of-range positions are clamped, as LSP says for columns past a line's
/// end, and the same is done for lines past the end (the end of the text) and
/// negative numbers (the start); a range whose end comes before its start is
/// read with its ends swapped. Each such repair is returned as a message to
/// log, because it means client and server may disagree about the text.
/// Rejecting the change instead would leave the text certainly wrong.
extension DocumentSnapshot {
    func applying(_ changes: [LSP.TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding) -> (document: DocumentSnapshot, repairs: [String]) {
        var text = self.text
        var index = self.lineIndex
        var repairs: [String] = []
        for (number, change) in changes.enumerated() {
            let replacement = Array(change.text.utf8)
            guard let range = change.range else {
                text = replacement
                index = LineIndex(text)
                continue
            }
            var (start, startClamped) = index.offset(of: range.start, in: encoding)
            var (end, endClamped) = index.offset(of: range.end, in: encoding)
            if startClamped || endClamped {
                repairs.append("change \(number + 1) of \(uri) version \(version): range \(Self.describe(range)) lies outside the text (\(index.lineCount) line\(index.lineCount == 1 ? "" : "s")); clamped to it")
            }
            if end < start {
                repairs.append("change \(number + 1) of \(uri) version \(version): range \(Self.describe(range)) ends before it starts; its ends were swapped")
                swap(&start, &end)
            }
            text.replaceSubrange(start..<end, with: replacement)
            index = index.replacing(start..<end, withCount: replacement.count, in: text)
        }
        return (DocumentSnapshot(uri: uri, version: version, languageId: languageId, text: text, lineIndex: index), repairs)
    }

    private static func describe(_ range: LSP.Range) -> String {
        "\(range.start.line):\(range.start.character)-\(range.end.line):\(range.end.character)"
    }
}
