import KissSyntax

/// LSP positions and ranges from and to byte offsets, always through the
/// document's `LineIndex` and the session's encoding.
extension LineIndex {
    func lspPosition(of offset: Int, in encoding: PositionEncoding) -> LSP.Position {
        let position = position(of: offset, in: encoding)
        return LSP.Position(line: position.line, character: position.column)
    }

    func lspRange(of range: Range<Int>, in encoding: PositionEncoding) -> LSP.Range {
        LSP.Range(start: lspPosition(of: range.lowerBound, in: encoding), end: lspPosition(of: range.upperBound, in: encoding))
    }

    /// The byte offset of a position, clamped as LSP says (a column past the
    /// line's end means the end; a line past the last means the end of the
    /// text), and whether clamping was needed.
    func offset(of position: LSP.Position, in encoding: PositionEncoding) -> (offset: Int, clamped: Bool) {
        // LSP numbers are below 2^31; bounding them keeps the index's arithmetic from overflowing.
        let limit = Int(Int32.max)
        let bounded = LinePosition(line: min(position.line, limit), column: min(position.character, limit))
        let offset = offset(of: bounded, in: encoding)
        let outside: Bool
        if position.line < 0 || position.character < 0 || position.line >= lineCount {
            outside = true
        } else {
            let lineEnd = contentRange(ofLine: position.line).upperBound
            outside = position.character > self.position(of: lineEnd, in: encoding).column
        }
        return (offset, outside)
    }
}
