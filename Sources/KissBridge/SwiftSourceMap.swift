import Foundation

/// Where the pieces of an imported `.kiss` text came from in the Swift file: each element and
/// each modifier the import wrote starts a stretch of `.kiss` that maps to one Swift token (the
/// view, stack or modifier name that said it). `kisslint` uses it to report a finding on Kiss
/// Swift code at the Swift line and column that cause it (docs/swift-import.md, "Lint in place").
public struct SwiftSourceMap: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// Where the stretch starts in the `.kiss` text, in UTF-8 bytes.
        public var kissOffset: Int
        /// The Swift token it came from, in UTF-8 bytes of the Swift source.
        public var swiftRange: Range<Int>
    }

    /// In the `.kiss` text's order.
    public private(set) var entries: [Entry] = []

    public init() {}

    /// The Swift token behind the `.kiss` text at `kissOffset`: the last stretch that starts at
    /// or before it. Nil before the first.
    public func swiftRange(at kissOffset: Int) -> Range<Int>? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].kissOffset <= kissOffset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : entries[low - 1].swiftRange
    }

    /// The importer writes a marker where a stretch starts: two Unicode noncharacters around the
    /// token's index. A Swift source has them replaced before it is read (`sanitized`), so a
    /// marker can only be the importer's.
    static let open = Unicode.Scalar(0xFDD0)!
    static let close = Unicode.Scalar(0xFDD1)!

    static func marker(_ token: Int?) -> String {
        guard let token else { return "" }
        var marker = String.UnicodeScalarView()
        marker.append(open)
        marker.append(contentsOf: String(token).unicodeScalars)
        marker.append(close)
        return String(marker)
    }

    /// A Swift source with the marker characters made U+FFFD, which is as long in UTF-8, so
    /// byte offsets are unchanged.
    static func sanitized(_ source: String) -> String {
        guard source.unicodeScalars.contains(where: { $0 == open || $0 == close }) else { return source }
        var out = String.UnicodeScalarView()
        for scalar in source.unicodeScalars { out.append(scalar == open || scalar == close ? "\u{FFFD}" : scalar) }
        return String(out)
    }

    /// The text without its markers, and the map they make.
    static func strip(_ marked: String, tokens: [SwiftToken]) -> (text: String, map: SwiftSourceMap) {
        var map = SwiftSourceMap()
        var out = String.UnicodeScalarView()
        var bytes = 0
        var scalars = marked.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == open else {
                out.append(scalar)
                bytes += UTF8.width(scalar)
                continue
            }
            var digits = 0
            while let next = scalars.next(), next != close {
                if ("0"..."9").contains(next), digits < Int.max / 10 - 9 { digits = digits * 10 + Int(next.value - 48) }
            }
            guard digits < tokens.count else { continue }
            let token = tokens[digits]
            map.entries.append(Entry(kissOffset: bytes, swiftRange: token.offset..<(token.offset + token.length)))
        }
        return (String(out), map)
    }
}
