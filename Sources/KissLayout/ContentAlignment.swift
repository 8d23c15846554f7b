/// Placement of the lines of a wrapping container across its cross axis (`alignContent`, `.lineAlign`).
public enum ContentAlignment: Sendable, Hashable {
    case start
    case center
    case end
    case stretch
    case spaceBetween
    case spaceAround
}
