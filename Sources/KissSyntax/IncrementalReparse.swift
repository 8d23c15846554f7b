/// Parsing a new version of a file by reparsing only the top-level
/// declarations an edit touches, and splicing them into the previous tree.
///
/// The result is the tree `parse` gives for the whole text, or the whole text
/// is parsed. Why the splice is the same tree, when it is taken:
///
/// - The previous tree's diagnostics all lie in the region reparsed, so the
///   declarations kept had none; none of them is the nesting report made once
///   per file (a later declaration nested too deep would report it once the
///   region stops doing so). The parser's state at a declaration keyword is
///   then that of a fresh parser (its quiet period is reset at every
///   declaration; depth returns to zero; the place of the last report only
///   silences a report at that very place), and a declaration's tree depends
///   only on its own tokens.
/// - The region's own diagnostics, from parsing it alone, are those a full
///   parse makes there when each lies before the region's last significant
///   token (with its related places and fixes): what the parser reports at the
///   end of the region alone (an unclosed block, "expected `}`") it reports at
///   the next declaration's keyword in the whole file. A comment left open
///   would run on past the region, so the region may not have one.
/// - The region runs from the end of the last declaration that ends before
///   the edit (a `}`, `)` or string, which no following byte can extend) to
///   the start of the first declaration that starts after it; the reparsed
///   text must end with trivia (or at the end of the file), so no token
///   crosses either boundary. The lexer starts a region in the state it had
///   after a declaration's last token (no line break seen), and the line
///   break flag of the first token after the region is the one the region's
///   end-of-file token carries.
/// - Tokens and nodes after the region move by the change in bytes, tokens
///   and nodes; nothing in them points backwards past the region but to the root.
///
/// `IncrementalReparseTests` checks the splice against a full parse on
/// chains of random edits.
extension SyntaxTree {
    /// Parses `source`, reusing `previous` (an earlier version of the same file) where it can.
    public static func parse(_ source: [UInt8], reusing previous: SyntaxTree?) -> SyntaxTree {
        previous?.reparsed(source) ?? parse(source)
    }

    /// The same, a large file without a reusable tree being parsed in two halves side by side
    /// (`parse(_:inHalvesWith:minimumBytes:)`).
    public static func parse(
        _ source: [UInt8], reusing previous: SyntaxTree?,
        inHalvesWith runBoth: BothHalves
    ) -> SyntaxTree {
        previous?.reparsed(source) ?? parse(source, inHalvesWith: runBoth)
    }

    /// The tree of `new` made from this one, or nil when the splice does not apply.
    func reparsed(_ new: [UInt8]) -> SyntaxTree? {
        guard !diagnostics.contains(where: { $0.code == .nestingTooDeep }) else { return nil }
        let old = source
        if old == new { return SyntaxTree(source: new, tokens: tokens, nodes: nodes, diagnostics: diagnostics) }
        let (prefix, suffix) = Self.commonEnds(old, new)
        let editStart = prefix
        let oldEditEnd = old.count - suffix
        let delta = new.count - old.count

        // The declarations around the edit, by node index, with their token ranges.
        var declarations: [(node: Int, tokens: Range<Int>)] = []
        for child in root.childNodes { declarations.append((child.index, child.tokenRange)) }
        func startByte(_ token: Int) -> Int { Int(tokens[token].start) }
        var first = 0
        var regionStartToken = 0
        for (index, declaration) in declarations.enumerated() where startByte(declaration.tokens.upperBound) < editStart {
            first = index + 1
            regionStartToken = declaration.tokens.upperBound
        }
        if regionStartToken > 0 {
            switch tokens[regionStartToken - 1].kind {
            case .rightBrace, .rightParen, .string: break
            default: return nil
            }
        }
        var end = declarations.count
        var regionEndToken = tokens.count - 1
        for (index, declaration) in declarations.enumerated().reversed() where startByte(declaration.tokens.lowerBound) > oldEditEnd {
            end = index
            regionEndToken = declaration.tokens.lowerBound
        }
        guard first <= end else { return nil }
        let regionStart = startByte(regionStartToken)
        let oldRegionEnd = startByte(regionEndToken)
        let newRegionEnd = oldRegionEnd + delta
        guard regionStart <= editStart, oldEditEnd <= oldRegionEnd, regionStart <= newRegionEnd else { return nil }
        guard diagnostics.allSatisfy({ regionStart <= $0.range.lowerBound && $0.range.upperBound <= oldRegionEnd }) else { return nil }

        let slice = Parser.parse(Array(new[regionStart..<newRegionEnd]))
        let sliceTokens = slice.tokens.count - 1  // without its end-of-file token
        if !slice.diagnostics.isEmpty {
            guard let last = slice.tokens[..<sliceTokens].lastIndex(where: { !$0.kind.isTrivia }) else { return nil }
            let lastStart = Int(slice.tokens[last].start)
            guard slice.diagnostics.allSatisfy({ $0.code != .unterminatedComment && $0.lies(before: lastStart) }) else { return nil }
        }
        let atFileEnd = regionEndToken == tokens.count - 1
        if !atFileEnd {
            guard sliceTokens > 0, slice.tokens[sliceTokens - 1].kind.isTrivia else { return nil }
        }
        // Only declarations at the top: nothing else may sit between them without a diagnostic.
        for child in slice.root.childNodes {
            switch child.kind {
            case .layoutDeclaration, .previewDeclaration, .importDeclaration: continue
            default: return nil
            }
        }

        // Before the region: tokens and nodes (the root, the declarations before) as they were.
        let firstOldNode = first < declarations.count ? declarations[first].node : nodes.count
        let endOldNode = end < declarations.count ? declarations[end].node : nodes.count
        let tokenShift = sliceTokens - (regionEndToken - regionStartToken)
        let nodeShift = (slice.nodes.count - 1) - (endOldNode - firstOldNode)
        var newTokens: [Token] = []
        newTokens.reserveCapacity(tokens.count + tokenShift)
        newTokens.append(contentsOf: tokens[0..<regionStartToken])
        var newNodes: [NodeRecord] = []
        newNodes.reserveCapacity(nodes.count + nodeShift)
        newNodes.append(contentsOf: nodes[0..<firstOldNode])
        // The region's.
        Self.appendSlice(tokens: slice.tokens[0..<sliceTokens], nodes: slice.nodes, movedBy: regionStart, to: &newTokens, &newNodes)
        // After it, moved.
        let movedToken = newTokens.count
        Self.appendMoved(tokens: tokens[regionEndToken...], byBytes: delta, to: &newTokens,
                         nodes: nodes[endOldNode...], byTokens: tokenShift, byNodes: nodeShift, to: &newNodes)
        newTokens[movedToken].startsLine = slice.tokens[sliceTokens].startsLine
        newNodes[0].endToken = Int32(newTokens.count)
        newNodes[0].subtreeEnd = Int32(newNodes.count)
        return SyntaxTree(source: new, tokens: newTokens, nodes: newNodes, diagnostics: slice.diagnostics.map { $0.moved(by: regionStart) })
    }

    /// Appends the tree of a slice of the text to the tokens and nodes of a tree being built
    /// (its file node at `nodes[0]`): `sliceTokens` moved `offset` bytes on, and the slice's
    /// nodes below its own file node, which become children of the one being built. Both a
    /// splice (`reparsed`) and a split parse's join (`SplitParse.swift`) add a slice this way.
    static func appendSlice(
        tokens sliceTokens: ArraySlice<Token>, nodes sliceNodes: [NodeRecord], movedBy offset: Int,
        to tokens: inout [Token], _ nodes: inout [NodeRecord]
    ) {
        let (tokenShift, nodeShift) = (tokens.count, nodes.count - 1)
        appendMoved(tokens: sliceTokens, byBytes: offset, to: &tokens,
                    nodes: sliceNodes.dropFirst(), byTokens: tokenShift, byNodes: nodeShift, to: &nodes)
    }

    /// Appends `movedTokens` `bytes` further on, and `movedNodes` with their token indices
    /// `byTokens` and node indices `byNodes` further on (a parent of 0, the file node, stays).
    /// Copied whole, then shifted in place: appended one by one, the tokens after an edit were
    /// a tenth of a keystroke in a 10,000-line file.
    static func appendMoved(
        tokens movedTokens: ArraySlice<Token>, byBytes bytes: Int, to tokens: inout [Token],
        nodes movedNodes: ArraySlice<NodeRecord>, byTokens: Int, byNodes: Int, to nodes: inout [NodeRecord]
    ) {
        let firstToken = tokens.count
        tokens.append(contentsOf: movedTokens)
        tokens.withUnsafeMutableBufferPointer { tokens in
            let byteShift = UInt32(bitPattern: Int32(truncatingIfNeeded: bytes))
            for index in firstToken..<tokens.count { tokens[index].start &+= byteShift }
        }
        let firstNode = nodes.count
        nodes.append(contentsOf: movedNodes)
        nodes.withUnsafeMutableBufferPointer { nodes in
            let (tokenShift, nodeShift) = (Int32(byTokens), Int32(byNodes))
            for index in firstNode..<nodes.count {
                if nodes[index].parent != 0 { nodes[index].parent += nodeShift }
                nodes[index].firstToken += tokenShift
                nodes[index].endToken += tokenShift
                nodes[index].subtreeEnd += nodeShift
            }
        }
    }

    /// The lengths of the longest common prefix and (after it) suffix, compared
    /// eight bytes at a time: this runs over the whole file on every keystroke.
    static func commonEnds(_ old: [UInt8], _ new: [UInt8]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBytes { a in
            new.withUnsafeBytes { b in
                let limit = min(a.count, b.count)
                var prefix = 0
                while prefix + 8 <= limit
                    && a.loadUnaligned(fromByteOffset: prefix, as: UInt64.self) == b.loadUnaligned(fromByteOffset: prefix, as: UInt64.self) {
                    prefix += 8
                }
                while prefix < limit && a[prefix] == b[prefix] { prefix += 1 }
                var suffix = 0
                let room = limit - prefix
                while suffix + 8 <= room
                    && a.loadUnaligned(fromByteOffset: a.count - suffix - 8, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: b.count - suffix - 8, as: UInt64.self) {
                    suffix += 8
                }
                while suffix < room && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
                return (prefix, suffix)
            }
        }
    }
}

extension Diagnostic {
    /// Whether the finding, its related places in its own file and its fixes' edits all end
    /// at or before `offset`.
    func lies(before offset: Int) -> Bool {
        range.upperBound <= offset
            && related.allSatisfy { $0.file != nil || $0.range.upperBound <= offset }
            && fixes.allSatisfy { $0.edits.allSatisfy { $0.range.upperBound <= offset } }
    }
}
