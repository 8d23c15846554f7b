import KissSyntax

/// Picks the column unit for the session from what the client offers.
///
/// The server's preference is utf-8, then utf-32, then utf-16: analysis works
/// in UTF-8 byte offsets, so utf-8 needs no conversion at all, and utf-32
/// counts whole characters and cannot split one. utf-16 is LSP's mandatory
/// default, used when the client offers nothing else (or nothing at all).
enum PositionEncodingNegotiation {
    static let preference: [PositionEncoding] = [.utf8, .utf32, .utf16]

    static func choose(offered: [String]) -> PositionEncoding {
        let offeredEncodings = Set(offered.compactMap(PositionEncoding.init(rawValue:)))
        return preference.first(where: offeredEncodings.contains) ?? .utf16
    }
}
